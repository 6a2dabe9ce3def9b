import { z } from "zod";
import { ROLES } from "../workspaces/permissions";
import { userFieldsSchema } from "./schemas";

export const linkedinIdentitySchema = z.object({
  sub: z.string().describe("The member's LinkedIn id (OpenID subject)"),
  name: z.string().nullable(),
  givenName: z.string().nullable(),
  familyName: z.string().nullable(),
  picture: z.string().nullable(),
  headline: z.string().nullable(),
  profileUrl: z.string().nullable(),
});

/**
 * The workspace the request acts in (SPEC §1 team entry: name, logo, plan). A null name is a personal workspace
 * never renamed: shown as "<first name>'s workspace" in the interface language.
 */
export const currentWorkspaceSchema = z.object({
  id: z.string(),
  name: z
    .string()
    .nullable()
    .describe('null: a personal workspace never renamed, shown as "<first name>\'s workspace"'),
  logo: z.string().nullable(),
  plan: z.enum(["free", "pro"]),
  role: z.enum(ROLES).describe("The user's role in it, which decides what they may do (ROLE_PERMISSIONS)"),
});

/**
 * The signed-in user as the shell needs it: the user's fields under the profile's names, plus the session's and
 * the shell's own. Tokens are never part of it.
 */
export const meSchema = userFieldsSchema.extend({
  emailVerified: z.boolean(),
  linkedinIdentity: linkedinIdentitySchema
    .nullable()
    .describe("The LinkedIn sign-in identity's claims; null without one"),
  workspace: currentWorkspaceSchema
    .nullable()
    .describe("The workspace the request acts in (the personal one by default)"),
});

export type CurrentWorkspace = z.infer<typeof currentWorkspaceSchema>;

export type Me = z.infer<typeof meSchema>;
