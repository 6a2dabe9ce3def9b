import { useEffect, useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { loadAuthClient } from "@/lib/session/auth-client";
import { useClientConfig } from "@/lib/app/client-config";
import { toast } from "@/lib/ui/use-toast";
import { sanitizeRedirect } from "@/lib/session/redirect";

export function LinkedInIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className}>
      <path
        fill="#0A66C2"
        d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z"
      />
    </svg>
  );
}

/**
 * "Continue with LinkedIn": disabled with a loading label while the redirect is prepared, re-enabled only
 * on failure (the browser leaves the page on success). It paints at once; when the server's public settings
 * arrive and say LinkedIn is not set up, a note of the same size takes its place (no wait, no layout jump).
 */
export function LinkedInButton({ redirect, disabled }: { redirect?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const [loading, setLoading] = useState(false);
  const { data: config } = useClientConfig();

  // Coming back with the browser's Back button restores the page from the bfcache: enable the button again.
  useEffect(() => {
    const onPageShow = (e: PageTransitionEvent) => {
      if (e.persisted) setLoading(false);
    };
    window.addEventListener("pageshow", onPageShow);
    return () => window.removeEventListener("pageshow", onPageShow);
  }, []);

  const fail = (message?: string) => {
    setLoading(false);
    toast({
      variant: "destructive",
      title: t("auth.errors.signInFailedTitle"),
      description: message || t("auth.errors.linkedinFailed"),
    });
  };

  const onClick = async () => {
    setLoading(true);
    try {
      const target = sanitizeRedirect(redirect);
      const authClient = await loadAuthClient();
      const { error } = await authClient.signIn.social({
        provider: "linkedin",
        callbackURL: `/auth/callback?redirect=${encodeURIComponent(target)}`,
        errorCallbackURL: "/sign-in?error=linkedin",
      });
      if (error) {
        console.error("LinkedIn sign-in failed", error);
        // 404: the server has no LinkedIn provider (clicked before its settings arrived).
        if (error.status === 404) fail(t("auth.linkedin.notSetUp"));
        else fail(error.status === 429 ? t("apiErrors.rateLimited") : t("auth.errors.linkedinFailed"));
      }
    } catch (err) {
      console.error("LinkedIn sign-in failed", err);
      fail(t("auth.errors.linkedinFailed"));
    }
  };

  if (config?.linkedinEnabled === false) {
    return (
      <p className="flex min-h-10 items-center justify-center gap-2 rounded-md border border-dashed px-4 py-2 text-center text-sm text-muted-foreground">
        <LinkedInIcon className="size-4 shrink-0 grayscale" />
        {t("auth.linkedin.notSetUp")}
      </p>
    );
  }

  return (
    <Button
      variant="outline"
      className="w-full"
      onClick={() => void onClick()}
      disabled={disabled || loading}
      aria-busy={loading}
    >
      {loading ? <Spinner /> : <LinkedInIcon className="size-4" />}
      {loading ? t("auth.linkedin.loading") : t("auth.linkedin.button")}
    </Button>
  );
}
