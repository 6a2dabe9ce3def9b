import type { ReactElement } from "react";
import { validateRedirectSearch, validateResetPasswordSearch, validateSignInSearch } from "@/features/auth/search";
import type { RawSearch } from "./router";
import type { SignedOutPath } from "@contracts/auth/screens";

/** A screen of the signed-out app: its page, given what it reads of the address. */
export type Screen = (search: RawSearch) => ReactElement;

/**
 * Each signed-out screen's page, loaded on first use, with the search it reads: what the app's route files give the
 * same pages (src/web/routes/(auth)/). The page module is `<name>-page.tsx` of its path (./paths.ts).
 */
export const SCREENS: Record<SignedOutPath, () => Promise<Screen>> = {
  "/sign-in": () =>
    import("@/features/auth/sign-in/sign-in-page").then(({ SignInPage }) => (search) => (
      <SignInPage search={validateSignInSearch(search)} />
    )),
  "/sign-in-2": () =>
    import("@/features/auth/sign-in/sign-in-2-page").then(({ SignIn2Page }) => (search) => (
      <SignIn2Page search={validateSignInSearch(search)} />
    )),
  "/sign-up": () => import("@/features/auth/sign-up/sign-up-page").then(({ SignUpPage }) => () => <SignUpPage />),
  "/forgot-password": () =>
    import("@/features/auth/forgot-password/forgot-password-page").then(({ ForgotPasswordPage }) => () => (
      <ForgotPasswordPage />
    )),
  "/reset-password": () =>
    import("@/features/auth/reset-password/reset-password-page").then(({ ResetPasswordPage }) => (search) => (
      <ResetPasswordPage search={validateResetPasswordSearch(search)} />
    )),
  "/otp": () =>
    import("@/features/auth/otp/otp-page").then(({ OtpPage }) => (search) => (
      <OtpPage redirect={validateRedirectSearch(search).redirect} />
    )),
};
