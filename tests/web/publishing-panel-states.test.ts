import { describe, expect, it } from "vitest";
import { leavesFrom, LIFECYCLE, LIFECYCLE_ACTIONS } from "@contracts/posts/lifecycle";
import { POST_STATUSES } from "@contracts/posts/rules";
import { STATE_OFFERS, STATE_VIEWS } from "@/features/publishing/panel";

describe("the publishing panel's views (one per status)", () => {
  it("has a view for every status", () => {
    expect(Object.keys(STATE_VIEWS).sort()).toEqual([...POST_STATUSES].sort());
  });

  it("offers only what the lifecycle allows from the status, and something wherever it allows publishing", () => {
    // the panel's actions: those that take a post into publishing or out of it (editing, moves and the trash are
    // elsewhere in the editor), by the writer
    const panelActions = LIFECYCLE_ACTIONS.filter(
      (a) => LIFECYCLE[a].by === "writer" && LIFECYCLE[a].to !== null && a !== "move",
    );
    for (const status of POST_STATUSES) {
      for (const action of STATE_OFFERS[status]) expect(leavesFrom(action, status), `${status}: ${action}`).toBe(true);
      const allowed = panelActions.filter((a) => leavesFrom(a, status));
      expect(STATE_OFFERS[status].length > 0, status).toBe(allowed.length > 0);
    }
  });
});
