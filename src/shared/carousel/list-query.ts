import type { z } from "zod";
import type { listCarouselsQuerySchema } from "../../contracts/carousels/schemas";

/** The carousels' list reads up to this many (newest change first). */
export const CAROUSELS_LIMIT = 100;

/**
 * The carousels' list query: the live carousels or the trash, with a search by name when there is one. The web asks
 * it (features/carousels/api.ts) and the server reads the first one for the page (modules/carousels/pages.ts).
 */
export function carouselsListQuery(trash: boolean, q = ""): z.input<typeof listCarouselsQuerySchema> {
  return { limit: CAROUSELS_LIMIT, ...(q ? { q } : {}), ...(trash ? { trash: "true" } : {}) };
}
