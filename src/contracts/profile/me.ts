import { z } from "zod";

export const linkedinIdentitySchema = z.object({
  sub: z.string(),
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
  name: z.string().nullable(),
  logo: z.string().nullable(),
  plan: z.enum(["free", "pro"]),
});

/** The signed-in user as the API shows it. Tokens are never part of it. */
export const meSchema = z.object({
  id: z.string(),
  email: z.string().email(),
  emailVerified: z.boolean(),
  name: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  image: z.string().nullable(),
  headline: z.string().nullable(),
  linkedin: z.string().nullable(),
  language: z.string(),
  linkedinIdentity: linkedinIdentitySchema.nullable(),
  workspace: currentWorkspaceSchema.nullable(),
});

export type CurrentWorkspace = z.infer<typeof currentWorkspaceSchema>;

export type Me = z.infer<typeof meSchema>;
