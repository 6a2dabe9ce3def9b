import { z } from "zod";
import { changeEmailSchema } from "../auth/schemas";

/**
 * POST /api/account/email. The rules are the form's (`changeEmailSchema`, written with zod/mini for the sign-in
 * pages' weight, which the OpenAPI generator cannot read): this classic shape describes the fields, and the form's
 * schema checks and trims them, its issues (message codes) becoming the answer's.
 */
export const requestEmailChangeSchema = z
  .object({
    newEmail: z
      .string()
      .describe(
        "The address to move the account to (at most 254 characters); it replaces the current one only once the link mailed to it is opened",
      ),
    currentPassword: z.string().describe("The account's current password"),
  })
  .superRefine((body, ctx) => {
    const checked = changeEmailSchema.safeParse(body);
    if (checked.success) return;
    for (const issue of checked.error.issues)
      ctx.addIssue({ code: "custom", path: issue.path, message: issue.message });
  })
  .transform((body) => changeEmailSchema.parse(body));

export const emailChangeRequestedSchema = z.object({
  email: z
    .string()
    .describe(
      "The new address, as it will be stored (lower case): the same answer whether or not another account uses it",
    ),
});
export type EmailChangeRequested = z.infer<typeof emailChangeRequestedSchema>;
