import { useQuery } from "@tanstack/react-query";
import type { SessionUser } from "./display-name";
import { sessionQueryOptions } from "./session-cache";

/**
 * Session state for components: `user` and `loading` only. Kept apart from `session.ts` so pages that
 * only need the guard (the auth screens) don't load the query observer.
 */
export function useSession(): { user: SessionUser | null; loading: boolean } {
  const { data, isPending } = useQuery(sessionQueryOptions);
  return { user: data ?? null, loading: isPending };
}
