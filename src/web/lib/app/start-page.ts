import { startI18n } from "@/lib/i18n/i18n";
import { rememberTimeZone } from "@/lib/i18n/time-zone";
import { readPageSession, seedSession } from "@/lib/session/session-cache";
import { seedClientConfig } from "./client-config";

/**
 * What both apps (main.tsx, signed-out-main.tsx) do first: load the translations, take what the page says of the
 * session and the client settings. Resolves when the translations are in (or failed).
 */
export function startPage(): Promise<void> {
  const i18nReady = startI18n();
  const sessionUser = readPageSession();
  seedSession(sessionUser);
  seedClientConfig();
  rememberTimeZone();
  // after the first paint, off the first load: the service worker is for signed-in pages only (lib/offline/offline.ts); a
  // signed-out page forgets what a signed-in one kept
  if (sessionUser !== undefined) void import("@/lib/offline/offline").then((m) => m.startOfflineSupport(sessionUser));
  return i18nReady;
}
