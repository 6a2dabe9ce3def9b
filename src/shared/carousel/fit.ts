/**
 * The font size a text gets in its box, from its length alone: the same number in the editor's preview and in the
 * PDF (no measuring that could differ between the two). Between `max` and `min` it shrinks as the text grows; at
 * `min` a text longer than the box holds is reported (`overflows`), never cut: the editor warns, the PDF keeps it.
 */
export interface FitBox {
  /** The box's width and height in CSS pixels. */
  width: number;
  height: number;
  max: number;
  min: number;
  lineHeight: number;
}

/** An average glyph is about this wide for its size, in the carousel fonts (Latin text, measured on Inter). */
const GLYPH_WIDTH = 0.52;

/** How many characters fit in the box at a font size, counting the lines the text's own line breaks start. */
function capacity(box: FitBox, size: number, text: string): number {
  const perLine = Math.max(1, Math.floor(box.width / (size * GLYPH_WIDTH)));
  const lines = Math.floor(box.height / (size * box.lineHeight));
  const breaks = (text.match(/\n/g) ?? []).length;
  return (lines - breaks) * perLine * 0.92; // words do not fill every line to its end
}

export function fitText(text: string, box: FitBox): { fontSize: number; overflows: boolean } {
  const length = [...text].length;
  for (let size = box.max; size >= box.min; size -= 2) {
    if (capacity(box, size, text) >= length) return { fontSize: size, overflows: false };
  }
  return { fontSize: box.min, overflows: true };
}
