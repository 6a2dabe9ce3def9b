import { ERROR_STATUS, type ErrorCode } from "./errors";

/** `NOT_A_MEMBER` -> `notAMember`: a code's name in an i18n key. */
export type CamelCaseOfCode<C extends string> = C extends `${infer Head}_${infer Tail}`
  ? `${Lowercase<Head>}${Capitalize<CamelCaseOfCode<Tail>>}`
  : Lowercase<C>;

export const camelCaseOfCode = <C extends string>(code: C) =>
  code.toLowerCase().replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase()) as CamelCaseOfCode<C>;

/** Each code's key by convention: `<prefix>.<camelCase of the code>` (`apiErrors.notAMember`). */
function keysUnder<P extends string, C extends string>(prefix: P, codes: readonly C[]) {
  return Object.fromEntries(codes.map((code) => [code, `${prefix}.${camelCaseOfCode(code)}`])) as {
    readonly [K in C]: `${P}.${CamelCaseOfCode<K>}`;
  };
}

/**
 * Code -> i18n key (public/locales/{en,fr}), for every code an answer can carry: the error codes (./errors), the
 * message codes of the contracts (./message-catalog), better-auth's. Most follow a convention (an error code's key is
 * `apiErrors.<camelCase>`); the exceptions are listed last and win. Tests check that each code has a key, that both
 * languages have each key, and that no code's key changed (tests/unit/error-message-keys.test.ts).
 */
export const ERROR_MESSAGE_KEYS = {
  // every error code (./errors, each domain's <domain>/errors.ts)
  ...keysUnder("apiErrors", Object.keys(ERROR_STATUS) as ErrorCode[]),
  // message codes (./messages) that read as errors: refusals in a stream, issues shown as a toast
  ...keysUnder("apiErrors", [
    "LANGUAGE_INVALID",
    "STATUS_NOT_WRITABLE",
    "MEDIA_NOT_PDF",
    "MEDIA_DUPLICATE",
    "NOT_AUTHENTICATED",
    "INVALID_GENERATE_RESPONSE",
    "POST_URL_INVALID",
    "SCHEDULE_TIME_INVALID",
    "CALENDAR_TIME_INVALID",
    "CALENDAR_RANGE_INVALID",
    "CALENDAR_RANGE_TOO_LONG",
    "TOPIC_REQUIRED",
    "LLM_TIMEOUT",
    "LLM_INVALID_OUTPUT",
    "LLM_FAILED",
    "LLM_UNAUTHORIZED",
    "LLM_MODEL_NOT_FOUND",
    "LLM_WRONG_URL",
    "LLM_STRUCTURED_OUTPUT_REFUSED",
    "LLM_NO_CREDIT",
    "LLM_BUSY",
    "LLM_BUSY_NO_WAIT",
    "LLM_TRUNCATED",
    // the web's own: a read answered 204 (SPEC §8)
    "NO_CONTENT",
  ]),
  // form fields' messages, under their screen's `validation`
  ...keysUnder("validation", [
    "INVALID",
    "FIRST_NAME_REQUIRED",
    "LAST_NAME_REQUIRED",
    "TOO_LONG",
    "VERSION_INVALID",
    "OFFSET_INVALID",
    "INSTANT_OUT_OF_RANGE",
    "EMAIL_REQUIRED",
    "EMAIL_INVALID",
    "PASSWORD_REQUIRED",
    "PASSWORD_TOO_SHORT",
    "PASSWORD_TOO_LONG",
    "CONFIRM_PASSWORD_REQUIRED",
    "PASSWORDS_DO_NOT_MATCH",
    "OTP_REQUIRED",
    "OTP_INVALID_CHARS",
    "OTP_INCOMPLETE",
    "TEXT_CONTRAST_LOW",
    "ACCENT_CONTRAST_LOW",
    "SOURCE_EMPTY",
  ]),
  ...keysUnder("profile.validation", ["LINKEDIN_INVALID", "TIME_ZONE_INVALID"]),
  ...keysUnder("strategy.validation", [
    "ANSWER_REQUIRED",
    "SELECT_REQUIRED",
    "MULTISELECT_REQUIRED",
    "ANSWER_TOO_LONG",
    "TOO_MANY_ITEMS",
    "FORMATS_REQUIRED",
    "NAME_REQUIRED",
  ]),
  ...keysUnder("notes.validation", ["TOO_MANY_TAGS", "TAG_INVALID"]),
  ...keysUnder("savedPosts.errors", [
    "SAVED_POST_URL_INVALID",
    "SAVED_POST_EMPTY",
    "SAVED_POST_IMPORT_ENCODING",
    "SAVED_POST_IMPORT_UNCLOSED_QUOTE",
    "SAVED_POST_IMPORT_QUOTE_IN_FIELD",
    "SAVED_POST_IMPORT_NOT_JSON",
    "SAVED_POST_IMPORT_NO_HEADER",
    "SAVED_POST_IMPORT_TOO_MANY_ROWS",
    "SAVED_POST_IMPORT_DATE_INVALID",
    "SAVED_POST_IMPORT_DUPLICATE",
  ]),
  // better-auth's and the auth guards' codes (SPEC §8)
  ...keysUnder("auth.errors", [
    "EMAIL_NOT_VERIFIED",
    "INVALID_OTP",
    "OTP_EXPIRED",
    "TOO_MANY_ATTEMPTS",
    "PASSWORD_TOO_COMMON",
    // change-password's wrong current password
    "INVALID_PASSWORD",
  ]),
  // the exceptions: a key that is not the code's camelCase, or shared by several codes
  BAD_REQUEST: "apiErrors.invalid",
  VALIDATION_FAILED: "apiErrors.invalid",
  UNAUTHORIZED: "apiErrors.notAuthenticated",
  CSRF_REJECTED: "apiErrors.forbidden",
  METHOD_NOT_ALLOWED: "apiErrors.generic",
  PAYLOAD_TOO_LARGE: "apiErrors.tooLarge",
  UNSUPPORTED_MEDIA_TYPE: "apiErrors.unsupported",
  INTERNAL: "apiErrors.server",
  BAD_GATEWAY: "apiErrors.server",
  SERVICE_UNAVAILABLE: "apiErrors.temporarilyUnavailable",
  PROMPT_NAME_REQUIRED: "prompts.validation.nameRequired",
  PROMPT_TEXT_REQUIRED: "prompts.validation.textRequired",
  POSTING_SLOT_TIME_INVALID: "slots.validation.timeInvalid",
  POSTING_SLOT_WEEKDAY_INVALID: "slots.validation.weekdayInvalid",
  POSTING_SLOT_DUPLICATE: "slots.validation.duplicate",
  TOO_MANY_POSTING_SLOTS: "slots.validation.tooMany",
  PILLAR_SHARE_INVALID: "pillarMix.validation.shareInvalid",
  PILLAR_SHARE_DUPLICATE: "pillarMix.validation.shareDuplicate",
  USER_ALREADY_EXISTS: "auth.errors.emailExists",
  INVALID_EMAIL_OR_PASSWORD: "auth.errors.invalidCredentials",
  INVALID_TOKEN: "auth.errors.invalidResetLink",
} as const;

export type ErrorMessageKey = (typeof ERROR_MESSAGE_KEYS)[keyof typeof ERROR_MESSAGE_KEYS];

/** The i18n key of a code, when the table has one. */
export function knownMessageKey(code: string | undefined): string | undefined {
  return code && Object.hasOwn(ERROR_MESSAGE_KEYS, code)
    ? (ERROR_MESSAGE_KEYS as Record<string, string>)[code]
    : undefined;
}

/** The i18n key for an error: its code's, else a generic one by status. */
export function errorMessageKey(code: string | undefined, status?: number): string {
  const known = knownMessageKey(code);
  if (known) return known;
  return status !== undefined && status >= 500 ? "apiErrors.server" : "apiErrors.generic";
}
