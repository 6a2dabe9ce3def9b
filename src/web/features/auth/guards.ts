import { redirect, type ParsedLocation } from "@tanstack/react-router";
import type { QueryClient } from "@tanstack/react-query";
import { sessionQueryOptions } from "@/lib/session";

/** Auth screens: a signed-in visitor goes to "/" before anything renders. */
export async function redirectIfSignedIn({ context }: { context: { queryClient: QueryClient } }) {
  const user = await context.queryClient.ensureQueryData(sessionQueryOptions);
  if (user) throw redirect({ to: "/", replace: true });
}

/** Protected screens: no session -> /sign-in?redirect=<current href>, before anything renders or loads. */
export async function requireSession({
  context,
  location,
}: {
  context: { queryClient: QueryClient };
  location: ParsedLocation;
}) {
  const user = await context.queryClient.ensureQueryData(sessionQueryOptions);
  if (!user) {
    throw redirect({ to: "/sign-in", search: { redirect: location.href }, replace: true });
  }
  return { user };
}
