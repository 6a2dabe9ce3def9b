import { Download } from "lucide-react";
import { ACCOUNT_EXPORT_RULES } from "@contracts/account-data/rules";
import { Button, buttonVariants } from "@/components/ui/button";
import { Progress } from "@/components/ui/progress";
import { useFormat } from "@/lib/i18n/format";
import { useTranslation } from "@/lib/i18n/use-translation";
import { accountExportDownloadUrl, useLatestAccountExport, useRequestAccountExport } from "./account-export-api";
import { SettingsSection } from "./settings-layout";

/** Settings > Account > "Export my data": ask for a zip of everything, follow its progress, download it. */
export function AccountExport() {
  const { t } = useTranslation();
  const format = useFormat();
  const { data } = useLatestAccountExport();
  const request = useRequestAccountExport();
  const latest = data?.export ?? null;
  const building = latest?.status === "queued" || latest?.status === "running";
  const ready = latest?.status === "done" && !latest.expired;
  const percent =
    latest && latest.totalItems > 0 ? Math.round((latest.doneItems / latest.totalItems) * 100) : undefined;
  return (
    <SettingsSection
      title={t("settings.account.export.title")}
      description={t("settings.account.export.description", { days: ACCOUNT_EXPORT_RULES.keepDays })}
    >
      <div className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs">
        <div aria-live="polite" className="flex flex-col gap-2 text-sm">
          {building ? (
            <>
              <p>{t("settings.account.export.building")}</p>
              <Progress value={percent} label={t("settings.account.export.progress")} />
            </>
          ) : ready ? (
            <p>
              {t("settings.account.export.ready", {
                date: format.date(latest.expiresAt!),
              })}
            </p>
          ) : latest?.status === "failed" ? (
            <p className="text-destructive">{t("settings.account.export.buildFailed")}</p>
          ) : latest?.expired ? (
            <p className="text-muted-foreground">{t("settings.account.export.expired")}</p>
          ) : (
            <p className="text-muted-foreground">{t("settings.account.export.none")}</p>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          {ready ? (
            <a href={accountExportDownloadUrl(latest.id)} download className={buttonVariants({ size: "sm" })}>
              <Download className="size-4" aria-hidden="true" />
              {t("settings.account.export.download")}
            </a>
          ) : null}
          <Button
            type="button"
            size="sm"
            variant={ready ? "outline" : "default"}
            // not `disabled`: the button keeps the focus while the export is built (a disabled one drops it to <body>)
            aria-disabled={building || request.isPending}
            className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
            onClick={() => {
              if (!building && !request.isPending) request.mutate();
            }}
          >
            {ready ? t("settings.account.export.again") : t("settings.account.export.start")}
          </Button>
        </div>
      </div>
    </SettingsSection>
  );
}
