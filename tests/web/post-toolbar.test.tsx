// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef, useState } from "react";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ENDING_PATTERNS } from "@shared/inspirations/patterns-endings";
import { HOOK_PATTERNS } from "@shared/inspirations/patterns-hooks";
import { PostToolbar } from "@/features/editor/components/post-toolbar";
import { setupTestI18n } from "./test-i18n";

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The workspace's favourites as the API answers them (a status other than 200: the request fails). */
let favourites: { status: number; ids: string[]; delayMs?: number } = { status: 200, ids: [] };
const favouriteRequests: string[] = [];
beforeEach(() => {
  favourites = { status: 200, ids: [] };
  favouriteRequests.length = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url !== "/api/inspirations/favourites") return new Response("{}", { status: 404 });
      favouriteRequests.push(url);
      if (favourites.delayMs) await new Promise((r) => setTimeout(r, favourites.delayMs));
      return new Response(
        JSON.stringify(
          favourites.status === 200 ? { favourites: favourites.ids } : { error: { code: "INTERNAL", message: "x" } },
        ),
        { status: favourites.status, headers: { "content-type": "application/json" } },
      );
    }),
  );
});

function Editor() {
  const ref = useRef<HTMLTextAreaElement>(null);
  const [client] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={client}>
      <button type="button">Before</button>
      <PostToolbar textareaRef={ref} activeStyle={null} onStyled={() => {}} />
      <textarea id="post-body" aria-label="Post" ref={ref} defaultValue="Hello" />
    </QueryClientProvider>
  );
}

/** The picker's options, in the order they are shown, by pattern id. */
const shownIds = () =>
  within(screen.getByRole("dialog", { name: "Hooks and endings" }))
    .getAllByRole("listitem")
    .map((li) => li.querySelector("button")?.dataset.snippet);

describe("the editor's toolbar (WAI-ARIA toolbar: one tab stop, arrow keys)", () => {
  it("is one tab stop; Left/Right (wrapping), Home and End move along it; Tab comes back to the last used", async () => {
    render(<Editor />);
    const user = userEvent.setup();
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    const tool = (name: string) => within(toolbar).getByRole("button", { name: (accessible) => accessible === name });
    expect(
      within(toolbar)
        .getAllByRole("button")
        .filter((b) => b.tabIndex === 0),
    ).toEqual([tool("Bold")]);

    screen.getByRole("button", { name: "Before" }).focus();
    await user.tab();
    expect(document.activeElement).toBe(tool("Bold"));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole("textbox", { name: "Post" })); // the toolbar is one stop
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(tool("Bold"));

    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(tool("Italic"));
    await user.keyboard("{End}");
    expect(document.activeElement).toBe(tool("Redo"));
    await user.keyboard("{ArrowRight}");
    expect(document.activeElement).toBe(tool("Bold"));
    await user.keyboard("{ArrowLeft}");
    expect(document.activeElement).toBe(tool("Redo"));
    await user.keyboard("{Home}{ArrowRight}{ArrowRight}");
    expect(document.activeElement).toBe(tool("Bold italic"));
    expect(
      within(toolbar)
        .getAllByRole("button")
        .filter((b) => b.tabIndex === 0),
    ).toEqual([tool("Bold italic")]);

    await user.tab();
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(tool("Bold italic")); // back where it was left
  });

  it("opens the emoji picker with Enter and with Space; its own arrow keys stay its own", async () => {
    render(<Editor />);
    const user = userEvent.setup();
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    within(toolbar).getByRole("button", { name: "Emoji" }).focus();
    await user.keyboard("{Enter}");
    const search = await screen.findByRole("searchbox", { name: "Search emoji" });
    expect(document.activeElement).toBe(search);
    await user.keyboard("{ArrowDown}{ArrowRight}");
    const grid = screen.getByRole("dialog", { name: "Emoji" });
    expect(grid.contains(document.activeElement)).toBe(true); // moved in the grid, not along the toolbar
    await user.keyboard("{Escape}");
    expect(document.activeElement).toBe(within(toolbar).getByRole("button", { name: "Emoji" }));
    await user.keyboard(" ");
    const searchAgain = await screen.findByRole("searchbox", { name: "Search emoji" });
    expect(document.activeElement).toBe(searchAgain);
  });

  it("puts a hook or an ending from Inspirations in by keyboard, its first part selected to type over", async () => {
    render(<Editor />);
    const user = userEvent.setup();
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    const post = screen.getByRole("textbox", { name: "Post" }) as HTMLTextAreaElement;
    post.focus();
    post.setSelectionRange(0, 0);
    const button = within(toolbar).getByRole("button", { name: "Hooks and endings" });
    button.focus();
    await user.keyboard("{Enter}");
    const search = await screen.findByRole("searchbox", { name: "Search hooks and endings" });
    expect(document.activeElement).toBe(search);
    await user.keyboard("costly");
    const dialog = screen.getByRole("dialog", { name: "Hooks and endings" });
    const option = await within(dialog).findByRole("button", { name: /It cost me \[what it cost\]/ });
    // Down from the search goes to the first option; Enter puts it in, above the text, the first part selected
    await user.keyboard("{ArrowDown}");
    expect(document.activeElement).toBe(option);
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("dialog", { name: "Hooks and endings" })).toBeNull();
    expect(post.value).toBe("I [mistake] for [time span]. It cost me [what it cost].\n\nHello");
    expect(document.activeElement).toBe(post);
    expect(post.value.slice(post.selectionStart, post.selectionEnd)).toBe("[mistake]");

    // an ending, at the end: its own paragraph; Escape from the list goes back to the button
    post.setSelectionRange(post.value.length, post.value.length);
    button.focus();
    await user.keyboard("{Enter}");
    await screen.findByRole("searchbox", { name: "Search hooks and endings" });
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Endings" }));
    const ending = await within(screen.getByRole("dialog")).findByRole("button", { name: /^Your turn/ });
    ending.focus();
    await user.keyboard("{Escape}");
    expect(document.activeElement).toBe(button);
    await user.keyboard("{Enter}");
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Endings" }));
    await user.click(await within(screen.getByRole("dialog")).findByRole("button", { name: /^Your turn/ }));
    expect(post.value).toMatch(/\n\nHello\n\nYour turn: \[question\]$/);
    // nothing matches: said so
    await user.click(button);
    await user.keyboard("zzzzqqq");
    expect(await within(screen.getByRole("dialog")).findByRole("status")).toHaveProperty(
      "textContent",
      "No hook or ending matches.",
    );
  });

  it("puts the workspace's favourites first, marked, then the rest in the library's order; search and keys follow", async () => {
    // marked latest first by the API; one is a whole post's structure (not a snippet), one an ending
    favourites = {
      status: 200,
      ids: ["hook-myth", "end-save-for-later", "post-mistake-cost-now", "hook-confession"],
      delayMs: 50,
    };
    render(<Editor />);
    const user = userEvent.setup();
    const toolbar = screen.getByRole("toolbar", { name: "Formatting" });
    within(toolbar).getByRole("button", { name: "Hooks and endings" }).focus();
    await user.keyboard("{Enter}");
    const dialog = screen.getByRole("dialog", { name: "Hooks and endings" });
    // the first list shown already has them first (the defect: the library's order, or a list reordered under the
    // writer once the favourites came)
    await within(dialog).findAllByRole("listitem");
    const hookFavourites = ["hook-confession", "hook-myth"]; // the library's order between them
    const rest = HOOK_PATTERNS.map((p) => p.id).filter((id) => !hookFavourites.includes(id));
    expect(shownIds()).toEqual([...hookFavourites, ...rest]);
    expect(favouriteRequests).toHaveLength(1);
    // marked with a label a screen reader reads; the others are not
    const marked = within(dialog)
      .getAllByRole("button", { name: /^Favourite: / })
      .map((b) => b.dataset.snippet);
    expect(marked).toEqual(hookFavourites);
    expect(within(dialog).getByRole("button", { name: /^Favourite: The confession/ })).toBeTruthy();

    // Down from the search follows what is seen: the favourites, then the library
    await user.keyboard("{ArrowDown}");
    expect((document.activeElement as HTMLElement).dataset.snippet).toBe("hook-confession");
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect((document.activeElement as HTMLElement).dataset.snippet).toBe(rest[0]);
    await user.keyboard("{ArrowUp}{ArrowUp}{ArrowUp}");
    expect(document.activeElement).toBe(screen.getByRole("searchbox", { name: "Search hooks and endings" }));

    // the search filters both: a favourite that matches stays first, one that does not goes
    await user.keyboard("myth");
    await vi.waitFor(() => expect(shownIds()[0]).toBe("hook-myth"));
    expect(shownIds()).not.toContain("hook-confession");
    expect(shownIds().length).toBeGreaterThan(0);

    // endings: their favourite first
    await user.clear(screen.getByRole("searchbox", { name: "Search hooks and endings" }));
    await user.click(within(dialog).getByRole("button", { name: "Endings" }));
    expect(shownIds()).toEqual([
      "end-save-for-later",
      ...ENDING_PATTERNS.map((p) => p.id).filter((id) => id !== "end-save-for-later"),
    ]);
  });

  it("works without the favourites when their request fails: the library's order, nothing marked", async () => {
    favourites = { status: 500, ids: [] };
    render(<Editor />);
    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Hooks and endings" }));
    const dialog = screen.getByRole("dialog", { name: "Hooks and endings" });
    await within(dialog).findAllByRole("listitem");
    expect(shownIds()).toEqual(HOOK_PATTERNS.map((p) => p.id));
    expect(within(dialog).queryAllByRole("button", { name: /^Favourite: / })).toEqual([]);
    await user.keyboard("{ArrowDown}{Enter}");
    expect((screen.getByRole("textbox", { name: "Post" }) as HTMLTextAreaElement).value).toContain(
      "I [mistake] for [time span]. It cost me [what it cost].",
    );
  });
});
