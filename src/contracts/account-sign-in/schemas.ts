import { z } from "zod";
import { AUTH_LIMITS } from "../auth/constants";

export const linkLinkedInSchema = z
  .object({
    password: z
      .string()
      .min(1)
      .max(AUTH_LIMITS.passwordMaxLength)
      .describe("The account's current password: a signed-in browser alone cannot add a way into the account"),
  })
  .strict();
export type LinkLinkedInInput = z.infer<typeof linkLinkedInSchema>;

export const linkLinkedInStartedSchema = z.object({
  authorizeUrl: z
    .string()
    .url()
    .describe("LinkedIn's sign-in page: the browser goes there, then comes back to Settings > Account"),
});
export type LinkLinkedInStarted = z.infer<typeof linkLinkedInStartedSchema>;

export const linkedInUnlinkedSchema = z.object({
  linked: z.literal(false).describe("No LinkedIn member signs in to this account any more"),
});
export type LinkedInUnlinked = z.infer<typeof linkedInUnlinkedSchema>;
