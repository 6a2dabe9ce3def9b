import { describe, expect, it } from "vitest";
import { othersAtMinute, sameMinuteIds } from "@/entities/scheduling/same-minute";
import { weekScrollTime } from "@/features/scheduler/calendar/week-scroll-time";

const post = (id: string, at: string, status: "scheduled" | "published" | "publishing" = "scheduled") => ({
  id,
  at,
  status,
});

describe("same minute", () => {
  it("pairs planned posts whose instants fall in the same minute, not published ones or the next minute", () => {
    const posts = [
      post("a", "2030-06-03T13:00:00.000Z"),
      post("b", "2030-06-03T13:00:59.000Z"),
      post("c", "2030-06-03T13:01:00.000Z"),
      post("d", "2030-06-03T13:01:00.000Z", "published"),
    ];
    expect([...sameMinuteIds(posts)].sort()).toEqual(["a", "b"]);
    expect(othersAtMinute(posts, "a", "2030-06-03T13:00:30Z").map((p) => p.id)).toEqual(["b"]);
    expect(othersAtMinute(posts, "x", "2030-06-03T13:01:00Z").map((p) => p.id)).toEqual(["c"]);
  });
});

describe("where the week view opens", () => {
  it("at 08:00 without posts, else an hour before the first post's hour in the zone", () => {
    expect(weekScrollTime([], "Europe/Paris")).toBe("08:00");
    expect(weekScrollTime([{ at: "2027-04-06T07:30:00Z" }, { at: "2027-04-07T05:10:00Z" }], "Europe/Paris")).toBe(
      "06:00",
    );
    expect(weekScrollTime([{ at: "2027-04-06T22:30:00Z" }], "Europe/Paris")).toBe("00:00");
  });
});
