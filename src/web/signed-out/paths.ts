import { SIGNED_OUT_PATHS, type SignedOutPath } from "@contracts/auth/screens";

// The screens the signed-out app shows (src/web/signed-out-main.tsx, their paths in contracts/auth/screens.ts): a
// first load on one of them starts that small app instead of the whole one (src/web/boot.ts). Each is the page module
// `<name>-page.tsx` of its path, which is how the server finds its files in the build's manifest
// (src/server/http/spa-page.ts).

/** The signed-out screen at a path ("/sign-in/" is "/sign-in"), or undefined when the path is the app's. */
export function signedOutPath(pathname: string): SignedOutPath | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  return SIGNED_OUT_PATHS.find((p) => p === path);
}

/** Whether the page starts the signed-out app: on its screens, unless the server said who is signed in. */
export function startsSignedOut(doc: Document = document): boolean {
  return signedOutPath(doc.location.pathname) !== undefined && !doc.getElementById("pp-session");
}
