import * as z from "zod/mini";

/**
 * Auth contract shared by the server and the web app (SPEC §5, §9).
 *
 * Messages are codes (../messages): the server sends them with their English text, the web translates the code.
 *
 * Written with `zod/mini` (same zod 4 core, tree-shakable) to keep the sign-in page's JavaScript small.
 * The schemas are ordinary zod 4 schemas: `schema.parse()` / `safeParse()` work, and classic `zod` can
 * compose them (e.g. `z.object({ ...signInSchema.shape })`).
 */

export * from "./constants";
import { AUTH_CODES, AUTH_LIMITS, otpCharRegExp } from "./constants";
import { COMMON_CODES, tooLongMessage } from "../messages";
import { LANGUAGES } from "../language";

const M = AUTH_CODES;

export const emailSchema = z.pipe(
  z.string().check(z.trim(), z.minLength(1, { error: M.emailRequired })),
  z.email({ error: M.emailInvalid }),
);

export const passwordSchema = z
  .string()
  .check(
    z.minLength(1, { error: M.passwordRequired }),
    z.minLength(AUTH_LIMITS.passwordMinLength, { error: M.passwordTooShort }),
    z.maxLength(AUTH_LIMITS.passwordMaxLength, { error: M.passwordTooLong }),
  );

const nameSchema = (requiredMessage: string) =>
  z
    .string({ error: requiredMessage })
    .check(
      z.trim(),
      z.minLength(1, { error: requiredMessage }),
      z.maxLength(AUTH_LIMITS.nameMaxLength, { error: tooLongMessage(AUTH_LIMITS.nameMaxLength) }),
    );

export const otpCodeSchema = z.pipe(
  z.string().check(z.trim(), z.minLength(1, { error: M.otpRequired })),
  z
    .string()
    .check(
      z.regex(otpCharRegExp, { error: M.otpInvalidChars }),
      z.length(AUTH_LIMITS.otpLength, { error: M.otpIncomplete }),
    ),
);

/** POST /api/auth/sign-in/email */
export const signInSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
});
export type SignInInput = z.infer<typeof signInSchema>;

/** Sign-up fields as stored by the server (firstName, lastName, fullName on the user). */
export const signUpSchema = z.object({
  firstName: nameSchema(COMMON_CODES.firstNameRequired),
  lastName: nameSchema(COMMON_CODES.lastNameRequired),
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

/**
 * What the server checks on POST /api/auth/sign-up/email before better-auth (which checks email and password):
 * the sign-up form's names, and the language the mails will be written in.
 */
export const signUpExtraFieldsSchema = z.extend(z.pick(signUpSchema, { firstName: true, lastName: true }), {
  language: z.optional(z.enum(LANGUAGES)),
});

/** The sign-up form adds a confirmation field (client only). */
export const signUpFormSchema = z
  .extend(signUpSchema, { confirmPassword: z.string().check(z.minLength(1, { error: M.confirmPasswordRequired })) })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      error: M.passwordsDoNotMatch,
      path: ["confirmPassword"],
    }),
  );
export type SignUpFormInput = z.infer<typeof signUpFormSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The reset form (client only): new password + confirmation. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: passwordSchema,
    confirmPassword: z.string().check(z.minLength(1, { error: M.confirmPasswordRequired })),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      error: M.passwordsDoNotMatch,
      path: ["confirmPassword"],
    }),
  );
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;

/** Settings > Account's change of password (client only; better-auth checks the current one and the new one). */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z
      .string()
      .check(
        z.minLength(1, { error: M.passwordRequired }),
        z.maxLength(AUTH_LIMITS.passwordMaxLength, { error: M.passwordTooLong }),
      ),
    newPassword: passwordSchema,
    confirmPassword: z.string().check(z.minLength(1, { error: M.confirmPasswordRequired })),
  })
  .check(
    z.refine((v) => v.newPassword === v.confirmPassword, {
      error: M.passwordsDoNotMatch,
      path: ["confirmPassword"],
    }),
  );
export type ChangePasswordFormInput = z.infer<typeof changePasswordFormSchema>;

/**
 * Settings > Account's change of email (POST /api/account/email and its form): the new address and the current
 * password (a session alone must not move the account to another mailbox).
 */
export const changeEmailSchema = z.object({
  newEmail: z.pipe(
    z
      .string()
      .check(
        z.trim(),
        z.minLength(1, { error: M.emailRequired }),
        z.maxLength(AUTH_LIMITS.emailMaxLength, { error: tooLongMessage(AUTH_LIMITS.emailMaxLength) }),
      ),
    z.email({ error: M.emailInvalid }),
  ),
  currentPassword: z
    .string()
    .check(
      z.minLength(1, { error: M.passwordRequired }),
      z.maxLength(AUTH_LIMITS.passwordMaxLength, { error: M.passwordTooLong }),
    ),
});
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

export const otpRequestSchema = z.object({ email: emailSchema });
export type OtpRequestInput = z.infer<typeof otpRequestSchema>;

/** The code step of the /otp form. */
export const otpCodeFormSchema = z.object({ otp: otpCodeSchema });
export type OtpCodeFormInput = z.infer<typeof otpCodeFormSchema>;
