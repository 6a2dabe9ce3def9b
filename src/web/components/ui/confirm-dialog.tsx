import type { ReactNode } from "react";
import { Button } from "./button";
import { DialogActions, DialogShell } from "./dialog";

/** A modal asking to confirm an action (focus trapped, Escape cancels). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  pending = false,
  destructive = false,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: ReactNode;
  cancelLabel: ReactNode;
  onConfirm: () => void;
  pending?: boolean;
  destructive?: boolean;
  /** Where the focus goes once it closes (default: back to the button that opened it). */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  return (
    <DialogShell
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      role="alertdialog"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      <DialogActions cancelLabel={cancelLabel}>
        <Button variant={destructive ? "destructive" : "default"} onClick={onConfirm} busy={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </DialogShell>
  );
}
