import { defineEndpoint } from "../endpoint";
import { LINKEDIN_PATHS as P } from "./paths";
import { connectBodySchema, connectionResponseSchema, connectResponseSchema } from "./schemas";

const tags = ["LinkedIn"];

export const getLinkedinConnection = defineEndpoint({
  ...P.getConnection,
  tags,
  access: "member",
  summary: "The workspace's connected LinkedIn member (name, picture, token expiry), or null",
  responses: { 200: { description: "The connection", json: connectionResponseSchema } },
  errors: [401],
});

export const connectLinkedin = defineEndpoint({
  ...P.connect,
  tags,
  access: { permission: "linkedin.connect" },
  summary:
    "Start connecting (or reconnecting) the member's LinkedIn account: answers LinkedIn's authorization page; " +
    "LinkedIn sends the member back to /api/linkedin/callback, which stores the tokens and returns to `returnTo`",
  body: connectBodySchema,
  responses: { 200: { description: "Where to send the member", json: connectResponseSchema } },
  errors: [400, 401, 409],
});

export const disconnectLinkedin = defineEndpoint({
  ...P.disconnect,
  tags,
  access: { permission: "linkedin.connect" },
  summary: "Disconnect LinkedIn: the tokens are deleted at once",
  responses: { 200: { description: "No connection any more", json: connectionResponseSchema } },
  errors: [401],
});
