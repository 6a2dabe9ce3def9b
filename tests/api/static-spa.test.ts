import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { createAuth } from "../../src/server/modules/auth/auth";
import { CapturingMailer, ORIGIN, testDatabase } from "../support/test-app";

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-web-"));
const inline = "document.documentElement.classList.add('dark')";
fs.mkdirSync(path.join(webDir, "assets"));
fs.writeFileSync(path.join(webDir, "index.html"), `<!doctype html><html><head><script>${inline}</script></head><body>APP</body></html>`);
fs.writeFileSync(path.join(webDir, "assets", "main-abc123.js"), "console.log(1)");
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

const config = loadConfig({});
const logger = pino({ level: "silent" });
const database = testDatabase();
const mailer = new CapturingMailer();
const auth = createAuth({ config, db: database.db, mailer, logger, origin: ORIGIN, secret: randomBytes(32).toString("hex") });
const app = createApp({ config, database, auth, mailer, logger, origin: ORIGIN, webDir });

describe("serving the web app", () => {
  it("serves hashed assets for a year and a missing asset as 404", async () => {
    const ok = await app.request("/assets/main-abc123.js");
    expect(ok.status).toBe(200);
    expect(ok.headers.get("cache-control")).toContain("immutable");
    const missing = await app.request("/assets/main-old999.js");
    expect(missing.status).toBe(404);
  });

  it("answers client-side routes with index.html and a CSP allowing only its inline script", async () => {
    const res = await app.request("/strategy/anything");
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("APP");
    const hash = createHash("sha256").update(inline).digest("base64");
    expect(res.headers.get("content-security-policy")).toContain(`'sha256-${hash}'`);
    expect(res.headers.get("content-security-policy")).not.toContain("'unsafe-inline' 'self'");
  });

  it("keeps unknown API paths as JSON 404s", async () => {
    const res = await app.request("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("NOT_FOUND");
  });
});
