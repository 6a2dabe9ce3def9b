import { z } from "zod";
import { instantInputSchema, versionSchema } from "../common";
import { postSchema } from "../posts/schemas";
import { CHECK_ANSWERS, PUBLISH_ERRORS, PUBLISHING_CODES } from "./rules";

/** Publishing contract (issue 11): schedule, publish now, unschedule, and the answers to a post that needs checking. */
export * from "./rules";

export const publishErrorSchema = z
  .enum(PUBLISH_ERRORS)
  .describe("Why the post failed (or its first comment did): a stable code, translated by clients");

/** A post's publishing state, beside the post itself. */
export const publishingSchema = z.object({
  scheduledAt: z.string().nullable().describe("When it is (or was) to be published (ISO 8601, UTC); null if never"),
  publishedAt: z.string().nullable().describe("When LinkedIn took it (ISO 8601, UTC); null until published"),
  linkedinPostUrn: z.string().nullable().describe("The post's URN on LinkedIn (urn:li:share:…); null until published"),
  linkedinPostUrl: z.string().nullable().describe("The post's public page on LinkedIn"),
  error: publishErrorSchema.nullable(),
  errorDetail: z.string().nullable().describe("LinkedIn's own words about the failure, when it gave some"),
  attempts: z.number().int().describe("Sends tried for the current schedule (a retry after a refusal counts)"),
});
export type Publishing = z.infer<typeof publishingSchema>;

export const publishingResponseSchema = z.object({ post: postSchema, publishing: publishingSchema });

const version = versionSchema;

export const schedulePostSchema = z.object({
  version,
  scheduledAt: instantInputSchema(PUBLISHING_CODES.scheduleTimeInvalid).describe(
    "An instant in the future (ISO 8601 with offset): the client turns the user's wall-clock time in their zone into it",
  ),
});
export type SchedulePostInput = z.infer<typeof schedulePostSchema>;

/** Publish now, unschedule, publish again: the version the action is based on. */
export const publishingActionSchema = z.object({ version });
export type PublishingActionInput = z.infer<typeof publishingActionSchema>;

/** The post's page on LinkedIn, as the user copied it (https, linkedin.com). */
export const linkedinPostUrlSchema = z
  .string()
  .trim()
  .max(2000, PUBLISHING_CODES.postUrlInvalid)
  .refine((text) => {
    try {
      const url = new URL(text);
      return url.protocol === "https:" && (url.hostname === "linkedin.com" || url.hostname.endsWith(".linkedin.com"));
    } catch {
      return false;
    }
  }, PUBLISHING_CODES.postUrlInvalid);

export const markPublishedSchema = z.object({
  version,
  url: linkedinPostUrlSchema
    .optional()
    .describe("The post's page on LinkedIn (https, linkedin.com), its URN read from it; omit when unknown"),
});
export type MarkPublishedInput = z.infer<typeof markPublishedSchema>;

export const publishingParamsSchema = z.object({
  id: z.string().describe("The post's id; 404 when the workspace has none with it"),
});

/** One answer to several posts that need a check (all or nothing): "It is on LinkedIn" or "It is not: publish it". */
export const answerChecksSchema = z.object({
  ids: z
    .array(z.string())
    .min(1)
    .max(100)
    .describe("1 to 100 posts in needs_check (409 POST_NOT_NEEDS_CHECK otherwise); other workspaces' ids ignored"),
  answer: z
    .enum(CHECK_ANSWERS)
    .describe("onLinkedin: mark them published; publishAgain: schedule them now with Publish again's checks"),
});
export type AnswerChecksInput = z.infer<typeof answerChecksSchema>;
