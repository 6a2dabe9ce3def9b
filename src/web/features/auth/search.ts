import { optionalString, sanitizeRedirect } from "@/lib/session/redirect";

const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

/** `?redirect=` kept only if it is a same-app path (see sanitizeRedirect); the raw value is dropped otherwise. */
export function readRedirect(v: unknown): string | undefined {
  const raw = optionalString(first(v));
  if (!raw) return undefined;
  const safe = sanitizeRedirect(raw, "");
  return safe || undefined;
}

export interface SignInSearch {
  redirect?: string;
  error?: string;
  verified?: string;
}

export function validateSignInSearch(search: Record<string, unknown>): SignInSearch {
  return {
    redirect: readRedirect(search.redirect),
    error: optionalString(first(search.error)),
    verified: optionalString(first(search.verified)),
  };
}

export function validateRedirectSearch(search: Record<string, unknown>): { redirect?: string } {
  return { redirect: readRedirect(search.redirect) };
}

export interface ResetPasswordSearch {
  token?: string;
  error?: string;
}

export function validateResetPasswordSearch(search: Record<string, unknown>): ResetPasswordSearch {
  return { token: optionalString(first(search.token)), error: optionalString(first(search.error)) };
}

export interface CallbackSearch {
  redirect?: string;
  error?: string;
  error_description?: string;
}

export function validateCallbackSearch(search: Record<string, unknown>): CallbackSearch {
  return {
    redirect: readRedirect(search.redirect),
    error: optionalString(first(search.error)),
    error_description: optionalString(first(search.error_description)),
  };
}
