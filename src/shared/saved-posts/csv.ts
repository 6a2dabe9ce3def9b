/**
 * A small RFC 4180 reader for imports: fields separated by commas (or semicolons, as spreadsheets write them in
 * French), quoted fields with "" for a quote and line breaks inside, CRLF or LF line ends, a leading BOM ignored.
 * Cells are data only: a formula (`=HYPERLINK(...)`) stays the text it is. Errors say the line.
 */

export type CsvResult =
  | { ok: true; rows: string[][]; lines: number[] }
  | { ok: false; error: "encoding" | "unclosedQuote" | "quoteInField"; line: number };

/** Text that was not UTF-8 (decoded with replacement characters) or that holds NUL bytes. */
export const looksMisdecoded = (text: string) => text.includes("\uFFFD") || text.includes("\u0000");

function delimiterOf(firstLine: string): "," | ";" {
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const ch of firstLine) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === ",") commas++;
    else if (!quoted && ch === ";") semicolons++;
  }
  return semicolons > commas ? ";" : ",";
}

/** Every record of the text, with the line each starts on (1-based); blank lines skipped. */
export function parseCsv(input: string): CsvResult {
  const text = input.startsWith("\uFEFF") ? input.slice(1) : input;
  if (looksMisdecoded(text)) {
    const before = text.slice(0, Math.max(text.indexOf("\uFFFD"), text.indexOf("\u0000")));
    return { ok: false, error: "encoding", line: before.split("\n").length };
  }
  const delimiter = delimiterOf(text.slice(0, text.search(/\r?\n|$/)));
  const rows: string[][] = [];
  const lines: number[] = [];
  let row: string[] = [];
  let field = "";
  let line = 1;
  let rowLine = 1;
  let i = 0;
  let quoted = false;
  let wasQuoted = false;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== "" || wasQuoted) {
      rows.push(row);
      lines.push(rowLine);
    }
    row = [];
    field = "";
    wasQuoted = false;
  };
  while (i < text.length) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        quoted = false;
        i++;
        const next = text[i];
        if (next !== undefined && next !== delimiter && next !== "\r" && next !== "\n")
          return { ok: false, error: "quoteInField", line };
        continue;
      }
      if (ch === "\n") line++;
      field += ch;
      i++;
      continue;
    }
    if (ch === '"') {
      if (field !== "") return { ok: false, error: "quoteInField", line };
      quoted = true;
      wasQuoted = true;
      i++;
    } else if (ch === delimiter) {
      row.push(field);
      field = "";
      i++;
    } else if (ch === "\r" || ch === "\n") {
      endRow();
      i += ch === "\r" && text[i + 1] === "\n" ? 2 : 1;
      line++;
      rowLine = line;
    } else {
      field += ch;
      i++;
    }
  }
  if (quoted) return { ok: false, error: "unclosedQuote", line: rowLine };
  if (field !== "" || row.length || wasQuoted) endRow();
  return { ok: true, rows, lines };
}

// What a spreadsheet reads as the start of a formula (OWASP's CSV injection list), behind any quotes already added
const FORMULA_START = /^'*[=+\-@\t\r]/;

/**
 * A cell for a CSV the app writes: one a spreadsheet would run as a formula gets a `'` in front (spreadsheets then
 * show it as text), quoted when it holds a delimiter, a quote or a line break. `csvCellValue` undoes the `'`, so an
 * export imports back as it was (a cell that already started with quotes before a formula sign gets one more).
 */
export function csvSafeCell(value: string): string {
  const inert = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",;\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

/** A cell as read from a CSV: the `'` a spreadsheet (or csvSafeCell) puts before a formula sign taken off. */
export const csvCellValue = (cell: string): string => (/^'+[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell);
