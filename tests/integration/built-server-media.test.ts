import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/free-port";
import { freshDatabase } from "../support/fresh-database";
import { signedInCookie } from "../support/process-sign-in";
import { makeLyingPdf, makePdf } from "../support/media-fixtures";
import { buildServer, startServerProcess, type ServerProcess } from "../support/server-process";

// The production build reads PDFs in a worker thread whose file is bundled beside it (dist/server/
// pdf-render-worker.js): the built app, not only the sources, must process an uploaded PDF.
const ORIGIN = "http://pillarpost.test";
let build: ReturnType<typeof buildServer>;
let db: Awaited<ReturnType<typeof freshDatabase>>;
let app: ServerProcess;
let port = 0;

beforeAll(async () => {
  build = buildServer();
  db = await freshDatabase("pillarpost_built_media");
  port = await freePort();
  app = startServerProcess(path.join(build.dir, "index.js"), {
    DATABASE_URL: db.url,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    APP_URL: ORIGIN,
    PORT: String(port),
    HOST: "127.0.0.1",
  });
  await app.waitForLine("PillarPost is listening");
}, 120_000);

afterAll(async () => {
  await app?.stop();
  await db?.drop();
  build?.remove();
});

/** A signed-in user's cookie (the mails read through a connection of the test's). */
async function signedIn(): Promise<string> {
  const owner = new pg.Client({ connectionString: db.url });
  await owner.connect();
  try {
    return await signedInCookie(`http://127.0.0.1:${port}`, ORIGIN, owner, "built");
  } finally {
    await owner.end();
  }
}

async function uploadPdf(cookie: string, bytes: Buffer) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)]), "deck.pdf");
  const res = await fetch(`http://127.0.0.1:${port}/api/media`, {
    method: "POST",
    body: form,
    headers: { origin: ORIGIN, cookie },
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe("the built server", { timeout: 120_000 }, () => {
  it("bundles the PDF worker beside the app and reads an uploaded PDF with it", async () => {
    expect(fs.existsSync(path.join(build.dir, "pdf-render-worker.js"))).toBe(true);
    const cookie = await signedIn();
    const res = await uploadPdf(cookie, await makePdf(3));
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.media).toMatchObject({ kind: "pdf", pageCount: 3, width: 612, height: 792 });
    const thumb = await fetch(`http://127.0.0.1:${port}${res.body.media.thumbnailUrl}`, { headers: { cookie } });
    expect([thumb.status, thumb.headers.get("content-type")]).toEqual([200, "image/webp"]);
    // the page tree's count, in the bundle too
    const lying = await uploadPdf(cookie, await makeLyingPdf(4, 1));
    expect(lying.body.media.pageCount).toBe(4);
  });
});
