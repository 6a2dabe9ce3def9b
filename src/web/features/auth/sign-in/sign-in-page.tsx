import { useTranslation } from "@/lib/i18n/use-translation";
import { useDocumentTitle } from "@/lib/ui/use-document-title";
import type { SignInSearch } from "../search";
import { SignInForm } from "./sign-in-form";
import { useSignInSearchToasts } from "./use-sign-in-search-toasts";

export function SignInPage({ search }: { search: SignInSearch }) {
  const { t } = useTranslation();
  useDocumentTitle(t("auth.signIn.title"));
  useSignInSearchToasts(search, "/sign-in");
  return <SignInForm redirect={search.redirect} />;
}
