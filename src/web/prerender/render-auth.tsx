// Build-time only (scripts/prerender.mjs): the signed-out screens' markup, rendered with the app's own router and
// components, so the server can send it inside #root and the first paint needs no JavaScript (docs/architecture.md).
import { renderToString } from "react-dom/server";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createMemoryHistory, createRouter, RouterProvider } from "@tanstack/react-router";
import type { ClientConfig } from "@contracts/system/client-config";
import i18n, { startI18n } from "@/lib/i18n";
import { CLIENT_CONFIG_QUERY_KEY } from "@/lib/client-config";
import { SESSION_QUERY_KEY } from "@/lib/session";
import { routeTree } from "../routeTree.gen";

export async function renderAuthScreen(path: string, lng: string, config: ClientConfig): Promise<string> {
  await startI18n();
  await i18n.changeLanguage(lng);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(SESSION_QUERY_KEY, null);
  queryClient.setQueryData(CLIENT_CONFIG_QUERY_KEY, config);
  const router = createRouter({
    routeTree,
    context: { queryClient },
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const failed = router.state.matches.find((m) => m.status !== "success");
  if (router.state.location.pathname !== path || failed) {
    throw new Error(`prerender ${path}: the router ended on ${router.state.location.pathname} (${failed?.status})`);
  }
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
