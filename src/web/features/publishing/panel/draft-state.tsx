import { CalendarClock, ListPlus, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n/use-translation";
import { connectionProblem } from "../publishable";
import { Actions, ConnectLink, Problem, PROBLEM_KEYS, State } from "./parts";
import type { StateProps } from "./state-props";

/** An idea or a draft: Schedule…, Add to queue, Publish now, blocked by what the lifecycle needs and is missing. */
export function DraftState(p: StateProps) {
  const { t } = useTranslation();
  const problem = p.connection === undefined ? null : connectionProblem(p.connection, Date.now());
  const blocked = Boolean(p.textProblem || problem || !p.post);
  const state = <State icon={<CalendarClock aria-hidden className="size-4" />} title={t("publishing.panel.draft")} />;
  // what blocks Schedule… and Publish now is said to whoever has them
  if (!p.maySchedule) return state;
  return (
    <>
      {state}
      {p.textProblem ? <Problem tone="echo">{p.textProblem}</Problem> : null}
      {problem ? <Problem tone="notice">{t(PROBLEM_KEYS[problem])}</Problem> : null}
      <Actions>
        <Button ref={p.scheduleTrigger} size="sm" disabled={blocked} onClick={() => p.open("schedule")}>
          <CalendarClock aria-hidden className="size-4" />
          {t("publishing.panel.schedule")}
        </Button>
        <Button size="sm" variant="outline" disabled={blocked} busy={p.pending} onClick={() => void p.act("queue")}>
          <ListPlus aria-hidden className="size-4" />
          {t("publishing.panel.addToQueue")}
        </Button>
        <Button size="sm" variant="outline" disabled={blocked} onClick={() => p.open("publishNow")}>
          <Send aria-hidden className="size-4" />
          {t("publishing.panel.publishNow")}
        </Button>
        {problem ? <ConnectLink problem={problem} /> : null}
      </Actions>
    </>
  );
}
