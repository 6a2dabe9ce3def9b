import { Link } from "@tanstack/react-router";
import { useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/use-translation";
import { addDays, instantToLocal, localToInstant } from "@shared/schedule/wall-time";
import { Button } from "@/components/ui/button";
import { DialogActions, DialogShell } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiErrorText } from "@/lib/api-error-text";
import { useTimeZone } from "@/features/scheduler/use-time-zone";
import { isVersionConflict, usePublishingAction, type PublishingAnswer } from "./api";
import { useTextProblem } from "./publishable";

export interface ScheduleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The post at the version the schedule is based on (the saved one: flush an autosave before opening). */
  post: { id: string; version: number; body?: string };
  /** The time to start from (a reschedule: the current one); else the next full hour. */
  initialInstant?: string | null;
  onScheduled?: (answer: PublishingAnswer) => void;
}

/** The date and time fields' start: `initial` in `zone`, else the next full hour there. */
export function initialWallTime(initial: string | null | undefined, zone: string, now = Date.now()) {
  if (initial && Date.parse(initial) > now) {
    const { date, time } = instantToLocal(Date.parse(initial), zone);
    return { date, time };
  }
  const { date, time } = instantToLocal(now, zone);
  const hour = Number(time.slice(0, 2)) + 1;
  return hour === 24
    ? { date: addDays(date, 1), time: "00:00" }
    : { date, time: `${String(hour).padStart(2, "0")}:00` };
}

/**
 * Schedules (or reschedules) a post at a date and time in the user's time zone: the wall time becomes an instant
 * by the slots' daylight-saving rules (`localToInstant`), never by the browser parsing a local string. A time in
 * the past and the server's refusals are said inline; a post changed elsewhere is read again and the user told.
 */
export function ScheduleDialog({ open, onOpenChange, post, initialInstant, onScheduled }: ScheduleDialogProps) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const [fields, setFields] = useState(() => initialWallTime(initialInstant, zone));
  const [problem, setProblem] = useState<string | null>(null);
  const schedule = usePublishingAction(null);
  const blocked = useTextProblem(post.body);
  // opened again: start from the given time, without the last refusal
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setFields(initialWallTime(initialInstant, zone));
      setProblem(null);
    }
  }

  const done = {
    onSuccess: (answer: PublishingAnswer) => {
      onScheduled?.(answer);
      onOpenChange(false);
    },
    onError: (error: unknown) =>
      setProblem(isVersionConflict(error) ? t("publishing.schedule.conflict") : apiErrorText(error, t)),
  };

  // "Next free slot": the server picks the first posting slot no other post of the workspace takes
  const queue = () => {
    if (blocked) return setProblem(blocked);
    setProblem(null);
    schedule.mutate({ kind: "queue", id: post.id, version: post.version }, done);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blocked) return setProblem(blocked);
    if (!fields.date || !fields.time) return setProblem(t("publishing.schedule.missing"));
    let at: number;
    try {
      at = localToInstant(fields.date, fields.time, zone);
    } catch {
      return setProblem(t("publishing.schedule.missing"));
    }
    if (at <= Date.now()) return setProblem(t("apiErrors.scheduleInPast"));
    setProblem(null);
    schedule.mutate(
      { kind: "schedule", id: post.id, input: { version: post.version, scheduledAt: new Date(at).toISOString() } },
      done,
    );
  };

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={t("publishing.schedule.title")}
      description={t("publishing.schedule.description")}
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        <div className="grid gap-2 rounded-lg border bg-muted/30 p-3">
          <Button type="button" variant="outline" onClick={queue} disabled={schedule.isPending}>
            {t("publishing.schedule.nextSlot")}
          </Button>
          <p className="text-xs text-muted-foreground">
            {t("publishing.schedule.nextSlotHint")}{" "}
            <Link to="/scheduler/slots" className="font-medium underline underline-offset-4">
              {t("publishing.schedule.editSlots")}
            </Link>
          </p>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="schedule-date">{t("publishing.schedule.date")}</Label>
            <Input
              id="schedule-date"
              type="date"
              required
              value={fields.date}
              aria-invalid={Boolean(problem)}
              aria-describedby={problem ? "schedule-zone schedule-problem" : "schedule-zone"}
              onChange={(e) => setFields((f) => ({ ...f, date: e.target.value }))}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="schedule-time">{t("publishing.schedule.time")}</Label>
            <Input
              id="schedule-time"
              type="time"
              required
              step={60}
              value={fields.time}
              aria-invalid={Boolean(problem)}
              aria-describedby={problem ? "schedule-zone schedule-problem" : "schedule-zone"}
              onChange={(e) => setFields((f) => ({ ...f, time: e.target.value }))}
            />
          </div>
        </div>
        <p id="schedule-zone" className="text-xs text-muted-foreground">
          {t("publishing.schedule.zone", { zone })}
        </p>
        {problem ? (
          <p id="schedule-problem" role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
        <DialogActions cancelLabel={t("publishing.schedule.cancel")}>
          <Button type="submit" busy={schedule.isPending}>
            {t(schedule.isPending ? "publishing.schedule.submitting" : "publishing.schedule.submit")}
          </Button>
        </DialogActions>
      </form>
    </DialogShell>
  );
}

/** For React.lazy (the editor loads the dialog, and the time zone rules it needs, only when asked). */
export default ScheduleDialog;
