import { useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import { useTranslation } from "@/lib/use-translation";
import { sanitizeRedirect } from "@/lib/redirect";
import { refreshSession } from "@/lib/session";
import { toast } from "@/lib/use-toast";

/** After a successful sign-in: success toast, fresh session, then the `redirect` path (or "/"). */
export function useCompleteSignIn() {
  const { t } = useTranslation();
  const router = useRouter();
  return useCallback(
    async (redirectTo: string | undefined) => {
      toast({ title: t("auth.toasts.signedIn") });
      await refreshSession();
      await router.navigate({ href: sanitizeRedirect(redirectTo), replace: true });
    },
    [t, router],
  );
}
