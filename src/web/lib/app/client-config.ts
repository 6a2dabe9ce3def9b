import { useEffect, useSyncExternalStore } from "react";
import type { ClientConfig } from "@contracts/system/client-config";
import { SYSTEM_PATHS } from "@contracts/system/paths";
import { api } from "@/lib/api/api-client";

// The server's public settings (`GET /api/client-config`: the chat widget, whether LinkedIn sign-in is set up) in a
// small store of their own, not react-query's cache: the auth screens read them and do not load react-query.
// Read once (they change only with a server restart); a failed read is not retried until a component asks again.

let config: ClientConfig | undefined;
let pending: Promise<void> | undefined;
const listeners = new Set<() => void>();

function set(next: ClientConfig) {
  config = next;
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

const snapshot = () => config;

function request() {
  pending ??= api(SYSTEM_PATHS.clientConfig).then(set, (err: unknown) => {
    pending = undefined; // the next component that asks tries again
    console.warn("client settings unavailable", err);
  });
}

/** The server's public settings; undefined while loading or when the call failed (callers then assume defaults). */
export function useClientConfig(): { data: ClientConfig | undefined } {
  const data = useSyncExternalStore(subscribe, snapshot, snapshot);
  useEffect(() => {
    if (config === undefined) request();
  }, []);
  return { data };
}

/** Settings known without asking: the page's (below), the prerender's. */
export function setClientConfig(next: ClientConfig) {
  set(next);
}

/** The settings the server put in the page (`<script type="application/json" id="pp-config">`), if any. */
export function seedClientConfig(doc: Document = document) {
  const json = doc.getElementById("pp-config")?.textContent;
  if (!json) return;
  try {
    const parsed = JSON.parse(json) as unknown;
    if (parsed && typeof parsed === "object" && typeof (parsed as ClientConfig).linkedinEnabled === "boolean") {
      set(parsed as ClientConfig);
    }
  } catch {
    // unreadable: the first component that needs them asks the server
  }
}

/** Tests: back to "not known yet". */
export function resetClientConfig() {
  config = undefined;
  pending = undefined;
}
