import type { Handler } from "hono";
import type { AppEnv } from "../../http/env";
import type { Auth } from "./auth";

/**
 * Mounts better-auth. Its error bodies ({ code, message }) also get the app's error shape
 * ({ error: { code, message } }), so every API error can be read the same way while the better-auth
 * client keeps working.
 */
export function authHandler(auth: Auth): Handler<AppEnv> {
  return async (c) => {
    const res = await auth.handler(c.req.raw);
    if (res.status < 400 || !res.headers.get("content-type")?.includes("application/json")) return res;
    const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    const code = body.code || (res.status === 404 ? "NOT_FOUND" : "AUTH_ERROR");
    const message = body.message || res.statusText || "Request failed";
    const headers = new Headers(res.headers);
    headers.delete("content-length");
    return new Response(JSON.stringify({ ...body, code, message, error: { code, message } }), { status: res.status, headers });
  };
}
