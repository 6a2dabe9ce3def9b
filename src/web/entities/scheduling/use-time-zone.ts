import { useQuery } from "@tanstack/react-query";
import { browserTimeZone, meQueryOptions } from "@/entities/profile/me";
import { useSession } from "@/lib/session/use-session";

/** The IANA zone the user's schedule is shown and entered in: the profile's, else (until it is saved) the browser's. */
export function useTimeZone(): string {
  const { user } = useSession();
  const { data: me } = useQuery({ ...meQueryOptions, enabled: !!user });
  return me?.timeZone ?? browserTimeZone() ?? "UTC";
}
