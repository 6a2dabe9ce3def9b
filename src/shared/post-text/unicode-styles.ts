/**
 * LinkedIn has no formatting: writers use the Mathematical Alphanumeric Symbols (sans-serif ranges, which look like
 * the feed's font) for bold, italic, bold-italic and monospace. These functions style and un-style a selection of a
 * textarea, on UTF-16 indices, never touching the text outside it.
 */

export const TEXT_STYLES = ["bold", "italic", "boldItalic", "monospace"] as const;
export type TextStyle = (typeof TEXT_STYLES)[number];

interface StyleRanges {
  upper: number;
  lower: number;
  /** Digits: italic has none (they stay plain); bold-italic uses the bold digits. */
  digits: number | null;
}

const RANGES: Record<TextStyle, StyleRanges> = {
  bold: { upper: 0x1d5d4, lower: 0x1d5ee, digits: 0x1d7ec },
  italic: { upper: 0x1d608, lower: 0x1d622, digits: null },
  boldItalic: { upper: 0x1d63c, lower: 0x1d656, digits: 0x1d7ec },
  monospace: { upper: 0x1d670, lower: 0x1d68a, digits: 0x1d7f6 },
};

/** The Mathematical Alphanumeric Symbols block: every styled letter or digit of any tool is in it. */
const isMathAlnum = (cp: number) => cp >= 0x1d400 && cp <= 0x1d7ff;

/** A styled code point's plain ASCII letter or digit (NFKC of that one character), else null. */
export function plainOf(cp: number): string | null {
  if (!isMathAlnum(cp)) return null;
  const plain = String.fromCodePoint(cp).normalize("NFKC");
  return /^[A-Za-z0-9]$/.test(plain) ? plain : null;
}

type LetterStyle = TextStyle | "plain";
type DigitKind = "plainDigit" | "boldDigit" | "monoDigit";

/** A letter's style (the four ranges this editor writes, or an ASCII letter), else null. */
function letterStyle(cp: number): LetterStyle | null {
  if ((cp >= 0x41 && cp <= 0x5a) || (cp >= 0x61 && cp <= 0x7a)) return "plain";
  for (const style of TEXT_STYLES) {
    const r = RANGES[style];
    if ((cp >= r.upper && cp < r.upper + 26) || (cp >= r.lower && cp < r.lower + 26)) return style;
  }
  return null;
}

function digitKind(cp: number): DigitKind | null {
  if (cp >= 0x30 && cp <= 0x39) return "plainDigit";
  if (cp >= 0x1d7ec && cp < 0x1d7f6) return "boldDigit";
  if (cp >= 0x1d7f6 && cp < 0x1d800) return "monoDigit";
  return null;
}

/** The digits each style writes (italic has none: its digits stay plain). */
const DIGITS_OF: Record<LetterStyle, DigitKind> = {
  plain: "plainDigit",
  bold: "boldDigit",
  italic: "plainDigit",
  boldItalic: "boldDigit",
  monospace: "monoDigit",
};

function styleChar(ch: string, style: TextStyle): string {
  const cp = ch.charCodeAt(0);
  const r = RANGES[style];
  if (cp >= 0x41 && cp <= 0x5a) return String.fromCodePoint(r.upper + cp - 0x41);
  if (cp >= 0x61 && cp <= 0x7a) return String.fromCodePoint(r.lower + cp - 0x61);
  if (cp >= 0x30 && cp <= 0x39 && r.digits !== null) return String.fromCodePoint(r.digits + cp - 0x30);
  return ch;
}

/** Plain text of a piece: styled letters and digits back to ASCII, accents put back together (NFC); nothing else changes. */
export function toPlainText(text: string): string {
  let out = "";
  let changed = false;
  for (const ch of text) {
    const plain = plainOf(ch.codePointAt(0)!);
    out += plain ?? ch;
    if (plain) changed = true;
  }
  // a styled base letter followed by a combining accent was an accented letter: compose it again
  return changed ? out.replace(/[A-Za-z][\u0300-\u036f]+/g, (m) => m.normalize("NFC")) : out;
}

/** A piece in a style: from its plain form; an accented Latin letter becomes the styled base + its accent. */
export function toStyledText(text: string, style: TextStyle): string {
  let out = "";
  for (const ch of toPlainText(text)) {
    if (/[A-Za-z0-9]/.test(ch)) {
      out += styleChar(ch, style);
      continue;
    }
    const parts = ch.normalize("NFD");
    if (parts.length > 1 && /^[A-Za-z][\u0300-\u036f]+$/.test(parts))
      out += styleChar(parts[0], style) + parts.slice(1);
    else out += ch;
  }
  return out;
}

const isHigh = (c: number) => c >= 0xd800 && c <= 0xdbff;
const isLow = (c: number) => c >= 0xdc00 && c <= 0xdfff;

/** The selection widened so it never starts or ends inside a surrogate pair. */
export function clampToCodePoints(text: string, start: number, end: number): [number, number] {
  let s = Math.max(0, Math.min(start, text.length));
  if (s > 0 && s < text.length && isLow(text.charCodeAt(s)) && isHigh(text.charCodeAt(s - 1))) s--;
  if (end <= start) return [s, s];
  let e = Math.max(s, Math.min(end, text.length));
  if (e > 0 && e < text.length && isHigh(text.charCodeAt(e - 1)) && isLow(text.charCodeAt(e))) e++;
  return [s, e];
}

/**
 * The style of the selection's letters and digits ("plain" when none is styled), or null when they are mixed or the
 * selection has none: what the toolbar shows as pressed.
 */
export function selectionStyle(text: string, start: number, end: number): LetterStyle | null {
  const [s, e] = clampToCodePoints(text, start, end);
  const letters = new Set<LetterStyle>();
  const digits = new Set<DigitKind>();
  for (const ch of text.slice(s, e).normalize("NFD")) {
    const cp = ch.codePointAt(0)!;
    const l = letterStyle(cp);
    if (l) letters.add(l);
    const d = digitKind(cp);
    if (d) digits.add(d);
  }
  if (letters.size > 1 || digits.size > 1) return null;
  const [letter] = letters;
  const [digit] = digits;
  if (letter) return digit === undefined || DIGITS_OF[letter] === digit ? letter : null;
  if (digit === "boldDigit") return "bold";
  if (digit === "monoDigit") return "monospace";
  return digit === "plainDigit" ? "plain" : null;
}

export interface StyledEdit {
  text: string;
  start: number;
  end: number;
}

/**
 * Styles the selection (a toggle: a selection already wholly in that style goes back to plain). Mixed styles are
 * made plain first, so bold over italic gives bold. The new selection covers the changed piece.
 */
export function applyStyle(text: string, start: number, end: number, style: TextStyle): StyledEdit {
  const [s, e] = clampToCodePoints(text, start, end);
  if (s === e) return { text, start: s, end: e };
  const piece = text.slice(s, e);
  const next = selectionStyle(text, s, e) === style ? toPlainText(piece) : toStyledText(piece, style);
  return { text: text.slice(0, s) + next + text.slice(e), start: s, end: s + next.length };
}

/** Back to plain for the selection only (™, ½ and no-break spaces anywhere stay as they are). */
export function clearStyle(text: string, start: number, end: number): StyledEdit {
  const [s, e] = clampToCodePoints(text, start, end);
  const next = toPlainText(text.slice(s, e));
  return { text: text.slice(0, s) + next + text.slice(e), start: s, end: s + next.length };
}
