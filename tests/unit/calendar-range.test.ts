import { describe, expect, it } from "vitest";
import { dateOf, daysOf, rangeOf, shiftDate, todayIn } from "../../src/shared/schedule/calendar-range";
import { isPlainDate, validateSchedulerSearch } from "../../src/shared/schedule/calendar-search";

describe("the Scheduler's ranges, in the user's zone", () => {
  it("week: Monday to Monday at local midnight, across Paris's spring switch (a 167-hour week)", () => {
    expect(daysOf("week", "2027-03-28")).toEqual({ first: "2027-03-22", days: 7 });
    expect(rangeOf("week", "2027-03-28", "Europe/Paris")).toEqual({
      from: "2027-03-21T23:00:00Z",
      to: "2027-03-28T22:00:00Z",
    });
  });

  it("month: the six weeks the grid shows; list: the calendar month", () => {
    expect(daysOf("month", "2027-11-15")).toEqual({ first: "2027-11-01", days: 42 });
    expect(daysOf("month", "2027-03-15")).toEqual({ first: "2027-03-01", days: 42 });
    expect(daysOf("month", "2027-04-15")).toEqual({ first: "2027-03-29", days: 42 });
    expect(daysOf("list", "2027-02-10")).toEqual({ first: "2027-02-01", days: 28 });
    expect(rangeOf("list", "2027-11-20", "America/New_York")).toEqual({
      from: "2027-11-01T04:00:00Z",
      to: "2027-12-01T05:00:00Z",
    });
  });

  it("a day that starts at 01:00 (Santiago's spring switch) starts there", () => {
    expect(rangeOf("week", "2026-09-06", "America/Santiago").to).toBe("2026-09-07T03:00:00Z");
    expect(rangeOf("week", "2026-09-07", "America/Santiago").from).toBe("2026-09-07T03:00:00Z");
  });

  it("steps a week or a month; today and an instant's day are the zone's", () => {
    expect(shiftDate("week", "2027-03-28", 1)).toBe("2027-04-04");
    expect(shiftDate("month", "2027-01-31", 1)).toBe("2027-02-01");
    expect(shiftDate("list", "2027-03-15", -1)).toBe("2027-02-01");
    const now = Date.parse("2027-03-28T22:30:00Z");
    expect(todayIn("Europe/Paris", now)).toBe("2027-03-29");
    expect(todayIn("America/New_York", now)).toBe("2027-03-28");
    expect(dateOf("2027-10-31T23:30:00Z", "Europe/Paris")).toBe("2027-11-01");
  });

  it("keeps only a known view and a real date from the address", () => {
    expect(validateSchedulerSearch({ view: "week", date: "2027-02-28" })).toEqual({ view: "week", date: "2027-02-28" });
    expect(validateSchedulerSearch({ view: "year", date: "2027-02-29" })).toEqual({});
    expect(isPlainDate("2028-02-29")).toBe(true);
    expect(isPlainDate("2027-13-01")).toBe(false);
    expect(isPlainDate("27-01-01")).toBe(false);
  });
});
