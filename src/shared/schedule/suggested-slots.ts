// Weekly posting slots suggested from a strategy's posting frequency. LinkedIn's feed is busiest on weekday
// mornings, Tuesday to Thursday first, as people start work; lunchtime is the second peak. Weekly slots cannot say
// "twice a month": the rarer frequencies get one good weekly slot and the queue simply fills fewer of them.
import { STRATEGY_DEFAULTS, type Frequency } from "../../contracts/strategy/rules";
import type { PostingSlot } from "./slots";

const SUGGESTED: Record<Frequency, readonly PostingSlot[]> = {
  Daily: [
    { weekday: 1, time: "08:30" },
    { weekday: 2, time: "08:30" },
    { weekday: 3, time: "08:30" },
    { weekday: 4, time: "08:30" },
    { weekday: 5, time: "08:30" },
  ],
  "2-3 times per week": [
    { weekday: 2, time: "08:30" },
    { weekday: 3, time: "12:00" },
    { weekday: 4, time: "08:30" },
  ],
  "Once a week": [{ weekday: 3, time: "08:30" }],
  "2-3 times per month": [{ weekday: 3, time: "08:30" }],
  Monthly: [{ weekday: 3, time: "08:30" }],
  Occasionally: [{ weekday: 3, time: "08:30" }],
};

/** The slots for a frequency (the strategy's default when the user gave none), by weekday then time. */
export function suggestedSlots(frequency: Frequency | null): { frequency: Frequency; slots: PostingSlot[] } {
  const f = frequency ?? STRATEGY_DEFAULTS.frequency;
  return { frequency: f, slots: SUGGESTED[f].map((s) => ({ ...s })) };
}
