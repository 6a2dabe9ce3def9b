// What the page records while the benchmark types (installed with page.evaluate before the first key).
import type { Page } from "@playwright/test";

/** One keystroke as the page saw it. */
export interface KeySample {
  /** Key event -> the end of the next frame's main-thread work (rAF, then a task posted from it), in ms. */
  nextFrame: number;
  /** Event Timing: the longest `duration` of the keystroke's events (key event -> next paint, 8 ms steps); null
   * when under the API's 16 ms floor (it reports nothing below it). */
  eventTiming: number | null;
  /** In the rAF after the input: the counter and the preview already showed the new text (editor only). */
  sameFrame: boolean | null;
}

interface ProbeWindow {
  __probe: {
    starts: number[];
    nextFrame: number[];
    sameFrame: (boolean | null)[];
    entries: { startTime: number; duration: number }[];
    misses: string[];
  };
}

/**
 * Installs the probe: capturing listeners on window (they run before the page's own) note each keydown's timestamp
 * and, after the input, ask for the next animation frame, which posts a message whose handler runs once that
 * frame's style, layout and paint are done (the usual rAF + postMessage "next paint" mark); an Event Timing observer
 * at the API's 16 ms floor; with `check`, the rAF also checks that the counter and the preview already show the
 * textarea's text.
 */
export interface ProbeCheck {
  area: string;
  /** The character counter, when the screen has one. */
  counter?: string;
  preview: string;
  /** exact: the preview's text is the area's (the Post Editor); tail: it holds the area's last words (a slide, whose
   * markup and fitting wrap the text). */
  match: "exact" | "tail";
}

export async function installProbe(page: Page, check: ProbeCheck | null) {
  await page.evaluate((check) => {
    const w = window as unknown as ProbeWindow;
    const probe: ProbeWindow["__probe"] = { starts: [], nextFrame: [], sameFrame: [], entries: [], misses: [] };
    // made once: toLocaleString builds a formatter per call, which would weigh on the frame it measures
    const format = new Intl.NumberFormat("en-US");
    w.__probe = probe;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[])
        if (e.name === "keydown" || e.name === "keypress" || e.name === "input" || e.name === "beforeinput")
          probe.entries.push({ startTime: e.startTime, duration: e.duration });
    }).observe({ type: "event", durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    window.addEventListener("keydown", (e) => void probe.starts.push(e.timeStamp), { capture: true });
    // from the input (the text has changed), the next frame; the keystroke's time is its keydown's
    window.addEventListener(
      "input",
      () => {
        const i = probe.starts.length - 1;
        const start = probe.starts[i];
        requestAnimationFrame(() => {
          if (check) {
            const area = document.querySelector<HTMLTextAreaElement>(check.area)!;
            const units = format.format(area.value.length);
            const counter = check.counter ? (document.querySelector(check.counter)?.textContent ?? "") : null;
            const preview = document.querySelector(check.preview)?.textContent ?? "";
            const shown =
              check.match === "exact" ? preview === area.value : preview.includes(area.value.slice(-20).trim());
            const ok = (counter === null || counter.includes(`${units} /`)) && shown;
            probe.sameFrame[i] = ok;
            if (!ok && probe.misses.length < 3) probe.misses.push(`${units} | ${counter} | …${preview.slice(-30)}`);
          } else probe.sameFrame[i] = null;
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            probe.nextFrame[i] = performance.now() - start;
          };
          channel.port2.postMessage(0);
        });
      },
      { capture: true },
    );
  }, check);
}

/** The samples, one per keystroke; Event Timing entries are matched to the keystroke whose window they start in. */
export async function collectProbe(page: Page): Promise<{ keys: KeySample[]; misses: string[] }> {
  const probe = await page.evaluate(() => (window as unknown as ProbeWindow).__probe);
  const keys = probe.starts.map((start, i) => {
    const end = probe.starts[i + 1] ?? Infinity;
    const durations = probe.entries.filter((e) => e.startTime >= start && e.startTime < end).map((e) => e.duration);
    return {
      nextFrame: probe.nextFrame[i] ?? NaN,
      eventTiming: durations.length ? Math.max(...durations) : null,
      sameFrame: probe.sameFrame[i] ?? null,
    };
  });
  return { keys, misses: probe.misses };
}
