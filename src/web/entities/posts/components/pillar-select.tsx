import type { Pillar } from "@contracts/strategy/schemas";
import { selectClass } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { cn } from "@/lib/utils";

/**
 * A pillar picker for the bulk actions (the lists' pillar filter is components/filters' FacetSelect): "any" first
 * (the empty value), optionally a "no pillar" choice, then the active pillars. `inline`: a compact select whose label
 * is for screen readers only (bulk bars).
 */
export function PillarSelect({
  id,
  label,
  pillars,
  value,
  onChange,
  anyLabel,
  noneValue,
  noneLabel,
  inline = false,
}: {
  id: string;
  label: string;
  pillars: Pillar[];
  value: string;
  onChange: (value: string) => void;
  anyLabel: string;
  noneValue?: string;
  noneLabel?: string;
  inline?: boolean;
}) {
  return (
    <div className={cn("flex gap-1.5", inline ? "items-center" : "flex-col")}>
      <Label htmlFor={id} className={cn(inline && "sr-only")}>
        {label}
      </Label>
      <select
        id={id}
        className={cn(selectClass, inline && "h-8 w-auto text-xs sm:text-xs")}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{anyLabel}</option>
        {noneValue ? <option value={noneValue}>{noneLabel}</option> : null}
        {pillars.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </div>
  );
}
