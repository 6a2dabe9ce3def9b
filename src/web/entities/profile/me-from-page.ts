import type { QueryClient } from "@tanstack/react-query";
import type { Me } from "@contracts/profile/me";
import { PROFILE_PATHS } from "@contracts/profile/paths";
import { takePageData } from "@/lib/api/page-data";
import { ME_QUERY_KEY } from "./me-key";

/**
 * The /api/me answer the server put in the page (every page it renders with its data carries it): the shell's first
 * render shows the stored names and hides what the user's role cannot do, as the server's markup does. Small on
 * purpose: the signed-in layout's route imports it, and with it the entry.
 */
export function seedMeFromPage(queryClient: QueryClient) {
  const inlined = takePageData(PROFILE_PATHS.getMe.path);
  if (inlined) queryClient.setQueryData(ME_QUERY_KEY, inlined.body as Me);
}
