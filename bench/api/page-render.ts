// A server render is not free: the server's CPU per signed-in page request (the page's HTML answer, with its data
// reading and its render) beside the CPU per API request (GET /api/me), both measured the same way in the same run:
// N sequential requests, the processes' CPU time from /proc divided by N. Every page the server renders with its data
// is measured: the modules' `pages` (bench/support/rendered-pages.ts).
import { VIEWPORT_COOKIE } from "../../src/web/lib/app/viewport";
import { TIME_ZONE_COOKIE } from "../../src/shared/http/time-zone-cookie";
import { renderedPagePaths } from "../support/rendered-pages";

export interface CpuReaders {
  /** The app server's CPU time so far (ms). */
  server: () => number;
  /** Postgres's (ms), NaN when not measured. */
  postgres: () => number;
}

export interface PerRequest {
  label: string;
  serverUs: number;
  postgresUs: number;
  /** The answer carried the page's server-rendered markup (else the server sent the shell alone). */
  rendered?: boolean;
  htmlKb?: number;
}

/** N sequential GETs of `url` with the session cookie (after a few unmeasured ones): CPU per request. */
async function sequential(label: string, url: string, cookie: string, n: number, cpu: CpuReaders) {
  const get = async () => {
    const res = await fetch(url, { headers: { cookie, accept: "text/html,application/json" } });
    if (!res.ok) throw new Error(`${label}: ${res.status}`);
    return res.text();
  };
  for (let i = 0; i < 10; i++) await get();
  const before = { server: cpu.server(), postgres: cpu.postgres() };
  let body = "";
  for (let i = 0; i < n; i++) body = await get();
  const per = (ms: number) => (ms * 1000) / n;
  return {
    result: {
      label,
      serverUs: per(cpu.server() - before.server),
      postgresUs: per(cpu.postgres() - before.postgres),
    },
    body,
  };
}

/** GET /api/me, then each rendered page, N requests each; returns the API's figure first, then the pages'. */
export async function pageRenderCpu(base: string, cookie: string, n: number, cpu: CpuReaders): Promise<PerRequest[]> {
  const api = await sequential("GET /api/me", `${base}/api/me`, cookie, n, cpu);
  const out: PerRequest[] = [api.result];
  // what a browser that has opened the app before sends (the dates' zone, the editor preview's column, the window's
  // width), without which those pages go out without markup; a page of one post is the seeded workspace's latest
  const pageCookie = `${cookie}; ${TIME_ZONE_COOKIE}=${encodeURIComponent("Europe/Paris")}; pp-preview-column=400; ${VIEWPORT_COOKIE}=desktop`;
  const latest = (await (await fetch(`${base}/api/posts?limit=1&offset=0`, { headers: { cookie } })).json()) as {
    items: { id: string }[];
  };
  const postId = latest.items[0]?.id ?? "none";
  for (const path of renderedPagePaths()) {
    const url = `${base}${path.replace("{postId}", postId)}`;
    const page = await sequential(`GET ${path} (page)`, url, pageCookie, n, cpu);
    out.push({
      ...page.result,
      rendered: page.body.includes("data-prerendered="),
      htmlKb: Buffer.byteLength(page.body) / 1000,
    });
  }
  return out;
}

/** The printed lines: each page's CPU per request and its ratio to the API request's. */
export function pageRenderLines(results: PerRequest[], n: number): string[] {
  const [api, ...pages] = results;
  const us = (v: number) =>
    Number.isFinite(v) ? `${v >= 10_000 ? (v / 1000).toFixed(1) + " ms" : v.toFixed(0) + " µs"}` : "—";
  const lines = [
    `\nServer CPU per signed-in request, ${n} sequential requests each (the process's CPU from /proc, 10 ms ticks)`,
    `  ${api!.label.padEnd(26)} server ${us(api!.serverUs).padStart(9)}   Postgres ${us(api!.postgresUs).padStart(9)}`,
  ];
  for (const p of pages)
    lines.push(
      `  ${p.label.padEnd(26)} server ${us(p.serverUs).padStart(9)}   Postgres ${us(p.postgresUs).padStart(9)}   ` +
        `= ${(p.serverUs / api!.serverUs).toFixed(1)}x the API request's server CPU` +
        ` (${p.rendered ? "server-rendered" : "NOT server-rendered: the shell alone"}, ${p.htmlKb!.toFixed(1)} kB of HTML)`,
    );
  return lines;
}
