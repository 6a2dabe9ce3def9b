import type { Browser, Page } from "playwright-core";
import { fontFile } from "./font-css";

/**
 * The print page's own origin: the renderer answers its requests itself (the blank document it starts on, the font
 * files) and refuses every other one, so a carousel fetches nothing from outside and nothing of the app.
 */
export const PRINT_ORIGIN = "https://print.carousel.invalid";
const BLANK_PATH = "/blank.html";

export interface PrintResult {
  pdf: Uint8Array;
  /** Requests the document made that were refused (anything but the print page's fonts). */
  blocked: string[];
}

/** A file the document shows, served to the page at PRINT_ORIGIN/media/<id>. */
export interface PrintImage {
  bytes: Uint8Array;
  contentType: string;
}

export interface PdfPrinter {
  /**
   * Prints a document made by `printDocument` (its fonts at PRINT_ORIGIN, its images at PRINT_ORIGIN/media/<id>,
   * answered from `images`). Rejects after `timeoutMs`.
   */
  print(html: string, images?: ReadonlyMap<string, PrintImage>): Promise<PrintResult>;
  close(): Promise<void>;
}

export class PrintTimeoutError extends Error {
  constructor(ms: number) {
    super(`the PDF was not printed within ${ms} ms`);
  }
}

/** Flags for a headless Chromium that reaches nothing on its own (root needs --no-sandbox). */
const CHROMIUM_FLAGS = [
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-dev-shm-usage",
];

interface Session {
  browser: Browser;
  page: Page;
  /** The refused requests of the print under way. */
  blocked: string[];
  /** The images of the print under way. */
  images: ReadonlyMap<string, PrintImage>;
}

/**
 * One long-lived Chromium (Debian's, driven by playwright-core) with one print page, JavaScript off: the page is
 * static markup, so no script of any kind runs. Each print replaces the page's document (`setContent` at the print
 * origin: the fonts stay in the renderer's memory, a warm print is tens of milliseconds where a new page cost
 * hundreds), then prints it; prints take turns. A print that hangs closes the browser, and the next print launches
 * another.
 */
export function pdfPrinter(opts: { executablePath: string; timeoutMs?: number; args?: string[] }): PdfPrinter {
  const timeoutMs = opts.timeoutMs ?? 30_000;
  let session: Promise<Session> | undefined;
  /** The session `session` resolved to, once it has (a browser that dies is forgotten). */
  let current: Session | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  async function open(): Promise<Session> {
    // loaded with the first print: the API process never prints, and playwright-core costs every process ~10 MB
    const { chromium } = await import("playwright-core");
    const browser = await chromium.launch({
      executablePath: opts.executablePath,
      headless: true,
      args: [...CHROMIUM_FLAGS, ...(process.getuid?.() === 0 ? ["--no-sandbox"] : []), ...(opts.args ?? [])],
    });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const opened: Session = { browser, page: await context.newPage(), blocked: [], images: new Map() };
    await context.route("**/*", async (route) => {
      const url = new URL(route.request().url());
      if (url.origin === PRINT_ORIGIN && url.pathname === BLANK_PATH)
        return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: "<!doctype html>" });
      const image = url.origin === PRINT_ORIGIN ? /^\/media\/([\w-]+)$/.exec(url.pathname) : null;
      const file = image ? opened.images.get(image[1]!) : undefined;
      if (file) return route.fulfill({ status: 200, contentType: file.contentType, body: Buffer.from(file.bytes) });
      const font = url.origin === PRINT_ORIGIN ? /^\/fonts\/([\w-]+)\/([\w.-]+)$/.exec(url.pathname) : null;
      const body = font ? fontFile(font[1]!, font[2]!) : undefined;
      if (!body) {
        opened.blocked.push(url.href);
        return route.abort("blockedbyclient");
      }
      return route.fulfill({ status: 200, contentType: "font/woff2", body });
    });
    await opened.page.goto(`${PRINT_ORIGIN}${BLANK_PATH}`, { timeout: timeoutMs });
    browser.on("disconnected", () => {
      if (current !== opened) return;
      current = undefined;
      session = undefined;
    });
    current = opened;
    return opened;
  }

  async function printOnce(html: string, images: ReadonlyMap<string, PrintImage>): Promise<PrintResult> {
    session ??= open().catch((err: unknown) => {
      session = undefined;
      throw err;
    });
    const s = await session;
    s.blocked = [];
    s.images = images;
    await s.page.setContent(html, { waitUntil: "load", timeout: timeoutMs });
    await s.page.evaluate(() => document.fonts.ready.then(() => undefined));
    const pdf = await s.page.pdf({ preferCSSPageSize: true, printBackground: true });
    return { pdf: new Uint8Array(pdf), blocked: [...s.blocked] };
  }

  async function closeSession() {
    const s = await session?.catch(() => undefined);
    session = undefined;
    current = undefined;
    if (s) await Promise.race([s.browser.close().catch(() => {}), new Promise((r) => setTimeout(r, 5_000))]);
  }

  return {
    print(html, images = new Map()) {
      const run = queue.then(async () => {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new PrintTimeoutError(timeoutMs)), timeoutMs);
        });
        try {
          return await Promise.race([printOnce(html, images), timeout]);
        } catch (err) {
          // a hung page or a dead browser: the next print starts from a new one
          await closeSession();
          throw err;
        } finally {
          clearTimeout(timer);
        }
      });
      queue = run.catch(() => {});
      return run;
    },
    close: () => queue.then(closeSession),
  };
}
