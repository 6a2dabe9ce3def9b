/**
 * Flags for Debian's Chromium in this sandbox (e2e and bench/web): as root it needs --no-sandbox, and without the
 * background-networking flags it keeps trying hosts the closed network refuses.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
