import type { z } from "zod";
import type { listMediaQuerySchema } from "../../contracts/media/schemas";
import type { MediaKind } from "../../contracts/media/rules";

/** Files per page of the Library's Media tab and the media picker (`more` loads the next). */
export const MEDIA_PAGE_SIZE = 100;

/**
 * A page of the Library's files, newest first, of one kind or both: what the web asks (entities/media/api.ts) and
 * the server reads for the Media tab's first view (modules/posts/pages.ts).
 */
export function mediaPageQuery(kind: MediaKind | "", offset: number): z.input<typeof listMediaQuerySchema> {
  return { limit: MEDIA_PAGE_SIZE, offset, ...(kind ? { kind } : {}) };
}
