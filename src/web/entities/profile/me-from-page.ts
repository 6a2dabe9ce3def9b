import type { QueryClient } from "@tanstack/react-query";
import type { Me } from "@contracts/profile/me";
import { PROFILE_PATHS } from "@contracts/profile/paths";
import { seedQueryFromPage } from "@/lib/api/seed-from-page";
import { ME_QUERY_KEY } from "./me-key";

/**
 * The /api/me answer the server put in the page (every page it renders with its data carries it): the shell's first
 * render shows the stored names and hides what the user's role cannot do, as the server's markup does. Small on
 * purpose: the signed-in layout's route imports it, and with it the entry.
 */
export function seedMeFromPage(queryClient: QueryClient) {
  seedQueryFromPage<Me>(queryClient, PROFILE_PATHS.getMe.path, ME_QUERY_KEY);
}
