import { useEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { AlertTriangle, CheckCircle2, RefreshCw } from "lucide-react";
import type { ConnectReturnPath } from "@contracts/linkedin/rules";
import { LinkedInIcon } from "@/features/auth/components/linkedin-button";
import { Avatar } from "@/components/ui/avatar";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Spinner } from "@/components/ui/spinner";
import { useFormat } from "@/lib/i18n/format";
import { getInitials } from "@/lib/session/display-name";
import { useCan } from "@/entities/profile/use-can";
import { useConnectLinkedin, useDisconnectLinkedin, useLinkedinConnection } from "./api";
import { publishingState } from "./publishing-state";

/** The workspace's LinkedIn connection: who, until when, and Connect / Reconnect / Disconnect. */
export function LinkedInConnectionCard({ returnTo }: { returnTo: ConnectReturnPath }) {
  const { t } = useTranslation();
  const format = useFormat();
  const query = useLinkedinConnection();
  const connect = useConnectLinkedin();
  const disconnect = useDisconnectLinkedin();
  const mayConnect = useCan("linkedin.connect");
  const [confirming, setConfirming] = useState(false);
  // Disconnect removes the button that opened the dialog: focus goes to Connect instead of being lost to <body>.
  const connectRef = useRef<HTMLButtonElement>(null);
  const [refocus, setRefocus] = useState(false);
  const connection = query.data?.connection ?? null;
  const available = query.data?.available ?? false;
  const state = publishingState(connection);
  useEffect(() => {
    if (refocus && !confirming && !connection && connectRef.current) {
      connectRef.current.focus();
      setRefocus(false);
    }
  }, [refocus, confirming, connection]);
  const warn = state.kind !== "connected" && state.kind !== "notConnected";

  return (
    <section
      aria-labelledby="linkedin-card-title"
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs sm:p-5"
    >
      <div className="flex flex-wrap items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-[#0a66c2]/10">
          <LinkedInIcon className="size-5" />
        </span>
        <div className="min-w-0 flex-1 basis-40">
          <h2 id="linkedin-card-title" className="font-semibold">
            LinkedIn
          </h2>
          <p className="text-sm text-muted-foreground">{t("linkedin.accounts.publishing.purpose")}</p>
        </div>
        {connection ? (
          <Badge variant={warn ? "hot" : "brand"} className="gap-1">
            {warn ? (
              <AlertTriangle className="size-3" aria-hidden="true" />
            ) : (
              <CheckCircle2 className="size-3" aria-hidden="true" />
            )}
            {t(`linkedin.state.${state.kind}`)}
          </Badge>
        ) : query.isSuccess ? (
          <Badge variant="outline">{t("linkedin.state.notConnected")}</Badge>
        ) : null}
      </div>

      {query.isPending ? (
        <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {t("linkedin.card.loading")}
        </div>
      ) : query.isError ? (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <p className="text-destructive">{t("linkedin.card.loadFailed")}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t("linkedin.card.retry")}
          </Button>
        </div>
      ) : connection ? (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <Avatar
              src={connection.pictureUrl}
              initials={getInitials({ name: connection.name })}
              className="size-10 rounded-full text-xs"
            />
            <div className="min-w-0 flex-1 basis-48">
              <p className="font-medium wrap-anywhere">{connection.name}</p>
              <p className="text-sm text-muted-foreground">
                {t("linkedin.card.connectedOn", { date: format.date(connection.connectedAt) })}
              </p>
            </div>
          </div>
          <p
            className={warn ? "text-sm font-medium text-hot-text" : "text-sm text-muted-foreground"}
            data-testid="linkedin-expiry"
          >
            {state.kind === "needsReconnect"
              ? t("linkedin.card.needsReconnect")
              : state.kind === "expired"
                ? t("linkedin.card.expired", { date: format.date(connection.expiresAt) })
                : state.kind === "expiringToday"
                  ? t("linkedin.card.expiresToday", { date: format.date(connection.expiresAt) })
                  : state.kind === "connected" && state.renews
                    ? t("linkedin.card.renews", { date: format.date(connection.expiresAt) })
                    : t("linkedin.card.expires", {
                        count: "days" in state ? state.days : 0,
                        date: format.date(connection.expiresAt),
                      })}
          </p>
          {mayConnect ? (
            <div className="flex flex-wrap gap-2">
              <Button
                variant={warn ? "default" : "outline"}
                onClick={() => connect.mutate(returnTo)}
                busy={connect.isPending}
              >
                <RefreshCw aria-hidden="true" />
                {t("linkedin.card.reconnect")}
              </Button>
              <Button variant="ghost" onClick={() => setConfirming(true)}>
                {t("linkedin.card.disconnect")}
              </Button>
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">{t("linkedin.card.adminOnly")}</p>
          )}
        </>
      ) : available && !mayConnect ? (
        <p className="text-sm text-muted-foreground">{t("linkedin.card.adminOnly")}</p>
      ) : available ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-sm text-muted-foreground">{t("linkedin.card.explain")}</p>
          <Button ref={connectRef} onClick={() => connect.mutate(returnTo)} busy={connect.isPending}>
            {t("linkedin.card.connect")}
          </Button>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t("linkedin.card.notConfigured")}</p>
      )}

      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("linkedin.disconnect.title")}
        description={t("linkedin.disconnect.description")}
        confirmLabel={t("linkedin.disconnect.confirm")}
        cancelLabel={t("linkedin.disconnect.cancel")}
        destructive
        pending={disconnect.isPending}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => setRefocus(true),
            onSettled: () => setConfirming(false),
          })
        }
      />
    </section>
  );
}
