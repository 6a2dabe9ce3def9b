import { useNavigate, useRouter } from "@tanstack/react-router";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Button } from "@/components/ui/button";
import { useDocumentTitle } from "@/lib/ui/use-document-title";
import { ErrorLayout } from "./error-layout";

export type ErrorCode = "401" | "403" | "404" | "500" | "503";

const KEYS: Record<ErrorCode, string> = {
  "401": "unauthorized",
  "403": "forbidden",
  "404": "notFound",
  "500": "general",
  "503": "maintenance",
};

/** SPEC §2 error screens: code, title, text, Go Back (history) and Back to Home ("/"). */
export function ErrorPage({ code, minimal = false }: { code: ErrorCode; minimal?: boolean }) {
  const { t } = useTranslation();
  const router = useRouter();
  const navigate = useNavigate();
  const key = KEYS[code];
  useDocumentTitle(t(`errors.${key}.title`));
  return (
    <ErrorLayout
      code={minimal ? undefined : code}
      title={t(`errors.${key}.title`)}
      description={t(`errors.${key}.description`)}
      actions={
        minimal ? undefined : (
          <>
            <Button variant="outline" onClick={() => router.history.back()}>
              {t("errors.goBack")}
            </Button>
            <Button onClick={() => void navigate({ to: "/" })}>{t("errors.backToHome")}</Button>
          </>
        )
      }
    />
  );
}

/** The 500 screen; `minimal` hides the number and the buttons (SPEC §2). */
export function GeneralError({ minimal = false }: { minimal?: boolean }) {
  return <ErrorPage code="500" minimal={minimal} />;
}
