import { Link } from "@tanstack/react-router";
import { Sparkles } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { PostingSlotInput } from "@contracts/scheduling/schemas";
import { Button } from "@/components/ui/button";
import { toastApiFailure } from "@/lib/api/api-error-text";
import { useFormat } from "@/lib/i18n/format";
import { fetchSuggestedSlots, useReplacePostingSlots } from "@/entities/scheduling/slots-api";
import { weekdayNames } from "@/entities/scheduling/weekday-names";

/**
 * The schedule dialog's "Next free posting slot" choice. Without slots it cannot work, so it says so and offers
 * the slots suggested from the strategy in one click (or the slots' page); once saved, the choice is there.
 */
export function ScheduleSlotChoice({
  hasSlots,
  forQueue,
  pending,
  problem,
  saved,
  onSaved,
  onQueue,
}: {
  /** null while the slots are read. */
  hasSlots: boolean | null;
  /** Opened by "Add to queue": the slots are what the user came for. */
  forQueue: boolean;
  pending: boolean;
  problem: string | null;
  /** The slots this dialog set up (said once they are saved). */
  saved: PostingSlotInput[] | null;
  onSaved: (slots: PostingSlotInput[]) => void;
  onQueue: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const replace = useReplacePostingSlots();
  const [suggesting, setSuggesting] = useState(false);

  const applySuggested = async () => {
    setSuggesting(true);
    try {
      const suggested = await fetchSuggestedSlots().catch((error: unknown) => {
        toastApiFailure(t("slots.toast.suggestFailed"), error, t);
        return null;
      });
      if (!suggested) return;
      // a refused save says why in the mutation's toast
      await replace.mutateAsync(suggested.slots).then(
        () => onSaved(suggested.slots),
        () => {},
      );
    } finally {
      setSuggesting(false);
    }
  };

  const editSlots = (
    <Link to="/scheduler/slots" className="font-medium underline underline-offset-4">
      {t(hasSlots === false ? "publishing.schedule.setUpSlots" : "publishing.schedule.editSlots")}
    </Link>
  );

  if (hasSlots === false) {
    return (
      <div className="grid gap-2 rounded-lg border border-dashed p-3" data-testid="schedule-no-slots">
        <p className="text-sm font-medium">
          {t(forQueue ? "publishing.schedule.queueNeedsSlots" : "publishing.schedule.noSlots")}
        </p>
        <Button
          type="button"
          variant={forQueue ? "default" : "outline"}
          busy={suggesting}
          disabled={pending}
          onClick={() => void applySuggested()}
        >
          {suggesting ? null : <Sparkles aria-hidden="true" />}
          {t("publishing.schedule.useSuggested")}
        </Button>
        <p className="text-xs text-muted-foreground">
          {t("publishing.schedule.suggestedHint")} {editSlots}
        </p>
      </div>
    );
  }

  const days = weekdayNames(format.locale);
  return (
    <div className="grid gap-2 rounded-lg border bg-muted/30 p-3">
      {saved ? (
        <p role="status" className="text-sm font-medium">
          {t("publishing.schedule.slotsSaved", {
            slots: saved.map((s) => `${days[s.weekday]} ${format.wallTime(s.time)}`).join(", "),
          })}
        </p>
      ) : null}
      <Button
        type="button"
        variant={forQueue ? "default" : "outline"}
        onClick={onQueue}
        disabled={pending || hasSlots === null}
      >
        {t("publishing.schedule.nextSlot")}
      </Button>
      {problem ? (
        <p id="schedule-slot-problem" role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {t("publishing.schedule.nextSlotHint")} {editSlots}
      </p>
    </div>
  );
}
