import type { MiddlewareHandler } from "hono";
import { INVALID_CHARACTERS } from "../../contracts/errors";
import { errorBody } from "../lib/errors";

const BODYLESS = new Set(["GET", "HEAD", "OPTIONS"]);
// What a NUL or a lone surrogate can look like in the raw text: only bodies matching it are parsed here.
const SUSPECT_BODY = /\0|\\u(?:0000|d[89a-f])/i;
const NUL_IN_URL = /%00/;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** A string Postgres can store as text: no NUL, and well-formed UTF-16 (pg would turn a lone surrogate into U+FFFD). */
const storable = (s: string) => !s.includes("\0") && !LONE_SURROGATE.test(s);

/** Every string and key in a parsed body (walked without recursion: JSON.parse accepts very deep nesting). */
function allStorable(root: unknown): boolean {
  const pending: unknown[] = [root];
  while (pending.length) {
    const value = pending.pop();
    if (typeof value === "string") {
      if (!storable(value)) return false;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push(item);
    } else if (value && typeof value === "object") {
      for (const [k, v] of Object.entries(value)) {
        if (!storable(k)) return false;
        pending.push(v);
      }
    }
  }
  return true;
}

async function bodyIsStorable(req: Request): Promise<boolean> {
  const type = req.headers.get("content-type")?.toLowerCase() ?? "";
  if (type.startsWith("multipart/form-data")) return true; // files: binary, checked by their endpoint
  const text = await req.clone().text();
  if (!SUSPECT_BODY.test(text)) return true;
  if (type.includes("application/x-www-form-urlencoded")) return allStorable([...new URLSearchParams(text)].flat());
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return !text.includes("\0"); // not JSON: the endpoint refuses it; a raw NUL is refused here all the same
  }
  return allStorable(parsed);
}

/**
 * Refuses, once for every /api/* endpoint (better-auth's too), text that cannot be stored: a NUL character
 * (Postgres error 22021, which would be a 500 after validation passed) or an unpaired surrogate, anywhere in
 * the path, the query string or a JSON / form body. Answers 400 INVALID_CHARACTERS before any handler runs.
 */
export function storableTextOnly(): MiddlewareHandler {
  return async (c, next) => {
    const ok = !NUL_IN_URL.test(c.req.url) && (BODYLESS.has(c.req.method) || (await bodyIsStorable(c.req.raw)));
    if (ok) return next();
    const body = errorBody(INVALID_CHARACTERS.code, INVALID_CHARACTERS.message);
    // better-auth's client reads code and message at the top level
    return c.json(c.req.path.startsWith("/api/auth/") ? { ...body.error, ...body } : body, 400);
  };
}
