import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ACCOUNT_SIGN_IN_PATHS as P } from "@contracts/account-sign-in/paths";
import type { LinkLinkedInInput } from "@contracts/account-sign-in/schemas";
import { ME_QUERY_KEY } from "@/entities/profile/me-key";
import { signInMethodsQuery } from "@/entities/profile/sign-in-methods";
import { api } from "@/lib/api/api-client";

/** Starts linking LinkedIn's sign-in (password checked): LinkedIn's page to go to. Refusals are the dialog's to say. */
export const useStartLinkedInLink = () =>
  useMutation({
    mutationFn: (body: LinkLinkedInInput) => api(P.linkLinkedIn, { body }),
    meta: { silent: true },
    onError: () => {},
  });

/** Unlinks LinkedIn's sign-in; the refusal (the only way in) is the dialog's to say. */
export function useUnlinkLinkedIn() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api(P.unlinkLinkedIn),
    meta: { silent: true },
    onError: () => {},
    // the LinkedIn profile goes with it: the shell's name and picture are read again too
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: signInMethodsQuery.queryKey }),
        client.invalidateQueries({ queryKey: ME_QUERY_KEY }),
      ]),
  });
}
