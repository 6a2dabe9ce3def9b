// Bundles the server into dist/server/index.js (dependencies stay external) and copies the migrations.
import { build } from "esbuild";
import fs from "node:fs";

await build({
  entryPoints: ["src/server/index.ts"],
  outfile: "dist/server/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
fs.rmSync("dist/server/drizzle", { recursive: true, force: true });
fs.cpSync("drizzle", "dist/server/drizzle", { recursive: true });
console.log("server bundled: dist/server/index.js");
