import { useTranslation } from "@/lib/i18n/use-translation";
import { MAILED_KINDS } from "@contracts/notifications/rules";
import { Switch } from "@/components/ui/switch";
import { useNotificationPreferences, useUpdateNotificationPreference } from "@/features/notifications/api";
import { SettingsSection } from "./settings-layout";

/** Settings > Notifications: which events are also sent by email (each saved as it is switched). */
export function NotificationsSettings() {
  const { t } = useTranslation();
  const { data, isError, refetch } = useNotificationPreferences();
  const update = useUpdateNotificationPreference();
  return (
    <SettingsSection title={t("settings.notifications.title")} description={t("settings.notifications.description")}>
      {isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 text-sm">
          <span className="flex-1">{t("settings.notifications.loadFailed")}</span>
          <button type="button" className="font-medium underline underline-offset-4" onClick={() => void refetch()}>
            {t("settings.notifications.retry")}
          </button>
        </div>
      ) : (
        <ul className="divide-y rounded-xl border bg-card shadow-xs" aria-busy={!data}>
          {MAILED_KINDS.map((kind) => {
            const id = `email-${kind}`;
            const pending = update.isPending && update.variables?.kind === kind;
            const checked = pending ? update.variables!.email : (data?.email[kind] ?? true);
            return (
              <li key={kind} className="flex items-start gap-4 p-4">
                <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <label htmlFor={id} className="text-sm font-medium">
                    {t(`settings.notifications.kinds.${kind}.label`)}
                  </label>
                  <p id={`${id}-description`} className="text-sm text-muted-foreground">
                    {t(`settings.notifications.kinds.${kind}.description`)}
                  </p>
                </div>
                <Switch
                  id={id}
                  checked={checked}
                  disabled={!data || pending}
                  aria-describedby={`${id}-description`}
                  onCheckedChange={(email) => update.mutate({ kind, email })}
                />
              </li>
            );
          })}
        </ul>
      )}
      <p className="text-sm text-muted-foreground">{t("settings.notifications.inApp")}</p>
    </SettingsSection>
  );
}
