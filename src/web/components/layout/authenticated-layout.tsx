import { QueryClientProvider } from "@tanstack/react-query";
import { Outlet } from "@tanstack/react-router";
import { useCallback, useEffect, type ReactNode } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { readSidebarCookie, SidebarInset, SidebarProvider } from "@/components/ui/sidebar";
import { useChatWidget } from "@/lib/app/chat-widget";
import { InShellContext } from "@/lib/router/in-shell";
import { useCurrentUser, useDetectTimeZone, useProfileLanguage } from "@/entities/profile/me";
import { appQueryClient } from "@/lib/api/query-client";
import { rememberViewport } from "@/lib/app/viewport";
import { usePreloadedToaster } from "@/components/ui/lazy-toaster";
import { AppSidebar } from "./app-sidebar";
import { Header } from "./header";
import { SearchProvider } from "./search-context";

function SkipToMain() {
  const { t } = useTranslation();
  return (
    <a
      href="#main-content"
      className="fixed top-2 left-2 z-[60] -translate-y-20 rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground shadow-lg opacity-0 outline-none transition focus:translate-y-0 focus:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      {t("shell.skipToMain")}
    </a>
  );
}

function ChatWidget() {
  const { name, email } = useCurrentUser();
  useChatWidget(email ? { name, email } : null);
  return null;
}

/** Saves the browser's time zone for a user who has none yet (it needs the query client above). */
function TimeZoneDetector() {
  useDetectTimeZone();
  // the profile's language on a device where none was picked by hand (a new device after sign-in)
  const { i18n } = useTranslation();
  const change = useCallback((language: string) => i18n.changeLanguage(language), [i18n]);
  useProfileLanguage(change, i18n.resolvedLanguage);
  return null;
}

/**
 * SPEC §2 authenticated layout: sidebar + content area, "Skip to Main", command palette. The signed-in pages' data
 * lives in react-query, provided here (its guard made the client: lib/session/session.ts); the auth screens never load it.
 * Features add to it through slots (the shell imports no feature): `headerActions` beside the header's menus,
 * `banner` above every page.
 */
export function AuthenticatedLayout({ headerActions, banner }: { headerActions?: ReactNode; banner?: ReactNode }) {
  // the window's width, for the pages the server renders by it (lib/app/viewport.ts)
  useEffect(() => rememberViewport(), []);
  usePreloadedToaster();
  return (
    <QueryClientProvider client={appQueryClient()}>
      <SearchProvider>
        <SkipToMain />
        <SidebarProvider defaultOpen={readSidebarCookie()}>
          <AppSidebar />
          <SidebarInset>
            <Header actions={headerActions} />
            {banner}
            <main id="main-content" tabIndex={-1} className="flex flex-1 flex-col outline-none">
              <InShellContext.Provider value={true}>
                <Outlet />
              </InShellContext.Provider>
            </main>
          </SidebarInset>
        </SidebarProvider>
        <ChatWidget />
        <TimeZoneDetector />
      </SearchProvider>
    </QueryClientProvider>
  );
}
