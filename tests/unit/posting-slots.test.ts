import { describe, expect, it } from "vitest";
import { FREQUENCIES } from "../../src/contracts/strategy/rules";
import { canonicalTimeZone, isTimeZone } from "../../src/contracts/time-zone";
import { nextFreeSlot, nextFreeZonedSlot } from "../../src/shared/schedule/slots";
import { suggestedSlots } from "../../src/shared/schedule/suggested-slots";
import { localToInstant } from "../../src/shared/schedule/wall-time";

describe("suggested posting slots", () => {
  it("give every frequency weekday slots, Tuesday to Thursday first, in order and without duplicates", () => {
    for (const f of FREQUENCIES) {
      const { frequency, slots } = suggestedSlots(f);
      expect(frequency).toBe(f);
      expect(slots.length).toBeGreaterThan(0);
      expect(slots.every((s) => s.weekday >= 1 && s.weekday <= 5 && /^\d\d:\d\d$/.test(s.time))).toBe(true);
      const keys = slots.map((s) => `${s.weekday} ${s.time}`);
      expect(new Set(keys).size).toBe(keys.length);
      expect([...keys].sort()).toEqual(keys);
      expect(slots.some((s) => s.weekday >= 2 && s.weekday <= 4)).toBe(true);
    }
    expect(suggestedSlots("Daily").slots).toHaveLength(5);
    expect(suggestedSlots("2-3 times per week").slots.map((s) => s.weekday)).toEqual([2, 3, 4]);
    expect(suggestedSlots("Once a week").slots).toHaveLength(1);
  });

  it("fall back to the strategy's default frequency, and hand out copies", () => {
    expect(suggestedSlots(null).frequency).toBe("2-3 times per week");
    suggestedSlots(null).slots[0]!.time = "00:00";
    expect(suggestedSlots(null).slots[0]!.time).toBe("08:30");
  });
});

describe("next free slot across zones", () => {
  const after = Date.UTC(2026, 5, 1, 0, 0); // Monday 1 June 2026
  it("is the earliest free instant of any zone", () => {
    const slots = [
      { weekday: 1, time: "09:00", timeZone: "America/New_York" }, // 13:00Z
      { weekday: 1, time: "09:00", timeZone: "Europe/Paris" }, // 07:00Z
    ];
    const paris = localToInstant("2026-06-01", "09:00", "Europe/Paris");
    const ny = localToInstant("2026-06-01", "09:00", "America/New_York");
    expect(nextFreeZonedSlot(slots, after, new Set())).toBe(paris);
    expect(nextFreeZonedSlot(slots, after, new Set([paris]))).toBe(ny);
    expect(nextFreeZonedSlot([], after, new Set())).toBeNull();
  });

  it("matches nextFreeSlot for one zone", () => {
    const slots = [
      { weekday: 2, time: "08:30" },
      { weekday: 4, time: "12:00" },
    ];
    const taken = new Set([localToInstant("2026-06-02", "08:30", "Europe/Paris")]);
    expect(
      nextFreeZonedSlot(
        slots.map((s) => ({ ...s, timeZone: "Europe/Paris" })),
        after,
        taken,
      ),
    ).toBe(nextFreeSlot(slots, "Europe/Paris", after, taken));
  });
});

describe("time zones", () => {
  it("are real IANA names, never offsets, and keep the database's spelling when only the case differs", () => {
    for (const zone of ["Europe/Paris", "UTC", "Asia/Kolkata", "America/Argentina/Buenos_Aires", "Etc/GMT+5"])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const bad of [
      "+02:00",
      "UTC+2",
      "Mars/Olympus_Mons",
      "",
      "Europe/Paris ",
      "x".repeat(65),
      "Europe/Paris\u0000",
    ])
      expect(isTimeZone(bad), bad).toBe(false);
    expect(canonicalTimeZone("europe/paris")).toBe("Europe/Paris");
    expect(canonicalTimeZone("utc")).toBe("UTC");
    expect(canonicalTimeZone("Asia/Kolkata")).toBe("Asia/Kolkata");
  });
});
