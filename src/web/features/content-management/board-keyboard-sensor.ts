import type { DragDropManager, Draggable, KeyboardSensorOptions } from "@dnd-kit/dom";
import { KeyboardSensor } from "@dnd-kit/dom";
import { columnBeside } from "./board-columns-geometry";

/** Longer than dnd-kit's drop animation (250 ms): a drop that has not settled by then never will. */
const SETTLE_LIMIT_MS = 2000;

/**
 * dnd-kit's keyboard sensor, with a card moved a column at a time and less one gap.
 *
 * Left and right arrows move the card to the centre of the next column as it is laid out now. dnd-kit's own sensor
 * moves it a fixed number of pixels, which is one column only while every column has the same width: Publishing,
 * folded to a narrow strip when empty, opens when a drag starts, and until dnd-kit had measured the columns again
 * (a frame or more later) one step of a column's width went past it, onto Published. The columns are measured at
 * the key press, and the one the card goes to is scrolled into view (on a phone most columns are off screen).
 *
 * After a drop (by keyboard or pointer), until it has settled (its animation), dnd-kit ignores a start key (Space,
 * Enter), and a card dropped by keyboard, drawn again in its new column, has lost the focus to <body> until then: a
 * person who drops a card and at once presses Space, to move it on or to pick up another, gets nothing and cannot
 * tell why. Here a start key pressed meanwhile, on a card's handle or on nothing (the dropped card), is kept, and
 * once the drop has settled that card's handle has the focus and the card is picked up.
 */
export class BoardKeyboardSensor extends KeyboardSensor {
  #stopListening: () => void;

  constructor(manager: DragDropManager, options?: KeyboardSensorOptions) {
    super(manager, options);
    this.#stopListening = manager.monitor.addEventListener("dragend", ({ operation }) => {
      const source = operation.source as Draggable | null;
      if (source) this.#keepKeysUntilSettled(source);
    });
  }

  override destroy() {
    this.#stopListening();
    super.destroy();
  }

  protected override handleMove(direction: "up" | "down" | "left" | "right", event: KeyboardEvent) {
    if (direction === "up" || direction === "down") return super.handleMove(direction, event);
    const { dragOperation } = this.manager;
    if (!dragOperation.status.dragging) return;
    event.preventDefault(); // an arrow while dragging never scrolls the page, even at the last column
    const columns = [...this.manager.registry.droppables].flatMap((droppable) =>
      droppable.element && !droppable.disabled ? [{ droppable, element: droppable.element }] : [],
    );
    const next = columnBeside(
      columns.map(({ element }) => element.getBoundingClientRect()),
      dragOperation.position.current.x,
      direction === "left" ? -1 : 1,
    );
    if (next === undefined) return;
    const { element } = columns[next]!;
    element.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "instant" });
    // dnd-kit measures the columns again only on its next frame: the collision must see them as they are now
    for (const { droppable } of columns) droppable.refreshShape();
    const box = element.getBoundingClientRect();
    this.manager.actions.move({ event, to: { x: box.left + box.width / 2, y: dragOperation.position.current.y } });
  }

  #keepKeysUntilSettled(dropped: Draggable) {
    const codes = this.options?.keyboardCodes ?? KeyboardSensor.defaults.keyboardCodes;
    const { registry } = this.manager;
    const handleOf = (draggable: Draggable | undefined) => draggable?.handle ?? draggable?.element;
    /** The draggable whose handle is `element` (the dropped one, drawn again, may be a new instance). */
    const draggableOf = (element: Element) => {
      if (element === handleOf(dropped)) return registry.draggables.get(dropped.id) ?? dropped;
      for (const draggable of registry.draggables) if (handleOf(draggable) === element) return draggable;
      return undefined;
    };
    let kept: { event: KeyboardEvent; id: Draggable["id"] } | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!codes.start.includes(event.code) || event.defaultPrevented) return;
      const active = document.activeElement;
      const onNothing = !active || active === document.body;
      const draggable = onNothing ? dropped : draggableOf(active);
      if (!draggable) return;
      event.preventDefault(); // taken here: not a click on the handle, not a scroll, not a second start
      event.stopImmediatePropagation();
      kept = { event, id: draggable.id };
    };
    const doc = dropped.element?.ownerDocument ?? document;
    doc.addEventListener("keydown", onKeyDown, true);
    const until = performance.now() + SETTLE_LIMIT_MS;
    const check = () => {
      const settled = this.manager.dragOperation.status.idle;
      if (!settled && performance.now() < until) return void requestAnimationFrame(check);
      doc.removeEventListener("keydown", onKeyDown, true);
      if (!kept || !settled || this.disabled) return;
      const draggable = registry.draggables.get(kept.id);
      const handle = handleOf(draggable);
      if (!draggable || draggable.disabled || !handle?.isConnected) return;
      const active = doc.activeElement;
      if (active && active !== doc.body && active !== handle) return; // the person has gone elsewhere meanwhile
      if (handle instanceof HTMLElement) handle.focus({ preventScroll: true });
      this.handleStart(kept.event, draggable, this.options);
    };
    requestAnimationFrame(check);
  }
}

/** The board's keyboard sensor with its options (as `KeyboardSensor.configure` gives dnd-kit's own). */
export const boardKeyboardSensor = (options: NonNullable<BoardKeyboardSensor["options"]>) => ({
  plugin: BoardKeyboardSensor,
  options,
});
