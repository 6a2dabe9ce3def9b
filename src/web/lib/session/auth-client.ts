import type { AuthClient } from "./auth-client-instance";

export type { AuthClient };

let pending: Promise<AuthClient> | undefined;

/**
 * The better-auth client, loaded on demand: it is only needed once the visitor acts (submit, LinkedIn,
 * sign-out…), so it stays out of the first load. Forms call `preloadAuthClient()` on first focus.
 */
export function loadAuthClient(): Promise<AuthClient> {
  pending ??= import("./auth-client-instance").then((m) => m.authClient);
  pending.catch(() => {
    pending = undefined; // a failed chunk load may be retried
  });
  return pending;
}

export function preloadAuthClient() {
  void loadAuthClient().catch(() => {});
}
