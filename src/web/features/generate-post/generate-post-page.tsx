import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { LogOut, PenLine } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Brand } from "@/features/auth/components/brand";
import { PreferencesBar } from "@/features/auth/components/preferences";
import { loadAuthClient } from "@/lib/auth-client";
import { getDisplayName, getInitials } from "@/lib/display-name";
import { clearSession } from "@/lib/session";
import { useSession } from "@/lib/use-session";
import { useDocumentTitle } from "@/lib/use-document-title";
import { toast } from "@/lib/use-toast";

/** Placeholder signed-in page (the app shell arrives in a later issue). */
export function GeneratePostPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("generatePost.title"));
  const { user } = useSession();
  const displayName = getDisplayName(user);
  const signOut = useSignOut();

  return (
    <div className="flex min-h-dvh flex-col bg-[var(--page)]">
      <header className="flex items-center justify-between gap-3 border-b bg-background px-4 py-3 sm:px-6">
        <Brand />
        <div className="flex items-center gap-2">
          <PreferencesBar className="hidden sm:flex" />
          <Button variant="outline" size="sm" onClick={() => void signOut.run()} disabled={signOut.pending}>
            {signOut.pending ? <Spinner /> : <LogOut aria-hidden="true" />}
            {t("common.logOut")}
          </Button>
        </div>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col gap-6 px-4 py-10 sm:px-6">
        <div className="flex flex-col gap-1.5">
          <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
            <PenLine className="size-5 text-muted-foreground" aria-hidden="true" />
            {t("generatePost.title")}
          </h1>
          <p className="text-muted-foreground">{t("generatePost.description")}</p>
        </div>
        <section aria-labelledby="account-heading" className="rounded-xl border bg-card p-5 shadow-xs">
          <h2 id="account-heading" className="text-sm font-medium text-muted-foreground">
            {t("generatePost.signedInAs")}
          </h2>
          <div className="mt-3 flex items-center gap-3">
            <span
              aria-hidden="true"
              className="flex size-10 items-center justify-center rounded-full bg-brand text-sm font-semibold text-brand-foreground"
            >
              {getInitials(user)}
            </span>
            <div className="min-w-0">
              <p className="truncate font-medium" data-testid="user-display-name">
                {displayName}
              </p>
              <p className="truncate text-sm text-muted-foreground" data-testid="user-email">
                {user?.email}
              </p>
            </div>
          </div>
        </section>
        <PreferencesBar className="flex sm:hidden" />
      </main>
    </div>
  );
}

function useSignOut() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.signOut();
      if (error) throw Object.assign(new Error(error.message || ""), error);
      clearSession(queryClient);
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "session" });
      toast({ title: t("auth.toasts.signedOut") });
      await navigate({ to: "/sign-in", replace: true });
    } catch (err) {
      console.error("sign-out failed", err);
      toast({
        variant: "destructive",
        title: t("auth.toasts.signOutFailed"),
        description: err instanceof Error && err.message ? err.message : undefined,
      });
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}
