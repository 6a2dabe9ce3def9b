import fs from "node:fs";
import path from "node:path";

/**
 * Chromium builds that print PDFs, best first: Debian's headless shell (chromium-headless-shell: a 10-slide PDF in
 * tens of milliseconds, where the full browser's headless mode took over a second), then the full browser.
 */
const KNOWN = ["/usr/lib/chromium/chromium-headless-shell", "/usr/bin/chromium-headless-shell", "/usr/bin/chromium"];
const ON_PATH = ["chromium-headless-shell", "chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];

const isExecutable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/**
 * The Chromium that prints the carousels: CHROMIUM_PATH when set (undefined if it is not an executable file: the
 * setting is wrong, never silently replaced), else the first of the usual places, else one on the PATH.
 * Undefined when there is none (Debian: `apt-get install chromium-headless-shell fonts-noto-color-emoji`).
 */
export function printChromium(env: NodeJS.ProcessEnv = process.env): string | undefined {
  if (env.CHROMIUM_PATH) return isExecutable(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : undefined;
  const known = KNOWN.find(isExecutable);
  if (known) return known;
  for (const dir of (env.PATH ?? "").split(path.delimiter).filter(Boolean))
    for (const name of ON_PATH) if (isExecutable(path.join(dir, name))) return path.join(dir, name);
  return undefined;
}
