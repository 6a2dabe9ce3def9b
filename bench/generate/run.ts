// Benchmark (issue 12): Generate Post's streaming, from the model's first token to the first character the writer
// sees, in Debian's Chromium on the production build (target: at most 100 ms on localhost).
//
// The app talks to the fake OpenAI-compatible LLM (tests/fakes/llm.ts, "good" mode, streamed in chunks of
// --chunk characters every --delay ms) through a small timing proxy that notes when the model's first token (the
// first content chunk of the answer) and its first token holding a character of a variant's text (the answer is
// JSON, `{"variants":[{"text":"…`: the model has written the JSON prefix before then) pass towards the app. In the
// page, a MutationObserver notes when the first variant card first holds text, and the frame after that (rAF, then
// a task posted from it: the text is painted). Same machine, same clock (performance.timeOrigin + now on both sides).
// Per run: first token -> first visible character; first text token -> first visible character; click -> first
// visible character. Baseline, in the same run: a bare fetch of the same fake LLM from Node, request -> first
// token, beside the app's click -> first visible character (the ratio is what the app, its server and the browser
// add around the model).
// Usage: npm run bench:generate [-- --runs 5 --chunk 12 --delay 15 --no-build]
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS } from "../../scripts/chromium-args";
import { chromiumPathOrExit } from "../support/chromium";
import { startFakeLlm } from "../../tests/fakes/llm";
import { signedInCookie, startApp, stop } from "../support/app-server";
import { cookiesOf } from "../support/cookie-header";

const argv = process.argv.slice(2);
const arg = (name: string, fallback: number) => {
  const at = argv.indexOf(`--${name}`);
  const value = at === -1 ? NaN : Number(argv[at + 1]);
  return Number.isFinite(value) ? value : fallback;
};
const RUNS = arg("runs", 5);
const CHUNK = arg("chunk", 12);
const DELAY_MS = arg("delay", 15);
const BUILD = !argv.includes("--no-build");
// found (or installed) before anything is built or started
const CHROMIUM = chromiumPathOrExit();
const TARGET_MS = 100;
const TOPIC = "What I learned hiring our first ten engineers";

const now = () => performance.timeOrigin + performance.now();

/** The model's answer as it passes: when its first content arrived, and its first content holding variant text. */
interface Passage {
  firstToken: number | null;
  firstTextToken: number | null;
  /** The answer's characters up to its first text character (JSON prefix and the first hook). */
  prefixChars: number;
}

/** A proxy in front of the fake LLM that notes when the streamed answer's tokens pass towards the app. */
async function timingProxy(target: string) {
  const passages: Passage[] = [];
  const server = http.createServer((req, res) => {
    const passage: Passage = { firstToken: null, firstTextToken: null, prefixChars: 0 };
    passages.push(passage);
    const url = new URL(req.url ?? "/", target);
    const upstream = http.request(url, { method: req.method, headers: { ...req.headers, host: url.host } }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers);
      let content = "";
      let pending = "";
      up.on("data", (chunk: Buffer) => {
        pending += chunk.toString("utf8");
        let at: number;
        while ((at = pending.indexOf("\n\n")) !== -1) {
          const event = pending.slice(0, at);
          pending = pending.slice(at + 2);
          const data = /^data: (.*)$/m.exec(event)?.[1];
          if (!data || data === "[DONE]") continue;
          const delta = (JSON.parse(data) as { choices?: { delta?: { content?: string } }[] }).choices?.[0]?.delta;
          if (!delta?.content) continue;
          passage.firstToken ??= now();
          content += delta.content;
          if (passage.firstTextToken === null) {
            const text = /"text"\s*:\s*"[^"]/.exec(content);
            if (text) {
              passage.firstTextToken = now();
              passage.prefixChars = text.index + text[0].length - 1;
            }
          }
        }
        res.write(chunk);
      });
      up.on("end", () => res.end());
    });
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, passages, close: () => new Promise((r) => server.close(r)) };
}

/** A bare streamed request to the fake LLM from Node: request -> first content chunk, in ms. */
async function bareFirstToken(baseUrl: string): Promise<number> {
  const started = now();
  const res = await fetch(`${baseUrl.replace(/\/$/, "")}/chat/completions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: "Bearer test" },
    body: JSON.stringify({
      model: "fake",
      stream: true,
      messages: [{ role: "user", content: `Topic: ${TOPIC}\nWrite exactly 3 variants.` }],
      response_format: { type: "json_schema", json_schema: { name: "linkedin_post_variants", schema: {} } },
    }),
  });
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let text = "";
  let first = NaN;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    text += decoder.decode(value, { stream: true });
    if (Number.isNaN(first) && /"content":"[^"]/.test(text)) first = now() - started;
  }
  return first;
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const ms = (x: number) => `${x.toFixed(1)} ms`;

async function main() {
  if (BUILD) spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  const llm = await startFakeLlm({ mode: "good", streaming: { chunkSize: CHUNK, delayMs: DELAY_MS } });
  const proxy = await timingProxy(llm.baseUrl);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-generate-"));
  const app = await startApp(dataDir, {
    LLM_BASE_URL: proxy.url + new URL(llm.baseUrl).pathname,
    LLM_API_KEY: llm.apiKey,
    LLM_MODEL: "fake",
    LLM_TIMEOUT_MS: "20000",
    GENERATE_RATE_LIMIT_MAX: "100000",
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const rows: { token: number; textToken: number; click: number; bare: number; prefix: number }[] = [];
  try {
    const cookie = await signedInCookie(app.origin);
    const headers = { cookie, origin: app.origin, "content-type": "application/json" };
    await fetch(`${app.origin}/api/strategies`, {
      method: "POST",
      headers,
      body: JSON.stringify({ name: "Plan", pillars: [{ name: "Hiring" }] }),
    });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addCookies(cookiesOf(cookie, app.origin));
    const page = await context.newPage();
    await page.goto(`${app.origin}/generate-post`);
    await page.getByLabel("Topic or idea").fill(TOPIC);
    await page.waitForLoadState("networkidle");

    for (let run = 0; run < RUNS; run++) {
      // alternate: the bare request before or after the app's
      const bareFirst = run % 2 === 1;
      const bare = bareFirst ? await bareFirstToken(llm.baseUrl) : NaN;
      // a string, so that the bundler's helpers (tsx names functions) stay out of the page
      await page.evaluate(`(() => {
        window.__firstText = null;
        const observer = new MutationObserver(() => {
          const text = document.querySelector('[data-testid="variant-card"] [data-testid="preview-text"]');
          if (!text || !text.textContent) return;
          observer.disconnect();
          const dom = performance.timeOrigin + performance.now();
          requestAnimationFrame(() =>
            setTimeout(() => (window.__firstText = { dom, painted: performance.timeOrigin + performance.now() })),
          );
        });
        observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      })()`);
      const before = proxy.passages.length;
      const clickedAt = now();
      await page.getByRole("button", { name: "Generate 3 variants" }).click();
      await page.getByTestId("generation-live").getByText("Three variants are ready.").waitFor({ timeout: 30_000 });
      await page.waitForFunction("window.__firstText !== null");
      const seen = (await page.evaluate("window.__firstText")) as { dom: number; painted: number };
      const passage = proxy.passages.slice(before).find((p) => p.firstToken !== null);
      if (!passage?.firstToken || !passage.firstTextToken) throw new Error("the model's answer did not pass");
      const row = {
        token: seen.painted - passage.firstToken,
        textToken: seen.painted - passage.firstTextToken,
        click: seen.painted - clickedAt,
        bare: bareFirst ? bare : await bareFirstToken(llm.baseUrl),
        prefix: passage.prefixChars,
      };
      rows.push(row);
      console.log(
        `run ${run + 1}: first token -> first visible character ${ms(row.token)} ` +
          `(first text token -> visible ${ms(row.textToken)}); click -> visible ${ms(row.click)}; ` +
          `bare fetch -> first token ${ms(row.bare)}`,
      );
    }
    await context.close();

    const m = (k: keyof (typeof rows)[number]) => median(rows.map((r) => r[k]));
    console.log(
      `\n${RUNS} runs, fake LLM chunks of ${CHUNK} characters every ${DELAY_MS} ms, Debian Chromium, ` +
        `load average ${os.loadavg()[0].toFixed(1)} (medians)`,
    );
    console.log(`  model's first token -> first visible character: ${ms(m("token"))}`);
    console.log(`  model's first token holding variant text -> first visible character: ${ms(m("textToken"))}`);
    console.log(
      `  click -> first visible character ${ms(m("click"))} vs a bare fetch's request -> first token ` +
        `${ms(m("bare"))}: x${(m("click") / m("bare")).toFixed(2)}`,
    );
    const met = m("token") <= TARGET_MS;
    console.log(
      `  target first token -> first visible character <= ${TARGET_MS} ms: ${met ? "met" : "MISSED"}` +
        (met
          ? ""
          : ` (the model writes ${m("prefix")} characters, the JSON prefix and the first hook, before the first ` +
            `character of a post's text, which is what the server streams; the app's own part is the line above)`),
    );
  } finally {
    await browser.close();
    await stop(app.child);
    await proxy.close();
    await llm.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
