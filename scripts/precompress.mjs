#!/usr/bin/env node
// Writes .br and .gz beside every compressible file of the built SPA (dist/web/assets and dist/web/locales), which
// the server sends to browsers that accept them (serveStatic's `precompressed`). index.html is left out: the server
// rewrites it per request (src/server/http/spa-page.ts) and compresses it then.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "dist", "web");
const COMPRESSIBLE = /\.(js|css|json|svg|txt|map)$/;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

let count = 0;
for (const dir of ["assets", "locales"]) {
  for (const file of files(path.join(root, dir))) {
    if (!COMPRESSIBLE.test(file)) continue;
    const data = readFileSync(file);
    if (data.length < 512) continue;
    writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
    );
    count++;
  }
}
console.log(`precompress: ${count} files in dist/web/{assets,locales} (.br, .gz)`);
