import type { Handler } from "hono";
import type { AppEnv } from "../../http/env";
import { errorBody } from "../../lib/errors";
import type { Auth } from "./auth";

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * better-auth answers sign-in with `{ token }`, get-session with `{ session: { token } }` and list-sessions with
 * `[{ token }]`. The session lives in the httpOnly cookie only: a token in a body could be read by any script.
 */
export function withoutSessionTokens(body: unknown): unknown {
  const strip = (o: Json) => {
    const { token: _token, ...rest } = o;
    return rest;
  };
  if (Array.isArray(body)) return body.map((item) => (isObject(item) ? strip(item) : item));
  if (!isObject(body)) return body;
  const out = strip(body);
  if (isObject(out.session)) out.session = strip(out.session);
  return out;
}

const rewrite = (res: Response, body: unknown, status = res.status) => {
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify(body), { status, headers });
};

/**
 * Mounts better-auth. Its error bodies ({ code, message }) also get the app's error shape
 * ({ error: { code, message } }), so every API error can be read the same way while the better-auth
 * client keeps working. Session tokens are taken out of its success bodies.
 */
export function authHandler(auth: Auth): Handler<AppEnv> {
  return async (c) => {
    const res = await auth.handler(c.req.raw);
    if (res.status === 404 && !res.headers.get("content-type")?.includes("application/json")) {
      return c.json(errorBody("NOT_FOUND", "No such endpoint"), 404); // e.g. a disabled path
    }
    if (!res.headers.get("content-type")?.includes("application/json")) return res;
    if (res.status < 400) {
      const text = await res.text();
      if (!text.includes('"token"')) return new Response(text, { status: res.status, headers: res.headers });
      try {
        return rewrite(res, withoutSessionTokens(JSON.parse(text)));
      } catch {
        return new Response(text, { status: res.status, headers: res.headers });
      }
    }
    const body = (await res.json().catch(() => ({}))) as { code?: string; message?: string };
    const code = body.code || (res.status === 404 ? "NOT_FOUND" : "AUTH_ERROR");
    const message = body.message || res.statusText || "Request failed";
    return rewrite(res, { ...body, code, message, error: { code, message } });
  };
}
