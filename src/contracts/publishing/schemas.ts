import { z } from "zod";
import { postSchema } from "../posts/schemas";
import { PUBLISH_ERRORS, PUBLISHING_CODES } from "./rules";

/** Publishing contract (issue 11): schedule, publish now, unschedule, and the answers to a post that needs checking. */
export * from "./rules";

export const publishErrorSchema = z.enum(PUBLISH_ERRORS);

/** A post's publishing state, beside the post itself. */
export const publishingSchema = z.object({
  /** When it is (or was) to be published. */
  scheduledAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
  /** The post on LinkedIn: its URN and its public page. */
  linkedinPostUrn: z.string().nullable(),
  linkedinPostUrl: z.string().nullable(),
  /** Why it failed (or why its first comment did): translated by code. */
  error: publishErrorSchema.nullable(),
  /** LinkedIn's own words, when it gave some. */
  errorDetail: z.string().nullable(),
  attempts: z.number().int(),
});
export type Publishing = z.infer<typeof publishingSchema>;

export const publishingResponseSchema = z.object({ post: postSchema, publishing: publishingSchema });

const version = z.number().int().min(1);

export const schedulePostSchema = z.object({
  version,
  /** An instant in the future (the client turns the user's wall-clock time in their zone into it). */
  scheduledAt: z.string().datetime({ offset: true, message: PUBLISHING_CODES.scheduleTimeInvalid }),
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

export const markPublishedSchema = z.object({ version, url: linkedinPostUrlSchema.optional() });
export type MarkPublishedInput = z.infer<typeof markPublishedSchema>;

export const publishingParamsSchema = z.object({ id: z.string() });
