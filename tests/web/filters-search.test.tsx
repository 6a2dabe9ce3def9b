// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SearchFilter } from "@/components/filters/filter-fields";
import { useFilters } from "@/components/filters/use-filters";

// The filter kit's search: the field shows every key at once, the list asks once typing has stopped for the delay
// (one request, not one per key), and a facet changed meanwhile does not wait for the search.

interface Filter {
  q: string;
  status: string;
}

function Search({ asks }: { asks: string[] }) {
  const { typed, filter, set } = useFilters<Filter>({ q: "", status: "" }, { facets: ["status"], searchDelay: 250 });
  asks.push(JSON.stringify(filter));
  return (
    <>
      <SearchFilter id="q" label="Search" value={typed.q} onChange={(q) => set({ q })} placeholder="Words" inline />
      <button type="button" onClick={() => set({ status: "draft" })}>
        Drafts
      </button>
      <output data-testid="asked">{JSON.stringify(filter)}</output>
    </>
  );
}

const asked = () => JSON.parse(screen.getByTestId("asked").textContent!) as Filter;
const type = (value: string) => fireEvent.change(screen.getByLabelText("Search"), { target: { value } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useFilters' search", () => {
  it("asks for the search only once typing has stopped for the delay, with the last text", () => {
    render(<Search asks={[]} />);
    type("h");
    act(() => vi.advanceTimersByTime(200));
    type("ha");
    act(() => vi.advanceTimersByTime(200));
    type("hab");
    // 600 ms of typing, never 250 ms apart: nothing asked yet, while the field shows every key
    expect((screen.getByLabelText("Search") as HTMLInputElement).value).toBe("hab");
    expect(asked().q).toBe("");
    act(() => vi.advanceTimersByTime(249));
    expect(asked().q).toBe("");
    act(() => vi.advanceTimersByTime(1));
    expect(asked().q).toBe("hab");
  });

  it("asks once per settled text, never for the texts in between", () => {
    const asks: string[] = [];
    render(<Search asks={asks} />);
    for (const text of ["l", "le", "lea", "lead"]) {
      type(text);
      act(() => vi.advanceTimersByTime(100));
    }
    act(() => vi.advanceTimersByTime(250));
    const distinct = [...new Set(asks.map((a) => (JSON.parse(a) as Filter).q))];
    expect(distinct).toEqual(["", "lead"]);
  });

  it("applies a facet at once, the search still waiting for its delay", () => {
    render(<Search asks={[]} />);
    type("lead");
    fireEvent.click(screen.getByRole("button", { name: "Drafts" }));
    expect(asked()).toEqual({ q: "", status: "draft" });
    act(() => vi.advanceTimersByTime(250));
    expect(asked()).toEqual({ q: "lead", status: "draft" });
  });

  it("labels the field (inline: the label beside it) as a search box", () => {
    render(<Search asks={[]} />);
    const field = screen.getByRole("searchbox", { name: "Search" }) as HTMLInputElement;
    expect(field.id).toBe("q");
    expect(field.placeholder).toBe("Words");
  });
});
