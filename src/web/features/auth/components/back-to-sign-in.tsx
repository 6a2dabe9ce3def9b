import { Link } from "@/lib/router/navigation";
import { ArrowLeft } from "lucide-react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { linkClass } from "./auth-layout";

/**
 * The footer link of the pages one reaches from sign-in (forgot and reset password, the one-time code). A file of
 * its own: its icon comes from lucide-react, which /sign-in's first load does without (components/ui/icons.tsx).
 */
export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Link to="/sign-in" className={`${linkClass} inline-flex items-center gap-1.5`}>
      <ArrowLeft className="size-3.5" aria-hidden="true" />
      {t("auth.common.backToSignIn")}
    </Link>
  );
}
