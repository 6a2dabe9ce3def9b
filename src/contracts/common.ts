import { z } from "zod";
import { LANGUAGES } from "./language";

/** Building blocks every domain's contract uses. */

export * from "./language";

export const languageSchema = z.enum(LANGUAGES);

/** A row id (UUID, any version). */
export const idSchema = z.string().uuid();
/** An instant as ISO 8601 text (what the API sends for timestamps). */
export const instantSchema = z.string().datetime({ offset: true });

/** `?limit=&offset=` for lists; the answer says the total. */
export const paginationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });

/** One problem of a VALIDATION_FAILED answer (see ./errors). */
export const validationIssueSchema = z.object({
  path: z.string(),
  code: z.string(),
  max: z.number().int().optional(),
});

/**
 * Every error the app's own endpoints send: `{ error: { code, message, details? } }`; `code` is stable (see
 * ./errors), `message` is English for API clients and logs, a validation failure lists its issues in `details`.
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.object({ issues: z.array(validationIssueSchema) }).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
