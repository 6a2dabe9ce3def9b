/** Change-of-email endpoint's method and path (zod-free; definition in ./endpoints). */
export const ACCOUNT_EMAIL_PATHS = {
  requestEmailChange: { method: "post", path: "/api/account/email" },
} as const;

/**
 * Where the link mailed to the new address lands once opened: Settings > Account, `?email=changed`; a refused link
 * adds better-auth's `&error=<code>` (expired, already used, another account's).
 */
export const EMAIL_CHANGE_LANDING = "/settings/account?email=changed";
