/**
 * What the specs' accounts are made of: the mails' subjects, a fresh address, the password. Apart from test.ts
 * (which re-exports them) so that auth.ts and shell.ts, which test.ts's `signedIn` fixture uses, import no module that
 * imports them back.
 */
import crypto from "node:crypto";

export const SUBJECTS = {
  verify: "Confirm your email address",
  reset: "Reset your password",
  otp: "Your sign-in code",
  emailChangeLink: "Confirm your new email address",
  emailChanged: "Your PillarPost email address was changed",
} as const;

/** A fresh address per test run, so specs never collide on the shared database. */
export function uniqueEmail(prefix = "user"): string {
  return `${prefix}.${Date.now().toString(36)}${crypto.randomBytes(3).toString("hex")}@example.com`.toLowerCase();
}

export const DEFAULT_PASSWORD = "Correct-Horse-7";
