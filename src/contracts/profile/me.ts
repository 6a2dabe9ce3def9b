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
});

export type Me = z.infer<typeof meSchema>;
