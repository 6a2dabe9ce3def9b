// @vitest-environment happy-dom
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { DialogShell } from "@/components/ui/dialog";
import { Toaster } from "@/components/ui/toaster";
import { resetToasts, toast } from "@/lib/ui/use-toast";

// Radix gives Escape to its newest layer: a toast shown while a dialog was open took the dialog's Escape (the dialog
// stayed open, the toast went), and the person needed a second one.

function Page() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Toaster />
      <DialogShell open={open} onOpenChange={setOpen} title="Remove your photo?" description="It goes for good.">
        <button type="button">Remove</button>
      </DialogShell>
    </>
  );
}

afterEach(() => act(() => resetToasts()));

describe("a toast shown while a dialog is open", () => {
  it("leaves the dialog's Escape to the dialog, and stays", async () => {
    render(<Page />);
    const inside = await screen.findByRole("button", { name: "Remove" });
    inside.focus();
    act(() => {
      toast({ title: "Profile updated" });
    });
    await screen.findByText("Profile updated", { selector: "li *" });
    fireEvent.keyDown(document.activeElement!, { key: "Escape" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByText("Profile updated", { selector: "li *" })).toBeTruthy();
  });

  it("still closes on Escape when no dialog has the focus", async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: "Saved" });
    });
    await screen.findByText("Saved", { selector: "li *" });
    fireEvent.keyDown(document.body, { key: "Escape" });
    await waitFor(() => expect(screen.queryByText("Saved", { selector: "li *" })).toBeNull());
  });
});
