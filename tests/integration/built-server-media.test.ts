import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/database-global-setup";
import { freshDatabase } from "../support/fresh-database";
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

async function signedInCookie(): Promise<string> {
  const email = `built-${randomBytes(4).toString("hex")}@example.com`;
  const send = (p: string, json?: unknown, cookie = "") =>
    fetch(`http://127.0.0.1:${port}${p}`, {
      method: json === undefined ? "GET" : "POST",
      headers: { origin: ORIGIN, "content-type": "application/json", cookie },
      body: json === undefined ? undefined : JSON.stringify(json),
      redirect: "manual",
    });
  const password = "correct-horse-7";
  expect(
    (await send("/api/auth/sign-up/email", { email, password, name: "x", firstName: "B", lastName: "S" })).status,
  ).toBe(200);
  const owner = new pg.Client({ connectionString: db.url });
  await owner.connect();
  let text: string | undefined;
  for (let i = 0; i < 100 && !text; i++) {
    text = (await owner.query('SELECT text FROM outbox_mails WHERE "to" = $1', [email])).rows[0]?.text;
    if (!text) await new Promise((r) => setTimeout(r, 50));
  }
  await owner.end();
  const link = new URL(/(https?:\/\/\S+)/.exec(text!)![1]);
  await send(link.pathname + link.search);
  const signIn = await send("/api/auth/sign-in/email", { email, password });
  expect(signIn.status).toBe(200);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
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
    const cookie = await signedInCookie();
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
