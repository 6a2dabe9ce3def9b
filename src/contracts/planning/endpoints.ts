import { defineEndpoint } from "../endpoint";
import { PLANNING_PATHS as P } from "./paths";
import { fillGapResultSchema, fillGapSchema, pillarMixSchema, setPillarSharesSchema } from "./schemas";

const tags = ["Content Management"];

export const getPillarMix = defineEndpoint({
  ...P.getPillarMix,
  tags,
  access: "member",
  summary:
    "For the next 4 weeks, the posts the user's frequency asks for, split across the active pillars, against each one's scheduled posts and drafts",
  responses: { 200: { description: "The pillar mix", json: pillarMixSchema } },
  errors: [401],
});

export const fillGap = defineEndpoint({
  ...P.fillGap,
  tags,
  access: { permission: "post.write" },
  summary:
    "Create idea posts for the pillars that are behind (AI when configured and under the generation limit, else the built-in generator)",
  body: fillGapSchema,
  responses: { 201: { description: "The ideas created and the new mix", json: fillGapResultSchema } },
  errors: [400, 401, 404, 409],
});

export const setPillarShares = defineEndpoint({
  ...P.setPillarShares,
  tags,
  access: { permission: "strategy.write" },
  summary: "Set the share of the total each given pillar gets (null: the default, equal share); all or nothing",
  body: setPillarSharesSchema,
  responses: { 200: { description: "The new mix", json: pillarMixSchema } },
  errors: [400, 401, 404],
});
