import { useEffect, useRef } from "react";
import { hrefOf, useNavigate } from "@/lib/router/navigation";
import { useTranslation } from "@/lib/i18n/use-translation";
import { toast } from "@/lib/ui/use-toast";
import type { SignInSearch } from "../search";

/**
 * Messages carried in the address: `?verified=1` after the email verification link, `?error=…` after a
 * failed LinkedIn sign-on (or a bad verification link). Shown once, then removed from the address.
 */
export function useSignInSearchToasts(search: SignInSearch, from: "/sign-in" | "/sign-in-2") {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const done = useRef(false);

  useEffect(() => {
    if (done.current || (!search.error && !search.verified)) return;
    done.current = true;
    if (search.verified && search.error) {
      toast({
        variant: "destructive",
        title: t("auth.verify.failedTitle"),
        description: t("auth.verify.failedDescription"),
      });
    } else if (search.verified) {
      toast({ title: t("auth.verify.successTitle"), description: t("auth.verify.successDescription") });
    } else if (search.error) {
      toast({
        variant: "destructive",
        title: t("auth.errors.signInFailedTitle"),
        description: t("auth.errors.linkedinFailed"),
      });
    }
    void navigate(hrefOf(from, { redirect: search.redirect }), { replace: true });
  }, [search, from, navigate, t]);
}
