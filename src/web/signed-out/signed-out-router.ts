import { currentSessionUser } from "@/lib/session/session";
import type { RouterHistory } from "./history";
import { signedOutPath } from "./paths";
import { createSmallRouter, type SmallRouter } from "./router";
import { SCREENS, type Screen } from "./screens";

/**
 * The signed-out app's router over a history: its screens, and the guard of the app's route files
 * (features/auth/guards.ts, redirectIfSignedIn): a signed-in visitor goes to "/" before anything shows.
 */
export function createSignedOutRouter(history: RouterHistory, leave: () => void): SmallRouter<Screen> {
  return createSmallRouter<Screen>({
    history,
    screen: (pathname) => {
      const path = signedOutPath(pathname);
      return path && SCREENS[path];
    },
    guard: async () => ((await currentSessionUser()) ? "/" : undefined),
    leave,
  });
}
