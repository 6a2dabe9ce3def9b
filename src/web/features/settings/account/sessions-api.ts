import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { SESSION_PATHS as P } from "@contracts/sessions/paths";
import { api } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";

export const accountSessionsQuery = queryOptions({
  queryKey: ["account", "sessions"] as const,
  queryFn: () => api(P.list),
});

export const useAccountSessions = () => useQuery(accountSessionsQuery);

export function useRevokeSession() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: (id: string) => api(P.revoke, { params: { id } }),
    failure: "settings.account.sessions.revokeFailed",
    onSettled: () => client.invalidateQueries({ queryKey: accountSessionsQuery.queryKey }),
  });
}

export function useRevokeOtherSessions() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: () => api(P.revokeOthers),
    failure: "settings.account.sessions.revokeFailed",
    onSettled: () => client.invalidateQueries({ queryKey: accountSessionsQuery.queryKey }),
  });
}
