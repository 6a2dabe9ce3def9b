import { queryOptions, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { PROFILE_PATHS } from "@contracts/profile/paths";
import { api } from "@/lib/api/api-client";
import { getDisplayName, getInitials, type ProviderNames } from "@/lib/session/display-name";
import { languageChosenHere } from "@/lib/i18n/language-choice";
import { useSession } from "@/lib/session/use-session";
import { ME_QUERY_KEY } from "./me-key";

export { ME_QUERY_KEY };

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
    // once /api/me is read it decides (a removed photo must not come back from the session's copy)
    image: (me ? me.avatarUrl || identity?.picture : user?.image) || null,
  };
}

/** The browser's IANA zone (the server checks it; a browser that reports none gives null). */
export function browserTimeZone(): string | null {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
}

/**
 * First use: a signed-in user without a time zone gets the browser's, saved once and silently (a failure is
 * retried on the next visit, never shown). Changed afterwards on the Profile page.
 */
export function useDetectTimeZone() {
  const { user } = useSession();
  const client = useQueryClient();
  const { data: me } = useQuery({ ...meQueryOptions, enabled: !!user });
  const tried = useRef(false);
  useEffect(() => {
    if (!me || me.timeZone !== null || tried.current) return;
    const zone = browserTimeZone();
    if (!zone) return;
    tried.current = true;
    api(PROFILE_PATHS.updateProfile, { body: { timeZone: zone } })
      .then(() => client.invalidateQueries({ queryKey: ME_QUERY_KEY }))
      .catch(() => {});
  }, [me, client]);
}

/**
 * A user signing in on a device where nobody picked a language by hand gets their profile's language (the
 * browser's own language is only a guess); a language picked by hand on this device stays (the signed-in switches
 * save it to the profile too).
 */
export function useProfileLanguage(changeLanguage: (language: string) => unknown, current: string | undefined) {
  const { user } = useSession();
  const { data: me } = useQuery({ ...meQueryOptions, enabled: !!user });
  const language = me?.language;
  useEffect(() => {
    if (!language || language === current || languageChosenHere()) return;
    void changeLanguage(language);
  }, [language, changeLanguage, current]);
}
