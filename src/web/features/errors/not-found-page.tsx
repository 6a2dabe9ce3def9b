import { useNavigate, useRouter } from "@tanstack/react-router";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ErrorLayout } from "./error-layout";

/** SPEC §2 not-found screen. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const navigate = useNavigate();
  useDocumentTitle(t("errors.notFound.title"));
  return (
    <ErrorLayout
      code="404"
      title={t("errors.notFound.title")}
      description={t("errors.notFound.description")}
      actions={
        <>
          <Button variant="outline" onClick={() => router.history.back()}>
            {t("errors.goBack")}
          </Button>
          <Button onClick={() => void navigate({ to: "/" })}>{t("errors.backToHome")}</Button>
        </>
      }
    />
  );
}
