import { z } from "zod";
import { instantSchema } from "../common";
import { CONNECT_RETURN_PATHS } from "./rules";

export * from "./rules";

/** The workspace's connected LinkedIn member, as the app shows it (never a token). */
export const linkedinConnectionSchema = z.object({
  /** The member's id (`sub`); the author URN is urn:li:person:{memberId}. */
  memberId: z.string(),
  name: z.string(),
  pictureUrl: z.string().nullable(),
  /** When the access token stops working (LinkedIn: 60 days after the connection). */
  expiresAt: instantSchema,
  /** LinkedIn gave a refresh token: the app renews the access token itself before it expires. */
  refreshable: z.boolean(),
  /** LinkedIn refused the token (revoked, expired): publishing waits for a reconnect. */
  needsReconnect: z.boolean(),
  connectedAt: instantSchema,
});
export type LinkedinConnection = z.infer<typeof linkedinConnectionSchema>;

export const connectionResponseSchema = z.object({
  /** LINKEDIN_CLIENT_ID is set: connecting is possible on this server. */
  available: z.boolean(),
  connection: linkedinConnectionSchema.nullable(),
});

export const connectBodySchema = z.object({ returnTo: z.enum(CONNECT_RETURN_PATHS).default("/apps") }).strict();
export type ConnectInput = z.infer<typeof connectBodySchema>;

export const connectResponseSchema = z.object({
  /** LinkedIn's authorization page for this member to open (top-level navigation). */
  authorizeUrl: z.string(),
});
