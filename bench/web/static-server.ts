// A tiny static server for the template's production build, compressed the way our server sends ours, so that the
// comparison measures the apps and not the compression: every compressible file of 512 bytes or more is compressed
// once before the first request, brotli quality 11 and gzip level 9 (as scripts/precompress.mjs writes ours), and
// sent brotli to a browser that accepts it, else gzip (as serveStatic's `precompressed`); index.html is gzipped per
// request (as src/server/http/static.ts sends our page); every unknown path is answered with index.html (a
// single-page app).
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".webp": "image/webp",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".txt": "text/plain; charset=utf-8",
};
/** The files scripts/precompress.mjs compresses, and the size under which it leaves them as they are. */
const PRECOMPRESSED = /\.(js|css|json|svg|txt|map)$/;
const MIN_BYTES = 512;

interface Precompressed {
  br: Buffer;
  gzip: Buffer;
}

function* files(dir: string): Generator<string> {
  for (const name of fs.readdirSync(dir)) {
    const full = path.join(dir, name);
    if (fs.statSync(full).isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Every compressible file under `root` but index.html, brotli 11 and gzip 9, by its path. */
function precompress(root: string): Map<string, Precompressed> {
  const out = new Map<string, Precompressed>();
  for (const file of files(root)) {
    if (!PRECOMPRESSED.test(file)) continue;
    const data = fs.readFileSync(file);
    if (data.length < MIN_BYTES) continue;
    out.set(file, {
      br: brotliCompressSync(data, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
      }),
      gzip: gzipSync(data, { level: 9 }),
    });
  }
  return out;
}

export async function serveStaticSpa(
  root: string,
  port: number,
): Promise<{ origin: string; close: () => Promise<void> }> {
  const compressed = precompress(root);
  const index = path.join(root, "index.html");
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    let file = path.join(root, path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, ""));
    if (!file.startsWith(root) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) file = index;
    const ext = path.extname(file);
    let body: Uint8Array = fs.readFileSync(file);
    const headers: Record<string, string> = {
      "content-type": TYPES[ext] ?? "application/octet-stream",
      "cache-control": file.includes(`${path.sep}assets${path.sep}`)
        ? "public, max-age=31536000, immutable"
        : "no-cache",
    };
    const accepts = String(req.headers["accept-encoding"] ?? "");
    const ready = compressed.get(file);
    if (ready && /\bbr\b/.test(accepts)) {
      body = ready.br;
      headers["content-encoding"] = "br";
    } else if (ready && /\bgzip\b/.test(accepts)) {
      body = ready.gzip;
      headers["content-encoding"] = "gzip";
    } else if (file === index && /\bgzip\b/.test(accepts)) {
      body = gzipSync(body);
      headers["content-encoding"] = "gzip";
    }
    if (ready || file === index) headers.vary = "Accept-Encoding";
    headers["content-length"] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
