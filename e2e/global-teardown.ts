/** Playwright global teardown: SIGTERM the app server and wait, stop the simulators, remove the temp data dir. */
import fs from "node:fs";
import { stopAll } from "./global-setup";
import { STATE_FILE } from "./support/state";

export default async function globalTeardown(): Promise<void> {
  const handles = globalThis.__pillarpostE2E;
  if (handles) await stopAll(handles);
  fs.rmSync(STATE_FILE, { force: true });
}
