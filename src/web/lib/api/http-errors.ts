import type { QueryClient } from "@tanstack/react-query";
import i18n from "@/lib/i18n/i18n";
import { errorStatus, getHttpNavigator, type FailedRequest } from "./http-failure";
import { clearSession } from "@/lib/session/session-cache";
import { toast } from "@/lib/ui/use-toast";
import { ApiError } from "./api-client";
import { apiErrorText } from "./api-error-text";
import { AUTH_PATHS } from "@contracts/auth/screens";
import { knownMessageKey } from "@contracts/error-messages";

let lastExpiry = 0;
let lastUnavailable = 0;
/** 401s already handled: an API call inside a query or mutation reports its 401 itself and then again through the cache. */
const expired = new WeakSet<object>();

/**
 * The toast text for a failed call (SPEC §8): 204 "Content not found.", the body's message (translated by its code),
 * else generic.
 */
export function httpErrorMessage(error: unknown): string {
  const status = errorStatus(error);
  if (status === 204) return i18n.t("http.noContent");
  const known = error instanceof ApiError && (error.issues.length > 0 || knownMessageKey(error.code));
  return known ? apiErrorText(error, i18n.t) : i18n.t("http.generic");
}

/**
 * SPEC §8 global HTTP handling for the app's own API calls:
 * 401 -> "Session expired!", session reset, /sign-in?redirect=<current>; 500 -> "Internal Server Error!" and /500;
 * a mutation answered 304 -> "Content not modified!"; other mutation failures -> the body's message or
 * "Something went wrong!" (destructive) unless the mutation handles its own errors. A "request" is an API call
 * made outside TanStack Query (only its 401 reaches here, see setUnauthorizedHandler).
 */
export function handleHttpError(
  kind: "query" | "mutation" | "request",
  error: unknown,
  target: FailedRequest,
  client: QueryClient,
) {
  const status = errorStatus(error);
  const meta = (target.meta ?? {}) as { silent?: boolean };
  const nav = getHttpNavigator();

  if (status === 401) {
    if (error && typeof error === "object") {
      if (expired.has(error)) return;
      expired.add(error);
    }
    const now = Date.now();
    const href = nav?.href() ?? window.location.pathname + window.location.search;
    const path = href.split(/[?#]/)[0];
    clearSession(client);
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== "session" });
    if (AUTH_PATHS.includes(path)) return;
    if (now - lastExpiry > 2000) {
      lastExpiry = now;
      toast({ variant: "destructive", title: i18n.t("http.sessionExpired") });
    }
    nav?.navigate("/sign-in", { redirect: href });
    return;
  }
  if (status === 503 && !(kind === "mutation" && (target.options as { onError?: unknown }).onError)) {
    // the server cannot reach its database for a moment (its reads were retried first): said once, not per request
    const now = Date.now();
    if (now - lastUnavailable > 5000) {
      lastUnavailable = now;
      toast({ variant: "destructive", title: httpErrorMessage(error) });
    }
    return;
  }
  if (status === 500) {
    toast({ variant: "destructive", title: i18n.t("http.serverError") });
    nav?.navigate("/500");
    return;
  }
  if (kind !== "mutation" || meta.silent) return;

  if (status === 304) {
    toast({ title: i18n.t("http.notModified") });
    return;
  }
  // A mutation with its own onError shows its own message.
  if ((target.options as { onError?: unknown }).onError) return;
  toast({ variant: "destructive", title: httpErrorMessage(error) });
}
