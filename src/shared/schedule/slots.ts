// Posting slots: a weekday and a local wall-clock time, in the workspace's IANA zone (never a UTC offset), so a
// slot keeps its local time across daylight-saving changes. See wall-time.ts for the skipped and repeated hours.
import { addDays, instantToLocal, localToInstant, weekdayOf } from "./wall-time";

export interface PostingSlot {
  /** ISO weekday: 1 Monday .. 7 Sunday. */
  weekday: number;
  /** "HH:MM" local time. */
  time: string;
}

/** The slots' instants after `afterMs` (exclusive), in order, at most `count`, looking at most `maxDays` ahead. */
export function upcomingSlotInstants(
  slots: readonly PostingSlot[],
  zone: string,
  afterMs: number,
  count: number,
  maxDays = 366,
): number[] {
  if (!slots.length || count <= 0) return [];
  const byDay = new Map<number, string[]>();
  for (const s of slots) byDay.set(s.weekday, [...(byDay.get(s.weekday) ?? []), s.time].sort());
  const out: number[] = [];
  let date = instantToLocal(afterMs, zone).date;
  for (let day = 0; day <= maxDays && out.length < count; day++, date = addDays(date, 1)) {
    for (const time of byDay.get(weekdayOf(date)) ?? []) {
      const at = localToInstant(date, time, zone);
      // two slots inside one skipped hour both move to its end: one instant, one slot
      if (at > afterMs && out[out.length - 1] !== at) out.push(at);
      if (out.length === count) break;
    }
  }
  return out;
}

/** The first slot instant after `afterMs` that no post takes yet (`taken`: instants already scheduled), or null. */
export function nextFreeSlot(
  slots: readonly PostingSlot[],
  zone: string,
  afterMs: number,
  taken: ReadonlySet<number>,
  maxDays = 366,
): number | null {
  const horizon = afterMs + maxDays * 86_400_000;
  let after = afterMs;
  // every slot up to the horizon, a page at a time
  for (;;) {
    const next = upcomingSlotInstants(slots, zone, after, 64, maxDays).filter((at) => at <= horizon);
    if (!next.length) return null;
    const free = next.find((at) => !taken.has(at));
    if (free !== undefined) return free;
    after = next[next.length - 1]!;
  }
}

/** A saved slot: its own zone (the user's when it was saved; a set saved at once shares one). */
export interface ZonedPostingSlot extends PostingSlot {
  timeZone: string;
}

/** nextFreeSlot over slots that may be in several zones: the earliest free instant of any of them, or null. */
export function nextFreeZonedSlot(
  slots: readonly ZonedPostingSlot[],
  afterMs: number,
  taken: ReadonlySet<number>,
): number | null {
  const byZone = new Map<string, PostingSlot[]>();
  for (const s of slots) byZone.set(s.timeZone, [...(byZone.get(s.timeZone) ?? []), s]);
  let best: number | null = null;
  for (const [zone, zoned] of byZone) {
    const at = nextFreeSlot(zoned, zone, afterMs, taken);
    if (at !== null && (best === null || at < best)) best = at;
  }
  return best;
}
