// Benchmark (issue 31): a 10-slide carousel (every layout, a photo, accents, emoji, right-to-left text) printed to PDF by the
// app's printer (src/server/modules/carousels/pdf-printer.ts: one browser, one print page, JavaScript off, every
// request routed), cold (the browser's launch included) and warm (p50, p95 over --renders prints), beside bare
// Chromium printing the same HTML in the same run (the same browser build, a page with nothing routed but the fonts,
// `setContent` + `pdf`): the ratio is what the printer's checks and routing cost. Also the PDF's size (with the photo,
// and the same deck with a list in its place) and the printer's memory (the browser's processes, PSS). Targets: warm
// p95 <= 1 s and <= 1.5x the bare print; PDF <= 1 MB without photos.
// Usage: npm run bench:carousel [-- --renders 20]
//   CHROMIUM_PATH: the browser (default: Debian's chromium-headless-shell, else chromium)
import fs from "node:fs";
import { chromium } from "playwright-core";
import { carouselDesignSchema, DEFAULT_CAROUSEL_THEME } from "../../src/contracts/carousels/carousel";
import { printChromium } from "../../src/server/integrations/chromium/find-chromium";
import { carouselFontCss, fontFile } from "../../src/server/modules/carousels/font-css";
import { pdfPrinter, PRINT_ORIGIN } from "../../src/server/modules/carousels/pdf-printer";
import { printDocument } from "../../src/shared/carousel/print-document";
import { makePhoto } from "../../tests/support/media-fixtures";

const argv = process.argv.slice(2);
const RENDERS = Number(argv[argv.indexOf("--renders") + 1] || 20) || 20;
const MARKER = `--pillarpost-bench-carousel=${process.pid}`;

const PHOTO_ID = "0b9c2f4e-7a51-4c1e-9d3a-5f8e2b6c4a10";
const photo = await makePhoto(1080, 1350);
const images = new Map([[PHOTO_ID, { bytes: new Uint8Array(photo), contentType: "image/jpeg" }]]);

const LIST_SLIDE = { layout: "list", numbered: false, items: ["Un", "Deux", "Trois", "Quatre"] };
const deck = (photoSlide: unknown) =>
  carouselDesignSchema.parse({
    theme: DEFAULT_CAROUSEL_THEME,
    author: { name: "Ada Lovelace", handle: "@ada" },
    slides: [
      { layout: "cover", title: "Déjà vu: 10 leçons d'un lancement 🚀", subtitle: "Ce que j'aurais aimé savoir avant" },
      {
        layout: "text",
        heading: "Pourquoi",
        body: "**Gras**, *italique* et ==surligné==.\n- un premier point\n- un second point ✅",
      },
      {
        layout: "list",
        heading: "Étapes",
        items: ["Écrire le brouillon", "Relire à voix haute", "Publier le mardi 📅"],
      },
      { layout: "quote", quote: "La simplicité est la sophistication suprême.", attribution: "Léonard de Vinci" },
      {
        layout: "stat",
        value: "87%",
        label: "des lecteurs swipent jusqu'à la dernière page",
        source: "Étude interne 2026",
      },
      {
        layout: "code",
        heading: "Le script",
        language: "typescript",
        code: "const posts = await list();\n// réponse\nreturn posts.length;",
      },
      { layout: "text", heading: "Multilingue", body: "שלום עולם, مرحبا بالعالم and English side by side 🌍" },
      photoSlide,
      { layout: "stat", value: "3×", label: "plus de commentaires qu'un post texte" },
      { layout: "cta", title: "Suivez-moi pour la suite", action: "Abonnez-vous 🔔" },
    ],
  });
const print = (design: ReturnType<typeof deck>) =>
  printDocument(design, {
    fontCss: carouselFontCss(PRINT_ORIGIN),
    lang: "fr",
    imageUrl: (id) => `${PRINT_ORIGIN}/media/${id}`,
  });
const html = print(deck({ layout: "image", mediaId: PHOTO_ID, fit: "cover", caption: "Un mardi matin au bureau ☕" }));
const htmlWithoutPhotos = print(deck(LIST_SLIDE));

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const ms = (n: number) => `${n.toFixed(0)} ms`;

/**
 * Memory (kB) of the process whose command line holds MARKER and of all its descendants: their PSS (each shared page
 * counted once across them), where a sum of RSS would count Chromium's shared pages once per process.
 */
function browserPssKb(): number {
  const procs = fs.readdirSync("/proc").filter((d) => /^\d+$/.test(d));
  const info = new Map<number, { ppid: number; rss: number; cmd: string }>();
  for (const pid of procs) {
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
      info.set(Number(pid), {
        ppid: Number(/PPid:\s+(\d+)/.exec(status)?.[1] ?? 0),
        rss: Number(/Pss:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))?.[1] ?? 0),
        cmd: fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"),
      });
    } catch {
      // gone meanwhile
    }
  }
  const roots = [...info].filter(([, p]) => p.cmd.includes(MARKER)).map(([pid]) => pid);
  const tree = new Set(roots);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, p] of info) {
      if (tree.has(pid) || !tree.has(p.ppid)) continue;
      tree.add(pid);
      grew = true;
    }
  }
  return [...tree].reduce((sum, pid) => sum + (info.get(pid)?.rss ?? 0), 0);
}

async function bare(executablePath: string): Promise<{ cold: number; warm: number[] }> {
  const started = performance.now();
  const browser = await chromium.launch({ executablePath, args: ["--no-sandbox", "--disable-gpu"] });
  const page = await browser.newPage();
  await page.route("**/*", (route) => {
    if (route.request().url().endsWith(`/media/${PHOTO_ID}`))
      return route.fulfill({ body: photo, contentType: "image/jpeg" });
    const font = /\/fonts\/([\w-]+)\/([\w.-]+)$/.exec(route.request().url());
    const body = font ? fontFile(font[1]!, font[2]!) : undefined;
    return body
      ? route.fulfill({ body, contentType: "font/woff2" })
      : route.fulfill({ body: "<!doctype html>", contentType: "text/html" });
  });
  await page.goto(`${PRINT_ORIGIN}/blank.html`);
  const print = async () => {
    await page.setContent(html, { waitUntil: "load" });
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    return page.pdf({ preferCSSPageSize: true, printBackground: true });
  };
  await print();
  const cold = performance.now() - started;
  const warm: number[] = [];
  for (let i = 0; i < RENDERS; i++) {
    const t = performance.now();
    await print();
    warm.push(performance.now() - t);
  }
  await browser.close();
  return { cold, warm };
}

async function ours(executablePath: string) {
  const printer = pdfPrinter({ executablePath, args: [MARKER] });
  let t = performance.now();
  const first = await printer.print(html, images);
  const cold = performance.now() - t;
  const warm: number[] = [];
  let size = first.pdf.byteLength;
  let blocked = first.blocked.length;
  for (let i = 0; i < RENDERS; i++) {
    t = performance.now();
    const result = await printer.print(html, images);
    warm.push(performance.now() - t);
    size = result.pdf.byteLength;
    blocked += result.blocked.length;
  }
  const rssKb = browserPssKb();
  const withoutPhotos = (await printer.print(htmlWithoutPhotos)).pdf.byteLength;
  await printer.close();
  return { cold, warm, size, withoutPhotos, blocked, rssKb };
}

const executablePath = printChromium();
if (!executablePath) {
  console.error(
    "bench:carousel: no Chromium. Install Debian's: apt-get install chromium-headless-shell fonts-noto-color-emoji",
  );
  process.exit(1);
}
const loadBefore = (await import("node:os")).loadavg()[0]!.toFixed(2);
const baseline = await bare(executablePath);
const app = await ours(executablePath);
const ratio = pct(app.warm, 95) / pct(baseline.warm, 95);
console.log(
  `bench:carousel: 10 slides, ${RENDERS} warm prints each, ${executablePath}; load average before ${loadBefore}\n`,
);
console.log(`                      cold       warm p50   warm p95`);
console.log(
  `bare Chromium   ${ms(baseline.cold).padStart(10)} ${ms(pct(baseline.warm, 50)).padStart(10)} ${ms(pct(baseline.warm, 95)).padStart(10)}`,
);
console.log(
  `the printer     ${ms(app.cold).padStart(10)} ${ms(pct(app.warm, 50)).padStart(10)} ${ms(pct(app.warm, 95)).padStart(10)}`,
);
console.log(
  `\nPDF ${(app.size / 1000).toFixed(1)} kB with the photo (its JPEG ${(photo.byteLength / 1000).toFixed(1)} kB), ` +
    `${(app.withoutPhotos / 1000).toFixed(1)} kB without photos; requests refused ${app.blocked}; the printer's browser ${(app.rssKb / 1024).toFixed(0)} MB (PSS of its processes)`,
);
const checks = [
  [pct(app.warm, 95) <= 1000, `warm p95 ${ms(pct(app.warm, 95))} <= 1000 ms`],
  [ratio <= 1.5, `warm p95 = ${ratio.toFixed(2)}x the bare print (<= 1.5x)`],
  [app.withoutPhotos <= 1_000_000, `PDF without photos ${(app.withoutPhotos / 1000).toFixed(1)} kB <= 1000 kB`],
  [app.blocked === 0, `every request the prints made was answered by the printer (${app.blocked} refused)`],
] as const;
for (const [ok, text] of checks) console.log(`${ok ? "met   " : "MISSED"} ${text}`);
