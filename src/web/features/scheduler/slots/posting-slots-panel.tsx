import { Plus, Sparkles, X } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import { isWallTime, SCHEDULING_LIMITS, WEEKDAYS } from "@contracts/scheduling/rules";
import type { PostingSlotInput } from "@contracts/scheduling/schemas";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Spinner } from "@/components/ui/spinner";
import { toastApiFailure } from "@/lib/api/api-error-text";
import { cn } from "@/lib/utils";
import { useFormat } from "@/lib/i18n/format";
import { useCurrentUser } from "@/entities/profile/me";
import { useCan } from "@/entities/profile/use-can";
import { toast } from "@/lib/ui/use-toast";
import { fetchSuggestedSlots, usePostingSlots, useReplacePostingSlots } from "@/entities/scheduling/slots-api";
import { weekdayNames } from "@/entities/scheduling/weekday-names";

const bySlot = (a: PostingSlotInput, b: PostingSlotInput) => a.weekday - b.weekday || a.time.localeCompare(b.time);

/**
 * The workspace's weekly posting slots, edited per weekday (add a time, remove one, or take the ones suggested by
 * the strategy's frequency). Every change saves the whole set, in the user's time zone, which the panel shows. A
 * role that may not change them (slots.write: reviewer, client) sees them, told who changes them, with no field
 * or button the server would refuse (403).
 */
export function PostingSlotsPanel() {
  const { t } = useTranslation();
  const mayWrite = useCan("slots.write");
  const format = useFormat();
  const query = usePostingSlots();
  const { me } = useCurrentUser();
  const replace = useReplacePostingSlots();
  const [confirming, setConfirming] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const days = useMemo(() => weekdayNames(format.locale), [format.locale]);

  if (!query.data)
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-16 text-sm text-muted-foreground">
        <Spinner className="size-6" />
        {t("slots.loading")}
      </div>
    );

  const { slots } = query.data;
  // the user's zone now (a save stamps the slots with it): /api/me's, where the zone detected on first use lands
  const timeZone = me?.timeZone ?? query.data.timeZone;
  const current: PostingSlotInput[] = slots.map(({ weekday, time }) => ({ weekday, time }));
  const slotZones = [...new Set(slots.map((s) => s.timeZone))];
  const moved = slotZones.some((z) => z !== timeZone);

  const save = (next: PostingSlotInput[], done?: string) =>
    replace.mutate([...next].sort(bySlot), {
      onSuccess: () => toast({ title: done ?? t("slots.toast.saved") }),
    });

  const applySuggested = async () => {
    setConfirming(false);
    setSuggesting(true);
    try {
      const suggested = await fetchSuggestedSlots();
      save(suggested.slots, t("slots.toast.suggestedSaved"));
    } catch (error) {
      toastApiFailure(t("slots.toast.suggestFailed"), error, t);
    } finally {
      setSuggesting(false);
    }
  };

  return (
    <section aria-labelledby="posting-slots-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 flex-col gap-1">
          <h2 id="posting-slots-heading" className="text-lg font-semibold tracking-tight">
            {t("slots.heading")}
          </h2>
          <p className="text-sm text-muted-foreground" data-testid="slots-zone">
            {timeZone ? t("slots.zone", { zone: timeZone }) : t("slots.noZone")}
          </p>
          {moved && slots.length ? (
            <p className="text-sm text-muted-foreground">
              {t("slots.zoneMoved", { zones: slotZones.join(", "), zone: timeZone ?? "" })}
            </p>
          ) : null}
          <p className="text-sm text-muted-foreground" aria-live="polite">
            {t("slots.count", { count: slots.length, max: SCHEDULING_LIMITS.slotsMax })}
          </p>
        </div>
        {mayWrite ? (
          <Button
            variant="outline"
            className="self-start sm:self-center"
            busy={suggesting}
            disabled={replace.isPending}
            onClick={() => (slots.length ? setConfirming(true) : void applySuggested())}
          >
            {suggesting ? null : <Sparkles aria-hidden="true" />}
            {t("slots.useSuggested")}
          </Button>
        ) : null}
      </div>
      {mayWrite ? null : <p className="text-sm text-muted-foreground">{t("slots.readOnlyRole")}</p>}
      <ul className="flex flex-col divide-y rounded-xl border bg-card shadow-xs">
        {WEEKDAYS.map((weekday) => (
          <DayRow
            key={weekday}
            day={days[weekday]!}
            weekday={weekday}
            mayWrite={mayWrite}
            wallTime={format.wallTime}
            times={current.filter((s) => s.weekday === weekday).map((s) => s.time)}
            full={current.length >= SCHEDULING_LIMITS.slotsMax}
            pending={replace.isPending}
            onAdd={(time) => save([...current, { weekday, time }])}
            onRemove={(time) => save(current.filter((s) => !(s.weekday === weekday && s.time === time)))}
          />
        ))}
      </ul>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("slots.confirm.title")}
        description={t("slots.confirm.description")}
        confirmLabel={t("slots.confirm.confirm")}
        cancelLabel={t("slots.confirm.cancel")}
        onConfirm={() => void applySuggested()}
      />
    </section>
  );
}

function DayRow({
  day,
  weekday,
  mayWrite,
  wallTime,
  times,
  full,
  pending,
  onAdd,
  onRemove,
}: {
  day: string;
  weekday: number;
  /** The role may change the slots: a Remove button on each, a new time's field and Add. */
  mayWrite: boolean;
  wallTime: (time: string) => string;
  times: string[];
  full: boolean;
  pending: boolean;
  onAdd: (time: string) => void;
  onRemove: (time: string) => void;
}) {
  const { t } = useTranslation();
  const [time, setTime] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const id = `slot-day-${weekday}`;

  const add = () => {
    if (!isWallTime(time)) return setProblem(t("slots.validation.timeInvalid"));
    if (times.includes(time)) return setProblem(t("slots.validation.duplicate"));
    setProblem(null);
    setTime("");
    onAdd(time);
  };

  return (
    <li className="flex flex-col gap-3 p-4 lg:flex-row lg:items-center lg:gap-6">
      <h3 id={`${id}-name`} className="w-32 shrink-0 font-medium">
        {day}
      </h3>
      <ul className="flex min-h-8 flex-1 flex-wrap items-center gap-2" aria-label={t("slots.timesOf", { day })}>
        {times.length ? (
          times.map((slot) => (
            <li
              key={slot}
              className={cn(
                "flex items-center gap-1 rounded-full border bg-background",
                mayWrite ? "py-0.5 pr-0.5 pl-3" : "px-3 py-1",
              )}
            >
              <time dateTime={slot} className="text-sm font-medium whitespace-nowrap tabular-nums">
                {wallTime(slot)}
              </time>
              {mayWrite ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-7 rounded-full"
                  disabled={pending}
                  aria-label={t("slots.remove", { time: wallTime(slot), day })}
                  onClick={() => onRemove(slot)}
                >
                  <X aria-hidden="true" />
                </Button>
              ) : null}
            </li>
          ))
        ) : (
          <li className="text-sm text-muted-foreground">{t("slots.none")}</li>
        )}
      </ul>
      {mayWrite ? (
        <form
          noValidate
          className="flex flex-col gap-1"
          onSubmit={(e) => {
            e.preventDefault();
            add();
          }}
        >
          <div className="flex items-center gap-2">
            <Label htmlFor={`${id}-time`} className="sr-only">
              {t("slots.newTime", { day })}
            </Label>
            <Input
              id={`${id}-time`}
              type="time"
              className="w-36"
              value={time}
              aria-invalid={!!problem}
              aria-describedby={problem ? `${id}-error` : undefined}
              onChange={(e) => {
                setTime(e.target.value);
                setProblem(null);
              }}
            />
            <Button type="submit" variant="secondary" disabled={pending || full || !time}>
              <Plus aria-hidden="true" />
              {t("slots.add")}
              <span className="sr-only"> {t("slots.onDay", { day })}</span>
            </Button>
          </div>
          {problem ? (
            <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
    </li>
  );
}
