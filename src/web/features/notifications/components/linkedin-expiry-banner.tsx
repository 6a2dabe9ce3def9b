import { Link } from "@tanstack/react-router";
import { TriangleAlert } from "lucide-react";
import { useTranslation } from "react-i18next";
import { daysLeft, TOKEN_WARNING_DAYS } from "@contracts/linkedin/rules";
import { useLinkedinConnection } from "@/features/linkedin/api";
import { useFormat } from "@/lib/format";

/**
 * Above every signed-in page while the LinkedIn connection needs the member: a token (without automatic renewal)
 * within 7 days of its expiry, expired, or refused by LinkedIn. Links to /apps, where Reconnect is.
 */
export function LinkedinExpiryBanner() {
  const { t } = useTranslation();
  const { date } = useFormat();
  const { data } = useLinkedinConnection();
  const connection = data?.connection;
  if (!connection) return null;
  const left = daysLeft(connection.expiresAt);
  const expired = Date.parse(connection.expiresAt) <= Date.now();
  const message = connection.needsReconnect
    ? t("notifications.banner.needsReconnect")
    : connection.refreshable // the server renews it itself
      ? null
      : expired
        ? t("notifications.banner.expired")
        : left < 1
          ? t("notifications.banner.expiringToday", { date: date(connection.expiresAt) })
          : left <= TOKEN_WARNING_DAYS[0]
            ? t("notifications.banner.expiring", { count: left, date: date(connection.expiresAt) })
            : null;
  if (!message) return null;
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
