import { createHmac } from "node:crypto";

/**
 * A session's public id: HMAC-SHA256 of its row id under a key derived from the server's secret, base64url. The
 * browser needs a handle to sign one device out, but the row id is one lookup away from the token (and better-auth
 * accepts ids in places), so neither leaves the server; an id from another user or another instance matches nothing.
 */
export function sessionPublicIds(secret: string): (sessionId: string) => string {
  const key = createHmac("sha256", secret).update("pillarpost/session-public-id/v1").digest();
  return (sessionId) => createHmac("sha256", key).update(sessionId).digest("base64url");
}
