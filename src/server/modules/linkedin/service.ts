import { createHash, randomBytes } from "node:crypto";
import type { Logger } from "pino";
import { LINKEDIN_SCOPES } from "../../../contracts/auth/constants";
import type { LinkedInVersionStatus } from "../../../contracts/linkedin/api-version";
import {
  CONNECT_RETURN_PATHS,
  type ConnectInput,
  type ConnectOutcome,
  type ConnectReturnPath,
  type LinkedinConnection,
} from "../../../contracts/linkedin/schemas";
import { withUser, type Database } from "../../db/client";
import type { LinkedInConnectClient } from "../../integrations/linkedin/connect-client";
import { loggableError } from "../../lib/log-error";
import { AppError } from "../../lib/errors";
import type { TokenCipher } from "../../lib/token-cipher";
import * as q from "./queries";
import type { Actor } from "../../lib/actor";

/** Minutes a started connection may take on LinkedIn's pages before its state expires. */
const STATE_TTL_MS = 10 * 60_000;
const STATE_PREFIX = "linkedin-connect:";

interface ConnectState {
  userId: string;
  /** The workspace the connection is for (the one the start named; none: the user's personal one). */
  workspaceId?: string;
  verifier: string;
  returnTo: ConnectReturnPath;
}

const b64url = (bytes: Buffer) => bytes.toString("base64url");
const sha256 = (text: string) => createHash("sha256").update(text).digest();

export function toConnection(row: q.ConnectionRow): LinkedinConnection {
  return {
    memberId: row.memberId,
    name: row.name,
    pictureUrl: row.pictureUrl,
    expiresAt: row.accessTokenExpiresAt.toISOString(),
    refreshable: row.refreshToken !== null,
    needsReconnect: row.needsReconnect,
    connectedAt: row.connectedAt.toISOString(),
  };
}

export interface LinkedInServiceDeps {
  database: Database;
  logger: Logger;
  /** null when LINKEDIN_CLIENT_ID is not set. */
  client: LinkedInConnectClient | null;
  cipher: TokenCipher;
  /** Where LinkedIn sends the member back: $APP_URL/api/linkedin/callback. */
  redirectUri: string;
  /** The LinkedIn-Version sent and its retirement, now (shown with the connection). */
  apiVersion: () => LinkedInVersionStatus;
}

export interface ConnectionAnswer<C extends LinkedinConnection | null = LinkedinConnection | null> {
  available: boolean;
  connection: C;
  apiVersion: LinkedInVersionStatus;
}

/** The workspace's LinkedIn connection: connect through OpenID Connect, show it, disconnect. */
export function linkedInService({ database, logger, client, cipher, redirectUri, apiVersion }: LinkedInServiceDeps) {
  const back = (returnTo: ConnectReturnPath, outcome: ConnectOutcome) => `${returnTo}?linkedin=${outcome}`;

  return {
    async get(actor: Actor): Promise<ConnectionAnswer> {
      const row = await withUser(database, actor, (db) => q.findConnection(db), { readOnly: true });
      return { available: client !== null, connection: row ? toConnection(row) : null, apiVersion: apiVersion() };
    },

    /** LinkedIn's authorization page, with a single-use state bound to this user (and a PKCE verifier). */
    async start(actor: Actor, input: ConnectInput): Promise<{ authorizeUrl: string }> {
      if (!client) throw new AppError({ code: "LINKEDIN_NOT_CONFIGURED" });
      const state = b64url(randomBytes(32));
      const verifier = b64url(randomBytes(32));
      const value: ConnectState = {
        userId: actor.userId,
        workspaceId: actor.workspaceId,
        verifier,
        returnTo: input.returnTo,
      };
      await q.saveConnectState(
        database.db,
        STATE_PREFIX + sha256(state).toString("hex"),
        JSON.stringify(value),
        new Date(Date.now() + STATE_TTL_MS),
      );
      const authorizeUrl = await client
        .authorizeUrl({ state, codeChallenge: b64url(sha256(verifier)), redirectUri, scopes: LINKEDIN_SCOPES })
        .catch((err: unknown) => {
          logger.warn({ error: loggableError(err) }, "linkedin connect: authorization page unavailable");
          throw new AppError({ code: "BAD_GATEWAY", message: "LinkedIn could not be reached. Try again later." });
        });
      return { authorizeUrl };
    },

    /**
     * LinkedIn sent the member back: where to send the browser next. The state must be one this server gave, unused,
     * unexpired, and the browser must still be signed in as the user who started (so nobody can make another's
     * browser finish their connection, nor the reverse).
     */
    async finish(
      sessionUserId: string | null,
      query: { code?: string; state?: string; error?: string },
    ): Promise<string> {
      const raw = query.state
        ? await q.takeConnectState(database.db, STATE_PREFIX + sha256(query.state).toString("hex"))
        : null;
      let state: ConnectState | null = null;
      try {
        state = raw ? (JSON.parse(raw) as ConnectState) : null;
      } catch {
        state = null;
      }
      if (!state || !CONNECT_RETURN_PATHS.includes(state.returnTo)) return back("/apps", "expired");
      if (!sessionUserId) return `/sign-in?redirect=${encodeURIComponent(state.returnTo)}`;
      if (sessionUserId !== state.userId) {
        logger.warn("linkedin connect: finished by another user than the one who started it");
        return back(state.returnTo, "failed");
      }
      if (!client) return back(state.returnTo, "not_configured");
      if (query.error || !query.code) return back(state.returnTo, query.error ? "cancelled" : "failed");
      try {
        const tokens = await client.exchangeCode({ code: query.code, codeVerifier: state.verifier, redirectUri });
        const member = await client.member(tokens.accessToken);
        const now = Date.now();
        await withUser(database, { userId: state.userId, workspaceId: state.workspaceId }, (db) =>
          q.saveConnection(db, {
            memberId: member.sub,
            name: member.name,
            pictureUrl: member.picture,
            accessToken: cipher.encrypt(tokens.accessToken),
            accessTokenExpiresAt: new Date(now + tokens.expiresInSeconds * 1000),
            refreshToken: tokens.refreshToken ? cipher.encrypt(tokens.refreshToken) : null,
            refreshTokenExpiresAt: tokens.refreshExpiresInSeconds
              ? new Date(now + tokens.refreshExpiresInSeconds * 1000)
              : null,
            scope: tokens.scope,
          }),
        );
        return back(state.returnTo, "connected");
      } catch (err) {
        logger.warn({ error: loggableError(err) }, "linkedin connect: failed");
        return back(state.returnTo, "failed");
      }
    },

    /** The tokens are deleted at once. */
    async disconnect(actor: Actor): Promise<ConnectionAnswer<null>> {
      await withUser(database, actor, (db) => q.deleteConnection(db));
      return { available: client !== null, connection: null, apiVersion: apiVersion() };
    },
  };
}

export type LinkedInService = ReturnType<typeof linkedInService>;
