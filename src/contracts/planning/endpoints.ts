import { defineEndpoint } from "../endpoint";
import { PLANNING_PATHS as P } from "./paths";
import { fillGapResultSchema, fillGapSchema, pillarMixSchema } from "./schemas";

const tags = ["Content Management"];

export const getPillarMix = defineEndpoint({
  ...P.getPillarMix,
  tags,
  access: "user",
  summary: "For the next 4 weeks, each active pillar's scheduled posts and drafts against its frequency",
  responses: { 200: { description: "The pillar mix", schema: pillarMixSchema } },
  errors: [401],
});

export const fillGap = defineEndpoint({
  ...P.fillGap,
  tags,
  access: "user",
  summary:
    "Create idea posts for the pillars that are behind (AI when configured and under the generation limit, else the built-in generator)",
  body: fillGapSchema,
  responses: { 201: { description: "The ideas created and the new mix", schema: fillGapResultSchema } },
  errors: [400, 401, 404, 409],
});
