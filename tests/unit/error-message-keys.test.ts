import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { camelCaseOfCode, ERROR_MESSAGE_KEYS } from "../../src/contracts/error-messages";
import { ERROR_STATUS, ERROR_TABLES } from "../../src/contracts/errors";

// The table as it was written by hand before the keys were derived by convention (issue 29 §5): every code must keep
// its key, since the web's locale files are keyed by them (public/locales is restructured apart from this).
const KEYS_BEFORE: Record<string, string> = {
  BAD_REQUEST: "apiErrors.invalid",
  VALIDATION_FAILED: "apiErrors.invalid",
  INVALID_CHARACTERS: "apiErrors.invalidCharacters",
  UNAUTHORIZED: "apiErrors.notAuthenticated",
  CSRF_REJECTED: "apiErrors.forbidden",
  FORBIDDEN: "apiErrors.forbidden",
  NOT_A_MEMBER: "apiErrors.notAMember",
  WORKSPACE_INVALID: "apiErrors.workspaceInvalid",
  NOT_FOUND: "apiErrors.notFound",
  METHOD_NOT_ALLOWED: "apiErrors.generic",
  CONFLICT: "apiErrors.conflict",
  PAYLOAD_TOO_LARGE: "apiErrors.tooLarge",
  UNSUPPORTED_MEDIA_TYPE: "apiErrors.unsupported",
  RATE_LIMITED: "apiErrors.rateLimited",
  INTERNAL: "apiErrors.server",
  BAD_GATEWAY: "apiErrors.server",
  // its own words since issue 33: the database could not be reached, not a fault
  SERVICE_UNAVAILABLE: "apiErrors.temporarilyUnavailable",
  INVALID: "validation.invalid",
  FIRST_NAME_REQUIRED: "validation.firstNameRequired",
  LAST_NAME_REQUIRED: "validation.lastNameRequired",
  TOO_LONG: "validation.tooLong",
  VERSION_INVALID: "validation.versionInvalid",
  OFFSET_INVALID: "validation.offsetInvalid",
  INSTANT_OUT_OF_RANGE: "validation.instantOutOfRange",
  EMAIL_REQUIRED: "validation.emailRequired",
  EMAIL_INVALID: "validation.emailInvalid",
  PASSWORD_REQUIRED: "validation.passwordRequired",
  PASSWORD_TOO_SHORT: "validation.passwordTooShort",
  PASSWORD_TOO_LONG: "validation.passwordTooLong",
  CONFIRM_PASSWORD_REQUIRED: "validation.confirmPasswordRequired",
  PASSWORDS_DO_NOT_MATCH: "validation.passwordsDoNotMatch",
  OTP_REQUIRED: "validation.otpRequired",
  OTP_INVALID_CHARS: "validation.otpInvalidChars",
  OTP_INCOMPLETE: "validation.otpIncomplete",
  TEXT_CONTRAST_LOW: "validation.textContrastLow",
  ACCENT_CONTRAST_LOW: "validation.accentContrastLow",
  SOURCE_EMPTY: "validation.sourceEmpty",
  LINKEDIN_INVALID: "profile.validation.linkedinInvalid",
  LANGUAGE_INVALID: "apiErrors.languageInvalid",
  AVATAR_MISSING: "apiErrors.avatarMissing",
  AVATAR_TYPE: "apiErrors.avatarType",
  AVATAR_TOO_LARGE: "apiErrors.avatarTooLarge",
  ANSWER_REQUIRED: "strategy.validation.answerRequired",
  SELECT_REQUIRED: "strategy.validation.selectRequired",
  MULTISELECT_REQUIRED: "strategy.validation.multiselectRequired",
  ANSWER_TOO_LONG: "strategy.validation.answerTooLong",
  TOO_MANY_ITEMS: "strategy.validation.tooManyItems",
  FORMATS_REQUIRED: "strategy.validation.formatsRequired",
  NAME_REQUIRED: "strategy.validation.nameRequired",
  VERSION_CONFLICT: "apiErrors.versionConflict",
  PILLAR_NOT_FOUND: "apiErrors.pillarNotFound",
  NOTE_NOT_FOUND: "apiErrors.noteNotFound",
  STATUS_NOT_WRITABLE: "apiErrors.statusNotWritable",
  POST_NOT_EDITABLE: "apiErrors.postNotEditable",
  MEDIA_MISSING: "apiErrors.mediaMissing",
  MEDIA_TYPE: "apiErrors.mediaType",
  MEDIA_UNREADABLE: "apiErrors.mediaUnreadable",
  MEDIA_NOT_PDF: "apiErrors.mediaNotPdf",
  MEDIA_IMAGE_TOO_LARGE: "apiErrors.mediaImageTooLarge",
  MEDIA_PDF_TOO_LARGE: "apiErrors.mediaPdfTooLarge",
  MEDIA_TOO_LARGE: "apiErrors.mediaTooLarge",
  MEDIA_PDF_TOO_MANY_PAGES: "apiErrors.mediaPdfTooManyPages",
  MEDIA_IMAGE_TOO_MANY_PIXELS: "apiErrors.mediaImageTooManyPixels",
  MEDIA_QUOTA_EXCEEDED: "apiErrors.mediaQuotaExceeded",
  MEDIA_TOO_COMPLEX: "apiErrors.mediaTooComplex",
  MEDIA_IN_USE: "apiErrors.mediaInUse",
  MEDIA_NOT_FOUND: "apiErrors.mediaNotFound",
  MEDIA_MIXED: "apiErrors.mediaMixed",
  MEDIA_TOO_MANY: "apiErrors.mediaTooMany",
  MEDIA_DUPLICATE: "apiErrors.mediaDuplicate",
  TOO_MANY_TAGS: "notes.validation.tooManyTags",
  TAG_INVALID: "notes.validation.tagInvalid",
  NOT_AUTHENTICATED: "apiErrors.notAuthenticated",
  INVALID_GENERATE_RESPONSE: "apiErrors.invalidGenerateResponse",
  NO_PROVIDER_REFRESH_TOKEN: "apiErrors.noProviderRefreshToken",
  PROVIDER_REFRESH_FAILED: "apiErrors.providerRefreshFailed",
  GENERATION_IN_PROGRESS: "apiErrors.generationInProgress",
  LINKEDIN_NOT_CONFIGURED: "apiErrors.linkedinNotConfigured",
  SCHEDULE_IN_PAST: "apiErrors.scheduleInPast",
  POST_EMPTY: "apiErrors.postEmpty",
  POST_TOO_LONG_FOR_LINKEDIN: "apiErrors.postTooLongForLinkedin",
  LINKEDIN_NOT_CONNECTED: "apiErrors.linkedinNotConnected",
  LINKEDIN_RECONNECT_NEEDED: "apiErrors.linkedinReconnectNeeded",
  LINKEDIN_TOKEN_EXPIRES_BEFORE: "apiErrors.linkedinTokenExpiresBefore",
  POST_NOT_SCHEDULABLE: "apiErrors.postNotSchedulable",
  POST_NOT_SCHEDULED: "apiErrors.postNotScheduled",
  POST_NOT_NEEDS_CHECK: "apiErrors.postNotNeedsCheck",
  POST_NOT_RETRYABLE: "apiErrors.postNotRetryable",
  COMMENT_NOT_FAILED: "apiErrors.commentNotFailed",
  COMMENT_NOT_POSTED: "apiErrors.commentNotPosted",
  POST_URL_INVALID: "apiErrors.postUrlInvalid",
  SCHEDULE_TIME_INVALID: "apiErrors.scheduleTimeInvalid",
  TIME_ZONE_INVALID: "profile.validation.timeZoneInvalid",
  POSTING_SLOT_TIME_INVALID: "slots.validation.timeInvalid",
  POSTING_SLOT_WEEKDAY_INVALID: "slots.validation.weekdayInvalid",
  POSTING_SLOT_DUPLICATE: "slots.validation.duplicate",
  TOO_MANY_POSTING_SLOTS: "slots.validation.tooMany",
  NO_POSTING_SLOTS: "apiErrors.noPostingSlots",
  NO_FREE_POSTING_SLOT: "apiErrors.noFreePostingSlot",
  TIME_ZONE_REQUIRED: "apiErrors.timeZoneRequired",
  CALENDAR_TIME_INVALID: "apiErrors.calendarTimeInvalid",
  CALENDAR_RANGE_INVALID: "apiErrors.calendarRangeInvalid",
  CALENDAR_RANGE_TOO_LONG: "apiErrors.calendarRangeTooLong",
  GENERATION_NOT_FOUND: "apiErrors.generationNotFound",
  VARIANT_INDEX_INVALID: "apiErrors.variantIndexInvalid",
  STRUCTURE_NOT_FOUND: "apiErrors.structureNotFound",
  TOPIC_REQUIRED: "apiErrors.topicRequired",
  LLM_TIMEOUT: "apiErrors.llmTimeout",
  LLM_INVALID_OUTPUT: "apiErrors.llmInvalidOutput",
  LLM_FAILED: "apiErrors.llmFailed",
  LLM_RATE_LIMITED: "apiErrors.llmRateLimited",
  LLM_UNAUTHORIZED: "apiErrors.llmUnauthorized",
  LLM_MODEL_NOT_FOUND: "apiErrors.llmModelNotFound",
  LLM_WRONG_URL: "apiErrors.llmWrongUrl",
  LLM_STRUCTURED_OUTPUT_REFUSED: "apiErrors.llmStructuredOutputRefused",
  LLM_NO_CREDIT: "apiErrors.llmNoCredit",
  LLM_BUSY: "apiErrors.llmBusy",
  LLM_BUSY_NO_WAIT: "apiErrors.llmBusyNoWait",
  LLM_TRUNCATED: "apiErrors.llmTruncated",
  SAVED_POST_DUPLICATE: "apiErrors.savedPostDuplicate",
  SAVED_POST_IMPORT_INVALID: "apiErrors.savedPostImportInvalid",
  SAVED_POST_IMPORT_TOO_LARGE: "apiErrors.savedPostImportTooLarge",
  SAVED_POST_NOT_FOUND: "apiErrors.savedPostNotFound",
  ACCOUNT_EXPORT_RUNNING: "apiErrors.accountExportRunning",
  ACCOUNT_EXPORT_EXPIRED: "apiErrors.accountExportExpired",
  ACCOUNT_EXPORT_NOT_READY: "apiErrors.accountExportNotReady",
  ACCOUNT_EXPORT_RATE_LIMITED: "apiErrors.accountExportRateLimited",
  ACCOUNT_SESSIONS_RATE_LIMITED: "apiErrors.accountSessionsRateLimited",
  EMAIL_UNCHANGED: "apiErrors.emailUnchanged",
  PASSWORD_NOT_SET: "apiErrors.passwordNotSet",
  ACCOUNT_DELETION_PASSWORD_REQUIRED: "apiErrors.accountDeletionPasswordRequired",
  ACCOUNT_DELETION_CODE_REQUIRED: "apiErrors.accountDeletionCodeRequired",
  ACCOUNT_DELETION_WRONG_PASSWORD: "apiErrors.accountDeletionWrongPassword",
  ACCOUNT_DELETION_WRONG_CODE: "apiErrors.accountDeletionWrongCode",
  ACCOUNT_DELETION_SHARED_WORKSPACES: "apiErrors.accountDeletionSharedWorkspaces",
  ACCOUNT_DELETION_RATE_LIMITED: "apiErrors.accountDeletionRateLimited",
  ACCOUNT_DELETION_FAILED: "apiErrors.accountDeletionFailed",
  LINKEDIN_SIGN_IN_UNAVAILABLE: "apiErrors.linkedinSignInUnavailable",
  LINKEDIN_SIGN_IN_ALREADY_LINKED: "apiErrors.linkedinSignInAlreadyLinked",
  LINKEDIN_SIGN_IN_NOT_LINKED: "apiErrors.linkedinSignInNotLinked",
  LINKEDIN_SIGN_IN_ONLY_WAY_IN: "apiErrors.linkedinSignInOnlyWayIn",
  SAVED_POST_URL_INVALID: "savedPosts.errors.savedPostUrlInvalid",
  SAVED_POST_EMPTY: "savedPosts.errors.savedPostEmpty",
  SAVED_POST_IMPORT_ENCODING: "savedPosts.errors.savedPostImportEncoding",
  SAVED_POST_IMPORT_UNCLOSED_QUOTE: "savedPosts.errors.savedPostImportUnclosedQuote",
  SAVED_POST_IMPORT_QUOTE_IN_FIELD: "savedPosts.errors.savedPostImportQuoteInField",
  SAVED_POST_IMPORT_NOT_JSON: "savedPosts.errors.savedPostImportNotJson",
  SAVED_POST_IMPORT_NO_HEADER: "savedPosts.errors.savedPostImportNoHeader",
  SAVED_POST_IMPORT_TOO_MANY_ROWS: "savedPosts.errors.savedPostImportTooManyRows",
  SAVED_POST_IMPORT_DATE_INVALID: "savedPosts.errors.savedPostImportDateInvalid",
  SAVED_POST_IMPORT_DUPLICATE: "savedPosts.errors.savedPostImportDuplicate",
  POST_GENERATION_IN_PROGRESS: "apiErrors.postGenerationInProgress",
  PROMPT_NOT_FOUND: "apiErrors.promptNotFound",
  PROMPT_NAME_REQUIRED: "prompts.validation.nameRequired",
  PROMPT_TEXT_REQUIRED: "prompts.validation.textRequired",
  TOO_MANY_PROMPTS: "apiErrors.tooManyPrompts",
  PILLAR_SHARE_INVALID: "pillarMix.validation.shareInvalid",
  PILLAR_SHARE_DUPLICATE: "pillarMix.validation.shareDuplicate",
  AI_CHECK_RATE_LIMITED: "apiErrors.aiCheckRateLimited",
  NO_CONTENT: "apiErrors.noContent",
  USER_ALREADY_EXISTS: "auth.errors.emailExists",
  EMAIL_NOT_VERIFIED: "auth.errors.emailNotVerified",
  INVALID_EMAIL_OR_PASSWORD: "auth.errors.invalidCredentials",
  INVALID_OTP: "auth.errors.invalidOtp",
  OTP_EXPIRED: "auth.errors.otpExpired",
  TOO_MANY_ATTEMPTS: "auth.errors.tooManyAttempts",
  INVALID_TOKEN: "auth.errors.invalidResetLink",
  PASSWORD_TOO_COMMON: "auth.errors.passwordTooCommon",
  INVALID_PASSWORD: "auth.errors.invalidPassword",
};

// The statuses as ERROR_STATUS listed them in one table, before each domain declared its own.
const STATUS_BEFORE: Record<string, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  INVALID_CHARACTERS: 400,
  AVATAR_MISSING: 400,
  PILLAR_NOT_FOUND: 400,
  NOTE_NOT_FOUND: 400,
  NO_PROVIDER_REFRESH_TOKEN: 400,
  SCHEDULE_IN_PAST: 400,
  POST_EMPTY: 400,
  POST_TOO_LONG_FOR_LINKEDIN: 400,
  MEDIA_MISSING: 400,
  MEDIA_UNREADABLE: 400,
  MEDIA_PDF_TOO_MANY_PAGES: 400,
  MEDIA_IMAGE_TOO_MANY_PIXELS: 400,
  MEDIA_TOO_COMPLEX: 400,
  MEDIA_NOT_FOUND: 400,
  MEDIA_MIXED: 400,
  MEDIA_TOO_MANY: 400,
  VARIANT_INDEX_INVALID: 400,
  STRUCTURE_NOT_FOUND: 400,
  WORKSPACE_INVALID: 400,
  UNAUTHORIZED: 401,
  CSRF_REJECTED: 403,
  FORBIDDEN: 403,
  NOT_A_MEMBER: 403,
  NOT_FOUND: 404,
  GENERATION_NOT_FOUND: 404,
  PROMPT_NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  GENERATION_IN_PROGRESS: 409,
  POST_GENERATION_IN_PROGRESS: 409,
  VERSION_CONFLICT: 409,
  LINKEDIN_NOT_CONFIGURED: 409,
  LINKEDIN_NOT_CONNECTED: 409,
  LINKEDIN_RECONNECT_NEEDED: 409,
  LINKEDIN_TOKEN_EXPIRES_BEFORE: 409,
  POST_NOT_SCHEDULABLE: 409,
  POST_NOT_SCHEDULED: 409,
  POST_NOT_NEEDS_CHECK: 409,
  POST_NOT_RETRYABLE: 409,
  COMMENT_NOT_FAILED: 409,
  POST_NOT_EDITABLE: 409,
  NO_POSTING_SLOTS: 409,
  NO_FREE_POSTING_SLOT: 409,
  TIME_ZONE_REQUIRED: 409,
  MEDIA_IN_USE: 409,
  TOO_MANY_PROMPTS: 409,
  PAYLOAD_TOO_LARGE: 413,
  AVATAR_TOO_LARGE: 413,
  MEDIA_IMAGE_TOO_LARGE: 413,
  MEDIA_PDF_TOO_LARGE: 413,
  MEDIA_TOO_LARGE: 413,
  MEDIA_QUOTA_EXCEEDED: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  AVATAR_TYPE: 415,
  MEDIA_TYPE: 415,
  AI_CHECK_RATE_LIMITED: 429,
  RATE_LIMITED: 429,
  LLM_RATE_LIMITED: 429,
  INTERNAL: 500,
  BAD_GATEWAY: 502,
  PROVIDER_REFRESH_FAILED: 502,
  COMMENT_NOT_POSTED: 502,
  SERVICE_UNAVAILABLE: 503,
  SAVED_POST_DUPLICATE: 409,
  SAVED_POST_IMPORT_INVALID: 400,
  SAVED_POST_IMPORT_TOO_LARGE: 413,
  SAVED_POST_NOT_FOUND: 400,
  ACCOUNT_EXPORT_RUNNING: 409,
  ACCOUNT_EXPORT_EXPIRED: 410,
  ACCOUNT_EXPORT_NOT_READY: 409,
  ACCOUNT_EXPORT_RATE_LIMITED: 429,
  ACCOUNT_SESSIONS_RATE_LIMITED: 429,
  EMAIL_UNCHANGED: 400,
  PASSWORD_NOT_SET: 409,
  // better-auth's code for a wrong current password, which POST /api/account/email answers too
  INVALID_PASSWORD: 400,
  ACCOUNT_DELETION_PASSWORD_REQUIRED: 400,
  ACCOUNT_DELETION_CODE_REQUIRED: 400,
  ACCOUNT_DELETION_WRONG_PASSWORD: 400,
  ACCOUNT_DELETION_WRONG_CODE: 400,
  ACCOUNT_DELETION_SHARED_WORKSPACES: 409,
  ACCOUNT_DELETION_RATE_LIMITED: 429,
  ACCOUNT_DELETION_FAILED: 503,
  LINKEDIN_SIGN_IN_UNAVAILABLE: 409,
  LINKEDIN_SIGN_IN_ALREADY_LINKED: 409,
  LINKEDIN_SIGN_IN_NOT_LINKED: 409,
  LINKEDIN_SIGN_IN_ONLY_WAY_IN: 409,
};

type Tree = { [key: string]: string | Tree };
const merge = (into: Tree, from: Tree): Tree => {
  for (const [k, v] of Object.entries(from)) {
    const there = into[k];
    into[k] = typeof v === "object" && typeof there === "object" ? merge(there, v) : v;
  }
  return into;
};
/** Every file of a language (one translation.json, or one file per namespace), as one tree. */
function strings(lng: string): Tree {
  const dir = path.resolve(import.meta.dirname, "../../public/locales", lng);
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .reduce<Tree>((all, f) => merge(all, JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as Tree), {});
}
const textAt = (tree: Tree, key: string) =>
  key.split(".").reduce<string | Tree | undefined>((o, part) => (typeof o === "object" ? o[part] : undefined), tree);

describe("error codes and their i18n keys", () => {
  it("gives every code the key it had before the keys were derived", () => {
    expect({ ...ERROR_MESSAGE_KEYS }).toEqual(KEYS_BEFORE);
  });

  it("finds every code's key in both languages", () => {
    for (const lng of ["en", "fr"]) {
      const tree = strings(lng);
      for (const [code, key] of Object.entries(ERROR_MESSAGE_KEYS)) {
        const text = textAt(tree, key);
        expect(typeof text === "string" && text.length > 0, `${lng}: ${code} -> ${key}`).toBe(true);
      }
    }
  });

  it("derives a key from the code's words", () => {
    expect(camelCaseOfCode("NOT_A_MEMBER")).toBe("notAMember");
    expect(camelCaseOfCode("LLM_BUSY_NO_WAIT")).toBe("llmBusyNoWait");
    expect(camelCaseOfCode("INVALID")).toBe("invalid");
  });

  it("keeps every code's status, each code declared by one domain", () => {
    expect({ ...ERROR_STATUS }).toEqual(STATUS_BEFORE);
    const declared = Object.values(ERROR_TABLES).flatMap((table) => Object.keys(table));
    expect(declared.length).toBe(new Set(declared).size);
  });
});
