/**
 * Undo and redo for the Carousel Editor: the designs before and after each change. Typing into one field makes one
 * step per pause, not one per key: a change with the same `mergeKey` as the last one, within `mergeMs`, replaces
 * it instead of adding a step.
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The key and time of the last change (for merging typing). */
  last?: { key: string; at: number };
}

export const HISTORY_LIMIT = 100;
export const MERGE_MS = 1000;

export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

export function record<T>(h: History<T>, next: T, opts: { mergeKey?: string; now?: number } = {}): History<T> {
  if (Object.is(next, h.present)) return h;
  const now = opts.now ?? Date.now();
  const merge = opts.mergeKey !== undefined && h.last?.key === opts.mergeKey && now - h.last.at < MERGE_MS;
  const past = merge ? h.past : [...h.past, h.present].slice(-HISTORY_LIMIT);
  return { past, present: next, future: [], last: opts.mergeKey ? { key: opts.mergeKey, at: now } : undefined };
}

export function undo<T>(h: History<T>): History<T> {
  const previous = h.past.at(-1);
  if (previous === undefined) return h;
  return { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future] };
}

export function redo<T>(h: History<T>): History<T> {
  const next = h.future[0];
  if (next === undefined) return h;
  return { past: [...h.past, h.present], present: next, future: h.future.slice(1) };
}

/** The saved design changed under the editor (another tab, a reload): it starts again from there. */
export const replacePresent = <T>(h: History<T>, present: T): History<T> => ({ ...h, present, last: undefined });
