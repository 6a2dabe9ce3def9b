/**
 * The paths of the signed-out screens, spelled once. No zod: the web's first load reads it (src/web/signed-out/paths.ts
 * decides there whether the small signed-out app starts), and so do the server and the build's prerender script.
 */

/** The screens the signed-out app shows (src/web/signed-out-main.tsx); each is the page `<name>-page.tsx` of its path. */
export const SIGNED_OUT_PATHS = [
  "/sign-in",
  "/sign-in-2",
  "/sign-up",
  "/forgot-password",
  "/reset-password",
  "/otp",
] as const;
export type SignedOutPath = (typeof SIGNED_OUT_PATHS)[number];

/** Where LinkedIn's sign-on comes back to (a page of the whole app, src/web/routes/auth/callback.tsx). */
export const AUTH_CALLBACK_PATH = "/auth/callback";

/**
 * The pages of signing in: never where a sign-in sends someone back to (src/web/lib/session/redirect.ts), nor where a
 * session that expired remembers to return (src/web/lib/api/http-errors.ts).
 */
export const AUTH_PATHS: readonly string[] = [...SIGNED_OUT_PATHS, AUTH_CALLBACK_PATH];

/**
 * The signed-out screens rendered to HTML at build time in every language (scripts/prerender.mjs), which the server
 * sends inside #root (src/server/http/prerendered.ts).
 */
export const PRERENDERED_PATHS = [
  "/sign-in",
  "/sign-up",
  "/forgot-password",
  "/otp",
] as const satisfies readonly SignedOutPath[];
