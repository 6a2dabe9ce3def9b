import { AlertTriangle } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { addDays, instantToLocal, localToInstant } from "@shared/schedule/wall-time";
import { Button } from "@/components/ui/button";
import { DialogActions, DialogShell } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { apiErrorText } from "@/lib/api/api-error-text";
import type { PostingSlotInput } from "@contracts/scheduling/schemas";
import { useOthersAtMinute } from "@/entities/scheduling/same-minute";
import { usePostingSlots } from "@/entities/scheduling/slots-api";
import { useTimeZone } from "@/entities/scheduling/use-time-zone";
import { isVersionConflict, usePublishingAction, type PublishingAnswer } from "@/entities/publishing/api";
import { useTextProblem } from "./publishable";
import { ScheduleSlotChoice } from "./schedule-slot-choice";

export interface ScheduleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The post at the version the schedule is based on (the saved one: flush an autosave before opening). */
  post: { id: string; version: number; body?: string };
  /** The time to start from (a reschedule: the current one); else the next full hour. */
  initialInstant?: string | null;
  onScheduled?: (answer: PublishingAnswer) => void;
  /** Opened by "Add to queue" (which needs posting slots): the slot choice comes first. */
  forQueue?: boolean;
  /** Where the focus goes once it closes (see DialogShell); default: back to the button that opened it. */
  onCloseAutoFocus?: (event: Event) => void;
}

/** The instant the fields say in `zone`, or null while they say none. */
function fieldsInstant(fields: { date: string; time: string }, zone: string): number | null {
  if (!fields.date || !fields.time) return null;
  try {
    return localToInstant(fields.date, fields.time, zone);
  } catch {
    return null;
  }
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
export function ScheduleDialog({
  open,
  onOpenChange,
  post,
  initialInstant,
  onScheduled,
  forQueue = false,
  onCloseAutoFocus,
}: ScheduleDialogProps) {
  const { t } = useTranslation();
  const zone = useTimeZone();
  const [fields, setFields] = useState(() => initialWallTime(initialInstant, zone));
  // a refusal is said where it belongs: the slot choice's under it, the fields' under them (and marks them invalid)
  const [problem, setProblem] = useState<{ text: string; of: "slot" | "fields" } | null>(null);
  const schedule = usePublishingAction(null);
  const blocked = useTextProblem(post.body);
  const slots = usePostingSlots();
  const [savedSlots, setSavedSlots] = useState<PostingSlotInput[] | null>(null);
  const hasSlots = slots.data ? slots.data.slots.length > 0 : null;
  // another post at the same minute is allowed (both go out together), but said
  const at = fieldsInstant(fields, zone);
  const others = useOthersAtMinute(post.id, at !== null && at > Date.now() ? at : null);
  // opened again: start from the given time, without the last refusal
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) {
      setFields(initialWallTime(initialInstant, zone));
      setProblem(null);
      setSavedSlots(null);
    }
  }

  const done = {
    onSuccess: (answer: PublishingAnswer) => {
      onScheduled?.(answer);
      onOpenChange(false);
    },
  };
  const failed = (of: "slot" | "fields") => (error: unknown) =>
    setProblem({ of, text: isVersionConflict(error) ? t("publishing.schedule.conflict") : apiErrorText(error, t) });

  // "Next free slot": the server picks the first posting slot no other post of the workspace takes
  const queue = () => {
    if (blocked) return setProblem({ of: "slot", text: blocked });
    setProblem(null);
    schedule.mutate({ kind: "queue", id: post.id, version: post.version }, { ...done, onError: failed("slot") });
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blocked) return setProblem({ of: "fields", text: blocked });
    if (at === null) return setProblem({ of: "fields", text: t("publishing.schedule.missing") });
    if (at <= Date.now()) return setProblem({ of: "fields", text: t("apiErrors.scheduleInPast") });
    setProblem(null);
    schedule.mutate(
      { kind: "schedule", id: post.id, input: { version: post.version, scheduledAt: new Date(at).toISOString() } },
      { ...done, onError: failed("fields") },
    );
  };

  const fieldsProblem = problem?.of === "fields" ? problem.text : null;
  const slotChoice = (
    <ScheduleSlotChoice
      hasSlots={hasSlots}
      forQueue={forQueue}
      pending={schedule.isPending}
      problem={problem?.of === "slot" ? problem.text : null}
      saved={savedSlots}
      onSaved={setSavedSlots}
      onQueue={queue}
    />
  );
  // without slots, the date and time come first (the slot choice can only offer to set them up), and stay first
  // once the offer is taken
  const slotFirst = (hasSlots !== false && savedSlots === null) || forQueue;

  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t("publishing.schedule.title")}
      description={t("publishing.schedule.description")}
    >
      <form className="grid gap-4" onSubmit={submit} noValidate>
        {slotFirst ? slotChoice : null}
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="grid gap-2">
            <Label htmlFor="schedule-date">{t("publishing.schedule.date")}</Label>
            <Input
              id="schedule-date"
              type="date"
              required
              value={fields.date}
              aria-invalid={Boolean(fieldsProblem)}
              aria-describedby={fieldsProblem ? "schedule-zone schedule-problem" : "schedule-zone"}
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
              aria-invalid={Boolean(fieldsProblem)}
              aria-describedby={fieldsProblem ? "schedule-zone schedule-problem" : "schedule-zone"}
              onChange={(e) => setFields((f) => ({ ...f, time: e.target.value }))}
            />
          </div>
        </div>
        <p id="schedule-zone" className="text-xs text-muted-foreground">
          {t("publishing.schedule.zone", { zone })}
        </p>
        {fieldsProblem ? (
          <p id="schedule-problem" role="alert" className="text-sm font-medium text-destructive">
            {fieldsProblem}
          </p>
        ) : null}
        <div role="status" className="empty:hidden">
          {others.length > 0 ? (
            <p className="flex items-start gap-2 text-sm font-medium text-hot-text">
              <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
              {t("publishing.schedule.sameMinute", { count: others.length })}
            </p>
          ) : null}
        </div>
        {slotFirst ? null : slotChoice}
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
