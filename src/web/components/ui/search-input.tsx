import { Search } from "lucide-react";
import type { ComponentProps } from "react";
import { Input } from "./input";

/** A search field with its magnifier inside (label it with a <Label htmlFor> or `aria-label`). */
export function SearchInput(props: Omit<ComponentProps<typeof Input>, "type">) {
  return (
    <div className="relative">
      <Search
        aria-hidden
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input {...props} type="search" className="pl-9" />
    </div>
  );
}
