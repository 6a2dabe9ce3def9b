import { z } from "zod";
import { LANGUAGES } from "./language";
import { COMMON_CODES } from "./messages";

/** Building blocks every domain's contract uses. */

export * from "./language";

export const languageSchema = z.enum(LANGUAGES);

/** A row id (UUID, any version). */
export const idSchema = z.string().uuid().describe("A row id (UUID)");
/**
 * The largest value of Postgres' `integer`: every integer a contract takes is bounded by it (or less), so that no
 * value a schema accepts fails in the database (tests/api/malformed-input.test.ts checks every endpoint).
 */
export const INT_MAX = 2_147_483_647;

/**
 * The instants a contract takes: years 1 to 9999 in UTC. Postgres has no year 0, and JavaScript writes a year past
 * 9999 as `+010000-…`, which Postgres does not read; an offset of up to ±23:59 moves a date across either edge.
 */
export const INSTANT_MIN_MS = Date.parse("0001-01-01T00:00:00Z");
export const INSTANT_MAX_MS = Date.parse("9999-12-31T23:59:59.999Z");
export const isStorableInstant = (text: string) => {
  const ms = Date.parse(text);
  return Number.isNaN(ms) || (ms >= INSTANT_MIN_MS && ms <= INSTANT_MAX_MS); // NaN: the format check says so
};

/** An instant as ISO 8601 text with its offset, within the storable years; `message` when it is not an instant. */
export const instantInputSchema = (message?: string) =>
  z
    .string()
    .datetime({ offset: true, message })
    .refine(isStorableInstant, COMMON_CODES.instantOutOfRange)
    .describe("An instant: ISO 8601 with an offset (answers are in UTC, ending in Z), years 1 to 9999");
/** An instant as ISO 8601 text (what the API sends for timestamps). */
export const instantSchema = instantInputSchema();

/** The version a change is based on (409 VERSION_CONFLICT when the object changed since). */
export const versionSchema = z
  .number({ error: () => COMMON_CODES.versionInvalid })
  .int(COMMON_CODES.versionInvalid)
  .min(1, COMMON_CODES.versionInvalid)
  .max(INT_MAX, COMMON_CODES.versionInvalid)
  .describe("The version this change is based on, as last read; 409 VERSION_CONFLICT when it changed since");

/** `?limit=&offset=` for lists; the answer says the total. */
export const paginationQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20).describe("Items per page, 1 to 100 (default 20)"),
  offset: z.coerce
    .number({ error: () => COMMON_CODES.offsetInvalid })
    .int(COMMON_CODES.offsetInvalid)
    .min(0, COMMON_CODES.offsetInvalid)
    .max(INT_MAX, COMMON_CODES.offsetInvalid)
    .default(0)
    .describe("Items to skip before this page (default 0)"),
});
/** A page's `total`: every item that matches, not only this page's. */
export const pageTotalSchema = z.number().int().describe("How many items match in all, over every page");
export const pageSchema = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: pageTotalSchema, limit: z.number().int(), offset: z.number().int() });

/** One problem of a VALIDATION_FAILED answer (see ./errors). */
export const validationIssueSchema = z.object({
  path: z.string().describe('The field, as a dotted path ("slots.2.time"); "" for the whole body'),
  code: z.string().describe("The problem's code (FIRST_NAME_REQUIRED, TOO_LONG, INVALID...), translated by clients"),
  max: z.number().int().optional().describe("The limit that was passed, for TOO_LONG"),
});

/**
 * Every error the app's own endpoints send: `{ error: { code, message, details? } }`; `code` is stable (see
 * ./errors), `message` is English for API clients and logs, a validation failure lists its issues in `details`.
 */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string().describe("Stable error code (contracts/errors.ts): clients translate by it, never by message"),
    message: z.string().describe("English text for API clients and logs"),
    details: z
      .object({ issues: z.array(validationIssueSchema) })
      .optional()
      .describe("VALIDATION_FAILED: every problem found"),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
