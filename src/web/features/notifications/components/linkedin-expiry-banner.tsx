import { Link } from "@tanstack/react-router";
import { TriangleAlert } from "lucide-react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { useLinkedinConnection } from "@/features/linkedin/api";
import { useFormat } from "@/lib/i18n/format";
import { expiryWarning } from "@/features/linkedin/publishing-state";

/**
 * Above every signed-in page while the LinkedIn connection needs the member: a token (without automatic renewal)
 * within 7 days of its expiry, expired, or refused by LinkedIn. Links to /apps, where Reconnect is.
 */
export function LinkedinExpiryBanner() {
  const { t } = useTranslation();
  const { date } = useFormat();
  const { data } = useLinkedinConnection();
  const connection = data?.connection;
  const warning = expiryWarning(connection);
  if (!connection || !warning) return null;
  const message =
    warning.kind === "expiring"
      ? t("notifications.banner.expiring", { count: warning.days, date: date(connection.expiresAt) })
      : warning.kind === "expiringToday"
        ? t("notifications.banner.expiringToday", { date: date(connection.expiresAt) })
        : t(`notifications.banner.${warning.kind}`);
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-hot-text/30 bg-hot-text/10 px-3 py-2 text-sm sm:px-4"
    >
      <TriangleAlert className="size-4 shrink-0 text-hot-text" aria-hidden="true" />
      <span className="min-w-0 flex-1 text-foreground">{message}</span>
      <Link
        to="/apps"
        className="rounded-md font-medium text-foreground underline underline-offset-4 outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        {t("notifications.banner.reconnect")}
      </Link>
    </div>
  );
}
