// Build-time only (scripts/prerender.mjs): the signed-out screens' markup, rendered with the signed-out app's own
// router and components (signed-out-main.tsx), so the server can send it inside #root and the first paint needs no
// JavaScript (docs/architecture/web-shell.md); that app then renders the same markup over it.
import { renderToString } from "react-dom/server";
import type { ClientConfig } from "@contracts/system/client-config";
import i18n, { startI18n } from "@/lib/i18n/i18n";
import { setClientConfig } from "@/lib/app/client-config";
import { seedSession } from "@/lib/session/session-cache";
import { memoryHistory } from "../signed-out/history";
import { SignedOutApp } from "../signed-out/signed-out-app";
import { createSignedOutRouter } from "../signed-out/signed-out-router";

export async function renderAuthScreen(path: string, lng: string, config: ClientConfig): Promise<string> {
  await startI18n();
  await i18n.changeLanguage(lng);
  seedSession(null);
  setClientConfig(config);
  let left = false;
  const router = createSignedOutRouter(memoryHistory(path), () => (left = true));
  await router.start();
  const shown = router.getState()?.location.pathname;
  if (left || shown !== path) throw new Error(`prerender ${path}: the signed-out app showed ${shown ?? "nothing"}`);
  return renderToString(<SignedOutApp router={router} />);
}
