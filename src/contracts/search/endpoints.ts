import { defineEndpoint } from "../endpoint";
import { SEARCH_PATHS as P } from "./paths";
import { searchQuerySchema, searchResponseSchema } from "./schemas";

export const search = defineEndpoint({
  ...P.search,
  tags: ["Search"],
  access: "member",
  summary: "Full-text search over the workspace's posts and notes (accents ignored), best matches first",
  query: searchQuerySchema,
  responses: { 200: { description: "Matches with highlighted snippets", json: searchResponseSchema } },
  errors: [400, 401],
});
