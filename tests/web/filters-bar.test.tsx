// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FilterBar } from "@/components/filters/filter-bar";
import { DateFilter, FacetSelect, SearchFilter } from "@/components/filters/filter-fields";
import { useFilters } from "@/components/filters/use-filters";

// The filter kit (src/web/components/filters/): "clear filters" shows only when there is something to clear,
// empties every facet and the search at once (not after the search's delay), keeps what is not a filter, tells the
// page, and leaves the focus on the bar's first field.

interface Filter {
  q: string;
  status: "" | "idea" | "draft";
  from: string;
  trash: boolean;
}

const EMPTY: Filter = { q: "", status: "", from: "", trash: true };

function Bar({ onChange }: { onChange: () => void }) {
  const { typed, filter, set, clear, filtered, canClear } = useFilters<Filter>(EMPTY, {
    facets: ["status", "from"],
    searchDelay: 200,
    onChange,
  });
  return (
    <>
      <FilterBar
        canClear={canClear}
        onClear={clear}
        clearLabel="Clear filters"
        end={<button type="button">Grid</button>}
      >
        <SearchFilter id="q" label="Search" value={typed.q} onChange={(q) => set({ q })} />
        <FacetSelect
          id="status"
          label="Status"
          value={typed.status}
          onChange={(status) => set({ status })}
          options={[
            { value: "idea", label: "Idea" },
            { value: "draft", label: "Draft" },
          ]}
          anyLabel="Any"
        />
        <DateFilter id="from" label="From" value={typed.from} onChange={(from) => set({ from })} />
      </FilterBar>
      <output data-testid="asked">{JSON.stringify(filter)}</output>
      <output data-testid="filtered">{String(filtered)}</output>
    </>
  );
}

const asked = () => JSON.parse(screen.getByTestId("asked").textContent!) as Filter;
const clearButton = () => screen.queryByRole("button", { name: "Clear filters" });

afterEach(() => vi.useRealTimers());

describe("FilterBar with useFilters", () => {
  it("offers no clear action while the filters are empty, then one after the fields, before what is not one", () => {
    render(<Bar onChange={() => {}} />);
    expect(clearButton()).toBeNull();
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "draft" } });
    const buttons = screen.getAllByRole("button").map((b) => b.textContent);
    expect(buttons).toEqual(["Clear filters", "Grid"]);
    expect(screen.getByTestId("filtered").textContent).toBe("true");
  });

  it("shows the clear action as soon as the search is typed, before the search settles", () => {
    vi.useFakeTimers();
    render(<Bar onChange={() => {}} />);
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "habit" } });
    expect(clearButton()).not.toBeNull();
    expect(asked().q).toBe("");
    expect(screen.getByTestId("filtered").textContent).toBe("false");
  });

  it("a search of spaces is nothing to clear", () => {
    render(<Bar onChange={() => {}} />);
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "   " } });
    expect(clearButton()).toBeNull();
  });

  it("clears every facet and the search at once, keeps the rest, tells the page and focuses the first field", () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    render(<Bar onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "habit" } });
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "idea" } });
    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2030-01-02" } });
    act(() => vi.advanceTimersByTime(200));
    expect(asked()).toEqual({ q: "habit", status: "idea", from: "2030-01-02", trash: true });
    onChange.mockClear();

    const button = clearButton()!;
    button.focus();
    fireEvent.click(button);

    // at once: the list asks for everything without waiting for the search's delay
    expect(asked()).toEqual({ q: "", status: "", from: "", trash: true });
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("");
    expect((screen.getByLabelText("Status") as HTMLSelectElement).value).toBe("");
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("");
    expect(screen.getByTestId("filtered").textContent).toBe("false");
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(clearButton()).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Search"));

    // and a search typed before the clear does not come back when its delay ends
    act(() => vi.advanceTimersByTime(1000));
    expect(asked().q).toBe("");
  });

  it("tells the page of every change (the lists drop their selection)", () => {
    const onChange = vi.fn();
    render(<Bar onChange={onChange} />);
    fireEvent.change(screen.getByLabelText("Status"), { target: { value: "idea" } });
    fireEvent.change(screen.getByLabelText("Search"), { target: { value: "a" } });
    expect(onChange).toHaveBeenCalledTimes(2);
  });
});
