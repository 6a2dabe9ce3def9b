import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_CAROUSEL_THEME } from "../../src/contracts/carousels/schemas";
import { printChromium } from "../../src/server/integrations/chromium/find-chromium";
import { createLocalDiskStorage } from "../../src/server/integrations/storage/local-disk-storage";
import { runCarouselExport } from "../../src/server/modules/carousels/export-run";
import { pdfPrinter } from "../../src/server/modules/carousels/pdf-printer";
import { testCarouselDeps } from "../support/carousel-deps";
import { makeImage, makePdf } from "../support/media-fixtures";
import { Client, makeTestApp, ORIGIN, signedInUser } from "../support/test-app";

// "Download PDF" / "Attach to a post": an export queued by the API, run as the `carousels.export` job runs it (its
// worker calls runCarouselExport), filed in the Library as a PDF the Post Editor can attach.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carousel-export-"));
const storage = createLocalDiskStorage(dir);
const t = makeTestApp({}, { integrations: { storage } });
const printer = pdfPrinter({ executablePath: printChromium()!, timeoutMs: 30_000 });
const log = pino({ level: "silent" });
afterAll(async () => {
  await printer.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const design = {
  theme: DEFAULT_CAROUSEL_THEME,
  slides: [
    { layout: "cover", title: "Five lessons from launch week" },
    { layout: "list", heading: "What worked", items: ["Ship early", "Talk to users", "Write it down"] },
    { layout: "cta", title: "Follow for more" },
  ],
};

async function newCarousel(client: Client) {
  const res = await client.json("/api/carousels", { json: { name: "Launch", design } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.carousel as { id: string; version: number; workspaceId: string };
}

const run = (
  deps: ReturnType<typeof testCarouselDeps>,
  user: { userId: string },
  carousel: { workspaceId: string },
  exportId: string,
) =>
  runCarouselExport(
    { ...deps, database: t.database, log },
    { userId: user.userId, workspaceId: carousel.workspaceId },
    exportId,
  );

async function uploadToLibrary(client: Client, bytes: Buffer, name: string, type: string): Promise<string> {
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

describe("a carousel's export", { timeout: 120_000 }, () => {
  it("prints a slide's Library image into the PDF, and fails, saying why, once the image is gone", async () => {
    const { client, userId } = await signedInUser(t);
    const imageId = await uploadToLibrary(client, await makeImage("png", 600, 400), "team.png", "image/png");
    const pdfId = await uploadToLibrary(client, await makePdf(1), "deck.pdf", "application/pdf");
    const withImage = (mediaId: string) => ({
      ...design,
      slides: [design.slides[0], { layout: "image", mediaId, caption: "The team" }, design.slides[2]],
    });
    // a PDF, another workspace's image, an id that is no file: refused when saved, nothing written
    const other = await signedInUser(t);
    const othersImage = await uploadToLibrary(other.client, await makeImage("png", 50, 50), "x.png", "image/png");
    for (const mediaId of [pdfId, othersImage, "00000000-0000-4000-8000-000000000000"]) {
      const res = await client.json("/api/carousels", { json: { name: "x", design: withImage(mediaId) } });
      expect([res.status, res.body.error.code]).toEqual([400, "MEDIA_NOT_FOUND"]);
    }
    const made = await client.json("/api/carousels", { json: { name: "With image", design: withImage(imageId) } });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const carousel = made.body.carousel;
    const deps = testCarouselDeps({ printer, storage });
    const first = await client.json(`/api/carousels/${carousel.id}/exports`, { json: { version: 1 } });
    expect(await run(deps, { userId }, carousel, first.body.export.id)).toEqual({ status: "done" });
    const file = await t.app.request(`/api/media/${first.body.export.id}/file`, {
      headers: { cookie: client.cookieHeader() },
    });
    const pdfPath = path.join(dir, "with-image.pdf");
    fs.writeFileSync(pdfPath, Buffer.from(await file.arrayBuffer()));
    // page 2 holds the picture (the part "cover" shows: Chromium embeds it cropped), and only page 2
    const images = execFileSync("pdfimages", ["-list", pdfPath], { encoding: "utf8" });
    expect(
      images
        .split("\n")
        .filter((l) => /^\s*\d+\s+\d+\s+image\s/.test(l))
        .map((l) => l.trim().split(/\s+/)[0]),
    ).toEqual(["2"]);
    expect(execFileSync("pdftotext", [pdfPath, "-"], { encoding: "utf8" })).toContain("The team");

    expect((await client.json(`/api/media/${imageId}`, { method: "DELETE" })).status).toBe(200);
    const second = await client.json(`/api/carousels/${carousel.id}/exports`, { json: { version: 1 } });
    expect(await run(deps, { userId }, carousel, second.body.export.id)).toEqual({
      status: "failed",
      error: "IMAGE_MISSING",
    });
  });

  it("prints the version asked for and files it in the Library once, however often the job runs", async () => {
    const { client, userId } = await signedInUser(t);
    const carousel = await newCarousel(client);
    const asked = await client.json(`/api/carousels/${carousel.id}/exports`, { json: { version: 1, lang: "en" } });
    expect(asked.status, JSON.stringify(asked.body)).toBe(202);
    expect(asked.body.export).toMatchObject({
      status: "queued",
      carouselVersion: 1,
      title: "Five lessons from launch week",
      mediaId: null,
    });
    const exportId = asked.body.export.id;
    // changed after asking: the PDF is what the user saw when asking
    const slides = [{ layout: "cover", title: "Changed afterwards" }, design.slides[2]];
    expect(
      (
        await client.json(`/api/carousels/${carousel.id}`, {
          method: "PATCH",
          json: { version: 1, design: { ...design, slides } },
        })
      ).status,
    ).toBe(200);

    const deps = testCarouselDeps({ printer, storage });
    expect(await run(deps, { userId }, carousel, exportId)).toEqual({ status: "done" });
    const done = await client.json(`/api/carousels/${carousel.id}/exports/${exportId}`);
    expect(done.body.export).toMatchObject({ status: "done", error: null, mediaId: exportId });

    const library = await client.json("/api/media");
    expect(library.body.items).toHaveLength(1);
    expect(library.body.items[0]).toMatchObject({
      id: exportId,
      kind: "pdf",
      pageCount: 3,
      name: "Five lessons from launch week.pdf",
    });
    const file = await t.app.request(`/api/media/${exportId}/file`, { headers: { cookie: client.cookieHeader() } });
    expect(file.status).toBe(200);
    const pdfPath = path.join(dir, "downloaded.pdf");
    fs.writeFileSync(pdfPath, Buffer.from(await file.arrayBuffer()));
    expect(execFileSync("pdfinfo", [pdfPath], { encoding: "utf8" })).toMatch(/^Pages:\s+3$/m);
    const text = execFileSync("pdftotext", [pdfPath, "-"], { encoding: "utf8" }).replace(/\s+/g, " ");
    expect(text).toContain("Five lessons from launch week");
    expect(text).not.toContain("Changed afterwards");

    // the job again (a worker died after filing the PDF, or a duplicate send): nothing new
    expect(await run(deps, { userId }, carousel, exportId)).toEqual({ status: "skipped" });
    await t.database.pool.query("UPDATE carousel_exports SET status = 'rendering', media_id = NULL WHERE id = $1", [
      exportId,
    ]);
    expect(await run(deps, { userId }, carousel, exportId)).toEqual({ status: "done" });
    expect((await client.json("/api/media")).body.items).toHaveLength(1);
    expect((await client.json(`/api/carousels/${carousel.id}/exports/${exportId}`)).body.export.mediaId).toBe(exportId);
  });

  it("is refused for a version the user no longer sees, and for a carousel in the trash", async () => {
    const { client } = await signedInUser(t);
    const carousel = await newCarousel(client);
    await client.json(`/api/carousels/${carousel.id}`, { method: "PATCH", json: { version: 1, name: "Renamed" } });
    const stale = await client.json(`/api/carousels/${carousel.id}/exports`, { json: { version: 1 } });
    expect([stale.status, stale.body.error.code]).toEqual([409, "VERSION_CONFLICT"]);
    await client.json(`/api/carousels/${carousel.id}`, { method: "DELETE" });
    expect((await client.json(`/api/carousels/${carousel.id}/exports`, { json: { version: 3 } })).status).toBe(404);
    for (const title of ["x".repeat(121), "a\u0000b"])
      expect((await client.json(`/api/carousels/${carousel.id}/exports`, { json: { version: 3, title } })).status).toBe(
        400,
      );
  });

  it("fails, saying why, without a Chromium, and files nothing", async () => {
    const { client, userId } = await signedInUser(t);
    const carousel = await newCarousel(client);
    const asked = await client.json(`/api/carousels/${carousel.id}/exports`, { json: { version: 1, title: "My doc" } });
    expect(asked.body.export.title).toBe("My doc");
    const result = await run(testCarouselDeps({ storage }), { userId }, carousel, asked.body.export.id);
    expect(result).toEqual({ status: "failed", error: "RENDERER_MISSING" });
    const failed = await client.json(`/api/carousels/${carousel.id}/exports/${asked.body.export.id}`);
    expect(failed.body.export).toMatchObject({ status: "failed", error: "RENDERER_MISSING", mediaId: null });
    expect((await client.json("/api/media")).body.items).toHaveLength(0);
  });

  it("of one workspace is not seen nor run from another", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const carousel = await newCarousel(a.client);
    const asked = await a.client.json(`/api/carousels/${carousel.id}/exports`, { json: { version: 1 } });
    const exportId = asked.body.export.id;
    expect((await b.client.json(`/api/carousels/${carousel.id}/exports/${exportId}`)).status).toBe(404);
    expect((await b.client.json(`/api/carousels/${carousel.id}/exports`, { json: { version: 1 } })).status).toBe(404);
    // a job naming B as its actor finds nothing to print (row-level security)
    const bWorkspace = (await newCarousel(b.client)).workspaceId;
    expect(
      await run(testCarouselDeps({ printer, storage }), { userId: b.userId }, { workspaceId: bWorkspace }, exportId),
    ).toEqual({
      status: "skipped",
    });
    expect((await a.client.json(`/api/carousels/${carousel.id}/exports/${exportId}`)).body.export.status).toBe(
      "queued",
    );
  });
});
