import { postMediaProblem } from "@contracts/media/rules";
import type { Media } from "@contracts/media/schemas";

/**
 * The attachment list after adding `added` (already attached files are not added twice), or the message code of the
 * rule it would break (images and a PDF mixed, two PDFs, more than 20 images).
 */
export function withAdded(current: Media[], added: Media[]): { ids: string[] } | { problem: string } {
  const ids = current.map((m) => m.id);
  const next = [
    ...current,
    ...added.filter((m, i) => !ids.includes(m.id) && added.findIndex((x) => x.id === m.id) === i),
  ];
  const problem = postMediaProblem(next.map((m) => m.kind));
  return problem ? { problem } : { ids: next.map((m) => m.id) };
}

/** The list with the file at `index` moved by `step` places (kept within bounds). */
export function moved(ids: string[], index: number, step: -1 | 1): string[] {
  const to = index + step;
  if (to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  [next[index], next[to]] = [next[to], next[index]];
  return next;
}
