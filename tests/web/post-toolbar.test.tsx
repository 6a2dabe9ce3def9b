// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useRef } from "react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { PostToolbar } from "@/features/editor/components/post-toolbar";
import { setupTestI18n } from "./test-i18n";

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(cleanup);

function Editor() {
  const ref = useRef<HTMLTextAreaElement>(null);
  return (
    <>
      <button type="button">Before</button>
      <PostToolbar textareaRef={ref} activeStyle={null} onStyled={() => {}} />
      <textarea id="post-body" aria-label="Post" ref={ref} defaultValue="Hello" />
    </>
  );
}

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
});
