/** Change-of-email error codes and their HTTP statuses (zod-free, composed in ../errors). */
export const ACCOUNT_EMAIL_ERRORS = {
  /** The new address is the one the account already has. */
  EMAIL_UNCHANGED: 400,
  /** The account has no password (made with LinkedIn): one must be set first (see docs/architecture/account.md). */
  PASSWORD_NOT_SET: 409,
  /** The current password given is not the account's (better-auth's code for the same refusal). */
  INVALID_PASSWORD: 400,
} as const;
