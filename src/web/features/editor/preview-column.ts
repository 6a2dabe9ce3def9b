import { readCookie, writeCookie } from "@/lib/app/request-cookie";

/**
 * The width of the editor's preview column as this browser last laid it out, in a cookie: which feed card the
 * preview shows (mobile under the desktop card's width) and how far it is scaled down depend on it, and the server,
 * which lays nothing out, renders the preview with it (a page whose preview would change once the app measures it
 * is not rendered: no cookie yet, src/web/prerender/render-page.tsx).
 */
export const PREVIEW_COLUMN_COOKIE = "pp-preview-column";
const MAX_AGE_SECONDS = 400 * 24 * 3600;

/** The column's width in CSS px as last measured here (rounded), or null. */
export function previewColumnWidth(): number | null {
  const width = Number(readCookie(PREVIEW_COLUMN_COOKIE));
  return Number.isInteger(width) && width > 0 ? width : null;
}

/** Remembers the column's width (measured by the preview), when it changed. */
export function rememberPreviewColumn(width: number) {
  const rounded = Math.round(width);
  if (rounded > 0 && previewColumnWidth() !== rounded)
    writeCookie(PREVIEW_COLUMN_COOKIE, String(rounded), MAX_AGE_SECONDS);
}
