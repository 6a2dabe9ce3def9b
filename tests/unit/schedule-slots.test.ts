import { afterEach, describe, expect, it } from "vitest";
import {
  addDays,
  instantToLocal,
  isTimeZone,
  isWallTime,
  localToInstant,
  weekdayOf,
} from "../../src/shared/schedule/wall-time";
import { nextFreeSlot, upcomingSlotInstants } from "../../src/shared/schedule/slots";

const iso = (ms: number) => new Date(ms).toISOString();
const at = (s: string) => Date.parse(s);

describe("localToInstant: wall-clock time in a zone, with the daylight-saving rules", () => {
  it("an ordinary time is that time in the zone, summer and winter", () => {
    expect(iso(localToInstant("2026-06-01", "09:00", "Europe/Paris"))).toBe("2026-06-01T07:00:00.000Z");
    expect(iso(localToInstant("2026-12-01", "09:00", "Europe/Paris"))).toBe("2026-12-01T08:00:00.000Z");
    expect(iso(localToInstant("2026-06-01", "09:00", "America/New_York"))).toBe("2026-06-01T13:00:00.000Z");
    expect(iso(localToInstant("2026-12-01", "09:00", "America/New_York"))).toBe("2026-12-01T14:00:00.000Z");
  });

  it("every minute of a skipped hour moves to the first valid time (Paris, New York, spring)", () => {
    for (let m = 0; m < 60; m++) {
      const time = `02:${String(m).padStart(2, "0")}`;
      expect(iso(localToInstant("2026-03-29", time, "Europe/Paris")), time).toBe("2026-03-29T01:00:00.000Z");
      expect(iso(localToInstant("2026-03-08", time, "America/New_York")), time).toBe("2026-03-08T07:00:00.000Z");
    }
    // the minutes around the jump are themselves
    expect(iso(localToInstant("2026-03-29", "01:59", "Europe/Paris"))).toBe("2026-03-29T00:59:00.000Z");
    expect(iso(localToInstant("2026-03-29", "03:00", "Europe/Paris"))).toBe("2026-03-29T01:00:00.000Z");
    expect(iso(localToInstant("2026-03-29", "03:01", "Europe/Paris"))).toBe("2026-03-29T01:01:00.000Z");
  });

  it("a repeated time is the first of the two (Paris, New York, autumn)", () => {
    expect(iso(localToInstant("2026-10-25", "02:00", "Europe/Paris"))).toBe("2026-10-25T00:00:00.000Z");
    expect(iso(localToInstant("2026-10-25", "02:30", "Europe/Paris"))).toBe("2026-10-25T00:30:00.000Z");
    expect(iso(localToInstant("2026-10-25", "02:59", "Europe/Paris"))).toBe("2026-10-25T00:59:00.000Z");
    expect(iso(localToInstant("2026-10-25", "03:00", "Europe/Paris"))).toBe("2026-10-25T02:00:00.000Z");
    expect(iso(localToInstant("2026-11-01", "01:30", "America/New_York"))).toBe("2026-11-01T05:30:00.000Z");
    expect(iso(localToInstant("2026-11-01", "02:00", "America/New_York"))).toBe("2026-11-01T07:00:00.000Z");
  });

  it("half-hour shifts and zones without daylight saving", () => {
    // Lord Howe Island moves its clocks by 30 minutes (02:00 -> 02:30 on 2026-10-04)
    expect(iso(localToInstant("2026-10-04", "02:15", "Australia/Lord_Howe"))).toBe(
      iso(localToInstant("2026-10-04", "02:30", "Australia/Lord_Howe")),
    );
    expect(iso(localToInstant("2026-03-29", "02:30", "Asia/Kolkata"))).toBe("2026-03-28T21:00:00.000Z");
    expect(iso(localToInstant("2026-03-29", "02:30", "UTC"))).toBe("2026-03-29T02:30:00.000Z");
  });

  describe("never the process's TZ", () => {
    const saved = process.env.TZ;
    afterEach(() => {
      if (saved === undefined) delete process.env.TZ;
      else process.env.TZ = saved;
    });
    it("the same instants whatever TZ says", () => {
      const before = localToInstant("2026-03-29", "02:30", "Europe/Paris");
      process.env.TZ = "Pacific/Kiritimati";
      expect(localToInstant("2026-03-29", "02:30", "Europe/Paris")).toBe(before);
      expect(instantToLocal(before, "Europe/Paris")).toEqual({ date: "2026-03-29", weekday: 7, time: "03:00" });
    });
  });

  it("refuses what is not a date, a time or a zone", () => {
    expect(() => localToInstant("2026-02-30", "09:00", "Europe/Paris")).toThrow();
    expect(() => localToInstant("2026-03-01", "24:00", "Europe/Paris")).toThrow(RangeError);
    expect(() => localToInstant("2026-03-01", "9:00", "Europe/Paris")).toThrow(RangeError);
    expect(() => localToInstant("2026-03-01", "09:00", "Mars/Olympus")).toThrow();
    expect(isWallTime("23:59")).toBe(true);
    expect(isWallTime("24:00")).toBe(false);
    expect(isWallTime("07:5")).toBe(false);
    expect(isTimeZone("Europe/Paris")).toBe(true);
    expect(isTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
    expect(isTimeZone("UTC")).toBe(true);
    for (const bad of ["+02:00", "Mars/Olympus", "", "Europe/Paris\u0000", "../etc/passwd", "x".repeat(100)])
      expect(isTimeZone(bad), bad).toBe(false);
  });

  it("calendar days, not 24-hour days", () => {
    expect(addDays("2026-03-28", 1)).toBe("2026-03-29");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(weekdayOf("2026-11-24")).toBe(2);
  });
});

describe("posting slots", () => {
  const PARIS = "Europe/Paris";

  it("a slot keeps its local time across both switches (Paris)", () => {
    // every day at 09:00, from the week before the spring switch to the week after the autumn one
    const daily = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, time: "09:00" }));
    const spring = upcomingSlotInstants(daily, PARIS, at("2026-03-26T12:00:00Z"), 6);
    expect(spring.map((ms) => instantToLocal(ms, PARIS).time)).toEqual(Array(6).fill("09:00"));
    expect(spring.map(iso)).toEqual([
      "2026-03-27T08:00:00.000Z",
      "2026-03-28T08:00:00.000Z",
      "2026-03-29T07:00:00.000Z",
      "2026-03-30T07:00:00.000Z",
      "2026-03-31T07:00:00.000Z",
      "2026-04-01T07:00:00.000Z",
    ]);
    const autumn = upcomingSlotInstants(daily, PARIS, at("2026-10-23T12:00:00Z"), 4);
    expect(autumn.map(iso)).toEqual([
      "2026-10-24T07:00:00.000Z",
      "2026-10-25T08:00:00.000Z",
      "2026-10-26T08:00:00.000Z",
      "2026-10-27T08:00:00.000Z",
    ]);
  });

  it("a slot in the skipped hour fires at its end; two of them fire once; a repeated-hour slot fires once", () => {
    const sunday = [
      { weekday: 7, time: "02:15" },
      { weekday: 7, time: "02:45" },
      { weekday: 7, time: "10:00" },
    ];
    const spring = upcomingSlotInstants(sunday, PARIS, at("2026-03-28T00:00:00Z"), 2);
    expect(spring.map(iso)).toEqual(["2026-03-29T01:00:00.000Z", "2026-03-29T08:00:00.000Z"]);
    const autumn = upcomingSlotInstants([{ weekday: 7, time: "02:30" }], PARIS, at("2026-10-24T00:00:00Z"), 2);
    expect(autumn.map(iso)).toEqual(["2026-10-25T00:30:00.000Z", "2026-11-01T01:30:00.000Z"]);
    // already past the first 02:30: the second 02:30 of the same night is not a new slot
    expect(
      upcomingSlotInstants([{ weekday: 7, time: "02:30" }], PARIS, at("2026-10-25T00:45:00Z"), 1).map(iso),
    ).toEqual(["2026-11-01T01:30:00.000Z"]);
  });

  it("New York, both switches", () => {
    const ny = "America/New_York";
    const slot = [{ weekday: 7, time: "02:30" }];
    expect(upcomingSlotInstants(slot, ny, at("2026-03-07T00:00:00Z"), 2).map(iso)).toEqual([
      "2026-03-08T07:00:00.000Z",
      "2026-03-15T06:30:00.000Z",
    ]);
    expect(upcomingSlotInstants([{ weekday: 7, time: "01:30" }], ny, at("2026-10-31T00:00:00Z"), 2).map(iso)).toEqual([
      "2026-11-01T05:30:00.000Z",
      "2026-11-08T06:30:00.000Z",
    ]);
  });

  it("slots come in order, strictly after the given instant, several per day", () => {
    const slots = [
      { weekday: 2, time: "17:30" },
      { weekday: 2, time: "08:00" },
      { weekday: 4, time: "12:00" },
    ];
    // Tuesday 2026-11-24 08:00 Paris is 07:00Z: that exact instant is not "after"
    expect(upcomingSlotInstants(slots, PARIS, at("2026-11-24T07:00:00Z"), 4).map(iso)).toEqual([
      "2026-11-24T16:30:00.000Z",
      "2026-11-26T11:00:00.000Z",
      "2026-12-01T07:00:00.000Z",
      "2026-12-01T16:30:00.000Z",
    ]);
    expect(upcomingSlotInstants([], PARIS, 0, 3)).toEqual([]);
  });

  it("the next free slot skips the taken ones, and gives up past the horizon", () => {
    const slots = [{ weekday: 1, time: "09:00" }];
    const from = at("2026-11-24T00:00:00Z");
    const [first, second] = upcomingSlotInstants(slots, PARIS, from, 2);
    expect(nextFreeSlot(slots, PARIS, from, new Set())).toBe(first);
    expect(nextFreeSlot(slots, PARIS, from, new Set([first!]))).toBe(second);
    const all = new Set(upcomingSlotInstants(slots, PARIS, from, 60));
    expect(nextFreeSlot(slots, PARIS, from, all, 365)).toBeNull();
    expect(nextFreeSlot([], PARIS, from, new Set())).toBeNull();
  });
});
