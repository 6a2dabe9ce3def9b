/** The part of a failed query or mutation the global handler reads. */
export interface FailedRequest {
  meta?: Record<string, unknown>;
  options: object;
}

/** HTTP status carried by an error, if any (ApiError, better-auth errors, fetch wrappers). */
export function errorStatus(error: unknown): number | undefined {
  if (!error || typeof error !== "object") return undefined;
  const e = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof e.status === "number") return e.status;
  if (typeof e.response?.status === "number") return e.response.status;
  return undefined;
}

/** What the global handler needs from the router (set by main.tsx once the router exists). */
export interface HttpNavigator {
  href: () => string;
  navigate: (to: string, search?: Record<string, string>) => void;
}
let navigator: HttpNavigator | undefined;
export function setHttpNavigator(nav: HttpNavigator) {
  navigator = nav;
}
export function getHttpNavigator() {
  return navigator;
}
