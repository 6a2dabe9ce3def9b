// Main-thread work per keystroke from a Chromium trace: a figure that does not depend on the frame clock or on how
// busy the machine is (thread CPU time, `tdur`), beside the wall-clock latencies.
import fs from "node:fs";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";

interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { type?: string } };
}

export interface MainThreadWork {
  /** Milliseconds of the renderer main thread's CPU per keystroke: every task (input, frames, timers, GC). */
  busy: number;
  /** The key, beforeinput and input events' dispatch (the page's handlers, React's render and commit inside). */
  handlers: number;
  /** Style recalculation and layout (also when a handler forced them). */
  styleLayout: number;
  /** Pre-paint, paint and layerize on the main thread. */
  paint: number;
}

const CATEGORIES = ["toplevel", "devtools.timeline", "disabled-by-default-devtools.timeline", "blink.user_timing"];

/** Traces `type()`; with `saveAs`, the trace is also kept (it opens in DevTools' Performance panel). */
export async function traceTyping(
  browser: Browser,
  page: Page,
  type: () => Promise<void>,
  keys: number,
  saveAs?: string,
): Promise<MainThreadWork> {
  await browser.startTracing(page, { categories: CATEGORIES });
  await type();
  const trace = await browser.stopTracing();
  if (saveAs) {
    fs.mkdirSync(path.dirname(saveAs), { recursive: true });
    fs.writeFileSync(saveAs, trace);
  }
  return mainThreadWork((JSON.parse(trace.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents, keys);
}

const cpu = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;

/** Sums the page's main-thread events while it was typed in, per keystroke. */
function mainThreadWork(events: TraceEvent[], keys: number): MainThreadWork {
  const keydowns = events.filter((e) => e.name === "EventDispatch" && e.args?.data?.type === "keydown");
  // the renderer main thread that received the keys (other renderers and the browser process are left out)
  const counts = new Map<string, number>();
  for (const e of keydowns) counts.set(`${e.pid}:${e.tid}`, (counts.get(`${e.pid}:${e.tid}`) ?? 0) + 1);
  const main = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) return { busy: NaN, handlers: NaN, styleLayout: NaN, paint: NaN };
  const onMain = events
    .filter((e) => e.ph === "X" && `${e.pid}:${e.tid}` === main)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const first = Math.min(...keydowns.map((e) => e.ts));
  const inWindow = onMain.filter((e) => e.ts >= first);
  const sum = (xs: TraceEvent[]) => xs.reduce((s, e) => s + cpu(e), 0) / keys;
  const outermost = (name: string | string[]) => {
    const names = new Set([name].flat());
    let end = -Infinity;
    return inWindow.filter((e) => {
      if (!names.has(e.name) || e.ts < end) return false;
      end = e.ts + (e.dur ?? 0);
      return true;
    });
  };
  return {
    busy: sum(outermost(["RunTask", "ThreadControllerImpl::RunTask"])),
    handlers: sum(outermost("EventDispatch")),
    styleLayout: sum(outermost(["UpdateLayoutTree", "Layout"])),
    paint: sum(outermost(["PrePaint", "Paint", "Layerize"])),
  };
}
