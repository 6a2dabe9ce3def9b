// @vitest-environment happy-dom
import { act, render } from "@testing-library/react";
import { Profiler, useEffect } from "react";
import { describe, expect, it, vi } from "vitest";
import type { PrerenderedScreen } from "@/lib/app/take-over";
import { TakeOver } from "@/lib/app/take-over-screen";

/** A screen whose `watch` says "taken" at once, or when `take` is called. */
function fakeScreen(takenAtOnce: boolean, log: string[]) {
  let onTaken: (() => void) | undefined;
  const screen: PrerenderedScreen = {
    restore: () => takenAtOnce,
    watch(taken) {
      if (takenAtOnce) taken();
      else onTaken = taken;
      return () => {};
    },
    replay: vi.fn(() => log.push("replay")),
    abandon: vi.fn(),
    hydratable: () => false,
    hydrating: vi.fn(),
    adopt: () => false,
  };
  return { screen, take: () => onTaken?.() };
}

function Page({ log }: { log: string[] }) {
  log.push("render");
  useEffect(() => void log.push("page effect"), [log]);
  return <p>page</p>;
}

describe("TakeOver", () => {
  it("replays once the page's own effects have run and are rendered, when the first commit shows the screen", () => {
    const log: string[] = [];
    const { screen } = fakeScreen(true, log);
    const commits: string[] = [];
    render(
      <Profiler id="app" onRender={(_id, phase) => commits.push(phase)}>
        <TakeOver screen={screen}>
          <Page log={log} />
        </TakeOver>
      </Profiler>,
    );
    expect(log).toEqual(["render", "page effect", "replay"]);
    // the replay waits for a render after the page's effects, asked from a passive effect: a "nested-update" is one
    // asked from a layout effect, which runs every passive effect of the page in the take-over's task
    expect(commits).toEqual(["mount", "update"]);
  });

  it("replays after the commit that shows the screen, however late", () => {
    const log: string[] = [];
    const { screen, take } = fakeScreen(false, log);
    render(
      <TakeOver screen={screen}>
        <Page log={log} />
      </TakeOver>,
    );
    expect(log).toEqual(["render", "page effect"]);
    act(() => take());
    expect(log.filter((l) => l === "replay")).toEqual(["replay"]);
    expect(log.at(-1)).toBe("replay");
  });
});
