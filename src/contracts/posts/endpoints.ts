import { defineEndpoint } from "../endpoint";
import { POST_PATHS as P } from "./paths";
import {
  bulkPostsResultSchema,
  bulkPostsSchema,
  createPostSchema,
  listPostsQuerySchema,
  postPageSchema,
  postParamsSchema,
  postResponseSchema,
  updatePostSchema,
} from "./schemas";

const tags = ["Posts"];

export const listPosts = defineEndpoint({
  ...P.listPosts,
  tags,
  access: "member",
  summary: "The workspace's posts, most recently changed first (?trash=true: the trash, most recently deleted first)",
  query: listPostsQuerySchema,
  responses: { 200: { description: "A page of posts", json: postPageSchema } },
  errors: [400, 401],
});

export const createPost = defineEndpoint({
  ...P.createPost,
  tags,
  access: { permission: "post.write" },
  summary: "Create a post (an idea or a draft), optionally from a note and for a pillar",
  body: createPostSchema,
  responses: { 201: { description: "The post", json: postResponseSchema } },
  errors: [400, 401],
});

export const getPost = defineEndpoint({
  ...P.getPost,
  tags,
  access: "member",
  summary: "One post of the workspace (also from the trash)",
  params: postParamsSchema,
  responses: { 200: { description: "The post", json: postResponseSchema } },
  errors: [401, 404],
});

export const updatePost = defineEndpoint({
  ...P.updatePost,
  tags,
  access: { permission: "post.write" },
  summary:
    "Change a post; 409 VERSION_CONFLICT when it changed since the given version, POST_NOT_EDITABLE while it is being published or for a status change outside idea and draft",
  params: postParamsSchema,
  body: updatePostSchema,
  responses: { 200: { description: "The post", json: postResponseSchema } },
  errors: [400, 401, 404, 409],
});

export const deletePost = defineEndpoint({
  ...P.deletePost,
  tags,
  access: { permission: "post.write" },
  summary: "Move a post to the trash (restorable for 30 days)",
  params: postParamsSchema,
  responses: { 200: { description: "The deleted post", json: postResponseSchema } },
  errors: [401, 404],
});

export const restorePost = defineEndpoint({
  ...P.restorePost,
  tags,
  access: { permission: "post.write" },
  summary: "Take a post out of the trash",
  params: postParamsSchema,
  responses: { 200: { description: "The restored post", json: postResponseSchema } },
  errors: [401, 404],
});

export const bulkPosts = defineEndpoint({
  ...P.bulkPosts,
  tags,
  access: { permission: "post.write" },
  summary:
    "Delete, restore, assign a pillar to or move (idea, draft, the queue) several posts at once, all or nothing; answers the posts changed",
  body: bulkPostsSchema,
  responses: { 200: { description: "The posts changed", json: bulkPostsResultSchema } },
  errors: [400, 401, 409],
});
