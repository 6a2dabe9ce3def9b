import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/**
 * A row of native radios drawn as a segmented control: arrow keys move the choice, Tab leaves the group (the
 * browser's own radio-group behaviour), the legend names it.
 */
export function ChoiceGroup<T extends string>({
  name,
  legend,
  value,
  options,
  onChange,
  hint,
}: {
  name: string;
  legend: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: ReactNode }>;
  onChange: (value: T) => void;
  hint?: ReactNode;
}) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{legend}</legend>
      <div className="flex rounded-md border bg-muted/40 p-0.5">
        {options.map((o) => (
          <label
            key={o.value}
            className={cn(
              "relative flex h-8 flex-1 cursor-pointer items-center justify-center rounded px-2 text-sm transition-colors has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50",
              value === o.value
                ? "bg-background font-medium shadow-xs dark:bg-input/60"
                : "text-muted-foreground hover:text-foreground",
            )}
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="sr-only"
            />
            {o.label}
          </label>
        ))}
      </div>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
    </fieldset>
  );
}
