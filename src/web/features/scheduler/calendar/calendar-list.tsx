import { useTranslation } from "@/lib/i18n/use-translation";
import type { CalendarPost } from "@contracts/calendar/schemas";
import { CalendarPostCard } from "./calendar-post-card";
import { dateOf } from "@shared/schedule/calendar-range";
import type { useZonedFormat } from "./post-time";

/** The accessible main view: the range's posts grouped by day (in the user's zone), each day a heading. */
export function CalendarList({
  posts,
  zone,
  format,
  sameMinute,
  onReschedule,
}: {
  posts: CalendarPost[];
  zone: string;
  format: ReturnType<typeof useZonedFormat>;
  sameMinute: (post: CalendarPost) => string | null;
  /** No Reschedule… without it (a role that may not schedule). */
  onReschedule?: (post: CalendarPost) => void;
}) {
  const { t } = useTranslation();
  if (posts.length === 0) {
    return (
      <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">
        {t("scheduler.empty")}
      </p>
    );
  }
  const days = new Map<string, CalendarPost[]>();
  for (const post of posts) {
    const day = dateOf(post.at, zone);
    days.set(day, [...(days.get(day) ?? []), post]);
  }
  return (
    <div className="flex flex-col gap-6">
      {[...days].map(([day, dayPosts]) => (
        <section key={day} aria-labelledby={`day-${day}`} className="flex flex-col gap-2">
          <h3 id={`day-${day}`} className="text-sm font-semibold text-muted-foreground">
            {format.day(day)}
          </h3>
          <ul className="flex flex-col gap-2">
            {dayPosts.map((post) => (
              <li key={post.id}>
                <CalendarPostCard
                  post={post}
                  format={format}
                  sameMinute={sameMinute(post)}
                  onReschedule={onReschedule}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
