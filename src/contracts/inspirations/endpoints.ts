import { defineEndpoint } from "../endpoint";
import { INSPIRATION_PATHS as P } from "./paths";
import { inspirationFavouritesSchema, patternParamsSchema } from "./schemas";

const tags = ["Inspirations"];

export const listInspirationFavourites = defineEndpoint({
  ...P.listInspirationFavourites,
  tags,
  access: "member",
  summary: "The workspace's favourite Inspirations (pattern ids)",
  responses: { 200: { description: "The favourites", json: inspirationFavouritesSchema } },
  errors: [401],
});

export const addInspirationFavourite = defineEndpoint({
  ...P.addInspirationFavourite,
  tags,
  access: { permission: "note.write" },
  summary: "Mark a pattern as a favourite (again: no change)",
  params: patternParamsSchema,
  responses: { 200: { description: "The favourites after the change", json: inspirationFavouritesSchema } },
  errors: [400, 401, 404],
});

export const removeInspirationFavourite = defineEndpoint({
  ...P.removeInspirationFavourite,
  tags,
  access: { permission: "note.write" },
  summary: "Unmark a favourite (one that is not marked: no change)",
  params: patternParamsSchema,
  responses: { 200: { description: "The favourites after the change", json: inspirationFavouritesSchema } },
  errors: [400, 401, 404],
});
