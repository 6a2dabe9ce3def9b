import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { ariaSort, nextSort, type SortOrder, type SortState } from "./sort";

/**
 * A table's column header that sorts by its column (the server sorts): a button in the `<th>`, the header's
 * `aria-sort` on the sorted column, an arrow saying which way (both ways while another column sorts). Pressing it
 * sorts by the column at its first order, again reverses.
 */
export function SortableHeader<K extends string>({
  column,
  label,
  sort,
  onSort,
  firstOrder,
}: {
  column: K;
  label: string;
  sort: SortState<K>;
  onSort: (next: SortState<K>) => void;
  firstOrder: SortOrder;
}) {
  const direction = ariaSort(sort, column);
  const Icon = !direction ? ArrowUpDown : direction === "ascending" ? ArrowUp : ArrowDown;
  return (
    <th scope="col" className="px-3 py-2 font-medium whitespace-nowrap" aria-sort={direction}>
      <button
        type="button"
        className="inline-flex items-center gap-1 rounded outline-none hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50"
        onClick={() => onSort(nextSort(sort, column, firstOrder))}
      >
        {label}
        <Icon aria-hidden className="size-3.5" />
      </button>
    </th>
  );
}
