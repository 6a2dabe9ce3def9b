import { z } from "zod";
import { instantSchema } from "../common";

/**
 * A session's public id: an HMAC of its row id under the server's secret (43 base64url characters). Neither the
 * row id nor the token ever reaches a browser, and this one cannot be turned back into either.
 */
export const sessionPublicIdSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{43}$/, "Not a session id")
  .describe("The session's opaque id (not its token); 404 when it is not one of the user's live sessions");

export const BROWSERS = ["chrome", "edge", "firefox", "safari", "opera", "samsung", "other"] as const;
export const SYSTEMS = ["windows", "macos", "ios", "android", "linux", "chromeos", "other"] as const;

export const accountSessionSchema = z.object({
  id: sessionPublicIdSchema,
  browser: z.enum(BROWSERS).describe("The browser, read from the user agent ('other' when unknown)"),
  system: z.enum(SYSTEMS).describe("The operating system, read from the user agent ('other' when unknown)"),
  mobile: z.boolean().describe("Whether the user agent says it is a phone or tablet"),
  current: z.boolean().describe("Whether this is the session that made the request"),
  createdAt: instantSchema.describe("When the device signed in"),
  lastActiveAt: instantSchema.describe("When the session was last refreshed (better-auth updates it about daily)"),
});
export type AccountSession = z.infer<typeof accountSessionSchema>;

export const accountSessionListSchema = z.object({
  sessions: z.array(accountSessionSchema).describe("The user's live sessions: this one first, then the latest active"),
});
export type AccountSessionList = z.infer<typeof accountSessionListSchema>;

export const sessionIdParamsSchema = z.object({ id: sessionPublicIdSchema });

export const revokedSessionsSchema = z.object({
  revoked: z.number().int().describe("How many sessions were signed out"),
});
export type RevokedSessions = z.infer<typeof revokedSessionsSchema>;
