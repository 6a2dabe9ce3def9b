import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdBy, workspaceId } from "./content";

/**
 * The LinkedIn member a workspace publishes as (one per workspace), connected through OpenID Connect with
 * `w_member_social`. Tokens are encrypted (lib/token-cipher.ts) before they reach this table and are only ever read
 * by the server; Disconnect deletes the row.
 */
export const linkedinConnections = pgTable(
  "linkedin_connections",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    workspaceId: workspaceId(),
    createdBy: createdBy(),
    /** The member's `sub`: the author URN is urn:li:person:{memberId}. */
    memberId: text("member_id").notNull(),
    name: text("name").notNull(),
    pictureUrl: text("picture_url"),
    accessToken: text("access_token").notNull(),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }).notNull(),
    /** Only approved LinkedIn partner apps get one. */
    refreshToken: text("refresh_token"),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope").notNull(),
    /** LinkedIn refused the token (401): publishing waits for a reconnect. */
    needsReconnect: boolean("needs_reconnect").notNull().default(false),
    connectedAt: timestamp("connected_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("linkedin_connections_workspace_unique").on(t.workspaceId)],
);
