import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { compose } from "../../src/server/composition";
import { CapturingMailer, ORIGIN, signedInUser, testDatabase, type TestApp } from "../support/test-app";
import { SHELL_DATA } from "../support/page-data-app";

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-web-"));
const inline = "document.documentElement.classList.add('dark')";
fs.mkdirSync(path.join(webDir, "assets"));
fs.writeFileSync(
  path.join(webDir, "index.html"),
  `<!doctype html><html><head><script>${inline}</script></head><body>APP</body></html>`,
);
fs.writeFileSync(path.join(webDir, "assets", "main-abc123.js"), "console.log(1)");
// A precompressed asset (scripts/precompress.mjs writes .br and .gz beside each file).
fs.writeFileSync(path.join(webDir, "assets", "big-abc123.js"), "x".repeat(2000));
fs.writeFileSync(path.join(webDir, "assets", "big-abc123.js.br"), "BROTLI");
fs.writeFileSync(path.join(webDir, "assets", "big-abc123.js.gz"), "GZIP");
// The Vite manifest: the sign-in route's code-split chunk imports a shared chunk; the entry's chunk is left out.
fs.mkdirSync(path.join(webDir, ".vite"));
fs.writeFileSync(
  path.join(webDir, ".vite", "manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/main-abc123.js", isEntry: true, imports: ["_vendor.js"] },
    "_vendor.js": { file: "assets/vendor-abc123.js" },
    "_kit.js": { file: "assets/kit-abc123.js", imports: ["_vendor.js"] },
    "src/web/routes/(auth)/sign-in.tsx?tsr-split=component": {
      file: "assets/sign-in-abc123.js",
      imports: ["_kit.js", "index.html"],
    },
  }),
);
afterAll(() => fs.rmSync(webDir, { recursive: true, force: true }));

const config = loadConfig({});
const logger = pino({ level: "silent" });
const database = testDatabase();
const mailer = new CapturingMailer();
const app = createApp({
  ...compose({
    config,
    database,
    logger,
    origin: ORIGIN,
    secret: randomBytes(32).toString("hex"),
    integrations: { mailer },
  }),
  webDir,
});

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

  it("preloads the requested route's chunks with the entry, and nothing executable is added", async () => {
    const res = await app.request("/sign-in?redirect=%2Fstrategy");
    const html = await res.text();
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/sign-in-abc123.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/kit-abc123.js">');
    // Already loaded by index.html: not preloaded twice.
    expect(html).not.toContain("vendor-abc123.js");
    expect(html.indexOf("modulepreload")).toBeLessThan(html.indexOf("</head>"));
    // Only inert JSON is added (the public client settings): no executable script beside index.html's own.
    expect(html.match(/<script\b(?![^>]*type="application\/json")/g)).toHaveLength(1);
    expect(html).toContain('<script type="application/json" id="pp-config">');
    const other = await (await app.request("/strategy")).text();
    expect(other).not.toContain("sign-in-abc123.js");
  });

  it("tells the page when the request carries no session cookie, and never shares the page between visitors", async () => {
    const anonymous = await app.request("/sign-in");
    expect(await anonymous.text()).toContain('<meta name="pp-session" content="none">');
    expect(anonymous.headers.get("cache-control")).toContain("private");
    const secure = await app.request("/", { headers: { cookie: "a=1; __Secure-pillarpost.session_token=abc.def" } });
    expect(await secure.text()).toContain("APP");
  });

  it("inlines the signed-in user (never a token) so the page needs no get-session round trip", async () => {
    const { client, email, userId } = await signedInUser({ app, mailer } as unknown as TestApp);
    const res = await client.request("/strategy");
    expect(res.headers.get("cache-control")).toBe("private, no-cache");
    expect(res.headers.get("vary")).toContain("Cookie");
    const html = await res.text();
    const json = /<script type="application\/json" id="pp-session">([^<]*)<\/script>/.exec(html)?.[1];
    expect(json).toBeDefined();
    const user = JSON.parse(json!) as { id: string; email: string };
    expect(user).toMatchObject({ id: userId, email });
    expect(html).not.toMatch(/token/i);
    expect(html).not.toContain('content="none"');
    // Only the theme script is executable: the CSP hashes of the built index.html still cover the page.
    expect(html.match(/<script(?![^>]*application\/json)\b/g)).toHaveLength(1);
    // A cookie that names no live session: signed out, without asking again.
    const stale = await app.request("/strategy", { headers: { cookie: "pillarpost.session_token=abc.def" } });
    const staleHtml = await stale.text();
    expect(staleHtml).not.toContain('pp-session">');
    expect(staleHtml).toContain('<meta name="pp-session" content="none">');
  });

  it("inlines /strategy's data for the signed-in user: the bodies the API answers, in the page's language", async () => {
    const { client } = await signedInUser({ app, mailer } as unknown as TestApp);
    const { questions } = (await client.json("/api/strategy-questions?lang=en")).body as {
      questions: { id: string; type: string }[];
    };
    const text = questions.find((q) => q.type === "text")!;
    const saved = await client.json("/api/strategy-responses", {
      method: "PUT",
      json: { answers: { [text.id]: "Ada's plan" } },
    });
    expect(saved.status).toBe(200);
    const pageData = async (url: string) => {
      const html = await (await client.request(url, { headers: { "accept-language": "fr-FR,fr;q=0.9" } })).text();
      const json = /<script type="application\/json" id="pp-data">([^<]*)<\/script>/.exec(html)?.[1];
      return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
    };
    const data = await pageData("/strategy");
    // with the shell's: /api/me (the names, the role) for every page rendered with its data
    expect(Object.keys(data ?? {}).sort()).toEqual(
      [...SHELL_DATA, "/api/strategies", "/api/strategy-questions?lang=fr", "/api/strategy-responses"].sort(),
    );
    for (const url of Object.keys(data!)) expect(data![url]).toEqual((await client.json(url)).body);
    expect(JSON.stringify(data)).toContain("Ada's plan");
    // ?lng wins over Accept-Language, as for the interface language
    expect(Object.keys((await pageData("/strategy/?lng=en")) ?? {})).toContain("/api/strategy-questions?lang=en");
    // other pages, and signed-out visitors, get none
    expect(await pageData("/profile")).toBeUndefined();
    const anonymous = await (await app.request("/strategy")).text();
    expect(anonymous).not.toContain('id="pp-data"');
    // still nothing executable added
    const html = await (await client.request("/strategy")).text();
    expect(html.match(/<script(?![^>]*application\/json)\b/g)).toHaveLength(1);
  });

  it("compresses the page and sends precompressed assets to browsers that accept them", async () => {
    const page = await app.request("/sign-in", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(page.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toContain("APP");
    const br = await app.request("/assets/big-abc123.js", { headers: { "accept-encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(await br.text()).toBe("BROTLI");
    const gz = await app.request("/assets/big-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const plain = await app.request("/assets/big-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect((await plain.text()).length).toBe(2000);
  });

  it("keeps unknown API paths as JSON 404s", async () => {
    const res = await app.request("/api/does-not-exist");
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe("NOT_FOUND");
  });
});
