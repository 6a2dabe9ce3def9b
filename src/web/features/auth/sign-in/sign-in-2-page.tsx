import { useTranslation } from "@/lib/i18n/use-translation";
import { useDocumentTitle } from "@/lib/ui/use-document-title";
import { AuthSplitLayout } from "../components/auth-split-layout";
import type { SignInSearch } from "../search";
import { SignInForm } from "./sign-in-form";
import { useSignInSearchToasts } from "./use-sign-in-search-toasts";

export function SignIn2Page({ search }: { search: SignInSearch }) {
  const { t } = useTranslation();
  useDocumentTitle(t("auth.signIn.title"));
  useSignInSearchToasts(search, "/sign-in-2");
  return <SignInForm redirect={search.redirect} idPrefix="sign-in-2" frame={AuthSplitLayout} />;
}
