import { queryOptions, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { LINKEDIN_PATHS as P } from "@contracts/linkedin/paths";
import type { ConnectReturnPath } from "@contracts/linkedin/rules";
import { api } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";
import { seedQueryFromPage } from "@/lib/api/seed-from-page";

export const linkedinConnectionQuery = queryOptions({
  queryKey: ["linkedin", "connection"] as const,
  queryFn: () => api(P.getConnection, {}),
});

export const useLinkedinConnection = () => useQuery(linkedinConnectionQuery);

/** The connection the server put in the page (every page it renders with its data carries it: the shell's banner). */
export const seedLinkedinConnectionFromPage = (queryClient: QueryClient) =>
  seedQueryFromPage(queryClient, P.getConnection.path, linkedinConnectionQuery.queryKey);

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
