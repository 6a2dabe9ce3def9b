import path from "node:path";
import { fileURLToPath } from "node:url";
import { configOrExit, limitHeapGrowth, processLogger, warnOfLinkedInVersion } from "./process";
import { startProcess } from "./start-process";

// `npm start`: the app (HTTP API and web app), and the job workers too unless JOBS_ENABLED=false.

function webDir(): string {
  // dist/server/index.js -> dist/web ; src/server/index.ts (dev) -> dist/web
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.basename(here) === "server" && path.basename(path.dirname(here)) === "dist"
    ? path.join(here, "..", "web")
    : path.join(here, "..", "..", "dist", "web");
}

async function main() {
  limitHeapGrowth();
  const config = configOrExit();
  const logger = processLogger(config);
  warnOfLinkedInVersion(config, logger);
  await startProcess({ config, logger, http: { webDir: webDir() }, workers: config.JOBS_ENABLED });
}

void main();
