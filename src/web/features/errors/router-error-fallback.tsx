import type { ErrorComponentProps } from "@tanstack/react-router";
import { useId, useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { Button } from "@/components/ui/button";
import { ErrorLayout } from "./error-layout";

/** SPEC §2: generic router error fallback with a Show Error / Hide Error toggle. */
export function RouterErrorFallback({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const [show, setShow] = useState(false);
  const detailsId = useId();
  const message = error instanceof Error ? error.message : String(error);
  return (
    <ErrorLayout title={t("errors.routerFallback.title")}>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Button variant="outline" aria-expanded={show} aria-controls={detailsId} onClick={() => setShow((v) => !v)}>
          {show ? t("errors.routerFallback.hideError") : t("errors.routerFallback.showError")}
        </Button>
        <Button onClick={() => reset()}>{t("errors.routerFallback.tryAgain")}</Button>
      </div>
      <div id={detailsId} hidden={!show} className="mt-6 w-full">
        {show ? (
          <pre className="max-h-64 overflow-auto rounded-md border bg-muted p-4 text-left text-xs whitespace-pre-wrap text-destructive">
            {message}
          </pre>
        ) : null}
      </div>
    </ErrorLayout>
  );
}
