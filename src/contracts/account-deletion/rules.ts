/** The confirmation of "Delete my account" (zod-free: the web shows them). */
export const ACCOUNT_DELETION_RULES = {
  /** The mailed code (for an account without a password): its characters and life. */
  codeLength: 7,
  codeExpiresMinutes: 10,
  /** Wrong tries before the code is spent (a new one must be asked for). */
  codeAttempts: 5,
  /** Codes mailed per user per window. */
  codesPerWindow: 3,
  /** Confirmations (password or code) tried per user per window: a stolen session cannot guess the password here. */
  attemptsPerWindow: 10,
  windowSeconds: 15 * 60,
  passwordMaxLength: 128,
} as const;

/** How the deletion is confirmed: the account's password, or (an account made with LinkedIn only) a mailed code. */
export type DeletionConfirmation = "password" | "code";
