import { CalendarClock } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n/use-translation";
import { connectionProblem } from "../publishable";
import { Actions, ConnectLink, Problem, PROBLEM_KEYS, State } from "./parts";
import type { StateProps } from "./state-props";

/** Scheduled: for when (due: any moment now), the connection at that time, Reschedule… and Unschedule. */
export function ScheduledState(p: StateProps) {
  const { t } = useTranslation();
  const at = p.publishing?.scheduledAt ?? null;
  const problem = p.connection !== undefined && at ? connectionProblem(p.connection, Date.parse(at)) : null;
  const due = at !== null && Date.parse(at) <= Date.now();
  return (
    <>
      <State
        icon={<CalendarClock aria-hidden className="size-4" />}
        badge={t("posts.status.scheduled")}
        title={at ? t("publishing.panel.scheduledFor", { time: p.when(at) }) : t("posts.status.scheduled")}
      />
      {due ? <p className="text-sm text-muted-foreground">{t("publishing.panel.due")}</p> : null}
      {problem ? <Problem>{t(PROBLEM_KEYS[problem])}</Problem> : null}
      {p.maySchedule ? (
        <Actions>
          {problem ? <ConnectLink problem={problem} /> : null}
          <Button ref={p.scheduleTrigger} size="sm" variant="outline" onClick={() => p.open("schedule")}>
            {t("publishing.panel.reschedule")}
          </Button>
          <Button size="sm" variant="outline" busy={p.pending} onClick={() => void p.act("unschedule")}>
            {t("publishing.panel.unschedule")}
          </Button>
        </Actions>
      ) : null}
    </>
  );
}
