import { useQuery } from "@tanstack/react-query";
import type { Me } from "@contracts/profile/me";
import { browserTimeZone, meQueryOptions } from "@/entities/profile/me";
import { displayTimeZone } from "@/lib/i18n/time-zone";
import { useSession } from "@/lib/session/use-session";

/** The IANA zone the user's schedule is shown and entered in: the profile's, else (until it is saved) the browser's. */
export function useTimeZone(): string {
  const { user } = useSession();
  const { data: me } = useQuery({ ...meQueryOptions, enabled: !!user });
  return scheduleZone(me);
}

/** The zone of useTimeZone for a profile read (a route's loader reads the page's range in it before any render). */
export function scheduleZone(me: Pick<Me, "timeZone"> | undefined): string {
  // the server renders a page in the browser's zone (its cookie), never in its own
  return me?.timeZone ?? displayTimeZone() ?? browserTimeZone() ?? "UTC";
}
