import { messageCodes } from "../messages";

/** Saved post rules without zod (the page's first load reads them). A LinkedIn post is at most 3,000 characters. */
export const SAVED_POST_LIMITS = {
  textMax: 10_000,
  urlMax: 2048,
  authorMax: 200,
  shortMax: 200,
  angleMax: 500,
  whyMax: 2000,
  figuresMax: 500,
  tagsMax: 20,
  tagMax: 50,
  /** An import file (CSV or JSON): larger answers 413. */
  importMaxBytes: 5 * 1024 * 1024,
  importRowsMax: 5000,
} as const;

export const SAVED_POST_MESSAGES = {
  savedPostUrlInvalid: "The source must be a web address starting with http:// or https://",
  savedPostEmpty: "A saved post needs its text or its link",
  savedPostImportEncoding: "The file is not UTF-8 text: save it as CSV UTF-8 and try again",
  savedPostImportUnclosedQuote: "A quoted field is never closed",
  savedPostImportQuoteInField: "A quote appears inside a field that is not quoted",
  savedPostImportNotJson: "The file is not valid JSON: a list of objects was expected",
  savedPostImportNoHeader: "The first line must name the columns (url, author, text, …)",
  savedPostImportTooManyRows: "An import holds at most 5000 posts",
  savedPostImportDateInvalid: "The saved-at date is not a date",
  savedPostImportDuplicate: "Already saved: this row will be skipped",
  // error codes' texts (./errors)
  savedPostDuplicate: "This post is already in your saved posts",
  savedPostImportInvalid: "Some rows have errors: nothing was imported",
  savedPostImportTooLarge: "An import file must be 5 MB or smaller",
} as const;
export const SAVED_POST_CODES = messageCodes(SAVED_POST_MESSAGES);

/** The columns an import reads (header names are matched ignoring case, spaces and underscores), in export order. */
export const SAVED_POST_COLUMNS = [
  "url",
  "author",
  "text",
  "savedAt",
  "hookPattern",
  "format",
  "angle",
  "why",
  "tags",
] as const;
export type SavedPostColumn = (typeof SAVED_POST_COLUMNS)[number];

/** Each column's name in an exported CSV's header: read back by the import (ALIASES in the server's import-rows). */
export const SAVED_POST_COLUMN_HEADERS: Record<SavedPostColumn, string> = {
  url: "url",
  author: "author",
  text: "text",
  savedAt: "saved at",
  hookPattern: "hook pattern",
  format: "format",
  angle: "angle",
  why: "why",
  tags: "tags",
};

/** The formats an export is written in (the same as an import reads). */
export const SAVED_POST_FILE_FORMATS = ["csv", "json"] as const;
export type SavedPostFileFormat = (typeof SAVED_POST_FILE_FORMATS)[number];
