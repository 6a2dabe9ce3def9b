import { describe, expect, it } from "vitest";
import type { ErrorCode } from "@contracts/errors";
import {
  can,
  LIFECYCLE,
  LIFECYCLE_ACTIONS,
  NEEDS,
  unmetNeed,
  WORKER_OUTCOMES,
  type LifecycleAction,
  type PostFacts,
} from "@contracts/posts/lifecycle";
import { POST_STATUSES, WRITABLE_POST_STATUSES, type PostStatus } from "@contracts/posts/rules";
import { linkedInTextFacts } from "@shared/post-text";

const ok = null;
const E: ErrorCode = "POST_NOT_EDITABLE";
const S: ErrorCode = "POST_NOT_SCHEDULABLE";
const U: ErrorCode = "POST_NOT_SCHEDULED";
const C: ErrorCode = "POST_NOT_NEEDS_CHECK";
const R: ErrorCode = "POST_NOT_RETRYABLE";

/**
 * Every (status, action) pair, as the API answered before the lifecycle was one table (publishing/service.ts,
 * posts/queries.ts's editableFor, the worker's claim): null = allowed, else the refusal's code.
 */
// prettier-ignore
const EXPECTED: Record<PostStatus, Record<LifecycleAction, ErrorCode | null>> = {
  //           edit move schedule queue publishNow unschedule markPublished publishAgain delete publish submitForReview approve requestChanges
  idea:        { edit: ok, move: ok, schedule: ok, queue: ok, publishNow: ok, unschedule: U, markPublished: C, publishAgain: R, delete: ok, publish: U, submitForReview: E, approve: E, requestChanges: E },
  draft:       { edit: ok, move: ok, schedule: ok, queue: ok, publishNow: ok, unschedule: U, markPublished: C, publishAgain: R, delete: ok, publish: U, submitForReview: E, approve: E, requestChanges: E },
  scheduled:   { edit: ok, move: E,  schedule: ok, queue: ok, publishNow: ok, unschedule: ok, markPublished: C, publishAgain: R, delete: ok, publish: ok, submitForReview: E, approve: E, requestChanges: E },
  publishing:  { edit: E,  move: E,  schedule: S,  queue: S,  publishNow: S,  unschedule: U, markPublished: C, publishAgain: R, delete: ok, publish: U, submitForReview: E, approve: E, requestChanges: E },
  published:   { edit: E,  move: E,  schedule: S,  queue: S,  publishNow: S,  unschedule: U, markPublished: C, publishAgain: R, delete: ok, publish: U, submitForReview: E, approve: E, requestChanges: E },
  failed:      { edit: ok, move: E,  schedule: S,  queue: S,  publishNow: S,  unschedule: U, markPublished: C, publishAgain: ok, delete: ok, publish: U, submitForReview: E, approve: E, requestChanges: E },
  needs_check: { edit: ok, move: E,  schedule: S,  queue: S,  publishNow: S,  unschedule: U, markPublished: ok, publishAgain: ok, delete: ok, publish: U, submitForReview: E, approve: E, requestChanges: E },
};

/** Facts that meet every need: a text within the limit, a lasting connection, a time in the future. */
const NOW = Date.parse("2030-01-01T09:00:00Z");
const fit = (status: PostStatus): PostFacts => ({
  status,
  text: linkedInTextFacts("Hello"),
  connection: { usable: true, expiresAt: NOW + 30 * 86_400_000 },
  at: NOW + 3_600_000,
  now: NOW,
});

describe("the post lifecycle", () => {
  const pairs = POST_STATUSES.flatMap((status) => LIFECYCLE_ACTIONS.map((action) => [status, action] as const));

  it("covers every status and every action in the expected table", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...POST_STATUSES].sort());
    for (const status of POST_STATUSES)
      expect(Object.keys(EXPECTED[status]).sort()).toEqual([...LIFECYCLE_ACTIONS].sort());
  });

  it.each(pairs)("%s, %s: allowed or refused by status alone, as before", (status, action) => {
    expect(can(action, { status })).toBe(EXPECTED[status][action]);
  });

  it.each(pairs)("%s, %s: with every need met, only the status decides", (status, action) => {
    expect(can(action, fit(status))).toBe(EXPECTED[status][action]);
  });

  it("takes each action to another status than it leaves from, but a reschedule", () => {
    const rescheduling: LifecycleAction[] = ["schedule", "queue", "publishNow"];
    for (const action of LIFECYCLE_ACTIONS) {
      const { from, to } = LIFECYCLE[action];
      if (typeof to !== "string") continue;
      expect(
        from.filter((s) => s === to),
        action,
      ).toEqual(rescheduling.includes(action) ? [to] : []);
    }
    expect(LIFECYCLE.move.to).toEqual(WRITABLE_POST_STATUSES);
    expect(LIFECYCLE.unschedule.to).toBe("draft");
  });

  it("declares the approval steps, available from no status until their statuses exist", () => {
    for (const action of ["submitForReview", "approve", "requestChanges"] as const)
      expect(LIFECYCLE[action].from).toEqual([]);
  });

  it("reaches every status from an idea, by the writer's actions and the worker's", () => {
    const edges = [
      ...LIFECYCLE_ACTIONS.flatMap((a) => {
        const { from, to } = LIFECYCLE[a];
        const targets: readonly PostStatus[] = to === null ? [] : typeof to === "string" ? [to] : to;
        return from.flatMap((f) => targets.map((t) => [f, t] as const));
      }),
      ...WORKER_OUTCOMES.map((o) => [o.from, o.to] as const),
    ];
    const reached = new Set<PostStatus>(["idea"]);
    for (let grew = true; grew;) {
      grew = false;
      for (const [f, t] of edges)
        if (reached.has(f) && !reached.has(t)) {
          reached.add(t);
          grew = true;
        }
    }
    expect([...reached].sort()).toEqual([...POST_STATUSES].sort());
  });
});

describe("what an action needs", () => {
  it("answers the API's codes in the API's order: the time, the text, then the connection", () => {
    const draft = fit("draft");
    expect(can("schedule", { ...draft, at: NOW, text: linkedInTextFacts("") })).toBe("SCHEDULE_IN_PAST");
    expect(can("schedule", { ...draft, text: linkedInTextFacts("  \n"), connection: null })).toBe("POST_EMPTY");
    expect(can("schedule", { ...draft, text: linkedInTextFacts("x".repeat(3001)), connection: null })).toBe(
      "POST_TOO_LONG_FOR_LINKEDIN",
    );
    expect(can("schedule", { ...draft, text: linkedInTextFacts("x".repeat(3000)) })).toBeNull();
    expect(can("schedule", { ...draft, connection: null })).toBe("LINKEDIN_NOT_CONNECTED");
    expect(can("schedule", { ...draft, connection: { usable: false, expiresAt: 0 } })).toBe(
      "LINKEDIN_RECONNECT_NEEDED",
    );
    expect(can("schedule", { ...draft, connection: { usable: true, expiresAt: draft.at! } })).toBe(
      "LINKEDIN_TOKEN_EXPIRES_BEFORE",
    );
    // the status comes before any need
    expect(can("schedule", { ...fit("failed"), text: linkedInTextFacts("") })).toBe("POST_NOT_SCHEDULABLE");
  });

  it("asks no time of queue, publish now and publish again, and what starts publishing of each", () => {
    for (const action of ["queue", "publishNow", "publishAgain"] as const) {
      expect(LIFECYCLE[action].needs).not.toContain("future");
      expect(LIFECYCLE[action].needs).toEqual(LIFECYCLE.schedule.needs.filter((n) => n !== "future"));
    }
    for (const action of ["edit", "move", "unschedule", "markPublished", "delete"] as const)
      expect(LIFECYCLE[action].needs).toEqual([]);
  });

  it("does not check a need whose facts are not given (the board before the time is chosen)", () => {
    expect(can("schedule", { status: "draft" })).toBeNull();
    expect(
      can("schedule", { status: "draft", text: linkedInTextFacts("Hi"), connection: { usable: true } }),
    ).toBeNull();
    expect(unmetNeed("schedule", { connection: { usable: true, expiresAt: NOW }, at: NOW + 1 })).toBe(
      "connectionLasts",
    );
    expect(unmetNeed("schedule", { connection: { usable: true, expiresAt: NOW } })).toBeNull();
  });

  it("the worker's publish: the text and a connection LinkedIn takes, never the token's expiry (it renews it)", () => {
    const facts = { text: linkedInTextFacts("Hi"), connection: { usable: true, expiresAt: 0 }, at: NOW };
    expect(unmetNeed("publish", facts)).toBeNull();
    const failure = (f: Omit<PostFacts, "status">) => {
      const need = unmetNeed("publish", f);
      return need && NEEDS[need].failure;
    };
    expect(failure({ ...facts, text: linkedInTextFacts("") })).toBe("EMPTY");
    expect(failure({ ...facts, text: linkedInTextFacts("x".repeat(3001)) })).toBe("TOO_LONG");
    expect(failure({ ...facts, connection: null })).toBe("NOT_CONNECTED");
    expect(failure({ ...facts, connection: { usable: false } })).toBe("RECONNECT_NEEDED");
  });
});
