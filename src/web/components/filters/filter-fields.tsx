import { Input, selectClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { SearchInput } from "@/components/ui/search-input";
import { cn } from "@/lib/utils";

/**
 * The bar's search field, its label above it or, `inline`, beside it. Give it `useFilters`' `typed.q`: the list
 * reads the settled search.
 */
export function SearchFilter({
  id,
  label,
  value,
  onChange,
  placeholder,
  inline = false,
  className,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  inline?: boolean;
  className?: string;
}) {
  const input = (
    <SearchInput id={id} value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} />
  );
  if (!inline)
    return (
      <div className={cn("flex flex-col gap-1.5", className)}>
        <Label htmlFor={id}>{label}</Label>
        {input}
      </div>
    );
  return (
    <div className={cn("flex items-center gap-2", className)}>
      <Label htmlFor={id} className="shrink-0">
        {label}
      </Label>
      <div className="min-w-0 flex-1">{input}</div>
    </div>
  );
}

/**
 * One facet of the list as a labelled select: "any" first (the empty value) when `anyLabel` is given, then the
 * options (a select without "any" picks how another filter reads, e.g. which date a range is on).
 */
export function FacetSelect<V extends string>({
  id,
  label,
  value,
  onChange,
  options,
  anyLabel,
}: {
  id: string;
  label: string;
  value: V | "";
  onChange: (value: V | "") => void;
  options: ReadonlyArray<{ value: V; label: string }>;
  anyLabel?: string;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value as V | "")}>
        {anyLabel !== undefined ? <option value="">{anyLabel}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A day bound of the list (yyyy-mm-dd, "" for none), a labelled date field. */
export function DateFilter({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
