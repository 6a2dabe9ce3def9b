import { queryOptions, useQuery } from "@tanstack/react-query";
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
