// Bundles the server entries into dist/server/ (index.js: the app; worker.js: the job workers only;
// pdf-render-worker.js: the worker thread that reads uploaded PDFs, started by both; page-render-worker.js: the
// thread that renders the signed-in pages, started by index.js) with their dependencies kept
// external, and copies the migrations. `--outdir <dir>`: elsewhere (tests build their own copy).
import { build } from "esbuild";
import fs from "node:fs";
import path from "node:path";

const i = process.argv.indexOf("--outdir");
const outdir = i > 0 ? process.argv[i + 1] : "dist/server";

await build({
  entryPoints: {
    index: "src/server/index.ts",
    worker: "src/server/worker.ts",
    "pdf-render-worker": "src/server/modules/media/pdf-render-worker.ts",
    "page-render-worker": "src/server/http/page-render-worker.ts",
  },
  outdir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
fs.rmSync(path.join(outdir, "drizzle"), { recursive: true, force: true });
fs.cpSync("drizzle", path.join(outdir, "drizzle"), { recursive: true });
// data files the bundled modules read beside themselves (new URL("./x", import.meta.url))
fs.copyFileSync("src/server/modules/auth/common-passwords.txt", path.join(outdir, "common-passwords.txt"));
console.log(
  `server bundled: ${outdir}/index.js, ${outdir}/worker.js, ${outdir}/pdf-render-worker.js, ${outdir}/page-render-worker.js`,
);
