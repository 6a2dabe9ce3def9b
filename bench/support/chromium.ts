// The Chromium the browser benchmarks drive, found or installed the way `npm test` does it (scripts/test-all.sh):
// Debian's package, never a downloaded browser.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";
const NAMES = ["chromium", "chromium-browser", "google-chrome-stable", "google-chrome"];
const INSTALL = "apt-get update && apt-get install -y chromium fonts-liberation";

const isExecutable = (file: string) => {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

function onPath(): string | undefined {
  for (const dir of (process.env.PATH ?? "").split(path.delimiter).filter(Boolean))
    for (const name of NAMES) if (isExecutable(path.join(dir, name))) return path.join(dir, name);
  return undefined;
}

/** Debian's chromium through apt-get (with sudo when not root and sudo asks no password); false when it cannot. */
function installDebianChromium(): boolean {
  if (!isExecutable("/usr/bin/apt-get")) return false;
  const root = process.getuid?.() === 0;
  if (!root && spawnSync("sudo", ["-n", "true"], { stdio: "ignore" }).status !== 0) return false;
  console.error(`No Chromium found: installing Debian's (${INSTALL})…`);
  const sudo = root ? "" : "sudo ";
  const run = (args: string) =>
    spawnSync("sh", ["-c", `${sudo}${args}`], {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    }).status === 0;
  return (
    run("apt-get update -qq") &&
    run("apt-get install -y -qq chromium fonts-liberation") &&
    isExecutable(DEBIAN_CHROMIUM)
  );
}

/**
 * The browser's path: $CHROMIUM when set (it must exist), else /usr/bin/chromium, else a Chromium or Chrome on the
 * PATH, else Debian's package installed now. Throws with the exact command to run when none can be had.
 */
export function chromiumPath(): string {
  const wanted = process.env.CHROMIUM;
  if (wanted) {
    if (isExecutable(wanted)) return wanted;
    throw new Error(`CHROMIUM=${wanted} is not an executable file: unset it, or point it at Chromium or Chrome`);
  }
  if (isExecutable(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  const found = onPath();
  if (found) return found;
  if (installDebianChromium()) return DEBIAN_CHROMIUM;
  throw new Error(
    "No Chromium found, and it could not be installed here. Install Debian's package:\n" +
      `  sudo sh -c '${INSTALL}'\n` +
      "or set CHROMIUM=/path/to/chromium (any Chromium or Chrome), then run the benchmark again.",
  );
}

/** chromiumPath(), or the reason and the command on stderr and exit 1 (before a benchmark builds or starts). */
export function chromiumPathOrExit(): string {
  try {
    return chromiumPath();
  } catch (err) {
    console.error(err instanceof Error ? err.message : String(err));
    process.exit(1);
  }
}
