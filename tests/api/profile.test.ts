import { randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROFILE_MESSAGES as M } from "../../src/contracts/profile/schemas";
import { COMMON_MESSAGES } from "../../src/contracts/messages";
import { STRATEGY_MESSAGES } from "../../src/contracts/strategy/schemas";
import { Client, makeTestApp, ORIGIN, signedInUser, type TestApp } from "../support/test-app";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pillarpost-profile-"));

/** Discovery + token endpoint of a LinkedIn stand-in that answers refresh_token grants. */
let tokenServer: http.Server;
let tokenOrigin = "";
const tokenRequests: URLSearchParams[] = [];
let tokenFails = false;
let t: TestApp;

beforeAll(async () => {
  tokenServer = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (d) => (raw += d));
    req.on("end", () => {
      if (req.url === "/.well-known/openid-configuration") {
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            issuer: tokenOrigin,
            authorization_endpoint: `${tokenOrigin}/authorize`,
            token_endpoint: `${tokenOrigin}/token`,
            userinfo_endpoint: `${tokenOrigin}/userinfo`,
            jwks_uri: `${tokenOrigin}/jwks`,
            response_types_supported: ["code"],
            subject_types_supported: ["public"],
            id_token_signing_alg_values_supported: ["RS256"],
          }),
        );
        return;
      }
      if (req.url === "/token" && req.method === "POST") {
        const form = new URLSearchParams(raw);
        tokenRequests.push(form);
        if (tokenFails || form.get("grant_type") !== "refresh_token") {
          res.writeHead(400, { "content-type": "application/json" }).end('{"error":"invalid_grant"}');
          return;
        }
        res.writeHead(200, { "content-type": "application/json" }).end(
          JSON.stringify({
            access_token: "new-access-token",
            refresh_token: "new-refresh-token",
            expires_in: 3600,
            token_type: "Bearer",
          }),
        );
        return;
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((r) => tokenServer.listen(0, "127.0.0.1", r));
  tokenOrigin = `http://127.0.0.1:${(tokenServer.address() as AddressInfo).port}`;
  t = makeTestApp({
    DATA_DIR: dataDir,
    LINKEDIN_CLIENT_ID: "pp-client",
    LINKEDIN_CLIENT_SECRET: "pp-secret",
    LINKEDIN_DISCOVERY_URL: `${tokenOrigin}/.well-known/openid-configuration`,
  });
});
afterAll(async () => {
  tokenServer?.closeAllConnections();
  await new Promise((r) => tokenServer?.close(r));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082",
  "hex",
);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100, 1)]);
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x20, 0, 0, 0]),
  Buffer.from("WEBPVP8 "),
  Buffer.alloc(40),
]);
const GIF = Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(40)]);

async function upload(client: Client, data: Buffer | null, name = "photo.png", type = "image/png", field = "file") {
  const form = new FormData();
  if (data) form.append(field, new Blob([new Uint8Array(data)], { type }), name);
  else form.append("other", "x");
  const res = await t.app.request("/api/profile/avatar", {
    method: "POST",
    body: form,
    headers: { origin: ORIGIN, cookie: client.cookieHeader() },
  });
  return { status: res.status, body: (await res.json()) as any };
}

describe("profile", () => {
  it("needs a session", async () => {
    const anon = new Client(t.app);
    expect((await anon.json("/api/profile")).status).toBe(401);
    expect((await anon.json("/api/profile", { method: "PATCH", json: { firstName: "x" } })).status).toBe(401);
    expect((await upload(anon, PNG)).status).toBe(401);
    expect((await anon.json("/api/functions/refresh-provider-token", { json: {} })).status).toBe(401);
  });

  it("shows the profile and updates only the supplied fields, keeping the full name in sync", async () => {
    const { client, email, userId } = await signedInUser(t);
    const got = await client.json("/api/profile");
    expect(got.status).toBe(200);
    expect(got.body.profile).toEqual({
      id: userId,
      email,
      firstName: "Ada",
      lastName: "Lovelace",
      fullName: "Ada Lovelace",
      headline: null,
      linkedin: null,
      language: "en",
      timeZone: null,
      avatarUrl: null,
      linkedinConnected: false,
    });
    const res = await client.json("/api/profile", {
      method: "PATCH",
      json: { lastName: " King ", headline: "Analyst", linkedin: "https://www.linkedin.com/in/ada", language: "fr" },
    });
    expect(res.status).toBe(200);
    expect(res.body.profile).toMatchObject({
      firstName: "Ada",
      lastName: "King",
      fullName: "Ada King",
      headline: "Analyst",
      linkedin: "https://www.linkedin.com/in/ada",
      language: "fr",
    });
    const { rows } = await t.database.pool.query("SELECT name, full_name FROM users WHERE id = $1", [userId]);
    expect(rows[0]).toEqual({ name: "Ada King", full_name: "Ada King" });
    const cleared = await client.json("/api/profile", { method: "PATCH", json: { linkedin: "", headline: "" } });
    expect(cleared.body.profile).toMatchObject({ linkedin: null, headline: null, lastName: "King" });
    expect((await client.json("/api/me")).body.fullName).toBe("Ada King");
  });

  it("/api/me shows the same user fields under the same names as /api/profile", async () => {
    const { client } = await signedInUser(t);
    await client.json("/api/profile", { method: "PATCH", json: { headline: "Analyst", language: "fr" } });
    const profile = (await client.json("/api/profile")).body.profile;
    const me = (await client.json("/api/me")).body;
    for (const [field, value] of Object.entries(profile)) expect(me[field], field).toEqual(value);
    expect(Object.keys(me).sort()).toEqual(
      [...Object.keys(profile), "emailVerified", "linkedinIdentity", "workspace"].sort(),
    );
  });

  it("accepts a LinkedIn profile URL without scheme or www and stores it normalised", async () => {
    const { client } = await signedInUser(t);
    for (const linkedin of [
      "linkedin.com/in/ada",
      "fr.linkedin.com/in/ada/?trk=share",
      "http://www.linkedin.com/in/ada/",
    ]) {
      const res = await client.json("/api/profile", { method: "PATCH", json: { linkedin } });
      expect(res.status, linkedin).toBe(200);
      expect(res.body.profile.linkedin).toBe("https://www.linkedin.com/in/ada");
    }
  });

  it("validates with the SPEC messages, and names each problem by its code", async () => {
    const { client } = await signedInUser(t);
    const C = COMMON_MESSAGES;
    const cases: [unknown, string, { path: string; code: string; max?: number }][] = [
      [{ firstName: "" }, C.firstNameRequired, { path: "firstName", code: "FIRST_NAME_REQUIRED" }],
      [{ firstName: "   " }, C.firstNameRequired, { path: "firstName", code: "FIRST_NAME_REQUIRED" }],
      [{ lastName: "" }, C.lastNameRequired, { path: "lastName", code: "LAST_NAME_REQUIRED" }],
      [{ linkedin: "not a url" }, M.linkedinInvalid, { path: "linkedin", code: "LINKEDIN_INVALID" }],
      [{ linkedin: "javascript:alert(1)" }, M.linkedinInvalid, { path: "linkedin", code: "LINKEDIN_INVALID" }],
      [{ linkedin: "https://example.com" }, M.linkedinInvalid, { path: "linkedin", code: "LINKEDIN_INVALID" }],
      [{ linkedin: "https://example.com/in/ada" }, M.linkedinInvalid, { path: "linkedin", code: "LINKEDIN_INVALID" }],
      [
        { linkedin: "https://www.linkedin.com/company/acme" },
        M.linkedinInvalid,
        { path: "linkedin", code: "LINKEDIN_INVALID" },
      ],
      [{ language: "de" }, M.languageInvalid, { path: "language", code: "LANGUAGE_INVALID" }],
      [
        { headline: "x".repeat(300) },
        "Must be at most 220 characters",
        { path: "headline", code: "TOO_LONG", max: 220 },
      ],
      [{ firstName: 42 }, "firstName", { path: "firstName", code: "INVALID" }],
    ];
    for (const [json, message, issue] of cases) {
      const res = await client.json("/api/profile", { method: "PATCH", json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.error.code).toBe("VALIDATION_FAILED");
      expect(res.body.error.message).toContain(message);
      expect(res.body.error.details.issues[0]).toEqual(issue);
    }
    expect((await client.json("/api/profile")).body.profile.firstName).toBe("Ada");
  });

  it("fills empty fields from the LinkedIn profile without overwriting the user's", async () => {
    const { client, userId } = await signedInUser(t);
    await t.database.pool.query("UPDATE users SET last_name = '' WHERE id = $1", [userId]);
    await t.database.pool.query(
      "INSERT INTO linkedin_profiles (user_id, sub, given_name, family_name, picture, headline, profile_url) VALUES ($1, 'sub-1', 'Augusta', 'Byron', 'https://media.licdn.com/p.jpg', 'Mathematician', 'https://www.linkedin.com/in/augusta')",
      [userId],
    );
    const res = await client.json("/api/profile");
    expect(res.body.profile).toMatchObject({
      firstName: "Ada",
      lastName: "Byron",
      fullName: "Ada Byron",
      avatarUrl: "https://media.licdn.com/p.jpg",
      headline: "Mathematician",
      linkedin: "https://www.linkedin.com/in/augusta",
      linkedinConnected: true,
    });
  });
});

describe("avatar removal", () => {
  it("clears the photo (initials then), deletes the uploaded file, and is harmless twice", async () => {
    const { client, userId } = await signedInUser(t);
    const uploaded = await upload(client, PNG);
    const url: string = uploaded.body.profile.avatarUrl;
    const file = path.join(dataDir, "uploads", url.replace("/uploads/", ""));
    expect(fs.existsSync(file)).toBe(true);

    const removed = await client.json("/api/profile/avatar", { method: "DELETE" });
    expect(removed.status).toBe(200);
    expect(removed.body.profile.avatarUrl).toBeNull();
    expect(fs.existsSync(file)).toBe(false);
    expect((await t.app.request(url)).status).toBe(404);
    expect((await client.json("/api/me")).body.avatarUrl).toBeNull();
    const { rows } = await t.database.pool.query("SELECT image FROM users WHERE id = $1", [userId]);
    expect(rows[0].image).toBeNull();

    const again = await client.json("/api/profile/avatar", { method: "DELETE" });
    expect(again.status).toBe(200);
    expect(again.body.profile.avatarUrl).toBeNull();
  });

  it("removes a LinkedIn picture's URL without touching any file, and never another user's", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const bPhoto = await upload(b.client, PNG);
    const bFile = path.join(dataDir, "uploads", bPhoto.body.profile.avatarUrl.replace("/uploads/", ""));
    // a's photo points at b's file (as a forged URL would): removing a's must not delete b's
    await t.database.pool.query("UPDATE users SET image = $1 WHERE id = $2", [bPhoto.body.profile.avatarUrl, a.userId]);
    expect((await a.client.json("/api/profile/avatar", { method: "DELETE" })).status).toBe(200);
    expect(fs.existsSync(bFile)).toBe(true);
    expect((await b.client.json("/api/profile")).body.profile.avatarUrl).toBe(bPhoto.body.profile.avatarUrl);

    await t.database.pool.query("UPDATE users SET image = 'https://media.licdn.com/p.jpg' WHERE id = $1", [a.userId]);
    const removed = await a.client.json("/api/profile/avatar", { method: "DELETE" });
    expect(removed.body.profile.avatarUrl).toBeNull();
  });

  it("keeps a removed LinkedIn picture removed: the next reads do not fill it back, nor does the shell's identity", async () => {
    const { client, userId } = await signedInUser(t);
    await t.database.pool.query(
      "INSERT INTO linkedin_profiles (user_id, sub, picture) VALUES ($1, $2, 'https://media.licdn.com/p.jpg')",
      [userId, `sub-${randomUUID()}`],
    );
    expect((await client.json("/api/profile")).body.profile.avatarUrl).toBe("https://media.licdn.com/p.jpg");
    expect((await client.json("/api/profile/avatar", { method: "DELETE" })).body.profile.avatarUrl).toBeNull();
    // the defect: GET /api/profile filled the empty photo from the stored LinkedIn picture again
    expect((await client.json("/api/profile")).body.profile.avatarUrl).toBeNull();
    const me = (await client.json("/api/me")).body;
    expect(me.avatarUrl).toBeNull();
    expect(me.linkedinIdentity.picture).toBeNull();
  });

  it("needs a session", async () => {
    expect((await new Client(t.app).json("/api/profile/avatar", { method: "DELETE" })).status).toBe(401);
  });
});

describe("avatar upload", () => {
  it("stores a real image at avatars/{userId}/{timestamp}.{ext}, serves it cached, and removes the old one", async () => {
    const { client, userId } = await signedInUser(t);
    const first = await upload(client, PNG);
    expect(first.status).toBe(200);
    const url1: string = first.body.profile.avatarUrl;
    expect(url1).toMatch(new RegExp(`^/uploads/avatars/${userId}/\\d+\\.png$`));
    const served = await t.app.request(url1);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const file1 = path.join(dataDir, "uploads", url1.replace("/uploads/", ""));
    expect(fs.existsSync(file1)).toBe(true);

    await new Promise((r) => setTimeout(r, 5));
    // the declared name and type do not matter: the bytes do
    const second = await upload(client, JPEG, "photo.png", "image/png", "avatar");
    expect(second.status).toBe(200);
    expect(second.body.profile.avatarUrl).toMatch(/\.jpg$/);
    expect(fs.existsSync(file1)).toBe(false);
    expect((await t.app.request(url1)).status).toBe(404);
    const { rows } = await t.database.pool.query("SELECT image FROM users WHERE id = $1", [userId]);
    expect(rows[0].image).toBe(second.body.profile.avatarUrl);
    for (const [data, ext] of [
      [WEBP, "webp"],
      [GIF, "gif"],
    ] as const) {
      const r = await upload(client, data, "x.bin", "application/octet-stream");
      expect(r.status).toBe(200);
      expect(r.body.profile.avatarUrl.endsWith(`.${ext}`)).toBe(true);
    }
  });

  it("refuses files that are not images, missing files and files over 5 MB", async () => {
    const { client } = await signedInUser(t);
    const html = await upload(client, Buffer.from("<html><script>alert(1)</script></html>"), "evil.png", "image/png");
    expect(html.status).toBe(415);
    expect(html.body.error).toEqual({ code: "AVATAR_TYPE", message: M.avatarType });
    const svg = await upload(
      client,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      "a.svg",
      "image/svg+xml",
    );
    expect(svg.status).toBe(415);
    const none = await upload(client, null);
    expect(none.status).toBe(400);
    expect(none.body.error).toEqual({ code: "AVATAR_MISSING", message: M.avatarMissing });
    const json = await client.json("/api/profile/avatar", { json: { file: "x" } });
    expect(json.status).toBe(415); // not multipart
    expect(json.body.error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    const big = await upload(client, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.status).toBe(413);
    expect(big.body.error).toEqual({ code: "AVATAR_TOO_LARGE", message: M.avatarTooLarge });
    expect((await client.json("/api/profile")).body.profile.avatarUrl).toBeNull();
  });

  it("serves nothing outside the avatars folder", async () => {
    for (const p of [
      "/uploads/avatars/x/..%2F..%2F.auth-secret",
      "/uploads/avatars/../../etc/passwd",
      "/uploads/avatars/a/b.png",
      "/uploads/other/x.png",
    ]) {
      const res = await t.app.request(p);
      expect(res.status, p).toBe(404);
    }
  });
});

describe("POST /api/functions/refresh-provider-token", () => {
  async function linkedInAccount(userId: string, refreshToken: string | null) {
    await t.database.pool.query(
      "INSERT INTO accounts (id, user_id, account_id, provider_id, access_token, refresh_token) VALUES ($1, $2, $3, 'linkedin', 'old-access', $4)",
      [randomUUID(), userId, `li-${randomUUID()}`, refreshToken],
    );
  }

  it("answers 400 with the SPEC message without a refresh token", async () => {
    const { client, userId } = await signedInUser(t);
    const none = await client.json("/api/functions/refresh-provider-token", { json: {} });
    expect(none.status).toBe(400);
    expect(none.body.error).toEqual({
      code: "NO_PROVIDER_REFRESH_TOKEN",
      message: STRATEGY_MESSAGES.noProviderRefreshToken,
    });
    await linkedInAccount(userId, null);
    expect((await client.json("/api/functions/refresh-provider-token", { json: {} })).body.error.message).toBe(
      STRATEGY_MESSAGES.noProviderRefreshToken,
    );
  });

  it("refreshes in-process through better-auth, stores the new tokens encrypted and returns none", async () => {
    const { client, userId } = await signedInUser(t);
    await linkedInAccount(userId, "stored-refresh-token");
    const res = await client.json("/api/functions/refresh-provider-token", { json: {} });
    expect(res.status).toBe(200);
    expect(res.body.refreshed).toBe(true);
    expect(new Date(res.body.expiresAt).getTime()).toBeGreaterThan(Date.now());
    expect(JSON.stringify(res.body)).not.toContain("new-");
    expect(tokenRequests.at(-1)?.get("refresh_token")).toBe("stored-refresh-token");
    const { rows } = await t.database.pool.query(
      "SELECT access_token, refresh_token FROM accounts WHERE user_id = $1",
      [userId],
    );
    expect(rows[0].access_token).not.toBe("new-access-token");
    expect(rows[0].refresh_token).not.toBe("new-refresh-token");
    expect(rows[0].refresh_token).not.toBe("stored-refresh-token");
    // the HTTP endpoint stays closed to browsers
    expect((await client.request("/api/auth/refresh-token", { json: { accountId: "x" } })).status).toBe(404);
  });

  it("reports a provider failure with the SPEC message", async () => {
    const { client, userId } = await signedInUser(t);
    await linkedInAccount(userId, "revoked-token");
    tokenFails = true;
    try {
      const res = await client.json("/api/functions/refresh-provider-token", { json: {} });
      expect(res.status).toBe(502);
      expect(res.body.error).toEqual({
        code: "PROVIDER_REFRESH_FAILED",
        message: STRATEGY_MESSAGES.providerRefreshFailed,
      });
    } finally {
      tokenFails = false;
    }
  });
});
