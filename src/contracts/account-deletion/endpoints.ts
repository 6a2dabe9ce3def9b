import { defineEndpoint } from "../endpoint";
import { ACCOUNT_DELETION_PATHS as P } from "./paths";
import { accountDeletedSchema, deleteAccountSchema, deletionCheckSchema, deletionCodeSentSchema } from "./schemas";

const tags = ["Account"];

export const deletionCheck = defineEndpoint({
  ...P.deletionCheck,
  tags,
  access: "member",
  summary:
    "What deleting the account needs: its confirmation (password or mailed code) and the workspaces to hand over first",
  responses: { 200: { description: "What the deletion needs", json: deletionCheckSchema } },
  errors: [401],
});

export const sendDeletionCode = defineEndpoint({
  ...P.sendDeletionCode,
  tags,
  access: "member",
  summary:
    "Mail a one-time code confirming the deletion to the account's address (accounts without a password only: 400 ACCOUNT_DELETION_PASSWORD_REQUIRED otherwise)",
  responses: { 202: { description: "The code is on its way", json: deletionCodeSentSchema } },
  errors: [400, 401, 429],
});

export const deleteAccount = defineEndpoint({
  ...P.deleteAccount,
  tags,
  access: "member",
  summary:
    "Delete the account and everything it owns, confirmed by the password or the mailed code; 409 ACCOUNT_DELETION_SHARED_WORKSPACES while the user owns a workspace others are in",
  body: deleteAccountSchema,
  responses: { 200: { description: "The account is deleted and this session ended", json: accountDeletedSchema } },
  errors: [400, 401, 409, 429, 503],
});
