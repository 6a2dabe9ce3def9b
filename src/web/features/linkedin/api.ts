import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { LINKEDIN_PATHS as P } from "@contracts/linkedin/paths";
import type { ConnectReturnPath } from "@contracts/linkedin/rules";
import { api } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";

export const linkedinConnectionQuery = queryOptions({
  queryKey: ["linkedin", "connection"] as const,
  queryFn: () => api(P.getConnection, {}),
});

export const useLinkedinConnection = () => useQuery(linkedinConnectionQuery);

/** Starts connecting: the browser goes to LinkedIn, which sends it back to `returnTo` with `?linkedin=<outcome>`. */
export function useConnectLinkedin() {
  return useApiMutation({
    mutationFn: (returnTo: ConnectReturnPath) => api(P.connect, { body: { returnTo } }),
    failure: "linkedin.toast.connectFailed",
    onSuccess: ({ authorizeUrl }) => window.location.assign(authorizeUrl),
  });
}

export function useDisconnectLinkedin() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: () => api(P.disconnect, {}),
    failure: "linkedin.toast.disconnectFailed",
    onSuccess: (answer) => client.setQueryData(linkedinConnectionQuery.queryKey, answer),
  });
}
