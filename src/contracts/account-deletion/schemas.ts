import { z } from "zod";
import { AUTH_LIMITS } from "../auth/constants";
import { ACCOUNT_DELETION_RULES as R } from "./rules";

export const sharedWorkspaceSchema = z.object({
  id: z.string().uuid().describe("The workspace's id"),
  name: z.string().nullable().describe("The workspace's name (null: a personal one, named after its owner)"),
  otherMembers: z.number().int().min(1).describe("How many members besides the user"),
});
export type SharedWorkspace = z.infer<typeof sharedWorkspaceSchema>;

export const deletionCheckSchema = z.object({
  confirmation: z
    .enum(["password", "code"])
    .describe("What confirms the deletion: the password, or a mailed code for an account without one"),
  sharedWorkspaces: z
    .array(sharedWorkspaceSchema)
    .describe("Workspaces the user owns that others are members of: to hand over before the account can go"),
});
export type DeletionCheck = z.infer<typeof deletionCheckSchema>;

export const deletionCodeSentSchema = z.object({
  expiresInMinutes: z.number().int().describe("How long the mailed code works"),
});

// One of the two; which one the account needs is the service's to say (PASSWORD_REQUIRED / CODE_REQUIRED).
export const deleteAccountSchema = z
  .object({
    password: z.string().min(1).max(R.passwordMaxLength).optional().describe("The account's current password"),
    code: z
      .string()
      .min(1)
      .max(AUTH_LIMITS.otpLength * 3)
      .optional()
      .describe("The code mailed by POST /api/account/deletion/code (accounts without a password)"),
  })
  .strict();
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

export const accountDeletedSchema = z.object({
  deleted: z.literal(true).describe("The account and everything it owned are gone; this session has ended"),
});
