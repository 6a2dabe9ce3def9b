// @vitest-environment happy-dom
import { fireEvent, render, screen } from "@testing-library/react";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { SearchProvider, useSearch } from "@/components/layout/search-context";
import { SidebarProvider, useSidebar } from "@/components/ui/sidebar";
import { OWN_SHORTCUTS_ATTRIBUTE, submitOnCtrlEnter } from "@/lib/ui/shortcuts";
import { setupTestI18n } from "./test-i18n";

beforeAll(async () => {
  await setupTestI18n();
});

function Probe() {
  const { open: sidebarOpen } = useSidebar();
  const { open: paletteOpen } = useSearch();
  return (
    <>
      <output data-testid="sidebar">{String(sidebarOpen)}</output>
      <output data-testid="palette">{String(paletteOpen)}</output>
      <input aria-label="Title" />
      <textarea aria-label="Notes" />
      {/* What the post editor will do: keep Ctrl/Cmd+B (bold) for itself. */}
      <textarea aria-label="Post" {...{ [OWN_SHORTCUTS_ATTRIBUTE]: "b" }} />
    </>
  );
}

function renderShell() {
  render(
    <SearchProvider>
      <SidebarProvider defaultOpen>
        <Probe />
      </SidebarProvider>
    </SearchProvider>,
  );
  return {
    sidebar: () => screen.getByTestId("sidebar").textContent,
    palette: () => screen.getByTestId("palette").textContent,
  };
}

const press = (label: string, key: string, mod: "ctrlKey" | "metaKey" = "ctrlKey") =>
  fireEvent.keyDown(screen.getByLabelText(label), { key, [mod]: true });

describe("Ctrl/Cmd+B and Ctrl/Cmd+K (SPEC §9, issue 8)", () => {
  it("stay global: they work inside ordinary text fields", () => {
    const { sidebar, palette } = renderShell();
    press("Title", "b");
    expect(sidebar()).toBe("false");
    press("Notes", "b", "metaKey");
    expect(sidebar()).toBe("true");
    press("Title", "k");
    expect(palette()).toBe("true");
  });

  it("an element marked as owning Ctrl/Cmd+B (the post editor's bold) keeps it; Ctrl/Cmd+K still opens the palette there", () => {
    const { sidebar, palette } = renderShell();
    press("Post", "b");
    expect(sidebar()).toBe("true");
    press("Post", "b", "metaKey");
    expect(sidebar()).toBe("true");
    press("Post", "k");
    expect(palette()).toBe("true");
  });

  it("work even when the focused element already handled the key (cmdk's list takes Ctrl+K as 'up' and calls preventDefault)", () => {
    const { palette } = renderShell();
    const notes = screen.getByLabelText("Notes");
    notes.addEventListener("keydown", (e) => e.preventDefault());
    fireEvent.keyDown(notes, { key: "k", ctrlKey: true });
    expect(palette()).toBe("true");
  });
});

describe("Ctrl/Cmd+Enter submits a form from any of its fields", () => {
  function renderForm() {
    const sent = vi.fn();
    render(
      <form
        onSubmit={(e) => {
          e.preventDefault();
          sent();
        }}
        onKeyDown={submitOnCtrlEnter}
      >
        <textarea aria-label="Text" />
      </form>,
    );
    return { sent, text: screen.getByLabelText("Text") };
  }

  it("Ctrl+Enter and Cmd+Enter submit; Enter alone is a new line", () => {
    const { sent, text } = renderForm();
    fireEvent.keyDown(text, { key: "Enter" });
    expect(sent).not.toHaveBeenCalled();
    fireEvent.keyDown(text, { key: "Enter", ctrlKey: true });
    fireEvent.keyDown(text, { key: "Enter", metaKey: true });
    expect(sent).toHaveBeenCalledTimes(2);
  });

  it("not while an input method composes a character (its Enter confirms the character)", () => {
    const { sent, text } = renderForm();
    fireEvent.keyDown(text, { key: "Enter", ctrlKey: true, isComposing: true });
    expect(sent).not.toHaveBeenCalled();
  });
});
