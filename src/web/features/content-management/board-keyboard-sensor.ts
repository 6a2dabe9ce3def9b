import { KeyboardSensor, type Draggable } from "@dnd-kit/dom";

/** Longer than dnd-kit's drop animation (250 ms): a drop that has not settled by then never will. */
const SETTLE_LIMIT_MS = 2000;

/**
 * dnd-kit's keyboard sensor, less one gap. After a keyboard drop, until the drop has settled (its animation), it
 * ignores a start key (Space, Enter), and the card, drawn again in its new column, has lost the focus to <body>
 * until then: a keyboard user who drops a card and at once presses Space again, to move it on, gets nothing and
 * cannot tell why. Here a start key pressed meanwhile, on the card's handle or on nothing, is kept, and once the
 * drop has settled the card's handle has the focus and the card is picked up.
 */
export class BoardKeyboardSensor extends KeyboardSensor {
  protected override handleEnd(event: Event, canceled: boolean) {
    const { source } = this.manager.dragOperation;
    super.handleEnd(event, canceled);
    if (source) this.#keepKeysUntilSettled(source);
  }

  #keepKeysUntilSettled(source: Draggable) {
    const codes = this.options?.keyboardCodes ?? KeyboardSensor.defaults.keyboardCodes;
    const handleOf = (draggable: Draggable | undefined) => draggable?.handle ?? draggable?.element;
    const current = () => this.manager.registry.draggables.get(source.id) ?? source;
    let kept: KeyboardEvent | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!codes.start.includes(event.code) || event.defaultPrevented) return;
      const active = document.activeElement;
      if (active && active !== document.body && active !== handleOf(current()) && active !== handleOf(source)) return;
      event.preventDefault(); // taken here: not a click on the handle, not a scroll, not a second start
      event.stopImmediatePropagation();
      kept = event;
    };
    const doc = source.element?.ownerDocument ?? document;
    doc.addEventListener("keydown", onKeyDown, true);
    const until = performance.now() + SETTLE_LIMIT_MS;
    const check = () => {
      const settled = this.manager.dragOperation.status.idle;
      if (!settled && performance.now() < until) return void requestAnimationFrame(check);
      doc.removeEventListener("keydown", onKeyDown, true);
      const draggable = current();
      const handle = handleOf(draggable);
      if (!kept || !settled || this.disabled || draggable.disabled || !handle?.isConnected) return;
      const active = doc.activeElement;
      if (active && active !== doc.body && active !== handle) return; // the person has gone elsewhere meanwhile
      if (handle instanceof HTMLElement) handle.focus({ preventScroll: true });
      this.handleStart(kept, draggable, this.options);
    };
    requestAnimationFrame(check);
  }
}

/** The board's keyboard sensor with its options (as `KeyboardSensor.configure` gives dnd-kit's own). */
export const boardKeyboardSensor = (options: NonNullable<BoardKeyboardSensor["options"]>) => ({
  plugin: BoardKeyboardSensor,
  options,
});
