// @vitest-environment happy-dom
import { fireEvent, render, screen, within } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { nextSort, type SortState } from "@/components/data-table/sort";
import { SortFields } from "@/components/data-table/sort-fields";
import { SortableHeader } from "@/components/data-table/sortable-header";

// The table kit's sort (src/web/components/data-table/): which way a header's press sorts, what aria-sort says, and
// the phone's pair of fields.

type Column = "name" | "updated";
const COLUMNS = [
  { column: "name" as const, label: "Name", first: "asc" as const },
  { column: "updated" as const, label: "Updated", first: "desc" as const },
];

function Table({ initial, seen }: { initial: SortState<Column>; seen: Array<SortState<Column>> }) {
  const [sort, setSort] = useState(initial);
  return (
    <table>
      <thead>
        <tr>
          {COLUMNS.map((col) => (
            <SortableHeader
              key={col.column}
              column={col.column}
              label={col.label}
              sort={sort}
              onSort={(next) => {
                seen.push(next);
                setSort(next);
              }}
              firstOrder={col.first}
            />
          ))}
        </tr>
      </thead>
    </table>
  );
}

const header = (name: string) => screen.getByRole("columnheader", { name });
const press = (name: string) => fireEvent.click(within(header(name)).getByRole("button", { name }));

describe("SortableHeader", () => {
  it("says the sorted column's direction in aria-sort, and nothing on the others", () => {
    render(<Table initial={{ sort: "updated", order: "desc" }} seen={[]} />);
    expect(header("Updated").getAttribute("aria-sort")).toBe("descending");
    expect(header("Name").hasAttribute("aria-sort")).toBe(false);
  });

  it("reverses the order on the sorted column, press after press", () => {
    const seen: Array<SortState<Column>> = [];
    render(<Table initial={{ sort: "updated", order: "desc" }} seen={seen} />);
    press("Updated");
    expect(seen.at(-1)).toEqual({ sort: "updated", order: "asc" });
    expect(header("Updated").getAttribute("aria-sort")).toBe("ascending");
    press("Updated");
    expect(seen.at(-1)).toEqual({ sort: "updated", order: "desc" });
    expect(header("Updated").getAttribute("aria-sort")).toBe("descending");
  });

  it("starts another column at its own first order, whatever the current direction", () => {
    const seen: Array<SortState<Column>> = [];
    render(<Table initial={{ sort: "updated", order: "asc" }} seen={seen} />);
    press("Name");
    expect(seen.at(-1)).toEqual({ sort: "name", order: "asc" });
    expect(header("Name").getAttribute("aria-sort")).toBe("ascending");
    expect(header("Updated").hasAttribute("aria-sort")).toBe(false);
    press("Updated");
    expect(seen.at(-1)).toEqual({ sort: "updated", order: "desc" });
    expect(header("Updated").getAttribute("aria-sort")).toBe("descending");
  });

  it("is a real button in a column header (keyboard: Tab to it, Enter or Space presses it)", () => {
    render(<Table initial={{ sort: "updated", order: "desc" }} seen={[]} />);
    const button = within(header("Name")).getByRole("button", { name: "Name" });
    expect(button.tagName).toBe("BUTTON");
    expect(button.getAttribute("type")).toBe("button");
    expect(header("Name").getAttribute("scope")).toBe("col");
  });
});

describe("nextSort", () => {
  it("toggles the sorted column and starts another at its first order", () => {
    expect(nextSort({ sort: "name", order: "asc" }, "name", "asc")).toEqual({ sort: "name", order: "desc" });
    expect(nextSort({ sort: "name", order: "desc" }, "name", "asc")).toEqual({ sort: "name", order: "asc" });
    expect(nextSort({ sort: "name", order: "asc" }, "updated", "desc")).toEqual({ sort: "updated", order: "desc" });
    expect(nextSort({ sort: "updated", order: "desc" }, "name", "asc")).toEqual({ sort: "name", order: "asc" });
  });
});

describe("SortFields", () => {
  it("changes the column and the order separately, each keeping the other", () => {
    const seen: Array<SortState<Column>> = [];
    function Fields() {
      const [sort, setSort] = useState<SortState<Column>>({ sort: "updated", order: "desc" });
      return (
        <SortFields
          idPrefix="t"
          sort={sort}
          onSort={(next) => {
            seen.push(next);
            setSort(next);
          }}
          columns={COLUMNS}
          labels={{ sortBy: "Sort by", order: "Order", asc: "Ascending", desc: "Descending" }}
        />
      );
    }
    render(<Fields />);
    const by = screen.getByLabelText("Sort by") as HTMLSelectElement;
    const order = screen.getByLabelText("Order") as HTMLSelectElement;
    expect([by.value, order.value]).toEqual(["updated", "desc"]);
    fireEvent.change(by, { target: { value: "name" } });
    expect(seen.at(-1)).toEqual({ sort: "name", order: "desc" });
    fireEvent.change(order, { target: { value: "asc" } });
    expect(seen.at(-1)).toEqual({ sort: "name", order: "asc" });
    expect([by.value, order.value]).toEqual(["name", "asc"]);
  });
});
