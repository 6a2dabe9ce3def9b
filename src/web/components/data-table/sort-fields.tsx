import { selectClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { SortOrder, SortState } from "./sort";

/**
 * The same orders as the headers, as a pair of fields, where a table gives way to cards (a phone): no header to
 * press there.
 */
export function SortFields<K extends string>({
  idPrefix,
  sort,
  onSort,
  columns,
  labels,
}: {
  idPrefix: string;
  sort: SortState<K>;
  onSort: (next: SortState<K>) => void;
  columns: ReadonlyArray<{ column: K; label: string }>;
  labels: { sortBy: string; order: string; asc: string; desc: string };
}) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}-sort`}>{labels.sortBy}</Label>
        <select
          id={`${idPrefix}-sort`}
          className={selectClass}
          value={sort.sort}
          onChange={(e) => onSort({ ...sort, sort: e.target.value as K })}
        >
          {columns.map((col) => (
            <option key={col.column} value={col.column}>
              {col.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${idPrefix}-order`}>{labels.order}</Label>
        <select
          id={`${idPrefix}-order`}
          className={selectClass}
          value={sort.order}
          onChange={(e) => onSort({ ...sort, order: e.target.value as SortOrder })}
        >
          <option value="asc">{labels.asc}</option>
          <option value="desc">{labels.desc}</option>
        </select>
      </div>
    </div>
  );
}
