import { z } from "zod";
import { isStorableInstant } from "../../../contracts/common";
import { normalizeTags } from "../../../contracts/notes/rules";
import {
  SAVED_POST_CODES as C,
  SAVED_POST_LIMITS as L,
  type SavedPostColumn,
} from "../../../contracts/saved-posts/rules";
import { tooLongMessage } from "../../../contracts/messages";
import { canonicalSourceUrl } from "../../../shared/saved-posts/canonical-url";
import { csvCellValue, looksMisdecoded, parseCsv } from "../../../shared/saved-posts/csv";

/** One row of an import file, read and checked (not yet compared with what the workspace saved). */
export interface ReadRow {
  line: number;
  url: string | null;
  author: string;
  text: string;
  savedAt: string | null;
  hookPattern: string;
  format: string;
  angle: string;
  why: string;
  tags: string[];
  errors: string[];
}

export type ReadFile = { ok: true; rows: ReadRow[] } | { ok: false; error: string };

// header names as people write them: "Saved at", "saved_at", "hook pattern", "Why I saved it"…
const ALIASES: Record<string, SavedPostColumn> = {
  url: "url",
  link: "url",
  sourceurl: "url",
  author: "author",
  authorname: "author",
  text: "text",
  body: "text",
  savedat: "savedAt",
  date: "savedAt",
  hookpattern: "hookPattern",
  hook: "hookPattern",
  format: "format",
  angle: "angle",
  why: "why",
  whyisavedit: "why",
  whysaved: "why",
  tags: "tags",
};
const columnOf = (name: string): SavedPostColumn | undefined => ALIASES[name.toLowerCase().replace(/[\s_\-'’]+/g, "")];

// NUL (Postgres cannot store it) and unpaired surrogates (not Unicode), which an escaped JSON string can carry
// eslint-disable-next-line no-control-regex -- NUL is what it looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const MAX: Record<Exclude<SavedPostColumn, "url" | "savedAt" | "tags">, number> = {
  author: L.authorMax,
  text: L.textMax,
  hookPattern: L.shortMax,
  format: L.shortMax,
  angle: L.angleMax,
  why: L.whyMax,
};

function readRow(line: number, cells: Partial<Record<SavedPostColumn, string>>): ReadRow {
  const errors: string[] = [];
  const get = (c: SavedPostColumn) => (cells[c] ?? "").trim();
  for (const [column, max] of Object.entries(MAX))
    if (get(column as SavedPostColumn).length > max) errors.push(tooLongMessage(max));
  const rawUrl = get("url");
  let url: string | null = null;
  if (rawUrl) {
    const canonical = canonicalSourceUrl(rawUrl);
    if (canonical.ok) url = canonical.url;
    else errors.push(C.savedPostUrlInvalid);
  }
  if (!rawUrl && !get("text")) errors.push(C.savedPostEmpty);
  const rawDate = get("savedAt");
  let savedAt: string | null = null;
  if (rawDate) {
    const ms = Date.parse(rawDate);
    if (Number.isNaN(ms) || !isStorableInstant(rawDate)) errors.push(C.savedPostImportDateInvalid);
    else savedAt = new Date(ms).toISOString();
  }
  const tags = normalizeTags(get("tags").split(/[,;|]/))
    .slice(0, L.tagsMax)
    .map((t) => t.slice(0, L.tagMax));
  if (Object.values(cells).some((v) => v !== undefined && UNSTORABLE.test(v))) errors.push(C.savedPostImportEncoding);
  return {
    line,
    url,
    author: get("author").slice(0, L.authorMax),
    text: get("text").slice(0, L.textMax),
    savedAt,
    hookPattern: get("hookPattern"),
    format: get("format"),
    angle: get("angle"),
    why: get("why"),
    tags,
    errors: [...new Set(errors)],
  };
}

function readCsv(content: string): ReadFile {
  const parsed = parseCsv(content);
  if (!parsed.ok)
    return {
      ok: false,
      error: {
        encoding: C.savedPostImportEncoding,
        unclosedQuote: C.savedPostImportUnclosedQuote,
        quoteInField: C.savedPostImportQuoteInField,
      }[parsed.error],
    };
  const [header, ...records] = parsed.rows;
  const columns = (header ?? []).map(columnOf);
  if (!columns.some((c) => c === "url" || c === "text")) return { ok: false, error: C.savedPostImportNoHeader };
  if (records.length > L.importRowsMax) return { ok: false, error: C.savedPostImportTooManyRows };
  return {
    ok: true,
    rows: records.map((record, i) => {
      const cells: Partial<Record<SavedPostColumn, string>> = {};
      columns.forEach((c, j) => {
        // an exported formula cell comes back without the quote that kept a spreadsheet from running it
        if (c && cells[c] === undefined) cells[c] = csvCellValue(record[j] ?? "");
      });
      return readRow(parsed.lines[i + 1], cells);
    }),
  };
}

const jsonRow = z.record(z.string(), z.unknown());

function readJson(content: string): ReadFile {
  const text = content.startsWith("\uFEFF") ? content.slice(1) : content;
  if (looksMisdecoded(text)) return { ok: false, error: C.savedPostImportEncoding };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { ok: false, error: C.savedPostImportNotJson };
  }
  if (!Array.isArray(data)) return { ok: false, error: C.savedPostImportNotJson };
  if (data.length > L.importRowsMax) return { ok: false, error: C.savedPostImportTooManyRows };
  return {
    ok: true,
    rows: data.map((item, i) => {
      const parsed = jsonRow.safeParse(item);
      const cells: Partial<Record<SavedPostColumn, string>> = {};
      if (parsed.success)
        for (const [key, value] of Object.entries(parsed.data)) {
          const c = columnOf(key);
          if (!c || cells[c] !== undefined) continue;
          if (typeof value === "string") cells[c] = value;
          else if (typeof value === "number") cells[c] = String(value);
          else if (Array.isArray(value) && c === "tags")
            cells[c] = value.filter((v) => typeof v === "string").join(",");
        }
      const row = readRow(i + 1, cells);
      if (!parsed.success) row.errors.push(C.savedPostImportNotJson);
      return row;
    }),
  };
}

/** Every row of a CSV or JSON file with its problems (message codes), or the file's own problem. */
export const readImportFile = (format: "csv" | "json", content: string): ReadFile =>
  format === "csv" ? readCsv(content) : readJson(content);
