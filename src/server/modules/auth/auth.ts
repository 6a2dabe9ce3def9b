import { createHash, randomInt } from "node:crypto";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { createAuthMiddleware } from "better-auth/api";
import { emailOTP, genericOAuth, openAPI } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import {
  OTP_ALLOWED_ATTEMPTS,
  OTP_ALPHABET,
  OTP_EXPIRES_SECONDS,
  OTP_LENGTH,
  AUTH_LIMITS,
  SIGN_OUT_EVERYWHERE_ON_PASSWORD_RESET,
} from "../../../contracts/auth/constants";
import { toLanguage } from "../../../contracts/language";
import type { Config } from "../../config";
import type { Db } from "../../db/client";
import { accounts, sessions, users, verifications } from "../../db/schema";
import type { Mailer } from "../../integrations/mail/mailer";
import { otpMail, resetPasswordMail, verificationMail } from "../../integrations/mail/templates";
import { emailChangedMail, emailChangeLinkMail } from "../../integrations/mail/email-change-templates";
import { loggableError, withoutQueryValues } from "../../lib/log-error";
import { assertPasswordNotCommon } from "./password-policy";
import { linkedInProviders, onLinkedInAccountSaved } from "../../integrations/linkedin/oauth-provider";
import { AUTH_COOKIE_PREFIX } from "./cookie-prefix";
import { withScopedAsyncContext } from "./async-context";
import { guardEmailChangeLink, isEmailChangeToken, verifiedEmailChangeClaim } from "./email-change";

export interface AuthDeps {
  config: Config;
  db: Db;
  mailer: Mailer;
  logger: Logger;
  origin: string;
  secret: string;
  /** better-auth's own scrypt when not given (tests/support/test-app.ts gives the same scrypt at a lower cost). */
  passwordHashing?: PasswordHashing;
}

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export function generateOtp(): string {
  let code = "";
  for (let i = 0; i < OTP_LENGTH; i++) code += OTP_ALPHABET[randomInt(OTP_ALPHABET.length)];
  return code;
}

/** Codes are compared case-insensitively and without spaces: stored as a hash of the normalised form. */
export function hashOtp(otp: string): string {
  return createHash("sha256").update(otp.replace(/\s+/g, "").toUpperCase()).digest("base64url");
}

// Endpoints of better-auth that would hand provider tokens to the browser (tokens stay on the server), update-user,
// which would write names, language and image past the profile rules (the app uses /api/profile), and change-email,
// which asks no password (the app's POST /api/account/email checks it, then calls it on the server); link-social and
// unlink-account, for the same reason and for the app's rule on the last way in (/api/account/sign-in/linkedin).
export const DISABLED_PATHS = [
  "/get-access-token",
  "/refresh-token",
  "/account-info",
  "/update-user",
  "/change-email",
  "/link-social",
  "/unlink-account",
];

export function createAuth(deps: AuthDeps) {
  const { config, db, mailer, logger, origin } = deps;
  const deliver = (kind: string, send: () => Promise<void>) =>
    send().catch((err: Error) => logger.error({ err: err.message, kind }, "mail delivery failed"));

  const languageOf = async (email: string) => {
    const [row] = await db.select({ language: users.language }).from(users).where(eq(users.email, email.toLowerCase()));
    return toLanguage(row?.language);
  };

  return withScopedAsyncContext(
    betterAuth({
      appName: "PillarPost",
      baseURL: origin,
      basePath: "/api/auth",
      secret: deps.secret,
      trustedOrigins: [origin],
      disabledPaths: DISABLED_PATHS,
      logger: {
        level: "warn",
        // its arguments may be a failed query (with parameter values): only what loggableError keeps is logged
        log: (level, message, ...args) => {
          const error = args.find((a) => a instanceof Error);
          logger[level](
            { source: "better-auth", ...(error ? { error: loggableError(error) } : {}) },
            withoutQueryValues(message),
          );
        },
      },
      database: drizzleAdapter(db, {
        provider: "pg",
        schema: { user: users, session: sessions, account: accounts, verification: verifications },
      }),
      user: {
        additionalFields: {
          firstName: { type: "string", required: false, defaultValue: "", input: true },
          lastName: { type: "string", required: false, defaultValue: "", input: true },
          fullName: { type: "string", required: false, defaultValue: "", input: true },
          language: { type: "string", required: false, defaultValue: "en", input: true },
          headline: { type: "string", required: false, input: false },
          linkedin: { type: "string", required: false, input: false },
        },
        // The link goes to the new address (sendVerificationEmail below); no confirmation by the old one first, which
        // is told once the change is made (databaseHooks.user.update).
        changeEmail: { enabled: true },
      },
      session: {
        expiresIn: 60 * 60 * 24 * 30,
        updateAge: 60 * 60 * 24,
        // No signed cookie cache: it would keep an ended session working for its max age. Sessions are checked
        // against the table on every request (see http/session.ts).
        cookieCache: { enabled: false },
      },
      // Reset-password tokens (and every other verification key) are stored as SHA-256 hashes: a leaked table or
      // backup holds no usable link.
      verification: { storeIdentifier: "hashed" },
      account: {
        encryptOAuthTokens: true,
        // A link started from Settings > Account (password asked first) may be a LinkedIn member with another
        // address; LinkedIn must still say it is verified. Sign-in's own linking stays by the same verified address.
        accountLinking: { enabled: true, allowDifferentEmails: true },
      },
      emailAndPassword: {
        enabled: true,
        requireEmailVerification: true,
        autoSignIn: false,
        minPasswordLength: AUTH_LIMITS.passwordMinLength,
        maxPasswordLength: AUTH_LIMITS.passwordMaxLength,
        ...(deps.passwordHashing && { password: deps.passwordHashing }),
        resetPasswordTokenExpiresIn: 3600,
        revokeSessionsOnPasswordReset: SIGN_OUT_EVERYWHERE_ON_PASSWORD_RESET,
        sendResetPassword: async ({ user, url }) => {
          void deliver("reset", () =>
            mailer.send(resetPasswordMail(toLanguage((user as { language?: string }).language), user.email, url)),
          );
        },
      },
      emailVerification: {
        sendOnSignUp: true,
        sendOnSignIn: false,
        autoSignInAfterVerification: false,
        expiresIn: 60 * 60 * 24,
        // Sign-up's link, or a change of email's (then `user.email` is the new address the link goes to).
        sendVerificationEmail: async ({ user, url, token }) => {
          const u = user as { language?: string; firstName?: string };
          const [kind, mail] = isEmailChangeToken(token)
            ? (["email-change", emailChangeLinkMail] as const)
            : (["verification", verificationMail] as const);
          void deliver(kind, () =>
            mailer.send(mail(toLanguage(u.language), user.email, u.firstName || user.name, url)),
          );
        },
      },
      rateLimit: { enabled: false }, // replaced by the per IP + email limiter in front of /api/auth
      advanced: {
        cookiePrefix: AUTH_COOKIE_PREFIX,
        useSecureCookies: origin.startsWith("https://"),
        defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
        ipAddress: {
          ipAddressHeaders: config.TRUST_PROXY ? ["x-forwarded-for", "x-real-ip"] : ["x-pillarpost-no-proxy"],
        },
      },
      hooks: {
        // Every new password is checked against the common-password list. Names were validated by signUpGuard in
        // front of the handler; this derives the full name from them. The avatar is set through /api/profile only,
        // never from a sign-up body.
        before: createAuthMiddleware(async (ctx) => {
          assertPasswordNotCommon(ctx.path, ctx.body);
          if (ctx.path === "/verify-email") return guardEmailChangeLink(ctx);
          if (ctx.path !== "/sign-up/email") return;
          const firstName = String(ctx.body?.firstName ?? "").trim();
          const lastName = String(ctx.body?.lastName ?? "").trim();
          const fullName = `${firstName} ${lastName}`.trim();
          // the returned context is merged into the request's (undefined values are skipped): remove image in place
          if (ctx.body) delete ctx.body.image;
          return { context: { ...ctx, body: { ...ctx.body, firstName, lastName, fullName, name: fullName } } };
        }),
      },
      databaseHooks: {
        user: {
          update: {
            // A change-of-email link has just been used: the old address is told (no link in that mail).
            after: async (user, ctx) => {
              if (ctx?.path !== "/verify-email") return;
              const claim = await verifiedEmailChangeClaim(ctx.query?.token, deps.secret);
              if (!claim || claim.userId !== user.id || user.email.toLowerCase() !== claim.to) return;
              const lang = toLanguage((user as { language?: string }).language);
              void deliver("email-changed", () => mailer.send(emailChangedMail(lang, claim.from, user.email)));
            },
          },
        },
        account: {
          create: { after: (account) => onLinkedInAccountSaved(db, account) },
          update: { after: (account) => onLinkedInAccountSaved(db, account) },
        },
      },
      plugins: [
        // Only the schema generator: the plugin's reference page loads a script from a CDN, so it stays off.
        openAPI({ disableDefaultReference: true }),
        emailOTP({
          otpLength: OTP_LENGTH,
          expiresIn: OTP_EXPIRES_SECONDS,
          allowedAttempts: OTP_ALLOWED_ATTEMPTS,
          disableSignUp: true,
          generateOTP: () => generateOtp(),
          storeOTP: { hash: async (otp) => hashOtp(otp) },
          sendVerificationOTP: async ({ email, otp, type }) => {
            if (type !== "sign-in") return;
            const lang = await languageOf(email);
            void deliver("otp", () => mailer.send(otpMail(lang, email, otp)));
          },
        }),
        genericOAuth({ config: linkedInProviders(config) }),
      ],
    }),
  );
}

export type Auth = ReturnType<typeof createAuth>;
