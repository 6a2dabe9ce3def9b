import zlib from "node:zlib";
import type { Page } from "@playwright/test";

/**
 * The colour (r, g, b) the page shows at one point, read from a screenshot of the whole viewport: what the user
 * sees (a clipped screenshot is painted differently and can show what the screen does not).
 */
export async function pixelAt(page: Page, x: number, y: number): Promise<[number, number, number]> {
  const { width, channels, rows } = decodePng(await page.screenshot());
  const i = y * (width * channels + 1) + 1 + x * channels;
  return [rows[i], rows[i + 1], rows[i + 2]];
}

export const brightness = ([r, g, b]: [number, number, number]) => (r + g + b) / 3;

/** An 8-bit RGB or RGBA PNG, unfiltered in place (each row keeps its leading filter byte). */
function decodePng(png: Buffer) {
  let width = 0;
  let height = 0;
  let channels = 4;
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString("ascii", at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      if (data[8] !== 8 || (data[9] !== 6 && data[9] !== 2)) throw new Error("only 8-bit RGB(A) screenshots are read");
      channels = data[9] === 6 ? 4 : 3;
    } else if (type === "IDAT") idat.push(data);
    at += 12 + length;
  }
  const rows = zlib.inflateSync(Buffer.concat(idat));
  const stride = width * channels + 1;
  for (let y = 0; y < height; y++) {
    const filter = rows[y * stride];
    for (let x = 1; x < stride; x++) {
      const i = y * stride + x;
      const left = x > channels ? rows[i - channels] : 0;
      const up = y > 0 ? rows[i - stride] : 0;
      const upLeft = y > 0 && x > channels ? rows[i - stride - channels] : 0;
      const p = left + up - upLeft;
      const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
      const paeth = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      const add = [0, left, up, (left + up) >> 1, paeth][filter] ?? 0;
      rows[i] = (rows[i] + add) & 0xff;
    }
  }
  return { width, height, channels, rows };
}
