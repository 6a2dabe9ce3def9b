import zlib from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";
import sharp from "sharp";

/** A real image of the given type and size, drawn by sharp (flat colour: small files, fast). */
export async function makeImage(
  format: "png" | "jpeg" | "webp" | "gif",
  width = 64,
  height = 48,
  background = "#3366cc",
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer();
}

/** A real PDF of `pages` pages (US Letter), each saying its number. */
export async function makePdf(pages = 2): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 1; i <= pages; i++) doc.addPage([612, 792]).drawText(`Page ${i}`, { x: 72, y: 700, size: 36, font });
  return Buffer.from(await doc.save());
}

/**
 * A real PNG declaring `width` x `height` pixels in a few kilobytes (1-bit grey, every row blank, deflated): a
 * decompression bomb. 20,000 x 20,000 is 400 million pixels, 400 MB to 1.6 GB once decoded.
 */
export function makePngBomb(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const out = Buffer.alloc(data.length + 12);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), data.length + 8);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1 bit per pixel, greyscale, deflate, no filter, not interlaced
  const row = Buffer.alloc(1 + Math.ceil(width / 8)); // filter byte 0, then blank pixels
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A PDF of `pages` pages whose page tree declares `declared` (`/Count`): what pdf.js reports, not what it holds. */
export async function makeLyingPdf(pages: number, declared: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 1; i <= pages; i++) doc.addPage([612, 792]);
  const text = Buffer.from(await doc.save({ useObjectStreams: false })).toString("latin1");
  const real = `/Count ${pages}`;
  // same length, so the cross-reference table's offsets stay right
  const lie = `/Count ${declared}`.padEnd(real.length, " ");
  if (!text.includes(real) || lie.length !== real.length) throw new Error("unexpected PDF layout");
  return Buffer.from(text.replace(real, lie), "latin1");
}

/** A one-page PDF drawing a `size` x `size` JPEG photo (noise: no decoder shortcut) over the page. */
export async function makeHeavyPdf(size: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: size,
      height: size,
      channels: 3,
      background: "#808080",
      noise: { type: "gaussian", mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  page.drawImage(await doc.embedJpg(noise), { x: 0, y: 90, width: 612, height: 612 });
  return Buffer.from(await doc.save());
}

/**
 * A photo-like JPEG of `width` x `height`: gradients, shapes and grain, so it compresses as a photo does (about
 * 135 kB at 1080 x 1350), not as a flat colour.
 */
export async function makePhoto(width: number, height: number): Promise<Buffer> {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1080 1350" preserveAspectRatio="none">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f4a261"/>` +
    `<stop offset="0.5" stop-color="#2a9d8f"/><stop offset="1" stop-color="#264653"/></linearGradient></defs>` +
    `<rect width="1080" height="1350" fill="url(#g)"/><circle cx="700" cy="420" r="260" fill="#e9c46a" opacity="0.7"/>` +
    `<rect x="120" y="800" width="820" height="380" rx="40" fill="#1d3557" opacity="0.6"/></svg>`;
  const base = await sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const grain = await sharp({
    create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 0, sigma: 10 } },
  })
    .raw()
    .toBuffer();
  const px = base.data;
  for (let i = 0; i < px.length; i++) px[i] = Math.max(0, Math.min(255, px[i]! + grain[i]! - 20));
  return sharp(px, { raw: base.info }).jpeg({ quality: 82 }).toBuffer();
}
