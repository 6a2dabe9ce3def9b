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
