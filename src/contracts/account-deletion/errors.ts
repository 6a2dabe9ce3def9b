/** "Delete my account" error codes and their HTTP statuses (zod-free, composed in ../errors). */
export const ACCOUNT_DELETION_ERRORS = {
  /** The account has a password and none (or a code instead) was given. */
  ACCOUNT_DELETION_PASSWORD_REQUIRED: 400,
  /** The account has no password: a mailed code confirms (none given, or a password instead). */
  ACCOUNT_DELETION_CODE_REQUIRED: 400,
  ACCOUNT_DELETION_WRONG_PASSWORD: 400,
  /** Wrong, expired, already used or spent by too many tries. */
  ACCOUNT_DELETION_WRONG_CODE: 400,
  /** The user owns workspaces others are members of: ownership must be handed over first. */
  ACCOUNT_DELETION_SHARED_WORKSPACES: 409,
  ACCOUNT_DELETION_RATE_LIMITED: 429,
  /** Nothing was deleted (the transaction was rolled back): try again. */
  ACCOUNT_DELETION_FAILED: 503,
} as const;
