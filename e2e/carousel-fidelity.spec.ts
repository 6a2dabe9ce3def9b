import { execFileSync } from "node:child_process";
import fs from "node:fs";
import sharp from "sharp";
import { makeImage } from "../tests/support/media-fixtures";
import { expect, test } from "./support/test";
import { waitForShell, PDF_RENDER_TIMEOUT_MS } from "./support/shell";

// The PDF is what the user saw (issue 31): each layout drawn by the editor's preview and printed as a PDF page
// (rasterised by poppler's pdftoppm at the preview's size) is the same picture within a small tolerance. Text
// edges are antialiased differently by Chromium's compositor and by poppler, so both pictures are compared at half
// size, a pixel "differs" when a channel is off by more than DELTA, and a slide passes when at most MAX_DIFFERING of
// its pixels differ. The test also compares each preview with another slide's page, which must fail by far: a
// tolerance that let different slides pass would prove nothing.

const DELTA = 48;
const RADIUS = 2;
const MAX_DIFFERING = 0.04;

const far = (a: Buffer, i: number, b: Buffer | number[], j: number) =>
  Math.abs(a[i]! - b[j]!) > DELTA || Math.abs(a[i + 1]! - b[j + 1]!) > DELTA || Math.abs(a[i + 2]! - b[j + 2]!) > DELTA;

/**
 * The share of the slide's drawn pixels (those not of the background colour: text, pictures, the accent) that have
 * no close pixel in the other picture within RADIUS pixels, both ways. A slide is mostly background: counted over
 * the whole picture, a slide and another with as little text would pass; and a line a pixel or two lower (the print
 * and the screen place baselines a little differently) is the same picture, a wrong line break or a missing element
 * is not.
 */
function differing(a: Buffer, b: Buffer, width: number, background: number[]): number {
  const height = a.length / 3 / width;
  const unmatched = (x: Buffer, y: Buffer) => {
    let drawn = 0;
    let off = 0;
    for (let row = 0; row < height; row++)
      for (let col = 0; col < width; col++) {
        const i = (row * width + col) * 3;
        if (!far(x, i, background, 0)) continue;
        drawn++;
        let found = false;
        for (let dy = -RADIUS; dy <= RADIUS && !found; dy++)
          for (let dx = -RADIUS; dx <= RADIUS && !found; dx++) {
            const r = row + dy;
            const c = col + dx;
            if (r >= 0 && r < height && c >= 0 && c < width && !far(x, i, y, (r * width + c) * 3)) found = true;
          }
        if (!found) off++;
      }
    return { drawn, off };
  };
  const one = unmatched(a, b);
  const two = unmatched(b, a);
  return Math.max(one.drawn ? one.off / one.drawn : 0, two.drawn ? two.off / two.drawn : 0);
}

const half = (input: Buffer | string, width: number, height: number) =>
  sharp(input)
    .resize(Math.round(width / 2), Math.round(height / 2), { fit: "fill" })
    .removeAlpha()
    .raw()
    .toBuffer();

test("each slide layout: the editor's preview and the PDF's page are the same picture", async ({
  page,
  signedIn,
}, testInfo) => {
  test.setTimeout(120_000);
  await signedIn("/carousel-editor");
  const upload = await page.request.post("/api/media", {
    multipart: {
      file: { name: "photo.png", mimeType: "image/png", buffer: await makeImage("png", 1200, 900, "#2f855a") },
    },
  });
  expect(upload.status()).toBe(201);
  const mediaId = ((await upload.json()) as { media: { id: string } }).media.id;
  const slides = [
    { layout: "cover", title: "Déjà vu: five lessons 🚀", subtitle: "What shipping weekly taught me" },
    { layout: "text", heading: "Why", body: "**Bold** and *italic* and ==highlight==.\n- first point\n- second point" },
    { layout: "list", heading: "Steps", items: ["Write", "Review", "Publish ✅"], numbered: true },
    { layout: "quote", quote: "Simplicity is the ultimate sophistication.", attribution: "Leonardo" },
    { layout: "stat", value: "87%", label: "of readers swipe to the end", source: "Study 2026" },
    { layout: "code", heading: "The code", language: "typescript", code: "const x = 42;\nreturn x * 2;" },
    { layout: "image", mediaId, fit: "cover", caption: "Our team" },
    { layout: "cta", title: "Follow for more", action: "Subscribe 🔔" },
  ];
  const created = await page.request.post("/api/carousels", {
    data: {
      name: "Fidelity",
      design: {
        size: "portrait",
        theme: {
          background: "#fdf6e3",
          text: "#1f2933",
          accent: "#b7410e",
          headingFont: "playfair-display",
          bodyFont: "inter",
        },
        author: { name: "Ada Lovelace", handle: "@ada" },
        slides,
      },
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { carousel: { id: string } }).carousel.id;

  await page.setViewportSize({ width: 1280, height: 1000 });
  await page.goto(`/carousel-editor/${id}`);
  await waitForShell(page);
  const downloading = page.waitForEvent("download", { timeout: PDF_RENDER_TIMEOUT_MS });
  await page.getByRole("button", { name: "Download PDF" }).click();
  const pdf = testInfo.outputPath("fidelity.pdf");
  await (await downloading).saveAs(pdf);

  const widths: number[] = [];
  const previews: Buffer[] = [];
  const pages: Buffer[] = [];
  for (let i = 0; i < slides.length; i++) {
    await page.locator(`#carousel-slide-thumb-${i}`).click();
    // the selected slide at its true aspect (the rail's thumbnails have no name)
    const preview = page.getByRole("img", { name: new RegExp(`^Slide ${i + 1} of ${slides.length}`) });
    // the image slide's picture and the fonts are loaded before the picture is taken
    await expect(preview).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    if (slides[i]!.layout === "image") await expect(preview.locator("img")).toHaveJSProperty("complete", true);
    const shot = await preview.screenshot();
    const { width, height } = await sharp(shot).metadata();
    const prefix = testInfo.outputPath(`page-${i + 1}`);
    execFileSync("pdftoppm", [
      "-f",
      String(i + 1),
      "-l",
      String(i + 1),
      "-scale-to-x",
      String(width),
      "-scale-to-y",
      String(height),
      "-png",
      "-singlefile",
      pdf,
      prefix,
    ]);
    fs.writeFileSync(testInfo.outputPath(`preview-${i + 1}.png`), shot);
    widths.push(Math.round(width! / 2));
    previews.push(await half(shot, width!, height!));
    pages.push(await half(`${prefix}.png`, width!, height!));
  }

  const background = [0xfd, 0xf6, 0xe3];
  const report: string[] = [];
  const measured = slides.map((_, i) => ({
    same: differing(previews[i]!, pages[i]!, widths[i]!, background),
    other: differing(previews[i]!, pages[(i + 1) % slides.length]!, widths[i]!, background),
  }));
  for (let i = 0; i < slides.length; i++) {
    const { same, other } = measured[i]!;
    report.push(
      `${slides[i]!.layout}: ${(same * 100).toFixed(2)}% differ (another slide's page: ${(other * 100).toFixed(1)}%)`,
    );
    expect(same, `${slides[i]!.layout}: preview and PDF page`).toBeLessThanOrEqual(MAX_DIFFERING);
    expect(other, `${slides[i]!.layout}: against another slide's page`).toBeGreaterThan(MAX_DIFFERING * 2);
  }
  await testInfo.attach("fidelity", { body: report.join("\n"), contentType: "text/plain" });
  console.log(report.join("\n"));
});
