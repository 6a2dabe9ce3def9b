import { defineEndpoint } from "../endpoint";
import { clientConfigSchema } from "./client-config";
import { healthSchema } from "./health";
import { SYSTEM_PATHS as P } from "./paths";

const tags = ["System"];

export const health = defineEndpoint({
  ...P.health,
  tags,
  access: "public",
  summary: "Liveness and database status",
  responses: {
    200: { description: "Up", json: healthSchema },
    503: { description: "Database down", json: healthSchema },
  },
  errors: [],
});

export const clientConfig = defineEndpoint({
  ...P.clientConfig,
  tags,
  access: "public",
  summary: "Public settings for the web app (chat widget, LinkedIn sign-in availability)",
  responses: { 200: { description: "Settings", json: clientConfigSchema } },
  errors: [],
});
