import { AlertTriangle, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n/use-translation";
import { PUBLISH_ERROR_KEYS } from "../publishable";
import { Actions, ConnectLink, State } from "./parts";
import type { StateProps } from "./state-props";

/** Failed: the reason and LinkedIn's words, Reconnect for a refused token, Publish again. */
export function FailedState(p: StateProps) {
  const { t } = useTranslation();
  const error = p.publishing?.error ?? null;
  const reconnect = error === "RECONNECT_NEEDED" || error === "NOT_CONNECTED";
  return (
    <>
      <State
        icon={<AlertTriangle aria-hidden className="size-4 text-destructive" />}
        badge={t("posts.status.failed")}
        title={t("publishing.panel.failed")}
      />
      <div role="alert" className="grid gap-1 text-sm">
        {error ? <p>{t(PUBLISH_ERROR_KEYS[error])}</p> : null}
        {p.publishing?.errorDetail ? (
          <p className="text-muted-foreground">
            {t("publishing.panel.linkedinSaid", { detail: p.publishing.errorDetail })}
          </p>
        ) : null}
      </div>
      {p.maySchedule ? (
        <Actions>
          {reconnect ? <ConnectLink problem={p.connection ? "reconnect" : "notConnected"} /> : null}
          <Button size="sm" busy={p.pending} onClick={() => void p.act("publishAgain")}>
            <Send aria-hidden className="size-4" />
            {t("publishing.panel.publishAgain")}
          </Button>
        </Actions>
      ) : null}
    </>
  );
}
