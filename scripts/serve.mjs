#!/usr/bin/env node
// Runs a built server entry without building (`npm run serve`: the app, `npm run serve:worker`: the workers only):
// what several processes started together must run, since builds racing on one dist/ break each other. Says what
// to run when there is no build.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const entry = path.resolve("dist/server", process.argv[2] === "worker" ? "worker.js" : "index.js");
if (!fs.existsSync(entry)) {
  console.error(
    `${path.relative(process.cwd(), entry)} is not built: run \`npm run build\` once, then start the processes`,
  );
  process.exit(1);
}
await import(pathToFileURL(entry).href);
