import { queryOptions, useQuery } from "@tanstack/react-query";
import { LINKEDIN_PROVIDER_ID } from "@contracts/auth/constants";
import { loadAuthClient } from "@/lib/session/auth-client";
import { toAuthClientError } from "@/lib/session/auth-errors";

/**
 * How the user signs in, from better-auth's list-accounts (provider ids only: no token reaches the browser):
 * "credential" is a password, "linkedin" the LinkedIn sign-in. The one source for every place that says so.
 */
export const signInMethodsQuery = queryOptions({
  queryKey: ["account", "sign-in-methods"] as const,
  queryFn: async () => {
    const client = await loadAuthClient();
    const { data, error } = await client.listAccounts();
    if (error) throw toAuthClientError(error);
    return data.map((account) => account.providerId);
  },
});

export function useSignInMethods() {
  const query = useQuery(signInMethodsQuery);
  const ids = query.data;
  return {
    query,
    /** undefined until known */
    password: ids && ids.includes("credential"),
    linkedin: ids && ids.includes(LINKEDIN_PROVIDER_ID),
  };
}
