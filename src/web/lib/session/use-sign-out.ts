import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { loadAuthClient } from "@/lib/session/auth-client";
import { knownAuthErrorKey, toAuthClientError } from "@/lib/session/auth-errors";
import { resetChatWidget } from "@/lib/app/chat-widget";
import { clearSession } from "@/lib/session/session-cache";
import { toast } from "@/lib/ui/use-toast";

/** Log out (SPEC §8 toasts): success "You have been signed out successfully.", failure "Failed to sign out" and the reason. */
export function useSignOut() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  // the reason when its code says one (never the server's English text), else the title alone
  const reasonOf = (err: unknown) => {
    const key = knownAuthErrorKey(toAuthClientError(err));
    return key ? t(key) : undefined;
  };
  const run = async () => {
    setPending(true);
    try {
      const authClient = await loadAuthClient();
      const { error } = await authClient.signOut();
      if (error) throw Object.assign(new Error(error.message || ""), error);
      resetChatWidget();
      // Leave the signed-in pages before forgetting their data: a mounted page whose queries were removed
      // would fetch them again, and every one of those requests would answer 401.
      await queryClient.cancelQueries();
      clearSession(queryClient);
      toast({ title: t("auth.toasts.signedOut") });
      await navigate({ to: "/sign-in", replace: true });
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== "session" });
    } catch (err) {
      console.error("sign-out failed", err);
      toast({
        variant: "destructive",
        title: t("auth.toasts.signOutFailed"),
        description: reasonOf(err),
      });
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}
