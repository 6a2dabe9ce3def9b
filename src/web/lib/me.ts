import { queryOptions, useQuery } from "@tanstack/react-query";
import { PROFILE_PATHS } from "@contracts/profile/paths";
import { api } from "./api-client";
import { getDisplayName, getInitials, type ProviderNames } from "./display-name";
import { useSession } from "./use-session";

export const ME_QUERY_KEY = ["me"] as const;

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: () => api(PROFILE_PATHS.getMe),
});

/**
 * The signed-in user for the shell: the session user right away, completed by `GET /api/me` (stored names,
 * picture, LinkedIn identity) for the SPEC §3 display-name rule and the avatar.
 */
export function useCurrentUser() {
  const { user } = useSession();
  const { data: me } = useQuery({ ...meQueryOptions, enabled: !!user });
  const merged = me ? { ...user, ...me } : user;
  const identity = me?.linkedinIdentity;
  const provider: ProviderNames | null = identity
    ? { name: identity.name, given_name: identity.givenName, family_name: identity.familyName }
    : null;
  const name = getDisplayName(merged, provider);
  const initials = getInitials(provider ? { ...merged, fullName: name } : merged);
  return {
    user: merged,
    me,
    name,
    email: merged?.email ?? "",
    initials,
    image: me?.avatarUrl || identity?.picture || user?.image || null,
  };
}
