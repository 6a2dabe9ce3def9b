import { Link } from "@tanstack/react-router";
import { ChevronLeft, ChevronRight, Clock } from "lucide-react";
import { lazy, Suspense, useState, type ComponentType } from "react";
import { useTranslation } from "@/lib/i18n/use-translation";
import type { CalendarPost } from "@contracts/calendar/schemas";
import { toLanguage } from "@contracts/language";
import { Page } from "@/components/layout/page";
import { Button, buttonVariants } from "@/components/ui/button";
import { DialogActions, DialogShell } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/lib/ui/use-toast";
import { useFormat } from "@/lib/i18n/format";
import { cn } from "@/lib/utils";
import { useIsPhone } from "../use-is-phone";
import { othersAtMinute, sameMinuteIds } from "@/entities/scheduling/same-minute";
import { useTimeZone } from "@/entities/scheduling/use-time-zone";
import type { PublishingAnswer } from "@/entities/publishing/api";
import { useCan } from "@/entities/profile/use-can";
import { useCalendarPosts, useMovePost, useRefreshCalendar } from "./api";
import { CalendarList } from "./calendar-list";
import { CalendarPostCard } from "./calendar-post-card";
import { addDays, dateOf, daysOf, shiftDate, todayIn } from "@shared/schedule/calendar-range";
import { schedulerView } from "@shared/schedule/scheduler-view";
import { SCHEDULER_VIEWS, type SchedulerView } from "@shared/schedule/calendar-search";
import { useZonedFormat } from "./post-time";

// FullCalendar (and its styles) load only when a calendar view is opened: the list is the main view.
const CalendarGrid = lazy(() => import("./calendar-grid"));

/**
 * What the scheduler needs of the shared schedule dialog (features/publishing's, date and time in the user's zone,
 * DST rules), which the route hands in: one feature does not import another (docs/architecture/web-layers.md).
 */
export interface RescheduleDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  post: { id: string; version: number };
  initialInstant?: string | null;
  onScheduled?: (answer: PublishingAnswer) => void;
}

/**
 * `/scheduler`: the posts on their way to LinkedIn (and those published) in the user's zone: list, week, month.
 * Moving a post (a drag in the calendar, Reschedule… in the list and the post's details) is post.schedule's
 * (contracts/publishing's schedulePost `access`): a role without it sees the posts and opens them, told who moves them.
 */
export function SchedulerPage({
  view,
  date: requestedDate,
  onNavigate,
  ScheduleDialog,
}: {
  view: SchedulerView;
  date?: string;
  onNavigate: (next: { view: SchedulerView; date: string }) => void;
  ScheduleDialog: ComponentType<RescheduleDialogProps>;
}) {
  const { t, i18n } = useTranslation();
  const zone = useTimeZone();
  const format = useZonedFormat(zone);
  const { wallTime } = useFormat();
  // a phone's width has no room for seven columns of text: the week is listed by day there, the month shows times
  const phone = useIsPhone();
  const today = todayIn(zone);
  const { date, range } = schedulerView({ view, date: requestedDate }, zone);
  const posts = useCalendarPosts(range);
  const maySchedule = useCan("post.schedule");
  const move = useMovePost();
  const refresh = useRefreshCalendar();
  const [rescheduling, setRescheduling] = useState<CalendarPost | null>(null);
  const [opened, setOpened] = useState<CalendarPost | null>(null);

  const clashing = sameMinuteIds(posts.data ?? []);
  const sameMinute = (post: CalendarPost) => (clashing.has(post.id) ? t("scheduler.sameMinute") : null);

  const rescheduled = (scheduledAt: string, clash: boolean) => {
    const when = `${format.shortDay(dateOf(scheduledAt, zone))} ${format.time(scheduledAt)}`;
    toast({
      title: t("scheduler.toast.rescheduled", { when }),
      ...(clash ? { description: t("scheduler.toast.sameMinute") } : {}),
    });
  };
  const drop = (post: CalendarPost, scheduledAt: string, revert: () => void) =>
    move.mutate(
      { kind: "schedule", id: post.id, input: { version: post.version, scheduledAt } },
      {
        onSuccess: () => rescheduled(scheduledAt, othersAtMinute(posts.data ?? [], post.id, scheduledAt).length > 0),
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
      description={t(maySchedule ? "scheduler.description" : "scheduler.readOnlyRole")}
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
      ) : view === "list" || (view === "week" && phone) ? (
        <CalendarList
          posts={posts.data}
          zone={zone}
          format={format}
          sameMinute={sameMinute}
          onReschedule={maySchedule ? setRescheduling : undefined}
        />
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
            time={format.time}
            wallTime={wallTime}
            sameMinute={sameMinute}
            onMove={maySchedule ? drop : undefined}
            onOpen={setOpened}
            compact={phone}
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
            sameMinute={sameMinute(opened)}
            onReschedule={
              maySchedule
                ? (post) => {
                    setOpened(null);
                    setRescheduling(post);
                  }
                : undefined
            }
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
              const at = answer.publishing.scheduledAt;
              if (at) rescheduled(at, othersAtMinute(posts.data ?? [], rescheduling.id, at).length > 0);
            }}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
