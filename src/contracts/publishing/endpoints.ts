import { defineEndpoint } from "../endpoint";
import { PUBLISHING_PATHS as P } from "./paths";
import { bulkPostsResultSchema } from "../posts/schemas";
import {
  answerChecksSchema,
  markPublishedSchema,
  publishingActionSchema,
  publishingParamsSchema,
  publishingResponseSchema,
  schedulePostSchema,
} from "./schemas";

const tags = ["Publishing"];
const params = publishingParamsSchema;
const responses = { 200: { description: "The post and its publishing state", json: publishingResponseSchema } };

export const getPublishing = defineEndpoint({
  ...P.getPublishing,
  tags,
  access: "member",
  summary: "A post of the workspace with its publishing state (time, LinkedIn link, failure reason)",
  params,
  responses,
  errors: [401, 404],
});

export const schedulePost = defineEndpoint({
  ...P.schedulePost,
  tags,
  access: { permission: "post.schedule" },
  summary:
    "Schedule (or reschedule) a post at an instant in the future: its text within LinkedIn's 3,000 characters, and LinkedIn connected with a token still valid then",
  params,
  body: schedulePostSchema,
  responses,
  errors: [400, 401, 404, 409],
});

export const queuePost = defineEndpoint({
  ...P.queuePost,
  tags,
  access: { permission: "post.schedule" },
  summary:
    "Add a post to the queue: scheduled at the next posting slot no other post of the workspace takes (same checks as scheduling)",
  params,
  body: publishingActionSchema,
  responses,
  errors: [400, 401, 404, 409],
});

export const publishPostNow = defineEndpoint({
  ...P.publishPostNow,
  tags,
  access: { permission: "post.schedule" },
  summary: "Publish a post now (it is queued at once; same checks as scheduling)",
  params,
  body: publishingActionSchema,
  responses,
  errors: [400, 401, 404, 409],
});

export const unschedulePost = defineEndpoint({
  ...P.unschedulePost,
  tags,
  access: { permission: "post.schedule" },
  summary: "Take a scheduled post back to draft",
  params,
  body: publishingActionSchema,
  responses,
  errors: [400, 401, 404, 409],
});

export const markPostPublished = defineEndpoint({
  ...P.markPostPublished,
  tags,
  access: { permission: "post.schedule" },
  summary: "A post that needs checking is on LinkedIn: mark it published (with its link, when given)",
  params,
  body: markPublishedSchema,
  responses,
  errors: [400, 401, 404, 409],
});

export const publishPostAgain = defineEndpoint({
  ...P.publishPostAgain,
  tags,
  access: { permission: "post.schedule" },
  summary: "A post that failed or needs checking (and is not on LinkedIn): publish it now",
  params,
  body: publishingActionSchema,
  responses,
  errors: [400, 401, 404, 409],
});

export const postCommentAgain = defineEndpoint({
  ...P.postCommentAgain,
  tags,
  access: { permission: "post.schedule" },
  summary:
    "A published post whose first comment LinkedIn did not take: post that comment now (502 COMMENT_NOT_POSTED when LinkedIn refuses it again, its words kept on the post)",
  params,
  body: publishingActionSchema,
  responses,
  errors: [400, 401, 404, 409, 502],
});

export const answerChecks = defineEndpoint({
  ...P.answerChecks,
  tags,
  access: { permission: "post.schedule" },
  summary:
    "Several posts that need checking, one answer for all, all or nothing: on LinkedIn (marked published) or not (published now); answers the posts changed",
  body: answerChecksSchema,
  responses: { 200: { description: "The posts changed", json: bulkPostsResultSchema } },
  errors: [400, 401, 409],
});
