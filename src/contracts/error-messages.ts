import { INVALID_CHARACTERS } from "./errors";

/**
 * Code -> i18n key (public/locales/{en,fr}/translation.json), for every code an answer can carry: the error codes
 * (./errors), the message codes of the contracts (./message-catalog), better-auth's. Tests check that each code has
 * a key and that both languages have each key.
 */
export const ERROR_MESSAGE_KEYS = {
  // the app's own error codes (./errors)
  BAD_REQUEST: "apiErrors.invalid",
  VALIDATION_FAILED: "apiErrors.invalid",
  [INVALID_CHARACTERS.code]: "apiErrors.invalidCharacters",
  UNAUTHORIZED: "apiErrors.notAuthenticated",
  CSRF_REJECTED: "apiErrors.forbidden",
  FORBIDDEN: "apiErrors.forbidden",
  NOT_FOUND: "apiErrors.notFound",
  METHOD_NOT_ALLOWED: "apiErrors.generic",
  CONFLICT: "apiErrors.conflict",
  PAYLOAD_TOO_LARGE: "apiErrors.tooLarge",
  UNSUPPORTED_MEDIA_TYPE: "apiErrors.unsupported",
  RATE_LIMITED: "apiErrors.rateLimited",
  INTERNAL: "apiErrors.server",
  BAD_GATEWAY: "apiErrors.server",
  SERVICE_UNAVAILABLE: "apiErrors.server",
  // message codes (./messages): validation issues and the errors named after their message
  INVALID: "validation.invalid",
  FIRST_NAME_REQUIRED: "validation.firstNameRequired",
  LAST_NAME_REQUIRED: "validation.lastNameRequired",
  TOO_LONG: "validation.tooLong",
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
  MEDIA_IMAGE_TOO_LARGE: "apiErrors.mediaImageTooLarge",
  MEDIA_PDF_TOO_LARGE: "apiErrors.mediaPdfTooLarge",
  MEDIA_TOO_LARGE: "apiErrors.mediaTooLarge",
  MEDIA_PDF_TOO_MANY_PAGES: "apiErrors.mediaPdfTooManyPages",
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
  TOPIC_REQUIRED: "apiErrors.topicRequired",
  LLM_TIMEOUT: "apiErrors.llmTimeout",
  LLM_INVALID_OUTPUT: "apiErrors.llmInvalidOutput",
  LLM_FAILED: "apiErrors.llmFailed",
  LLM_RATE_LIMITED: "apiErrors.llmRateLimited",
  POST_GENERATION_IN_PROGRESS: "apiErrors.postGenerationInProgress",
  PROMPT_NOT_FOUND: "apiErrors.promptNotFound",
  PROMPT_NAME_REQUIRED: "prompts.validation.nameRequired",
  PROMPT_TEXT_REQUIRED: "prompts.validation.textRequired",
  TOO_MANY_PROMPTS: "apiErrors.tooManyPrompts",
  // the web's own: a read answered 204 (SPEC §8)
  NO_CONTENT: "apiErrors.noContent",
  // better-auth's and the auth guards' codes (SPEC §8)
  USER_ALREADY_EXISTS: "auth.errors.emailExists",
  EMAIL_NOT_VERIFIED: "auth.errors.emailNotVerified",
  INVALID_EMAIL_OR_PASSWORD: "auth.errors.invalidCredentials",
  INVALID_OTP: "auth.errors.invalidOtp",
  OTP_EXPIRED: "auth.errors.otpExpired",
  TOO_MANY_ATTEMPTS: "auth.errors.tooManyAttempts",
  INVALID_TOKEN: "auth.errors.invalidResetLink",
  PASSWORD_TOO_COMMON: "auth.errors.passwordTooCommon",
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
