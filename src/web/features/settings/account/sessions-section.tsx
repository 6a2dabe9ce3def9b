import { useRef } from "react";
import { Laptop, Smartphone } from "lucide-react";
import type { AccountSession } from "@contracts/sessions/schemas";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useFormat } from "@/lib/i18n/format";
import { useTranslation } from "@/lib/i18n/use-translation";
import { SettingsSection } from "../settings-layout";
import { useAccountSessions, useRevokeOtherSessions, useRevokeSession } from "./sessions-api";

/** Settings > Account > Sessions: every device signed in, this one first, each with "Sign out". */
export function SessionsSection() {
  const { t } = useTranslation();
  const { data, isError, refetch } = useAccountSessions();
  const revoke = useRevokeSession();
  const revokeOthers = useRevokeOtherSessions();
  // a signed-out row leaves the page: the focus goes to the list, never to <body>
  const listRef = useRef<HTMLUListElement>(null);
  const sessions = data?.sessions ?? [];
  const others = sessions.filter((s) => !s.current).length;
  return (
    <SettingsSection
      title={t("settings.account.sessions.title")}
      description={t("settings.account.sessions.description")}
    >
      {isError ? (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 text-sm">
          <span className="flex-1">{t("settings.account.sessions.loadFailed")}</span>
          <Button variant="outline" size="sm" onClick={() => void refetch()}>
            {t("settings.account.sessions.retry")}
          </Button>
        </div>
      ) : (
        <ul
          ref={listRef}
          tabIndex={-1}
          aria-label={t("settings.account.sessions.title")}
          aria-busy={!data}
          className="divide-y rounded-xl border bg-card shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {sessions.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              pending={revoke.isPending && revoke.variables === session.id}
              onSignOut={() => revoke.mutate(session.id, { onSuccess: () => listRef.current?.focus() })}
            />
          ))}
        </ul>
      )}
      {others > 0 ? (
        <div>
          <Button
            variant="outline"
            busy={revokeOthers.isPending}
            onClick={() => revokeOthers.mutate(undefined, { onSuccess: () => listRef.current?.focus() })}
          >
            {t("settings.account.sessions.signOutOthers")}
          </Button>
        </div>
      ) : null}
    </SettingsSection>
  );
}

function SessionRow({
  session,
  pending,
  onSignOut,
}: {
  session: AccountSession;
  pending: boolean;
  onSignOut: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const Icon = session.mobile ? Smartphone : Laptop;
  const device = t("settings.account.sessions.device", {
    browser: t(`settings.account.sessions.browsers.${session.browser}`),
    system: t(`settings.account.sessions.systems.${session.system}`),
  });
  const lastActive = format.date(session.lastActiveAt, { dateStyle: "medium", timeStyle: "short" });
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <Icon className="size-4 text-muted-foreground" aria-hidden="true" />
      <div className="min-w-0 flex-1 basis-40">
        <p className="text-sm font-medium">{device}</p>
        <p className="text-sm text-muted-foreground">
          {session.current
            ? t("settings.account.sessions.activeNow")
            : t("settings.account.sessions.lastActive", { when: lastActive })}
        </p>
      </div>
      {session.current ? (
        <Badge variant="brand">{t("settings.account.sessions.thisDevice")}</Badge>
      ) : (
        <Button
          variant="outline"
          size="sm"
          busy={pending}
          onClick={onSignOut}
          aria-label={t("settings.account.sessions.signOutDevice", { device })}
        >
          {t("settings.account.sessions.signOut")}
        </Button>
      )}
    </li>
  );
}
