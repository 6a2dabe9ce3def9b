/** A list's order: the column it is sorted by, and which way. */
export type SortOrder = "asc" | "desc";
export interface SortState<K extends string> {
  sort: K;
  order: SortOrder;
}

/**
 * The order after pressing a column's header: on the sorted column it reverses; another column starts at its own
 * first order (names and states A to Z, dates newest first).
 */
export function nextSort<K extends string>(current: SortState<K>, column: K, firstOrder: SortOrder): SortState<K> {
  if (current.sort !== column) return { sort: column, order: firstOrder };
  return { sort: column, order: current.order === "asc" ? "desc" : "asc" };
}

/** A header's `aria-sort`: only the sorted column says its direction (the others say nothing, not "none"). */
export function ariaSort<K extends string>(current: SortState<K>, column: K): "ascending" | "descending" | undefined {
  if (current.sort !== column) return undefined;
  return current.order === "asc" ? "ascending" : "descending";
}
