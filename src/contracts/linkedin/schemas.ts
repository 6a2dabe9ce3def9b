import { z } from "zod";
import { instantSchema } from "../common";
import { LINKEDIN_VERSION_STATES } from "./api-version";
import { CONNECT_RETURN_PATHS } from "./rules";

export * from "./rules";

/** The workspace's connected LinkedIn member, as the app shows it (never a token). */
export const linkedinConnectionSchema = z.object({
  memberId: z.string().describe("The member's id (OpenID `sub`); posts are authored as urn:li:person:{memberId}"),
  name: z.string(),
  pictureUrl: z.string().nullable(),
  expiresAt: instantSchema.describe("When the access token stops working (LinkedIn: 60 days after connecting)"),
  refreshable: z.boolean().describe("LinkedIn gave a refresh token: the app renews the access token itself"),
  needsReconnect: z
    .boolean()
    .describe("LinkedIn refused the token (revoked, expired): publishing waits for a reconnect"),
  connectedAt: instantSchema.describe("When the member connected (or last reconnected)"),
});
export type LinkedinConnection = z.infer<typeof linkedinConnectionSchema>;

/** The LinkedIn-Version this server sends (LINKEDIN_API_VERSION) and where it stands: LinkedIn retires each. */
export const linkedinApiVersionSchema = z.object({
  version: z.string().describe("The LinkedIn-Version header sent, YYYYMM"),
  retiresAround: z.iso
    .date()
    .describe("The day (UTC) LinkedIn is expected to retire it: from then, nothing is published until it is changed"),
  state: z.enum(LINKEDIN_VERSION_STATES).describe("retiring: within 60 days of that day; retired: past it"),
});

export const connectionResponseSchema = z.object({
  available: z.boolean().describe("LINKEDIN_CLIENT_ID is set: connecting is possible on this server"),
  connection: linkedinConnectionSchema.nullable().describe("The workspace's connected member; null when none"),
  apiVersion: linkedinApiVersionSchema,
});

export const connectBodySchema = z
  .object({
    returnTo: z
      .enum(CONNECT_RETURN_PATHS)
      .default("/apps")
      .describe("The page LinkedIn's callback sends the browser back to, with ?linkedin=<outcome>"),
  })
  .strict();
export type ConnectInput = z.infer<typeof connectBodySchema>;

export const connectResponseSchema = z.object({
  authorizeUrl: z.string().describe("LinkedIn's authorization page, to open in the top-level window"),
});
