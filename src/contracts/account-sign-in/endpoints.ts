import { defineEndpoint } from "../endpoint";
import { ACCOUNT_SIGN_IN_PATHS as P } from "./paths";
import { linkLinkedInSchema, linkLinkedInStartedSchema, linkedInUnlinkedSchema } from "./schemas";

const tags = ["Account"];

export const linkLinkedInSignIn = defineEndpoint({
  ...P.linkLinkedIn,
  tags,
  access: "member",
  summary:
    "Start linking a LinkedIn member for signing in (the current password required): answers LinkedIn's sign-in page, which comes back to Settings > Account. Not the publishing connection (/api/linkedin/connect)",
  body: linkLinkedInSchema,
  responses: { 200: { description: "Where to send the browser", json: linkLinkedInStartedSchema } },
  errors: [400, 401, 409, 429],
});

export const unlinkLinkedInSignIn = defineEndpoint({
  ...P.unlinkLinkedIn,
  tags,
  access: "member",
  summary:
    "Stop signing in with LinkedIn (its tokens deleted); 409 LINKEDIN_SIGN_IN_ONLY_WAY_IN when the account has no password and no other sign-in. The publishing connection is untouched",
  responses: { 200: { description: "LinkedIn no longer signs in to this account", json: linkedInUnlinkedSchema } },
  errors: [401, 409, 429],
});
