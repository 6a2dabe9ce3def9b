import { redirect, type ParsedLocation } from "@tanstack/react-router";
import { currentSessionUser, loadQueryClient } from "@/lib/session/session";
import { sessionQueryOptions } from "@/lib/session/session-cache";

/** Auth screens: a signed-in visitor goes to "/" before anything renders. */
export async function redirectIfSignedIn() {
  const user = await currentSessionUser();
  if (user) throw redirect({ to: "/", replace: true });
}

/**
 * Protected screens: no session -> /sign-in?redirect=<current href>, before anything renders or loads. The
 * signed-in routes get the QueryClient in their context (the strategy loader prefetches with it).
 */
export async function requireSession({ location }: { location: ParsedLocation }) {
  const queryClient = await loadQueryClient();
  const user = await queryClient.ensureQueryData(sessionQueryOptions);
  if (!user) {
    throw redirect({ to: "/sign-in", search: { redirect: location.href }, replace: true });
  }
  return { user, queryClient };
}
