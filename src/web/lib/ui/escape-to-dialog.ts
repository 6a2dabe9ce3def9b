import type { KeyboardEvent as ReactKeyboardEvent } from "react";

// Radix gives Escape to the newest of its dismissable layers. A toast that appears while a dialog is open (a save
// confirmed, an error) is newer than the dialog, so the Escape meant for the dialog closed the toast and the person
// needed a second one. A toast passes Escape on when the focus is in a dialog (it stays until its time is up), and the
// dialog closes on an Escape passed on to it.

const DIALOG = '[role="dialog"], [role="alertdialog"]';
const passedOn = new WeakSet<Event>();

/** A toast's `onEscapeKeyDown`: the Escape of a person working in a dialog is the dialog's. */
export function passEscapeToDialog(event: KeyboardEvent) {
  const at = event.target instanceof Element ? event.target : null;
  if (!at?.closest(DIALOG)) return;
  event.preventDefault(); // the toast stays open
  passedOn.add(event);
}

/** A dialog content's `onKeyDown`: `close` on an Escape a toast passed on. */
export const closeOnPassedEscape = (close: () => void) => (event: ReactKeyboardEvent) => {
  if (event.key === "Escape" && passedOn.has(event.nativeEvent)) close();
};
