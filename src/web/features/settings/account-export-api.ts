import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { ACCOUNT_DATA_PATHS as P } from "@contracts/account-data/paths";
import { api } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";

export const latestAccountExportQuery = queryOptions({
  queryKey: ["account", "export"] as const,
  queryFn: () => api(P.latestAccountExport, {}),
});

/** The latest export, asked again every 2 s while it is being built (its progress). */
export const useLatestAccountExport = () =>
  useQuery({
    ...latestAccountExportQuery,
    refetchInterval: (query) => {
      const status = query.state.data?.export?.status;
      return status === "queued" || status === "running" ? 2000 : false;
    },
  });

export function useRequestAccountExport() {
  const client = useQueryClient();
  return useApiMutation({
    mutationFn: () => api(P.requestAccountExport, {}),
    failure: "settings.account.export.failed",
    onSuccess: (answer) => client.setQueryData(latestAccountExportQuery.queryKey, answer),
  });
}

export const accountExportDownloadUrl = (id: string) => P.downloadAccountExport.path.replace("{id}", id);
