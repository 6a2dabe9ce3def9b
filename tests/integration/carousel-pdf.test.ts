import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  carouselDesignSchema,
  DEFAULT_CAROUSEL_THEME,
  type CarouselDesign,
  type CarouselFont,
} from "../../src/contracts/carousels/carousel";
import { CAROUSEL_FONT_FILES } from "../../src/shared/carousel/fonts";
import { carouselFontCss } from "../../src/server/modules/carousels/font-css";
import { carouselPdf } from "../../src/server/modules/carousels/carousel-pdf";
import { pdfPrinter, PRINT_ORIGIN, PrintTimeoutError } from "../../src/server/modules/carousels/pdf-printer";
import { printDocument } from "../../src/shared/carousel/print-document";
import { printChromium } from "../../src/server/integrations/chromium/find-chromium";

// The carousel's PDF as LinkedIn gets it: Debian's Chromium (driven by playwright-core) printing the slides' own
// components. Checked with poppler's tools the way a reader of the file would: pages and their size, fonts embedded,
// text extractable with its accents and emoji, nothing fetched from outside.
const printer = pdfPrinter({ executablePath: printChromium()!, timeoutMs: 30_000 });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "carousel-pdf-"));
afterAll(async () => {
  await printer.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const design = (over: Partial<CarouselDesign> = {}): CarouselDesign =>
  carouselDesignSchema.parse({
    theme: DEFAULT_CAROUSEL_THEME,
    author: { name: "Ada Lovelace", handle: "@ada" },
    slides: [
      { layout: "cover", title: "Déjà vu: 5 leçons 🚀", subtitle: "Ce que j'ai appris en lançant" },
      {
        layout: "text",
        heading: "Pourquoi",
        body: "**Gras** et *italique* et ==surligné==.\n- premier point\n- second point",
      },
      { layout: "list", heading: "Étapes", items: ["Écrire", "Relire", "Publier ✅"] },
      { layout: "quote", quote: "La simplicité est la sophistication suprême.", attribution: "Léonard" },
      { layout: "stat", value: "87%", label: "des lecteurs swipent jusqu'au bout", source: "Étude 2026" },
      { layout: "code", heading: "Le code", language: "typescript", code: "const x = 42; // réponse\nreturn x;" },
      { layout: "text", body: "שלום עולם and مرحبا mixed with English" },
      { layout: "cta", title: "Suivez-moi pour la suite", action: "Abonnez-vous 🔔" },
    ],
    ...over,
  });

const tool = (name: string, ...args: string[]) => execFileSync(name, args, { encoding: "utf8" });
const save = (name: string, pdf: Uint8Array) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, pdf);
  return file;
};

describe("the carousel's PDF", { timeout: 120_000 }, () => {
  it("has one page per slide at the slide's size, its fonts embedded and its text extractable", async () => {
    const { pdf, blocked } = await carouselPdf(printer, design(), "fr");
    const file = save("portrait.pdf", pdf);
    const info = tool("pdfinfo", file);
    expect(info).toMatch(/^Pages:\s+8$/m);
    // 1080 x 1350 CSS px = 810 x 1012.5 pt (Chromium rounds the height to its own units), the same on every page
    const sizes = [
      ...tool("pdfinfo", "-f", "1", "-l", "8", file).matchAll(/Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts/g),
    ];
    expect(sizes).toHaveLength(8);
    expect(new Set(sizes.map((m) => m[0].replace(/Page\s+\d+/, ""))).size).toBe(1);
    expect(Number(sizes[0]![1])).toBeCloseTo(810, 0);
    expect(Math.abs(Number(sizes[0]![2]) - 1012.5)).toBeLessThan(1);
    const fonts = tool("pdffonts", file).split("\n").slice(2).filter(Boolean);
    // TrueType fonts, subset and embedded (the colour emoji are Type 3 bitmaps, also embedded)
    expect(fonts.some((f) => /Manrope.*CID TrueType/i.test(f))).toBe(true);
    expect(fonts.some((f) => /Inter/i.test(f))).toBe(true);
    expect(fonts.some((f) => /JetBrains/i.test(f))).toBe(true);
    // the "emb" column: every font is embedded
    for (const f of fonts) expect(f.split(/\s+/).at(-5)).toBe("yes");
    const text = tool("pdftotext", file, "-").replace(/\s+/g, " ");
    for (const words of [
      "Déjà vu: 5 leçons",
      "Ce que j'ai appris",
      "Gras",
      "italique",
      "surligné",
      "premier point",
      "Étapes",
      "Publier",
      "87%",
      "const x = 42;",
      "Suivez-moi",
      "Ada Lovelace",
      "3/8",
    ])
      expect(text).toContain(words);
    expect(text).toContain("🚀");
    expect(text).toContain("שלום");
    expect(blocked).toEqual([]);
    expect(pdf.byteLength).toBeLessThan(1_000_000);
  });

  it("embeds each carousel font a design picks (headings and body), accents included", async () => {
    const pairs: [CarouselFont, CarouselFont][] = [
      ["montserrat", "lora"],
      ["playfair-display", "poppins"],
      ["source-serif-4", "source-serif-4"],
    ];
    for (const [headingFont, bodyFont] of pairs) {
      const { pdf, blocked } = await carouselPdf(
        printer,
        design({ theme: { ...DEFAULT_CAROUSEL_THEME, headingFont, bodyFont } }),
        "fr",
      );
      const file = save(`${headingFont}-${bodyFont}.pdf`, pdf);
      const fonts = tool("pdffonts", file);
      for (const font of [headingFont, bodyFont]) {
        // the PostScript name drops the spaces ("PlayfairDisplay", "SourceSerif4")
        const name = CAROUSEL_FONT_FILES[font].family.replace(/\s+/g, "");
        expect(fonts, `${font} embedded`).toMatch(new RegExp(`${name}.*CID TrueType`, "i"));
      }
      expect(tool("pdftotext", file, "-")).toContain("Déjà vu");
      expect(blocked).toEqual([]);
    }
  });

  it("prints square slides at 1080 x 1080", async () => {
    const { pdf } = await carouselPdf(printer, design({ size: "square" }), "en");
    expect(tool("pdfinfo", save("square.pdf", pdf))).toMatch(/Page size:\s+810(\.\d+)? x 810(\.\d+)? pts/);
  });

  it("shows markup typed into a slide as text, and fetches nothing outside its own fonts", async () => {
    const hostile = `<img src="http://127.0.0.1:9/x.png"><script>alert(1)</script><style>@import url(//x.io/a)</style>`;
    const html = printDocument(
      design({
        slides: [
          { layout: "cover", title: hostile, subtitle: "" },
          { layout: "cta", title: "End", action: "" },
        ],
      }),
      {
        fontCss: carouselFontCss(PRINT_ORIGIN),
        lang: "en",
      },
    );
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<script");
    const { pdf, blocked } = await printer.print(html);
    // the words as typed (Chromium breaks the long title across lines: compare without whitespace)
    expect(tool("pdftotext", save("hostile.pdf", pdf), "-").replace(/\s+/g, "")).toContain(hostile.replace(/\s+/g, ""));
    expect(blocked).toEqual([]);
    // and a document that does reach out (not one printDocument makes) is refused, request by request
    const outside = await printer.print(
      `<!doctype html><html><body><img src="http://127.0.0.1:9/pixel.png"><link rel="stylesheet" href="https://example.com/x.css"><p>hi</p></body></html>`,
    );
    expect(outside.blocked.sort()).toEqual(["http://127.0.0.1:9/pixel.png", "https://example.com/x.css"]);
  });

  it("gives up on a page that never finishes loading, and prints again afterwards", async () => {
    const quick = pdfPrinter({ executablePath: printChromium()!, timeoutMs: 8_000 });
    try {
      // 200,000 pages: far longer than the timeout to lay out and print
      const huge = `<!doctype html><html><body>${"<div style='break-after:page'>x</div>".repeat(200_000)}</body></html>`;
      await expect(quick.print(huge)).rejects.toBeInstanceOf(PrintTimeoutError);
      const { pdf } = await carouselPdf(quick, design(), "en");
      expect(tool("pdfinfo", save("after-timeout.pdf", pdf))).toMatch(/^Pages:\s+8$/m);
    } finally {
      await quick.close();
    }
  });
});
