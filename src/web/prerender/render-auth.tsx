// Build-time only (scripts/prerender.mjs): the signed-out screens' markup, rendered with the app's own router and
// components, so the server can send it inside #root and the first paint needs no JavaScript (docs/architecture.md).
import { renderToString } from "react-dom/server";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import type { ClientConfig } from "@contracts/system/client-config";
import i18n, { startI18n } from "@/lib/i18n";
import { setClientConfig } from "@/lib/client-config";
import { seedSession } from "@/lib/session";
import { routeTree } from "../routeTree.gen";

export async function renderAuthScreen(path: string, lng: string, config: ClientConfig): Promise<string> {
  await startI18n();
  await i18n.changeLanguage(lng);
  seedSession(null);
  setClientConfig(config);
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const failed = router.state.matches.find((m) => m.status !== "success");
  if (router.state.location.pathname !== path || failed) {
    throw new Error(`prerender ${path}: the router ended on ${router.state.location.pathname} (${failed?.status})`);
  }
  return renderToString(<RouterProvider router={router} />);
}
