import FullCalendar, {
  type CalendarRef,
  type EventDropInfo,
  type EventInput,
  type LocaleInput,
} from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import frLocale from "@fullcalendar/react/locales/fr";
import classicTheme from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "./calendar-theme.css";
import { AlertTriangle } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import type { CalendarPost } from "@contracts/calendar/schemas";
import type { Language } from "@contracts/language";
import type { CalendarStatus } from "@contracts/calendar/rules";
import { useFitHeight } from "./use-fit-height";
import { weekScrollTime } from "./week-scroll-time";

const FC_VIEW = { week: "timeGridWeek", month: "dayGridMonth" } as const;
/** FullCalendar's words for each interface language (its own English when undefined): a new language needs its entry. */
const LOCALES: Record<Language, LocaleInput | undefined> = { en: undefined, fr: frLocale };

/** Each status's colour, from the app's design tokens (light and dark follow the theme). */
const COLOUR: Record<CalendarStatus, { background: string; text: string }> = {
  scheduled: { background: "var(--brand)", text: "var(--brand-foreground)" },
  publishing: { background: "var(--brand)", text: "var(--brand-foreground)" },
  published: { background: "var(--secondary)", text: "var(--secondary-foreground)" },
  failed: { background: "var(--destructive-strong)", text: "#fff" },
  needs_check: { background: "var(--destructive-strong)", text: "#fff" },
};

export interface CalendarGridProps {
  view: "week" | "month";
  /** A day of the range ("YYYY-MM-DD", in the user's zone). */
  date: string;
  /** The user's IANA zone: FullCalendar 7 places events at their wall time there (temporal-polyfill). */
  zone: string;
  language: Language;
  posts: CalendarPost[];
  untitled: string;
  /** A post's time in the user's zone, and a time of day ("HH:MM" or minutes), both in the interface's clock. */
  time: (instant: string) => string;
  wallTime: (minutes: number) => string;
  /** A word after a post's title when another post is planned at the same minute. */
  sameMinute: (post: CalendarPost) => string | null;
  /**
   * A scheduled post dropped elsewhere: `revert` puts it back when the server refuses. Without it nothing can be
   * dragged (a role that may not schedule).
   */
  onMove?: (post: CalendarPost, scheduledAt: string, revert: () => void) => void;
  onOpen: (post: CalendarPost) => void;
  /** A phone's month: each post is its time alone (its title is read out, and opens with a tap). */
  compact?: boolean;
}

/** A day already past (the month's cells, the week's lanes): hatched, and said on the element for tests and tools. */
const pastClass = (day: { isPast: boolean }) => (day.isPast ? "scheduler-past" : "");
const markPast = (day: { isPast: boolean; el: HTMLElement }) => {
  if (day.isPast) day.el.dataset.droppable = "false";
};

/** Month and week views (FullCalendar 7); scheduled posts can be dragged to another day or time (with `onMove`). */
export default function CalendarGrid({
  view,
  date,
  zone,
  language,
  posts,
  untitled,
  time,
  wallTime,
  sameMinute,
  onMove,
  onOpen,
  compact = false,
}: CalendarGridProps) {
  const ref = useRef<CalendarRef>(null);
  const movable = onMove !== undefined;
  const box = useRef<HTMLDivElement>(null);
  // the calendar fits the window below its top (the week scrolls inside it): the month's six weeks and the week's
  // working hours are in view without scrolling the page
  const height = useFitHeight(box);
  // the week opens at its first post's hour (an hour before), else at the start of a working day
  const scrollTime = weekScrollTime(posts, zone);
  useEffect(() => {
    ref.current?.getApi().changeView(FC_VIEW[view], date);
  }, [view, date]);
  useEffect(() => {
    if (view === "week") ref.current?.getApi().scrollToTime(scrollTime);
  }, [view, date, scrollTime]);

  const events = useMemo<EventInput[]>(
    () =>
      posts.map((post) => ({
        id: post.id,
        title: post.excerpt || untitled,
        start: post.at,
        startEditable: movable && post.status === "scheduled",
        color: COLOUR[post.status].background,
        contrastColor: COLOUR[post.status].text,
        extendedProps: { post },
      })),
    [posts, untitled, movable],
  );

  const drop = (info: EventDropInfo) => {
    const post = info.event.extendedProps.post as CalendarPost;
    if (!info.event.start || !onMove) return info.revert();
    onMove(post, info.event.start.toISOString(), info.revert);
  };

  return (
    <div ref={box} className="scheduler-calendar" data-testid="scheduler-calendar">
      <FullCalendar
        ref={ref}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, classicTheme]}
        initialView={FC_VIEW[view]}
        initialDate={date}
        timeZone={zone}
        locale={LOCALES[language]}
        headerToolbar={false}
        firstDay={1}
        height={height}
        scrollTime={scrollTime}
        dayMaxEvents={compact ? 3 : 2}
        moreLinkClass="scheduler-more"
        fixedWeekCount={false}
        allDaySlot={false}
        nowIndicator
        editable={movable}
        eventDurationEditable={false}
        eventDisplay="block"
        events={events}
        eventDrop={drop}
        // a post that can be dragged says so (calendar-theme.css: the grab cursor); one that cannot only opens
        eventClass={(info) => (info.isDraggable ? "scheduler-movable" : "")}
        // a day (or a time) already past takes no post: the cursor says so during the drag, and nothing is sent
        eventAllow={(span) => span.start.getTime() > Date.now()}
        dayCellClass={pastClass}
        dayCellDidMount={markPast}
        dayLaneClass={pastClass}
        dayLaneDidMount={markPast}
        slotHeaderContent={(slot) =>
          slot.isTime && slot.time && slot.text ? wallTime(slot.time.milliseconds / 60_000) : slot.text
        }
        eventContent={(arg) => {
          const post = arg.event.extendedProps.post as CalendarPost;
          const warning = sameMinute(post);
          if (compact)
            return (
              <div className="flex w-full min-w-0 items-center justify-center gap-0.5 overflow-hidden py-0.5 text-[10px] leading-tight font-semibold">
                {warning ? <AlertTriangle aria-hidden className="size-2.5 shrink-0" /> : null}
                <span className="truncate">{time(post.at)}</span>
                <span className="sr-only">
                  {arg.event.title}
                  {warning ? ` ${warning}` : ""}
                </span>
              </div>
            );
          // our own content: the time in the app's one format, the title clamped to two lines inside the event's box
          return (
            <div className="flex w-full min-w-0 flex-col overflow-hidden px-1 py-0.5 text-xs leading-tight">
              <span className="flex min-w-0 items-center gap-1 font-semibold">
                {warning ? <AlertTriangle aria-hidden className="size-3 shrink-0" /> : null}
                <span className="truncate">{time(post.at)}</span>
                {warning ? <span className="sr-only">{warning}</span> : null}
              </span>
              <span className="line-clamp-2 break-words">{arg.event.title}</span>
            </div>
          );
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onOpen(info.event.extendedProps.post as CalendarPost);
        }}
      />
    </div>
  );
}
