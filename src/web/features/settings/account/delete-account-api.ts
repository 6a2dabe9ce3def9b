import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { ACCOUNT_DELETION_PATHS as P } from "@contracts/account-deletion/paths";
import type { DeleteAccountInput } from "@contracts/account-deletion/schemas";
import { api } from "@/lib/api/api-client";
import { useApiMutation } from "@/lib/api/api-mutation";

/** What deleting the account needs: its confirmation (password or mailed code) and the workspaces to hand over. */
export const deletionCheckQuery = queryOptions({
  queryKey: ["account", "deletion"] as const,
  queryFn: () => api(P.deletionCheck),
});

export const useDeletionCheck = () => useQuery(deletionCheckQuery);

export const useSendDeletionCode = () =>
  useApiMutation({
    mutationFn: () => api(P.sendDeletionCode),
    failure: "settings.account.delete.codeFailed",
  });

/** The deletion itself: its refusals are shown by the dialog (at its field, or a toast), not the global handler. */
export const useDeleteAccount = () =>
  useMutation({
    mutationFn: (input: DeleteAccountInput) => api(P.deleteAccount, { body: input }),
    meta: { silent: true },
    onError: () => {},
  });
