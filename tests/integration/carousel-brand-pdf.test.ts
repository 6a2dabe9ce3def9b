import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { DEFAULT_BRAND_KIT } from "../../src/contracts/carousels/brand-kit";
import { printChromium } from "../../src/server/integrations/chromium/find-chromium";
import { createLocalDiskStorage } from "../../src/server/integrations/storage/local-disk-storage";
import { runCarouselExport } from "../../src/server/modules/carousels/export-run";
import { pdfPrinter } from "../../src/server/modules/carousels/pdf-printer";
import { testCarouselDeps } from "../support/carousel-deps";
import { makeImage } from "../support/media-fixtures";
import { Client, makeTestApp, ORIGIN, signedInUser } from "../support/test-app";

// A brand kit as a reader of the PDF sees it: the kit saved in Settings, a carousel made from a topic, printed by the
// export job. The name, the handle and the "3/6" counter are the PDF's text; the logo and the headshot its images.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carousel-brand-"));
const storage = createLocalDiskStorage(dir);
const t = makeTestApp({}, { integrations: { storage } });
const printer = pdfPrinter({ executablePath: printChromium()!, timeoutMs: 30_000 });
afterAll(async () => {
  await printer.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function upload(client: Client, bytes: Buffer, name: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), name);
  const res = await t.app.request("/api/media", {
    method: "POST",
    body: form,
    headers: { origin: ORIGIN, cookie: client.cookieHeader() },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { media: { id: string } }).media.id;
}

async function exportPdf(
  client: Client,
  userId: string,
  carousel: { id: string; version: number; workspaceId: string },
) {
  const asked = await client.json(`/api/carousels/${carousel.id}/exports`, { json: { version: carousel.version } });
  expect(asked.status, JSON.stringify(asked.body)).toBe(202);
  const outcome = await runCarouselExport(
    { ...testCarouselDeps({ printer, storage }), database: t.database, log: pino({ level: "silent" }) },
    { userId, workspaceId: carousel.workspaceId },
    asked.body.export.id,
  );
  expect(outcome).toEqual({ status: "done" });
  const file = await t.app.request(`/api/media/${asked.body.export.id}/file`, {
    headers: { cookie: client.cookieHeader() },
  });
  const pdfPath = path.join(dir, `${asked.body.export.id}.pdf`);
  fs.writeFileSync(pdfPath, Buffer.from(await file.arrayBuffer()));
  return pdfPath;
}

const pageText = (file: string, page: number) =>
  execFileSync("pdftotext", ["-f", String(page), "-l", String(page), file, "-"], { encoding: "utf8" });
const imagePages = (file: string) =>
  execFileSync("pdfimages", ["-list", file], { encoding: "utf8" })
    .split("\n")
    .filter((l) => /^\s*\d+\s+\d+\s+image\s/.test(l))
    .map((l) => Number(l.trim().split(/\s+/)[0]));

describe("a carousel printed in the brand kit", { timeout: 120_000 }, () => {
  it("shows the kit's name, handle, logo and headshot and the counter on every page, or hides what it is told", async () => {
    const { client, userId } = await signedInUser(t);
    const logo = await upload(client, await makeImage("png", 300, 100, "#aa2200"), "logo.png");
    const face = await upload(client, await makeImage("png", 200, 200, "#2255aa"), "me.png");
    const kit = {
      ...DEFAULT_BRAND_KIT,
      name: "Ada Lovelace",
      handle: "@countess.ada",
      logoMediaId: logo,
      headshotMediaId: face,
    };
    expect((await client.json("/api/brand-kit", { method: "PUT", json: { version: 0, kit } })).status).toBe(200);
    const made = await client.request("/api/carousels/make", {
      json: { source: { kind: "topic", topic: "Analytical engines\n\nThey weave. They compute. They surprise." } },
    });
    expect(made.status).toBe(200);
    const done = JSON.parse((await made.text()).trimEnd().split("\n").at(-1)!);
    expect(done.type, JSON.stringify(done)).toBe("done");
    const carousel = done.carousel;
    const pages = carousel.design.slides.length as number;
    expect(pages).toBeGreaterThanOrEqual(4);

    const pdf = await exportPdf(client, userId, carousel);
    for (let page = 1; page <= pages; page++) {
      const text = pageText(pdf, page).replace(/\s+/g, " ");
      expect(text, `page ${page}`).toContain("Ada Lovelace");
      expect(text, `page ${page}`).toContain("@countess.ada");
      expect(text, `page ${page}`).toContain(`${page}/${pages}`);
    }
    // two images (logo, headshot) on each page
    const withImages = imagePages(pdf);
    for (let page = 1; page <= pages; page++)
      expect(
        withImages.filter((p) => p === page),
        `page ${page}`,
      ).toHaveLength(2);

    // hidden name and headshot, a progress bar instead of the counter
    const changed = await client.json(`/api/carousels/${carousel.id}`, {
      method: "PATCH",
      json: {
        version: carousel.version,
        design: {
          ...carousel.design,
          counter: false,
          progressBar: true,
          author: { ...carousel.design.author, show: { name: false, handle: true, logo: true, headshot: false } },
        },
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const second = await exportPdf(client, userId, changed.body.carousel);
    const text = pageText(second, 2).replace(/\s+/g, " ");
    expect(text).not.toContain("Ada Lovelace");
    expect(text).toContain("@countess.ada");
    expect(text).not.toContain(`2/${pages}`);
    expect(imagePages(second).filter((p) => p === 2)).toHaveLength(1);
  });
});
