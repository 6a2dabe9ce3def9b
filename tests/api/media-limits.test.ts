import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { getMediaStorage, uploadMedia } from "../../src/contracts/media/endpoints";
import { MEDIA_LIMITS } from "../../src/contracts/media/rules";
import { sniffFileType } from "../../src/shared/media/file-type";
import { makeHeavyPdf, makeImage, makeLyingPdf, makePdf, makePngBomb } from "../support/media-fixtures";
import { expectResponse } from "../support/expect-response";
import { until } from "../support/until";
import pino from "pino";
import { createStorage } from "../../src/server/integrations/storage/create-storage";
import { semaphore } from "../../src/server/lib/semaphore";
import { mediaService } from "../../src/server/modules/media/service";
import { Client, makeTestApp, ORIGIN, signedInUser, type TestApp } from "../support/test-app";

// Memory and time bounded per upload (issue 27, items 3, 10, 11, 12): what LinkedIn would refuse is refused before it
// is decoded, WebP is stored in a type LinkedIn takes, PDFs are read off the event loop, each workspace has a quota.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-media-limits-"));
const t = makeTestApp({ DATA_DIR: dataDir });
// 1 MB (1,000,000 bytes) per workspace
const small = makeTestApp({ DATA_DIR: dataDir, WORKSPACE_STORAGE_QUOTA_MB: "1" });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

async function upload(app: TestApp, client: Client, data: Buffer, name: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(data)]), name);
  const res = await app.app.request("/api/media", {
    method: "POST",
    body: form,
    headers: { origin: ORIGIN, cookie: client.cookieHeader() },
  });
  await expectResponse(uploadMedia, res.clone());
  return { status: res.status, body: (await res.json()) as any };
}

async function storage(client: Client) {
  const res = await client.json("/api/media/storage");
  expect(res.status).toBe(200);
  await expectResponse(getMediaStorage, new Response(JSON.stringify(res.body), { status: 200 }));
  return res.body.storage as { usedBytes: number; quotaBytes: number | null };
}

const filesOnDisk = () =>
  fs.existsSync(path.join(dataDir, "uploads/media"))
    ? fs
        .readdirSync(path.join(dataDir, "uploads/media"), { recursive: true, withFileTypes: true })
        .filter((f) => f.isFile()).length
    : 0;

/** A PNG of random pixels (it does not compress): about 3 bytes per pixel. */
const noisePng = (width: number, height: number) =>
  sharp({
    create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 90 } },
  })
    .png({ compressionLevel: 0 })
    .toBuffer();

describe("images LinkedIn would refuse", () => {
  it("a decompression bomb (20,000 x 20,000 pixels in 49 kB) is refused from its header, before decoding", async () => {
    const { client } = await signedInUser(t);
    const bomb = makePngBomb(20_000, 20_000);
    expect(bomb.byteLength).toBeLessThan(100_000);
    const before = filesOnDisk();
    const res = await upload(t, client, bomb, "bomb.png");
    // not MEDIA_UNREADABLE: that would be the decoder's own limit, after it started
    expect([res.status, res.body.error.code]).toEqual([400, "MEDIA_IMAGE_TOO_MANY_PIXELS"]);
    expect(res.body.error.message).toContain("36,152,320");
    expect(filesOnDisk()).toBe(before);
  });

  it("LinkedIn's 36,152,320-pixel cap: at it, stored as uploaded; one row over, refused", async () => {
    const { client } = await signedInUser(t);
    // 6,016 x 6,009 = 36,150,144 pixels; 6,016 x 6,010 = 36,156,160
    const within = await makeImage("jpeg", 6016, 6009);
    const media = (await upload(t, client, within, "within.jpg")).body.media;
    expect(media).toMatchObject({ width: 6016, height: 6009, contentType: "image/jpeg", sizeBytes: within.byteLength });
    const over = await upload(t, client, await makeImage("jpeg", 6016, 6010), "over.jpg");
    expect([over.status, over.body.error.code]).toEqual([400, "MEDIA_IMAGE_TOO_MANY_PIXELS"]);
  });
});

/** A WebP image as a camera app or a browser saves one: lossy photo, lossless, transparent, animated. */
const webps = {
  lossy: () => makeImage("webp", 64, 48),
  lossless: () =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: "#3366cc" } })
      .webp({ lossless: true })
      .toBuffer(),
  transparent: () =>
    sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 50, g: 100, b: 200, alpha: 0.5 } } })
      .webp()
      .toBuffer(),
  animated: async () =>
    sharp(await Promise.all(["#ff0000", "#0000ff", "#00ff00"].map((colour) => makeImage("png", 64, 48, colour))), {
      join: { animated: true },
    })
      .webp({ loop: 0, delay: [100, 200, 300] })
      .toBuffer(),
} as const;

describe("upload work takes turns (MEDIA_PROCESSING_CONCURRENCY)", () => {
  it("an upload waits while every place is taken, and goes on when one frees", async () => {
    const { userId } = await signedInUser(t);
    const turns = semaphore(1);
    let open!: () => void;
    const busy = turns.run(() => new Promise<void>((r) => (open = r)));
    const service = mediaService({
      database: t.database,
      storage: createStorage(t.config),
      logger: pino({ level: "silent" }),
      processing: turns,
      quotaBytes: null,
    });
    let done = false;
    const stored = service.upload({ userId }, { name: "queued.png", bytes: await makeImage("png") }).then((m) => {
      done = true;
      return m;
    });
    expect(
      await until(
        async () => turns.waiting,
        (n) => n === 1,
        10_000,
      ),
    ).toBe(1);
    expect(done).toBe(false);
    open();
    await busy;
    expect((await stored).name).toBe("queued.png");
    expect([turns.running, turns.waiting]).toEqual([0, 0]);
  });
});

describe("WebP, which LinkedIn's image upload does not take", () => {
  it("is stored converted: a photo as JPEG, lossless or transparent as PNG, an animation as GIF (frames kept)", async () => {
    const { client } = await signedInUser(t);
    const expected = { lossy: "jpeg", lossless: "png", transparent: "png", animated: "gif" } as const;
    for (const [kind, make] of Object.entries(webps) as [keyof typeof webps, () => Promise<Buffer>][]) {
      const res = await upload(t, client, await make(), `${kind}.WebP`);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const format = expected[kind];
      const ext = format === "jpeg" ? "jpg" : format;
      expect(res.body.media, kind).toMatchObject({
        contentType: `image/${format}`,
        name: `${kind}.${ext}`,
        width: 64,
        height: 48,
      });
      const file = await client.request(res.body.media.url);
      expect(file.headers.get("content-type")).toBe(`image/${format}`);
      const stored = Buffer.from(await file.arrayBuffer());
      expect(sniffFileType(stored), kind).toBe(`image/${format}`);
      expect(stored.byteLength).toBe(res.body.media.sizeBytes);
      const meta = await sharp(stored).metadata();
      if (kind === "animated") expect([meta.pages, meta.delay]).toEqual([3, [100, 200, 300]]);
      if (kind === "transparent") expect(meta.hasAlpha).toBe(true);
      if (kind === "lossless") {
        // exactly the pixels uploaded
        const pixels = await sharp(stored).raw().toBuffer();
        expect(
          pixels.equals(
            await sharp(await make())
              .raw()
              .toBuffer(),
          ),
        ).toBe(true);
      }
    }
  });

  it("every accepted type is stored in a type LinkedIn takes", async () => {
    const { client } = await signedInUser(t);
    for (const format of ["png", "jpeg", "gif", "webp"] as const) {
      const res = await upload(t, client, await makeImage(format), `picture.${format}`);
      expect(res.status).toBe(201);
      expect(["image/jpeg", "image/png", "image/gif"], format).toContain(res.body.media.contentType);
      const stored = Buffer.from(await (await client.request(res.body.media.url)).arrayBuffer());
      expect(["image/jpeg", "image/png", "image/gif"], format).toContain(sniffFileType(stored));
    }
  });
});

describe("PDFs, read in a worker thread", () => {
  it("the page count is the page tree's: a 301-page file declaring 1 page is refused", async () => {
    const { client } = await signedInUser(t);
    const lying = await makeLyingPdf(MEDIA_LIMITS.pdfMaxPages + 1, 1);
    const res = await upload(t, client, lying, "short.pdf");
    expect([res.status, res.body.error?.code]).toEqual([400, "MEDIA_PDF_TOO_MANY_PAGES"]);
    // and the other way: 3 pages declaring 1 are stored as 3
    const three = await upload(t, client, await makeLyingPdf(3, 1), "three.pdf");
    expect(three.body.media.pageCount).toBe(3);
    // making a 301-page PDF and reading it twice (pdf.js, pdf-lib): 8 s alone, 30 s on 2 cores shared with a suite
  }, 120_000);

  it("the server keeps answering while a heavy page renders (event loop delay under 500 ms)", async () => {
    const { client } = await signedInUser(t);
    // a 3,000 x 3,000 photo on the page: rendered in the app's thread, it blocked it for about 1.2 s on an idle
    // 2-core machine (2.6 s at load 27)
    const heavy = await makeHeavyPdf(3000);
    await upload(t, client, await makePdf(1), "warm-up.pdf");
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    const res = await upload(t, client, heavy, "photo.pdf");
    delay.disable();
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.media.pageCount).toBe(1);
    // the page was drawn: the thumbnail holds the photo's grey noise, not a white sheet
    const thumb = Buffer.from(await (await client.request(res.body.media.thumbnailUrl)).arrayBuffer());
    expect((await sharp(thumb).stats()).channels[0].stdev).toBeGreaterThan(10);
    // A correctness bound (the page is not rendered on the event loop), not a measure of speed: rendered in the
    // app's thread it blocks it for 1.2 s on an idle machine and more under load; off it, 140-170 ms on a quiet
    // machine (the upload's own parsing), and up to 544 ms seen in the whole suite on 2 shared cores.
    expect(delay.max / 1e6).toBeLessThan(1000);
  }, 90_000);
});

describe("the workspace's storage quota (WORKSPACE_STORAGE_QUOTA_MB)", () => {
  it("refuses an upload that would go beyond it (413, nothing stored), and deleting makes room", async () => {
    const { client } = await signedInUser(small);
    expect(await storage(client)).toEqual({ usedBytes: 0, quotaBytes: 1_000_000 });
    const a = await noisePng(400, 400);
    const b = await noisePng(420, 420);
    // each fits alone, not both
    expect(a.byteLength).toBeGreaterThan(450_000);
    expect(a.byteLength + b.byteLength).toBeGreaterThan(1_000_000);
    expect(b.byteLength).toBeLessThan(1_000_000);
    const first = await upload(small, client, a, "a.png");
    expect(first.status).toBe(201);
    expect(await storage(client)).toEqual({ usedBytes: a.byteLength, quotaBytes: 1_000_000 });
    const before = filesOnDisk();
    const refused = await upload(small, client, b, "b.png");
    expect([refused.status, refused.body.error.code]).toEqual([413, "MEDIA_QUOTA_EXCEEDED"]);
    expect(filesOnDisk()).toBe(before);
    expect((await client.json("/api/media")).body.total).toBe(1);
    // another workspace has its own
    const other = await signedInUser(small);
    expect((await upload(small, other.client, b, "b.png")).status).toBe(201);
    expect((await client.json(`/api/media/${first.body.media.id}`, { method: "DELETE" })).status).toBe(200);
    expect(await storage(client)).toEqual({ usedBytes: 0, quotaBytes: 1_000_000 });
    expect((await upload(small, client, b, "b.png")).status).toBe(201);
  });

  it("the last check waits for the workspace's other uploads: a file stored meanwhile counts", async () => {
    const { client } = await signedInUser(small);
    const workspaceId = (await client.json("/api/me")).body.workspace.id as string;
    const png = await noisePng(300, 300);
    // another upload of the workspace, in its transaction: holding the storage lock, about to insert 900 kB
    const other = await small.database.pool.connect();
    try {
      await other.query("BEGIN");
      const key = "hashtextextended('media-storage:' || $1, 0)";
      await other.query(`SELECT pg_advisory_xact_lock(${key})`, [workspaceId]);
      const answer = upload(small, client, png, "late.png");
      // the upload reached the lock and waits there (its first checks saw an empty workspace)
      const waiting = await until(
        async () =>
          (
            await small.database.pool.query(
              `SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted
                 AND ((classid::bigint << 32) | objid::bigint) = ${key}`,
              [workspaceId],
            )
          ).rows[0].n,
        (n) => n === 1,
        10_000,
      );
      expect(waiting).toBe(1);
      await other.query(
        `INSERT INTO media (workspace_id, kind, name, file_key, thumbnail_key, content_type, size_bytes, width, height)
         VALUES ($1, 'image', 'other.png', 'k', 'k', 'image/png', 900000, 1, 1)`,
        [workspaceId],
      );
      await other.query("COMMIT");
      const res = await answer;
      expect([res.status, res.body.error?.code]).toEqual([413, "MEDIA_QUOTA_EXCEEDED"]);
    } finally {
      other.release();
    }
    expect(await storage(client)).toEqual({ usedBytes: 900_000, quotaBytes: 1_000_000 });
  });

  it("a WebP is counted at its converted size", async () => {
    const { client } = await signedInUser(small);
    const res = await upload(small, client, await webps.lossless(), "flat.webp");
    expect((await storage(client)).usedBytes).toBe(res.body.media.sizeBytes);
  });

  it("0 means no limit; the default is 1 GB", async () => {
    const unlimited = makeTestApp({ DATA_DIR: dataDir, WORKSPACE_STORAGE_QUOTA_MB: "0" });
    expect(await storage((await signedInUser(unlimited)).client)).toEqual({ usedBytes: 0, quotaBytes: null });
    expect((await storage((await signedInUser(t)).client)).quotaBytes).toBe(1_000_000_000);
  });
});
