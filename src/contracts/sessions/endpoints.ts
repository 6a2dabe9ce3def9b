import { defineEndpoint } from "../endpoint";
import { SESSION_PATHS as P } from "./paths";
import { accountSessionListSchema, revokedSessionsSchema, sessionIdParamsSchema } from "./schemas";

const tags = ["Account"];

export const listAccountSessions = defineEndpoint({
  ...P.list,
  tags,
  access: "member",
  summary: "Every device signed in to the account (browser, system, last active), this one marked",
  responses: { 200: { description: "The sessions", json: accountSessionListSchema } },
  errors: [401],
});

export const revokeAccountSession = defineEndpoint({
  ...P.revoke,
  tags,
  access: "member",
  summary:
    "Sign one of the user's sessions out (this one included); another user's session id is 404; 429 ACCOUNT_SESSIONS_RATE_LIMITED past ACCOUNT_SESSION_RULES",
  params: sessionIdParamsSchema,
  responses: { 200: { description: "The session is signed out", json: revokedSessionsSchema } },
  errors: [400, 401, 404, 429],
});

export const revokeOtherAccountSessions = defineEndpoint({
  ...P.revokeOthers,
  tags,
  access: "member",
  summary:
    "Sign out every session of the user but this one; 429 ACCOUNT_SESSIONS_RATE_LIMITED past ACCOUNT_SESSION_RULES",
  responses: { 200: { description: "How many were signed out", json: revokedSessionsSchema } },
  errors: [401, 429],
});
