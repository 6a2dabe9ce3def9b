import { Link } from "@tanstack/react-router";
import { ChevronLeft, ChevronRight, Clock } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "@/lib/use-translation";
import type { CalendarPost } from "@contracts/calendar/schemas";
import { toLanguage } from "@contracts/language";
import { Page } from "@/components/layout/page";
import { Button, buttonVariants } from "@/components/ui/button";
import { DialogActions, DialogShell } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/use-toast";
import { cn } from "@/lib/utils";
import { useTimeZone } from "../use-time-zone";
import { useCalendarPosts, useMovePost, useRefreshCalendar } from "./api";
import { CalendarList } from "./calendar-list";
import { CalendarPostCard } from "./calendar-post-card";
import { addDays, dateOf, daysOf, rangeOf, shiftDate, todayIn } from "./calendar-range";
import { SCHEDULER_VIEWS, type SchedulerView } from "./calendar-search";
import { useZonedFormat } from "./post-time";

// FullCalendar (and its styles) load only when a calendar view is opened: the list is the main view.
const CalendarGrid = lazy(() => import("./calendar-grid"));
// the shared schedule dialog (date and time in the user's zone, DST rules), loaded when first opened
const ScheduleDialog = lazy(() => import("@/features/publishing/schedule-dialog"));

/** `/scheduler`: the posts on their way to LinkedIn (and those published) in the user's zone: list, week, month. */
export function SchedulerPage({
  view,
  date: requestedDate,
  onNavigate,
}: {
  view: SchedulerView;
  date?: string;
  onNavigate: (next: { view: SchedulerView; date: string }) => void;
}) {
  const { t, i18n } = useTranslation();
  const zone = useTimeZone();
  const format = useZonedFormat(zone);
  const today = todayIn(zone);
  const date = requestedDate ?? today;
  const range = rangeOf(view, date, zone);
  const posts = useCalendarPosts(range);
  const move = useMovePost();
  const refresh = useRefreshCalendar();
  const [rescheduling, setRescheduling] = useState<CalendarPost | null>(null);
  const [opened, setOpened] = useState<CalendarPost | null>(null);

  const rescheduled = (scheduledAt: string) => {
    const when = `${format.shortDay(dateOf(scheduledAt, zone))} ${format.time(scheduledAt)}`;
    toast({ title: t("scheduler.toast.rescheduled", { when }) });
  };
  const drop = (post: CalendarPost, scheduledAt: string, revert: () => void) =>
    move.mutate(
      { kind: "schedule", id: post.id, input: { version: post.version, scheduledAt } },
      {
        onSuccess: () => rescheduled(scheduledAt),
        onError: revert,
        onSettled: () => void refresh(),
      },
    );

  const { first, days } = daysOf(view, date);
  const title =
    view === "week"
      ? t("scheduler.weekOf", { from: format.shortDay(first), to: format.shortDay(addDays(first, days - 1)) })
      : format.month(date);

  return (
    <Page
      title={t("scheduler.title")}
      description={t("scheduler.description")}
      width="wide"
      actions={
        <Link to="/scheduler/slots" className={buttonVariants({ variant: "outline" })}>
          <Clock aria-hidden="true" />
          {t("scheduler.slotsLink")}
        </Link>
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div role="group" aria-label={t("scheduler.views.label")} className="inline-flex rounded-md border p-0.5">
          {SCHEDULER_VIEWS.map((each) => (
            <button
              key={each}
              type="button"
              aria-pressed={view === each}
              onClick={() => onNavigate({ view: each, date })}
              className={cn(
                "h-8 rounded-sm px-3 text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                view === each
                  ? "bg-primary font-medium text-primary-foreground"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              {t(`scheduler.views.${each}`)}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <Button
            variant="outline"
            size="icon"
            aria-label={t(view === "week" ? "scheduler.previousWeek" : "scheduler.previousMonth")}
            onClick={() => onNavigate({ view, date: shiftDate(view, date, -1) })}
          >
            <ChevronLeft aria-hidden />
          </Button>
          <Button variant="outline" onClick={() => onNavigate({ view, date: today })}>
            {t("scheduler.today")}
          </Button>
          <Button
            variant="outline"
            size="icon"
            aria-label={t(view === "week" ? "scheduler.nextWeek" : "scheduler.nextMonth")}
            onClick={() => onNavigate({ view, date: shiftDate(view, date, 1) })}
          >
            <ChevronRight aria-hidden />
          </Button>
        </div>
      </div>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold first-letter:uppercase" aria-live="polite">
          {title}
        </h2>
        <p className="text-xs text-muted-foreground">{t("scheduler.zone", { zone })}</p>
      </div>

      {posts.isPending ? (
        <div className="flex justify-center p-8">
          <Spinner />
        </div>
      ) : posts.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 rounded-lg border p-8 text-sm">
          <p>{t("scheduler.loadFailed")}</p>
          <Button variant="outline" onClick={() => void posts.refetch()}>
            {t("scheduler.retry")}
          </Button>
        </div>
      ) : view === "list" ? (
        <CalendarList posts={posts.data} zone={zone} format={format} onReschedule={setRescheduling} />
      ) : (
        <Suspense
          fallback={
            <div className="flex justify-center p-8">
              <Spinner />
            </div>
          }
        >
          <CalendarGrid
            view={view}
            date={date}
            zone={zone}
            language={toLanguage(i18n.resolvedLanguage)}
            posts={posts.data}
            untitled={t("scheduler.untitled")}
            onMove={drop}
            onOpen={setOpened}
          />
        </Suspense>
      )}

      <DialogShell
        open={opened !== null}
        onOpenChange={(open) => !open && setOpened(null)}
        width="lg"
        title={opened ? format.day(dateOf(opened.at, zone)) : null}
        titleClassName="first-letter:uppercase"
        description={t("scheduler.details")}
        descriptionHidden
      >
        {opened ? (
          <CalendarPostCard
            post={opened}
            format={format}
            onReschedule={(post) => {
              setOpened(null);
              setRescheduling(post);
            }}
          />
        ) : null}
        <DialogActions cancelLabel={t("scheduler.close")} />
      </DialogShell>

      {rescheduling ? (
        <Suspense fallback={null}>
          <ScheduleDialog
            open
            onOpenChange={(open) => !open && setRescheduling(null)}
            post={{ id: rescheduling.id, version: rescheduling.version }}
            initialInstant={rescheduling.scheduledAt}
            onScheduled={(answer) => {
              void refresh();
              if (answer.publishing.scheduledAt) rescheduled(answer.publishing.scheduledAt);
            }}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
