// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";

function Card({ moveFocus }: { moveFocus?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      <button type="button" id="elsewhere">
        Elsewhere
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete it?"
        description="It goes to the trash."
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={() => setOpen(false)}
        onCloseAutoFocus={
          moveFocus
            ? (e) => {
                e.preventDefault();
                document.getElementById("elsewhere")!.focus();
              }
            : undefined
        }
      />
    </>
  );
}

describe("a dialog opened without a Radix trigger", () => {
  it("gives the focus back to the button that opened it when it closes (not to <body>)", async () => {
    render(<Card />);
    const opener = screen.getAllByRole("button", { name: "Delete" })[0]!;
    opener.focus();
    fireEvent.click(opener);
    const cancel = await screen.findByRole("button", { name: "Cancel" });
    await waitFor(() => expect(document.activeElement).not.toBe(opener));
    fireEvent.click(cancel);
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(opener));
  });

  it("lets the caller put the focus elsewhere", async () => {
    render(<Card moveFocus />);
    const opener = screen.getAllByRole("button", { name: "Delete" })[0]!;
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    await waitFor(() => expect(document.activeElement?.id).toBe("elsewhere"));
  });
});
