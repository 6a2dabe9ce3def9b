import { defineEndpoint } from "../endpoint";
import { ACCOUNT_EMAIL_PATHS as P } from "./paths";
import { emailChangeRequestedSchema, requestEmailChangeSchema } from "./schemas";

export const requestEmailChange = defineEndpoint({
  ...P.requestEmailChange,
  tags: ["Account"],
  access: "member",
  summary:
    "Ask to change the account's email (current password required): a link goes to the new address, which replaces the old one when the link is opened; the old address is told then",
  body: requestEmailChangeSchema,
  responses: { 200: { description: "The link is on its way", json: emailChangeRequestedSchema } },
  errors: [400, 401, 409, 429],
});
