import { describe, expect, it } from "vitest";
import { POST_STATUSES, type PostStatus } from "@contracts/posts/rules";
import { BOARD_COLUMNS, moveTargets, planMove } from "@/features/content-management/board-moves";
import { toContentQuery, columnSort, EMPTY_CONTENT_FILTER, DEFAULT_SORT } from "@/features/content-management/api";
import { plannedAt, postTitle } from "@/features/content-management/post-summary";
import { en, fr } from "../support/locales";

describe("board moves (the editor's and the scheduler's rules)", () => {
  it("has a column per status, in the life of a post", () => {
    expect(BOARD_COLUMNS).toEqual(["idea", "draft", "scheduled", "publishing", "published", "failed", "needs_check"]);
  });

  it("moves ideas and drafts by PATCH, back from scheduled by Unschedule, to scheduled through the schedule dialog", () => {
    expect(planMove("idea", "draft")).toEqual({ kind: "update", status: "draft" });
    expect(planMove("draft", "idea")).toEqual({ kind: "update", status: "idea" });
    expect(planMove("scheduled", "draft")).toEqual({ kind: "unschedule", then: null });
    expect(planMove("scheduled", "idea")).toEqual({ kind: "unschedule", then: "idea" });
    expect(planMove("idea", "scheduled")).toEqual({ kind: "schedule" });
    expect(planMove("draft", "scheduled")).toEqual({ kind: "schedule" });
    expect(planMove("needs_check", "published")).toEqual({ kind: "markPublished" });
    for (const s of POST_STATUSES) expect(planMove(s, s)).toEqual({ kind: "none" });
  });

  it("refuses every move into publishing, failed and needs check, and every move out of publishing or published", () => {
    for (const from of POST_STATUSES)
      for (const to of ["publishing", "failed", "needs_check"] as PostStatus[])
        if (from !== to) expect(planMove(from, to).kind, `${from} -> ${to}`).toBe("refused");
    for (const from of ["publishing", "published"] as PostStatus[])
      for (const to of POST_STATUSES)
        if (from !== to) expect(planMove(from, to), `${from} -> ${to}`).toEqual({ kind: "refused", reason: "locked" });
    for (const from of ["idea", "draft", "scheduled", "failed"] as PostStatus[])
      expect(planMove(from, "published"), from).toEqual({ kind: "refused", reason: "notPublished" });
    for (const from of ["failed", "needs_check"] as PostStatus[])
      for (const to of ["idea", "draft", "scheduled"] as PostStatus[])
        expect(planMove(from, to), `${from} -> ${to}`).toEqual({ kind: "refused", reason: "outcome" });
  });

  it("offers in the Move to… menu exactly the moves that are not refused", () => {
    expect(moveTargets("idea")).toEqual(["draft", "scheduled"]);
    expect(moveTargets("draft")).toEqual(["idea", "scheduled"]);
    expect(moveTargets("scheduled")).toEqual(["idea", "draft"]);
    expect(moveTargets("needs_check")).toEqual(["published"]);
    for (const s of ["publishing", "published", "failed"] as PostStatus[]) expect(moveTargets(s)).toEqual([]);
  });

  it("offers a role only the moves its permissions allow: a PATCH is post.write's, the publishing actions post.schedule's", () => {
    const writes = { write: true, schedule: false };
    const schedules = { write: false, schedule: true };
    expect(moveTargets("idea", writes)).toEqual(["draft"]);
    expect(moveTargets("idea", schedules)).toEqual(["scheduled"]);
    // back from scheduled: Unschedule (to draft), then a PATCH (to idea)
    expect(moveTargets("scheduled", writes)).toEqual([]);
    expect(moveTargets("scheduled", schedules)).toEqual(["draft"]);
    expect(moveTargets("needs_check", writes)).toEqual([]);
    for (const s of POST_STATUSES) expect(moveTargets(s, { write: false, schedule: false }), s).toEqual([]);
  });

  it("has every refusal reason and board text in English and French", () => {
    const reasons = new Set<string>();
    for (const from of POST_STATUSES)
      for (const to of POST_STATUSES) {
        const plan = planMove(from, to);
        if (plan.kind === "refused") reasons.add(plan.reason);
      }
    for (const reason of reasons) {
      expect(en.contentManagement.refused).toHaveProperty(reason);
      expect(fr.contentManagement.refused).toHaveProperty(reason);
    }
    const keys = (o: object, prefix = ""): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === "object" ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(keys(fr.contentManagement).sort()).toEqual(keys(en.contentManagement).sort());
  });
});

describe("the table's and columns' list queries", () => {
  it("sends the sort, and the date field only with a range (whole local days)", () => {
    expect(toContentQuery(EMPTY_CONTENT_FILTER, DEFAULT_SORT)).toEqual({ sort: "updated", order: "desc" });
    // In Paris (UTC+1, UTC+2 from March 29th), March 1st to 31st is from local midnight on the 1st up to, not
    // including, local midnight on April 1st: the last day is whole and the zone is the user's, not UTC.
    const zone = process.env.TZ;
    process.env.TZ = "Europe/Paris";
    try {
      const q = toContentQuery(
        { q: "", status: "draft", pillarId: "p", dateField: "planned", from: "2026-03-01", to: "2026-03-31" },
        { sort: "pillar", order: "asc" },
      );
      expect(q).toEqual({
        status: "draft",
        pillarId: "p",
        dateField: "planned",
        from: "2026-02-28T23:00:00.000Z",
        to: "2026-03-31T22:00:00.000Z",
        sort: "pillar",
        order: "asc",
      });
    } finally {
      if (zone === undefined) delete process.env.TZ;
      else process.env.TZ = zone;
    }
    // the search: trimmed, left out when blank
    expect(toContentQuery({ ...EMPTY_CONTENT_FILTER, q: "  habit " }, DEFAULT_SORT)).toEqual({
      q: "habit",
      sort: "updated",
      order: "desc",
    });
    expect(toContentQuery({ ...EMPTY_CONTENT_FILTER, q: "   " }, DEFAULT_SORT)).toEqual({
      sort: "updated",
      order: "desc",
    });
    expect(columnSort("scheduled")).toEqual({ sort: "planned", order: "asc" });
    expect(columnSort("published")).toEqual({ sort: "planned", order: "desc" });
    expect(columnSort("idea")).toEqual(DEFAULT_SORT);
  });

  it("titles a post by its first line and dates it by its planned time", () => {
    expect(postTitle({ body: "\n  Hook line \nmore" })).toBe("Hook line");
    const at = "2027-01-01T09:00:00.000Z";
    expect(plannedAt({ status: "scheduled", scheduledAt: at, publishedAt: null })).toBe(at);
    expect(plannedAt({ status: "published", scheduledAt: null, publishedAt: at })).toBe(at);
    expect(plannedAt({ status: "draft", scheduledAt: at, publishedAt: null })).toBeNull();
  });
});
