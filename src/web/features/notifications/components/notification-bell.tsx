import { Link } from "@tanstack/react-router";
import { Bell, CheckCheck, Settings } from "lucide-react";
import { useTranslation } from "@/lib/i18n/use-translation";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { useFormat } from "@/lib/i18n/format";
import { cn } from "@/lib/utils";
import { useMarkAllNotificationsRead, useMarkNotificationRead, useNotifications } from "../api";
import { notificationText, timeAgo } from "../notification-text";

const trigger =
  "relative inline-flex size-8 items-center justify-center rounded-md text-muted-foreground outline-none transition-colors hover:bg-accent hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 data-[state=open]:bg-accent data-[state=open]:text-foreground";

/**
 * The header's bell: the unread count on it, and a menu of the newest notifications (each leads to its post or to
 * /apps and is marked read when opened), "Mark all as read" and the email settings. A menu, so arrows, Enter and
 * Escape work as in the other header menus.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const { locale, date } = useFormat();
  const { data } = useNotifications();
  const markRead = useMarkNotificationRead();
  const markAll = useMarkAllNotificationsRead();
  const unread = data?.unread ?? 0;
  const items = data?.items ?? [];
  const badge = unread > 99 ? "99+" : String(unread);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        className={trigger}
        aria-label={unread ? t("notifications.bellUnread", { count: unread }) : t("notifications.bell")}
        data-testid="notification-bell"
      >
        <Bell className="size-4" aria-hidden="true" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-destructive px-1 text-[10px] leading-none font-semibold text-white"
          >
            {badge}
          </span>
        ) : null}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" collisionPadding={8} className="w-[min(22rem,calc(100vw-1rem))]">
        <div className="flex items-center justify-between gap-2 pr-1">
          <DropdownMenuLabel className="text-sm font-semibold">{t("notifications.title")}</DropdownMenuLabel>
          {unread > 0 ? (
            <span className="text-xs text-muted-foreground">{t("notifications.unread", { count: unread })}</span>
          ) : null}
        </div>
        <DropdownMenuSeparator />
        {items.length === 0 ? (
          <p className="px-2 py-6 text-center text-sm text-muted-foreground">{t("notifications.empty")}</p>
        ) : (
          <DropdownMenuGroup aria-label={t("notifications.title")}>
            {items.map((n) => {
              const text = notificationText(t, n, date);
              return (
                <DropdownMenuItem key={n.id} asChild className="items-start">
                  <Link
                    {...(n.kind === "account_export_ready"
                      ? { to: "/settings/account" }
                      : n.postId
                        ? { to: "/editor/$postId", params: { postId: n.postId } }
                        : { to: "/apps" })}
                    onClick={() => {
                      if (!n.readAt) markRead.mutate(n.id);
                    }}
                    data-unread={n.readAt ? undefined : ""}
                  >
                    <span
                      aria-hidden="true"
                      className={cn("mt-1.5 size-2 shrink-0 rounded-full", n.readAt ? "bg-transparent" : "bg-primary")}
                    />
                    <span className="flex min-w-0 flex-col gap-0.5">
                      <span className={cn("text-sm", !n.readAt && "font-semibold")}>
                        {n.readAt ? null : <span className="sr-only">{t("notifications.unreadMark")} </span>}
                        {text.title}
                      </span>
                      <span className="line-clamp-2 text-xs text-muted-foreground">{text.detail}</span>
                      <span className="text-xs text-muted-foreground">{timeAgo(locale, n.createdAt)}</span>
                    </span>
                  </Link>
                </DropdownMenuItem>
              );
            })}
          </DropdownMenuGroup>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem
          disabled={unread === 0 || markAll.isPending}
          onSelect={(event) => {
            event.preventDefault();
            markAll.mutate();
          }}
        >
          <CheckCheck aria-hidden="true" />
          {t("notifications.markAllRead")}
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/settings/notifications">
            <Settings aria-hidden="true" />
            {t("notifications.emailSettings")}
          </Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
