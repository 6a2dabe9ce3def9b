import FullCalendar, { type CalendarRef, type EventDropInfo, type EventInput } from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import frLocale from "@fullcalendar/react/locales/fr";
import classicTheme from "@fullcalendar/react/themes/classic";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "./calendar-theme.css";
import { useEffect, useMemo, useRef } from "react";
import type { CalendarPost } from "@contracts/calendar/schemas";
import type { CalendarStatus } from "@contracts/calendar/rules";

const FC_VIEW = { week: "timeGridWeek", month: "dayGridMonth" } as const;

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
  language: "en" | "fr";
  posts: CalendarPost[];
  untitled: string;
  /** A scheduled post dropped elsewhere: `revert` puts it back when the server refuses. */
  onMove: (post: CalendarPost, scheduledAt: string, revert: () => void) => void;
  onOpen: (post: CalendarPost) => void;
}

/** Month and week views (FullCalendar 7); scheduled posts can be dragged to another day or time. */
export default function CalendarGrid({
  view,
  date,
  zone,
  language,
  posts,
  untitled,
  onMove,
  onOpen,
}: CalendarGridProps) {
  const ref = useRef<CalendarRef>(null);
  useEffect(() => {
    ref.current?.getApi().changeView(FC_VIEW[view], date);
  }, [view, date]);

  const events = useMemo<EventInput[]>(
    () =>
      posts.map((post) => ({
        id: post.id,
        title: post.excerpt || untitled,
        start: post.at,
        startEditable: post.status === "scheduled",
        color: COLOUR[post.status].background,
        contrastColor: COLOUR[post.status].text,
        extendedProps: { post },
      })),
    [posts, untitled],
  );

  const drop = (info: EventDropInfo) => {
    const post = info.event.extendedProps.post as CalendarPost;
    if (!info.event.start) return info.revert();
    onMove(post, info.event.start.toISOString(), info.revert);
  };

  return (
    <div className="scheduler-calendar" data-testid="scheduler-calendar">
      <FullCalendar
        ref={ref}
        plugins={[dayGridPlugin, timeGridPlugin, interactionPlugin, classicTheme]}
        initialView={FC_VIEW[view]}
        initialDate={date}
        timeZone={zone}
        locale={language === "fr" ? frLocale : undefined}
        headerToolbar={false}
        firstDay={1}
        height="auto"
        fixedWeekCount
        allDaySlot={false}
        nowIndicator
        editable
        eventDurationEditable={false}
        eventDisplay="block"
        eventTimeFormat={{ hour: "2-digit", minute: "2-digit" }}
        events={events}
        eventDrop={drop}
        eventContent={(arg) => (
          // our own content: the title clamped to two lines inside the event's box (a long one spilled out)
          <div className="flex min-w-0 flex-col overflow-hidden px-1 py-0.5 text-xs leading-tight">
            <span className="truncate font-semibold">{arg.timeText}</span>
            <span className="line-clamp-2 break-words">{arg.event.title}</span>
          </div>
        )}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onOpen(info.event.extendedProps.post as CalendarPost);
        }}
      />
    </div>
  );
}
