import { queryOptions, useQuery, type QueryClient } from "@tanstack/react-query";
import type { ClientConfig } from "@contracts/system/client-config";
import { SYSTEM_PATHS } from "@contracts/system/paths";
import { api } from "./api-client";

export const CLIENT_CONFIG_QUERY_KEY = ["client-config"] as const;

/** Public client settings (`GET /api/client-config`): the chat widget, whether LinkedIn sign-in is set up. */
export const clientConfigQuery = queryOptions({
  queryKey: CLIENT_CONFIG_QUERY_KEY,
  queryFn: () => api(SYSTEM_PATHS.clientConfig),
  staleTime: Infinity,
  retry: false,
  meta: { silent: true },
});

/** The server's public settings; undefined while loading or when the call failed (callers then assume defaults). */
export function useClientConfig() {
  return useQuery(clientConfigQuery);
}

/** The settings the server put in the page (`<script type="application/json" id="pp-config">`), if any. */
export function seedClientConfig(queryClient: QueryClient, doc: Document = document) {
  const json = doc.getElementById("pp-config")?.textContent;
  if (!json) return;
  try {
    const config = JSON.parse(json) as unknown;
    if (config && typeof config === "object" && typeof (config as ClientConfig).linkedinEnabled === "boolean") {
      queryClient.setQueryData(CLIENT_CONFIG_QUERY_KEY, config as ClientConfig);
    }
  } catch {
    // unreadable: the query asks the server
  }
}
