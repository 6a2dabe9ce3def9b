import type { z } from "zod";
import type { listNotesQuerySchema } from "../../contracts/notes/schemas";

/** The notes screen reads up to this many notes (pinned first, then the latest). */
export const NOTES_LIMIT = 100;

/**
 * The notes screen's list query: the live notes or the trash, with a search and a tag when there are. The web asks
 * it (features/notes/api.ts) and the server reads the first one for the page (modules/notes/pages.ts).
 */
export function notesListQuery(trash: boolean, q = "", tag = ""): z.input<typeof listNotesQuerySchema> {
  return { limit: NOTES_LIMIT, trash: trash ? "true" : "false", ...(q ? { q } : {}), ...(tag ? { tag } : {}) };
}
