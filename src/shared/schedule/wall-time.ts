// Wall-clock times in an IANA time zone -> instants, with the two daylight-saving rules of posting slots:
// - a time the clocks skip (Paris 02:30 on the last Sunday of March) moves to the first valid time (03:00);
// - a time the clocks repeat (Paris 02:30 on the last Sunday of October) is the first of the two (02:30 +02:00),
//   so a slot fires once.
// Never the process's TZ: the zone is always given. Postgres applies the same rules (app_local_to_instant,
// migration `slot_instants`); tests/api/slot-instants.test.ts holds both equal.
import { Temporal } from "temporal-polyfill";

import { WALL_TIME } from "../../contracts/scheduling/rules";

export { isTimeZone } from "../../contracts/time-zone";
export { isWallTime } from "../../contracts/scheduling/rules";

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The instant (epoch milliseconds) of `date` ("YYYY-MM-DD") at `time` ("HH:MM") in `zone`, by the rules above. */
export function localToInstant(date: string, time: string, zone: string): number {
  const d = DATE.exec(date);
  const t = WALL_TIME.exec(time);
  if (!d || !t) throw new RangeError(`not a local date and time: ${date} ${time}`);
  const local = Temporal.PlainDateTime.from(
    {
      year: Number(d[1]),
      month: Number(d[2]),
      day: Number(d[3]),
      hour: Number(t[1]),
      minute: Number(t[2]),
    },
    { overflow: "reject" },
  );
  const first = local.toZonedDateTime(zone, { disambiguation: "earlier" });
  if (Temporal.PlainDateTime.compare(first.toPlainDateTime(), local) === 0) return first.epochMilliseconds;
  // skipped: "earlier" read it with the offset before the jump, which lands before the jump: the jump is next
  const jump = first.getTimeZoneTransition("next");
  if (!jump) throw new RangeError(`no valid time for ${date} ${time} in ${zone}`);
  return jump.epochMilliseconds;
}

/** The local date ("YYYY-MM-DD"), ISO weekday (1 Monday .. 7 Sunday) and time ("HH:MM") of an instant in `zone`. */
export function instantToLocal(epochMs: number, zone: string): { date: string; weekday: number; time: string } {
  const z = Temporal.Instant.fromEpochMilliseconds(epochMs).toZonedDateTimeISO(zone);
  const pad = (n: number) => String(n).padStart(2, "0");
  return {
    date: z.toPlainDate().toString(),
    weekday: z.dayOfWeek,
    time: `${pad(z.hour)}:${pad(z.minute)}`,
  };
}

/** The date `days` after `date` ("YYYY-MM-DD"), calendar days (a DST day is still one day). */
export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

/** ISO weekday (1 Monday .. 7 Sunday) of a local date. */
export function weekdayOf(date: string): number {
  return Temporal.PlainDate.from(date).dayOfWeek;
}
