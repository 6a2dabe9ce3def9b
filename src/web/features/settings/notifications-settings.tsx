import { BellRing } from "lucide-react";
import { useTranslation } from "@/lib/use-translation";
import { SettingsSection } from "./settings-layout";

export function NotificationsSettings() {
  const { t } = useTranslation();
  return (
    <SettingsSection title={t("settings.notifications.title")} description={t("settings.notifications.description")}>
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed bg-card px-6 py-10 text-center">
        <span className="flex size-10 items-center justify-center rounded-full border bg-background">
          <BellRing className="size-4 text-muted-foreground" aria-hidden="true" />
        </span>
        <p className="text-sm font-medium">{t("settings.notifications.emptyTitle")}</p>
        <p className="max-w-sm text-sm text-muted-foreground">{t("settings.notifications.emptyDescription")}</p>
      </div>
    </SettingsSection>
  );
}
