import {
  SAVED_POST_COLUMN_HEADERS,
  SAVED_POST_COLUMNS,
  type SavedPostColumn,
  type SavedPostFileFormat,
} from "../../../contracts/saved-posts/rules";
import type { SavedPost } from "../../../contracts/saved-posts/schemas";
import { csvSafeCell } from "../../../shared/saved-posts/csv";

/** A saved post in the import's columns (what an import reads back into the same post). */
export function exportColumns(post: SavedPost): Record<SavedPostColumn, string | string[]> {
  return {
    url: post.sourceUrl ?? "",
    author: post.authorName,
    text: post.text,
    savedAt: post.savedAt,
    hookPattern: post.hookPattern,
    format: post.format,
    angle: post.angle,
    why: post.whySaved,
    tags: post.tags,
  };
}

const csvLine = (cells: string[]) => `${cells.map(csvSafeCell).join(",")}\r\n`;

/**
 * The pieces of an export file, written as the posts come: a CSV (a BOM so spreadsheets read UTF-8, CRLF lines,
 * every cell through csvSafeCell) or a JSON list of objects keyed by the import's column names.
 */
export function exportWriter(format: SavedPostFileFormat) {
  let first = true;
  return format === "csv"
    ? {
        start: () => `\uFEFF${csvLine(SAVED_POST_COLUMNS.map((c) => SAVED_POST_COLUMN_HEADERS[c]))}`,
        post: (post: SavedPost) => {
          const row = exportColumns(post);
          // tags never hold a comma (the contract refuses it), and the import splits on commas
          return csvLine(SAVED_POST_COLUMNS.map((c) => (Array.isArray(row[c]) ? row[c].join(", ") : row[c])));
        },
        end: () => "",
      }
    : {
        start: () => "[",
        post: (post: SavedPost) => {
          const text = `${first ? "" : ","}\n${JSON.stringify(exportColumns(post))}`;
          first = false;
          return text;
        },
        end: () => (first ? "]\n" : "\n]\n"),
      };
}

/** The download's file name: `saved-posts-2026-11-29.csv`. */
export const exportFileName = (format: SavedPostFileFormat, now: Date) =>
  `saved-posts-${now.toISOString().slice(0, 10)}.${format}`;
