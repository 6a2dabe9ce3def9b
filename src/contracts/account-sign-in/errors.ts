/** LinkedIn sign-in linking error codes and their HTTP statuses (zod-free, composed in ../errors). */
export const ACCOUNT_SIGN_IN_ERRORS = {
  /** LinkedIn sign-in is not set up on this server (no LINKEDIN_CLIENT_ID). */
  LINKEDIN_SIGN_IN_UNAVAILABLE: 409,
  /** A LinkedIn member already signs in to this account: unlink it first. */
  LINKEDIN_SIGN_IN_ALREADY_LINKED: 409,
  /** No LinkedIn member signs in to this account. */
  LINKEDIN_SIGN_IN_NOT_LINKED: 409,
  /** LinkedIn is the account's only way in (no password, no other sign-in): a password must be set first. */
  LINKEDIN_SIGN_IN_ONLY_WAY_IN: 409,
} as const;
