import { describe, expect, it } from "vitest";
import { columnBeside } from "../../src/web/features/content-management/board-columns-geometry";

// The board as laid out while a card is dragged: 256 px columns, 12 px gaps, and Publishing (index 3) either
// folded to a 40 px strip or opened to full width.
const board = (publishingWidth: number) => {
  const widths = [256, 256, 256, publishingWidth, 256, 256, 256];
  let left = 0;
  return widths.map((width) => {
    const box = { left, width };
    left += width + 12;
    return box;
  });
};
const centre = (box: { left: number; width: number }) => box.left + box.width / 2;

describe("columnBeside: one arrow key moves a card one column, whatever the columns' widths", () => {
  it("from Scheduled, right is Publishing, folded or open (a fixed pixel step passed a folded one)", () => {
    for (const publishing of [40, 256]) {
      const columns = board(publishing);
      expect(columnBeside(columns, centre(columns[2]!), 1)).toBe(3);
      expect(columnBeside(columns, centre(columns[4]!), -1)).toBe(3);
      // the old step, one full column's pitch from Scheduled's centre, lands on Published when Publishing is folded
      const pitchStep = centre(columns[2]!) + 268;
      const landed = columns.findIndex((c) => pitchStep >= c.left && pitchStep <= c.left + c.width);
      expect(landed).toBe(publishing === 40 ? 4 : 3);
    }
  });

  it("nothing beyond the first and the last column", () => {
    const columns = board(256);
    expect(columnBeside(columns, centre(columns[0]!), -1)).toBeUndefined();
    expect(columnBeside(columns, centre(columns[6]!), 1)).toBeUndefined();
    expect(columnBeside([], 100, 1)).toBeUndefined();
  });

  it("a card in the gap between two columns counts as in the nearer one; the columns may come in any order", () => {
    const columns = board(256);
    expect(columnBeside(columns, 258, 1)).toBe(1); // 2 px past the first column (10 px before the second): in the first
    expect(columnBeside(columns, 266, -1)).toBe(0); // 2 px before the second column: in the second
    const shuffled = [columns[4]!, columns[0]!, columns[2]!, columns[1]!, columns[3]!];
    // from the column at index 2 of `shuffled` (the board's third), right is the board's fourth: index 4
    expect(columnBeside(shuffled, centre(columns[2]!), 1)).toBe(4);
    expect(columnBeside(shuffled, centre(columns[2]!), -1)).toBe(3);
  });

  it("the card's centre off screen to the left (a scrolled board) still finds its column", () => {
    const columns = board(256).map(({ left, width }) => ({ left: left - 900, width }));
    expect(columnBeside(columns, centre(columns[1]!), 1)).toBe(2);
  });
});
