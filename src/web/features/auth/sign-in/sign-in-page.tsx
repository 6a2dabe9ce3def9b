import { useTranslation } from "@/lib/i18n/use-translation";
import { useDocumentTitle } from "@/lib/ui/use-document-title";
import { AuthLayout } from "../components/auth-layout";
import type { SignInSearch } from "../search";
import { SignInForm, SignUpPrompt } from "./sign-in-form";
import { useSignInSearchToasts } from "./use-sign-in-search-toasts";

export function SignInPage({ search }: { search: SignInSearch }) {
  const { t } = useTranslation();
  useDocumentTitle(t("auth.signIn.title"));
  useSignInSearchToasts(search, "/sign-in");
  return (
    <AuthLayout title={t("auth.signIn.title")} description={t("auth.signIn.description")} footer={<SignUpPrompt />}>
      <SignInForm redirect={search.redirect} />
    </AuthLayout>
  );
}
