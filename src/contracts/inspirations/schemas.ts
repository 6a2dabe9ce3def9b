import { z } from "zod";
import { PATTERN_ID_MAX, PATTERN_ID_SHAPE } from "./paths";

/** Inspirations contract (issue 32): the library is code (src/shared/inspirations); favourites are rows. */
export const patternParamsSchema = z.object({
  patternId: z
    .string()
    .max(PATTERN_ID_MAX)
    .regex(PATTERN_ID_SHAPE)
    .describe("A pattern of the library (src/shared/inspirations); 404 when the library has none with it"),
});

export const inspirationFavouritesSchema = z.object({
  favourites: z.array(z.string()).describe("The workspace's favourite pattern ids, latest marked first"),
});
export type InspirationFavourites = z.infer<typeof inspirationFavouritesSchema>;
