import { AlertTriangle, CheckCircle2, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n/use-translation";
import { LINKEDIN_ACTIVITY_URL } from "../publishable";
import { Actions, NewTabLink, State } from "./parts";
import type { StateProps } from "./state-props";

/** Needs a check: Check on LinkedIn, then Publish again (after a warning) or Mark as published. */
export function NeedsCheckState(p: StateProps) {
  const { t } = useTranslation();
  return (
    <>
      <State
        icon={<AlertTriangle aria-hidden className="size-4 text-hot-text" />}
        badge={t("posts.status.needs_check")}
        title={t("publishing.panel.needsCheck")}
      />
      {/* the help leads to Publish again or Mark as published: for whoever has them */}
      {p.maySchedule ? <p className="text-sm text-muted-foreground">{t("publishing.panel.needsCheckHelp")}</p> : null}
      <Actions>
        <NewTabLink href={LINKEDIN_ACTIVITY_URL} label={t("publishing.panel.checkOnLinkedin")} />
        {p.maySchedule ? (
          <>
            <Button size="sm" variant="outline" onClick={() => p.open("publishAgain")}>
              <Send aria-hidden className="size-4" />
              {t("publishing.panel.publishAgain")}
            </Button>
            <Button size="sm" onClick={() => p.open("markPublished")}>
              <CheckCircle2 aria-hidden className="size-4" />
              {t("publishing.panel.markPublished")}
            </Button>
          </>
        ) : null}
      </Actions>
    </>
  );
}
