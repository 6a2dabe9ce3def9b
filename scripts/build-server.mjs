// Bundles the server entries into dist/server/ (index.js: the app; worker.js: the job workers only) with their
// dependencies kept external, and copies the migrations. `--outdir <dir>`: elsewhere (tests build their own copy).
import { build } from "esbuild";
import fs from "node:fs";
import path from "node:path";

const i = process.argv.indexOf("--outdir");
const outdir = i > 0 ? process.argv[i + 1] : "dist/server";

await build({
  entryPoints: ["src/server/index.ts", "src/server/worker.ts"],
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
console.log(`server bundled: ${outdir}/index.js, ${outdir}/worker.js`);
