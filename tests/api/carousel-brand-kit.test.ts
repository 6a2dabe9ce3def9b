import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_BRAND_KIT } from "../../src/contracts/carousels/brand-kit";
import { DEFAULT_CAROUSEL_THEME } from "../../src/contracts/carousels/carousel";
import { workspaceMembers, workspaces } from "../../src/server/db/schema";
import { makeImage, makePdf } from "../support/media-fixtures";
import { Client, makeTestApp, ORIGIN, signedInUser } from "../support/test-app";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-brand-kit-"));
const t = makeTestApp({ DATA_DIR: dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function upload(client: Client, bytes: Buffer, name: string, type: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await t.app.request("/api/media", {
    method: "POST",
    body: form,
    headers: { origin: ORIGIN, cookie: client.cookieHeader() },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { media: { id: string } }).media.id;
}

const kit = (over: Record<string, unknown> = {}) => ({
  ...DEFAULT_BRAND_KIT,
  background: "#ffffff",
  text: "#111111",
  accent: "#0a66c2",
  name: "Ada Lovelace",
  handle: "@ada",
  ...over,
});
const put = (client: Client, version: number, k: unknown) =>
  client.json("/api/brand-kit", { method: "PUT", json: { version, kit: k } });

describe("the brand kit", () => {
  it("needs a session", async () => {
    const anon = new Client(t.app);
    expect((await anon.json("/api/brand-kit")).status).toBe(401);
    expect((await put(anon, 0, kit())).status).toBe(401);
  });

  it("is the defaults until saved, then saved with versions: a stale save gets a conflict and changes nothing", async () => {
    const { client } = await signedInUser(t);
    const first = await client.json("/api/brand-kit");
    expect(first.status).toBe(200);
    expect(first.body.brandKit).toMatchObject({ kit: DEFAULT_BRAND_KIT, version: 0, updatedAt: null });
    expect(first.body.brandKit.contrast.text).toBeGreaterThan(4.5);

    const saved = await put(client, 0, kit());
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.brandKit).toMatchObject({ kit: kit(), version: 1 });
    // #111 on white: 18.9:1
    expect(saved.body.brandKit.contrast.text).toBeCloseTo(18.88, 1);
    // a second "first save" (another tab that read version 0) is a conflict, not an overwrite
    const again = await put(client, 0, kit({ name: "Other tab" }));
    expect([again.status, again.body.error.code]).toEqual([409, "VERSION_CONFLICT"]);
    const second = await put(client, 1, kit({ handle: "@countess" }));
    expect(second.body.brandKit).toMatchObject({ version: 2, kit: { handle: "@countess" } });
    const stale = await put(client, 1, kit({ handle: "@stale" }));
    expect([stale.status, stale.body.error.code]).toEqual([409, "VERSION_CONFLICT"]);
    expect((await client.json("/api/brand-kit")).body.brandKit).toMatchObject({
      version: 2,
      kit: { handle: "@countess", name: "Ada Lovelace" },
    });
  });

  it("refuses colours that contrast too little, naming the pair, and writes nothing", async () => {
    const { client } = await signedInUser(t);
    // #777 on white is 4.48:1: just under AA for body text
    const grey = await put(client, 0, kit({ text: "#777777" }));
    expect([grey.status, grey.body.error.code]).toEqual([400, "VALIDATION_FAILED"]);
    expect(grey.body.error.details.issues).toEqual([{ path: "kit.text", code: "TEXT_CONTRAST_LOW" }]);
    expect(grey.body.error.message).toMatch(/4\.5:1/);
    const pale = await put(client, 0, kit({ accent: "#bbbbbb" }));
    expect(pale.body.error.details.issues).toEqual([{ path: "kit.accent", code: "ACCENT_CONTRAST_LOW" }]);
    // #767676 on white is 4.54:1: accepted
    expect((await put(client, 0, kit({ text: "#767676" }))).status).toBe(200);
    expect((await client.json("/api/brand-kit")).body.brandKit.kit.text).toBe("#767676");
  });

  it("refuses hostile input with a 400: CSS in colours, unknown fonts, NUL bytes, huge strings, wrong types", async () => {
    const { client } = await signedInUser(t);
    const bad = [
      kit({ background: "url(https://evil.example/x.png)" }),
      kit({ accent: "expression(alert(1))" }),
      kit({ text: "#000;}body{display:none" }),
      kit({ text: "black" }),
      kit({ headingFont: "Comic Sans" }),
      kit({ bodyFont: "inter', url(x)" }),
      kit({ name: "Ada\u0000" }),
      kit({ handle: "x".repeat(100_000) }),
      kit({ name: 42 }),
      kit({ logoMediaId: "../../etc/passwd" }),
      "not an object",
    ];
    for (const k of bad) {
      const res = await put(client, 0, k);
      expect(res.status, JSON.stringify(k).slice(0, 80)).toBe(400);
      expect(res.body.error.message).toBeTruthy();
    }
    for (const version of [-1, 1.5, "0", null]) expect((await put(client, version as number, kit())).status).toBe(400);
    expect((await client.json("/api/brand-kit")).body.brandKit.version).toBe(0);
  });

  it("takes its logo and headshot from the workspace's own Library images only", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const logo = await upload(a.client, await makeImage("png", 200, 200), "logo.png", "image/png");
    const face = await upload(a.client, await makeImage("jpeg", 300, 300), "me.jpg", "image/jpeg");
    const pdf = await upload(a.client, await makePdf(1), "deck.pdf", "application/pdf");
    const others = await upload(b.client, await makeImage("png", 50, 50), "b.png", "image/png");
    const gone = await upload(a.client, await makeImage("png", 60, 60), "gone.png", "image/png");
    expect((await a.client.json(`/api/media/${gone}`, { method: "DELETE" })).status).toBe(200);
    for (const id of [others, pdf, gone, "00000000-0000-4000-8000-000000000000"]) {
      for (const field of ["logoMediaId", "headshotMediaId"]) {
        const res = await put(a.client, 0, kit({ [field]: id }));
        expect([res.status, res.body.error.code], `${field} ${id}`).toEqual([400, "MEDIA_NOT_FOUND"]);
      }
    }
    expect((await a.client.json("/api/brand-kit")).body.brandKit.version).toBe(0);
    const saved = await put(a.client, 0, kit({ logoMediaId: logo, headshotMediaId: face }));
    expect(saved.body.brandKit.kit).toMatchObject({ logoMediaId: logo, headshotMediaId: face });

    // a carousel's logo and headshot are checked like its slides' images
    const design = (author: Record<string, unknown>) => ({
      theme: DEFAULT_CAROUSEL_THEME,
      author: { name: "", handle: "", ...author },
      slides: [
        { layout: "cover", title: "Hi" },
        { layout: "cta", title: "Bye" },
      ],
    });
    for (const author of [{ logoMediaId: others }, { headshotMediaId: gone }]) {
      const res = await a.client.json("/api/carousels", { json: { name: "x", design: design(author) } });
      expect([res.status, res.body.error.code], JSON.stringify(author)).toEqual([400, "MEDIA_NOT_FOUND"]);
    }
    const ok = await a.client.json("/api/carousels", {
      json: { name: "x", design: design({ logoMediaId: logo, headshotMediaId: face }) },
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });

  it("of one workspace is neither seen nor changed from another", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    expect((await put(a.client, 0, kit({ name: "A's brand" }))).status).toBe(200);
    // B sees its own defaults, and B's save makes B's kit, never A's
    expect((await b.client.json("/api/brand-kit")).body.brandKit).toMatchObject({ version: 0, kit: { name: "" } });
    expect((await put(b.client, 1, kit({ name: "B" }))).status).toBe(409);
    expect((await put(b.client, 0, kit({ name: "B's brand" }))).status).toBe(200);
    expect((await a.client.json("/api/brand-kit")).body.brandKit).toMatchObject({
      version: 1,
      kit: { name: "A's brand" },
    });
  });

  it("is read by a reviewer but written only by a role that writes posts (403 before anything is written)", async () => {
    const u = await signedInUser(t);
    expect((await put(u.client, 0, kit({ name: "Owner's" }))).status).toBe(200);
    // a reviewer, as the owner of the database would make one (everyone owns their personal workspace today)
    const [ws] = await t.database.db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.personalUserId, u.userId));
    await t.database.db
      .update(workspaceMembers)
      .set({ role: "reviewer" })
      .where(and(eq(workspaceMembers.workspaceId, ws!.id), eq(workspaceMembers.userId, u.userId)));
    expect((await u.client.json("/api/brand-kit")).body.brandKit.kit.name).toBe("Owner's");
    const refused = await put(u.client, 1, kit({ name: "Reviewer's" }));
    expect([refused.status, refused.body.error.code]).toEqual([403, "FORBIDDEN"]);
    const make = await u.client.json("/api/carousels/make", { json: { source: { kind: "topic", topic: "x" } } });
    expect(make.status).toBe(403);
    expect((await u.client.json("/api/brand-kit")).body.brandKit).toMatchObject({
      version: 1,
      kit: { name: "Owner's" },
    });
  });
});
