/** A column's horizontal extent on screen (a DOMRect has these). */
export interface ColumnBox {
  left: number;
  width: number;
}

/**
 * The index in `columns` of the column beside the one at `x` (the dragged card's centre), in `step`'s direction
 * (-1 left, +1 right), or undefined at the board's edge. `columns` may come in any order; the card is in the column
 * that holds `x`, else (in a gap between columns) in the nearest one.
 */
export function columnBeside(columns: readonly ColumnBox[], x: number, step: -1 | 1): number | undefined {
  const order = columns.map((_, index) => index).sort((a, b) => columns[a]!.left - columns[b]!.left);
  if (order.length === 0) return undefined;
  const distance = (index: number) => {
    const { left, width } = columns[index]!;
    return x < left ? left - x : x > left + width ? x - left - width : 0;
  };
  const here = order.reduce((best, index, at) => (distance(index) < distance(order[best]!) ? at : best), 0);
  return order[here + step];
}
