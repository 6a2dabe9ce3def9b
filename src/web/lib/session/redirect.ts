import { AUTH_PATHS } from "@contracts/auth/screens";

/**
 * Keeps a `redirect` search param only when it is a path inside this app: it must start with a single "/"
 * (not "//" nor "/\", which browsers treat as another host) and hold no control characters.
 */
export function sanitizeRedirect(value: unknown, fallback = "/"): string {
  if (typeof value !== "string") return fallback;
  const candidate = value.trim();
  if (!candidate.startsWith("/")) return fallback;
  if (candidate.startsWith("//") || candidate.startsWith("/\\")) return fallback;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(candidate)) return fallback;
  try {
    const url = new URL(candidate, "http://pillarpost.invalid");
    if (url.origin !== "http://pillarpost.invalid") return fallback;
    const result = url.pathname + url.search + url.hash;
    // Never bounce back into an auth screen after signing in.
    if (AUTH_PATHS.some((p) => url.pathname === p)) return fallback;
    return result;
  } catch {
    return fallback;
  }
}

/** Reads an optional string search param. */
export function optionalString(value: unknown): string | undefined {
  if (typeof value === "string" && value.length > 0) return value;
  if (typeof value === "number") return String(value);
  return undefined;
}
