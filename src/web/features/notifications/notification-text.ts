import type { TFunction } from "@/lib/i18n/translate";
import type { Notification } from "@contracts/notifications/schemas";

/** A notification's title and detail in the interface language, by kind (its facts filled in, dates by `date`). */
export function notificationText(
  t: TFunction,
  n: Notification,
  date: (instant: string) => string,
): { title: string; detail: string } {
  const post = n.data.firstLine ? t("notifications.post", { line: n.data.firstLine }) : t("notifications.untitled");
  switch (n.kind) {
    case "publish_failed":
      return {
        title: t("notifications.kinds.publish_failed.title"),
        detail: n.data.error ? `${post} ${t(`notifications.errors.${n.data.error}`)}` : post,
      };
    case "needs_check":
    case "first_comment_failed":
      return { title: t(`notifications.kinds.${n.kind}.title`), detail: post };
    case "linkedin_expiring":
      return {
        title: t("notifications.kinds.linkedin_expiring.title", { count: n.data.days ?? 7 }),
        detail: t("notifications.kinds.linkedin_expiring.detail"),
      };
    case "linkedin_reconnect_needed":
      return {
        title: t("notifications.kinds.linkedin_reconnect_needed.title"),
        detail: t("notifications.kinds.linkedin_reconnect_needed.detail"),
      };
    case "account_export_ready":
      return {
        title: t("notifications.kinds.account_export_ready.title"),
        detail: n.data.expiresAt
          ? t("notifications.kinds.account_export_ready.detail", { date: date(n.data.expiresAt) })
          : t("notifications.kinds.account_export_ready.detailUndated"),
      };
  }
}

/** "5 minutes ago", in the interface language (no time zone involved). */
export function timeAgo(locale: string, instant: string, now = Date.now()): string {
  const seconds = Math.round((Date.parse(instant) - now) / 1000);
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  const units: Array<[Intl.RelativeTimeFormatUnit, number]> = [
    ["day", 86_400],
    ["hour", 3_600],
    ["minute", 60],
  ];
  for (const [unit, size] of units)
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  return format.format(0, "minute");
}
