// Benchmark (issue 27 §15): the production server under many connections at once, each a signed-in person doing
// what the app does all day: the Library's list and search, the calendar, the pillar mix, the bell, the strategy and
// the profile, autosaves of the post being written, a new post, and scheduling it. Per route: requests, p50 and p99
// (ms), errors; the machine's load average before, during and after (the cores are shared: read the figures with
// it). Targets: every route's p99 under 500 ms at 200 connections, and no route's p50 over 3x the median route's.
// Usage: npm run bench:load [-- --duration 60 --connections 200 --users 20 --no-build --profile <dir>]
//   BENCH_LOAD_DURATION, BENCH_LOAD_CONNECTIONS: the same for a quick run (e.g. 15 and 50 while developing)
//   --profile <dir>: the app server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools)
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { linkedInTokenCipher } from "../../src/server/composition";
import { freePort } from "../../tests/support/free-port";
import { signedInCookie, startApp, stop } from "../support/app-server";

const arg = (name: string, env: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  const value = i > 0 ? process.argv[i + 1] : process.env[env];
  return value ? Number(value) : fallback;
};
const DURATION_S = arg("duration", "BENCH_LOAD_DURATION", 60);
const CONNECTIONS = arg("connections", "BENCH_LOAD_CONNECTIONS", 200);
const USERS = arg("users", "BENCH_LOAD_USERS", 20);
const POSTS_PER_USER = 200;
const BUILD = !process.argv.includes("--no-build");
const PROFILE_DIR = process.argv.includes("--profile")
  ? path.resolve(process.argv[process.argv.indexOf("--profile") + 1])
  : undefined;
const TARGET_P99_MS = 500;
const TARGET_P50_OVER_MEDIAN = 3;
const WORDS = ["launch", "pricing", "hiring", "roadmap", "customer", "founder", "growth", "lessons", "product", "team"];

type Route = { label: string; method: string; path: string; body?: unknown };
interface Person {
  cookie: string;
  /** The post this connection is writing (autosaved), and its version. */
  draft: { id: string; version: number };
  /** The post it created last, until it is scheduled. */
  created?: { id: string; version: number };
  step: number;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS * 2 });
let origin = "";

function send(r: Route, cookie: string): Promise<{ status: number; body: string; ms: number }> {
  const started = performance.now();
  const url = new URL(r.path, origin);
  const payload = r.body === undefined ? undefined : JSON.stringify(r.body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: r.method,
        agent,
        headers: {
          cookie,
          origin,
          ...(payload ? { "content-type": "application/json", "content-length": Buffer.byteLength(payload) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            ms: performance.now() - started,
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

const day = 86_400_000;
const monthRange = () => {
  const from = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), 1) - 6 * day);
  return `from=${from.toISOString()}&to=${new Date(from.getTime() + 42 * day).toISOString()}`;
};

/** The next request of a person: a fixed round of the app's usual calls, weighted by how often they happen. */
function nextRoute(p: Person): Route {
  const word = WORDS[p.step % WORDS.length];
  const round: Array<() => Route | undefined> = [
    () => ({ label: "GET /api/posts", method: "GET", path: "/api/posts?limit=20" }),
    () => ({ label: "PATCH /api/posts/{id}", method: "PATCH", path: `/api/posts/${p.draft.id}`, body: autosave(p) }),
    () => ({ label: "GET /api/notifications", method: "GET", path: "/api/notifications?limit=20" }),
    () => ({ label: "GET /api/posts?q", method: "GET", path: `/api/posts?q=${word}&limit=20` }),
    () => ({ label: "GET /api/calendar", method: "GET", path: `/api/calendar?${monthRange()}` }),
    () => ({ label: "PATCH /api/posts/{id}", method: "PATCH", path: `/api/posts/${p.draft.id}`, body: autosave(p) }),
    () => ({ label: "GET /api/search", method: "GET", path: `/api/search?q=${word}` }),
    () => ({ label: "GET /api/pillar-mix", method: "GET", path: "/api/pillar-mix" }),
    () => ({ label: "POST /api/posts", method: "POST", path: "/api/posts", body: { body: `New post about ${word}` } }),
    () => ({ label: "GET /api/strategies", method: "GET", path: "/api/strategies" }),
    () =>
      p.created && {
        label: "POST /api/posts/{id}/schedule",
        method: "POST",
        path: `/api/posts/${p.created.id}/schedule`,
        body: {
          version: p.created.version,
          scheduledAt: new Date(Date.now() + (7 + (p.step % 20)) * day).toISOString(),
        },
      },
    () => ({ label: "GET /api/profile", method: "GET", path: "/api/profile" }),
    () => ({ label: "PATCH /api/posts/{id}", method: "PATCH", path: `/api/posts/${p.draft.id}`, body: autosave(p) }),
    () => ({ label: "GET /api/me", method: "GET", path: "/api/me" }),
    () => ({ label: "GET /api/posts", method: "GET", path: "/api/posts?limit=20&offset=20" }),
  ];
  for (;;) {
    const route = round[p.step++ % round.length]();
    if (route) return route;
  }
}

const autosave = (p: Person) => ({
  version: p.draft.version,
  body: `Draft ${p.step}: what we learned shipping the ${WORDS[p.step % WORDS.length]} page. #lessons`,
});

/** What a response changes in the person's state (versions, the post to schedule). */
function follow(p: Person, r: Route, status: number, body: string) {
  if (status >= 300) return;
  if (r.label === "PATCH /api/posts/{id}")
    p.draft.version = (JSON.parse(body) as { post: { version: number } }).post.version;
  if (r.label === "POST /api/posts") {
    const { post } = JSON.parse(body) as { post: { id: string; version: number } };
    p.created = { id: post.id, version: post.version };
  }
  if (r.label === "POST /api/posts/{id}/schedule") p.created = undefined;
}

function percentile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;
}

/** Users with a strategy (3 pillars), POSTS_PER_USER posts, a LinkedIn connection; their session cookies. */
async function seed(databaseUrl: string, secret: string): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < USERS; i++) cookies.push(await signedInCookie(origin));
  for (const cookie of cookies) {
    const res = await send(
      {
        label: "",
        method: "POST",
        path: "/api/strategies",
        body: { name: "Bench", pillars: [{ name: "Lessons" }, { name: "Product" }, { name: "Hiring" }] },
      },
      cookie,
    );
    if (res.status >= 300) throw new Error(`strategy: ${res.status} ${res.body}`);
  }
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  try {
    const cipher = linkedInTokenCipher(secret);
    const { rows } = await pool.query<{ w: string; u: string }>(
      "SELECT id AS w, personal_user_id AS u FROM workspaces WHERE personal_user_id IS NOT NULL",
    );
    for (const { w, u } of rows) {
      await pool.query(
        `INSERT INTO linkedin_connections (workspace_id, created_by, member_id, name, access_token, access_token_expires_at, scope)
         VALUES ($1, $2, $3, 'Bench', $4, now() + interval '60 days', 'openid profile email w_member_social')`,
        [w, u, `m${randomBytes(6).toString("hex")}`, cipher.encrypt("bench-token")],
      );
      await pool.query(
        `INSERT INTO posts (workspace_id, created_by, body, status)
         SELECT $1, $2, 'Post ' || n || ': notes on ' || (ARRAY[${WORDS.map((x) => `'${x}'`).join(",")}])[1 + n % ${WORDS.length}]
           || ' and what the ' || (ARRAY['team','customer','market'])[1 + n % 3] || ' taught us.',
           (ARRAY['idea','draft','draft','draft'])[1 + n % 4]
         FROM generate_series(1, $3::int) n`,
        [w, u, POSTS_PER_USER],
      );
    }
  } finally {
    await pool.end();
  }
  return cookies;
}

async function main() {
  if (BUILD) spawnSync("npm", ["run", "build:server"], { stdio: "inherit" });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-load-"));
  const pgPort = await freePort();
  const secret = randomBytes(32).toString("hex");
  const app = await startApp(
    dataDir,
    {
      EMBEDDED_PG_PORT: String(pgPort),
      AUTH_SECRET: secret,
      // settings to try under load, passed on when set
      ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith("DATABASE_"))),
    },
    PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${PROFILE_DIR}`] : [],
  );
  origin = app.origin;
  try {
    const password = fs.readFileSync(path.join(dataDir, "data", ".postgres-password"), "utf8").trim();
    const cookies = await seed(
      `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/pillarpost`,
      secret,
    );
    // each connection writes its own draft (two people autosaving one post would only measure 409s)
    const people: Person[] = [];
    for (let c = 0; c < CONNECTIONS; c++) {
      const cookie = cookies[c % cookies.length];
      const res = await send({ label: "", method: "POST", path: "/api/posts", body: { body: "Draft" } }, cookie);
      const { post } = JSON.parse(res.body) as { post: { id: string; version: number } };
      people.push({ cookie, draft: { id: post.id, version: post.version }, step: c });
    }
    const latencies = new Map<string, number[]>();
    const errors = new Map<string, number>();
    const loads: number[][] = [os.loadavg()];
    const sampler = setInterval(() => loads.push(os.loadavg()), 5_000);
    console.log(
      `bench:load: ${CONNECTIONS} connections x ${DURATION_S} s, ${USERS} users with ${POSTS_PER_USER} posts each; load average before: ${fmtLoad(os.loadavg())}`,
    );
    const cpuBefore = cpuSeconds(app.child.pid!);
    const until = Date.now() + DURATION_S * 1000;
    const started = Date.now();
    await Promise.all(
      people.map(async (p) => {
        while (Date.now() < until) {
          const route = nextRoute(p);
          try {
            const res = await send(route, p.cookie);
            if (res.status >= 400) errors.set(route.label, (errors.get(route.label) ?? 0) + 1);
            else follow(p, route, res.status, res.body);
            const list = latencies.get(route.label) ?? [];
            list.push(res.ms);
            latencies.set(route.label, list);
          } catch {
            errors.set(route.label, (errors.get(route.label) ?? 0) + 1);
          }
        }
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    const cpuAfter = cpuSeconds(app.child.pid!);
    clearInterval(sampler);
    report(latencies, errors, seconds, loads, {
      app: cpuAfter.app - cpuBefore.app,
      postgres: cpuAfter.postgres - cpuBefore.postgres,
    });
  } finally {
    agent.destroy();
    await stop(app.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const fmtLoad = (l: number[]) => l.map((x) => x.toFixed(2)).join(" ");

/**
 * CPU seconds (user + system) used so far by the app's process and by its descendants (the embedded Postgres and
 * its backends), from /proc: what a request costs, which the shared cores' noise moves far less than the latencies.
 */
function cpuSeconds(rootPid: number): { app: number; postgres: number } {
  const ticks = 100; // USER_HZ on Linux
  const stats = new Map<number, { ppid: number; cpu: number }>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = text.slice(text.lastIndexOf(")") + 2).split(" ");
      stats.set(Number(entry), { ppid: Number(fields[1]), cpu: (Number(fields[11]) + Number(fields[12])) / ticks });
    } catch {
      // the process ended meanwhile
    }
  }
  const inTree = (pid: number): boolean => {
    for (let p = stats.get(pid)?.ppid; p; p = stats.get(p)?.ppid) if (p === rootPid) return true;
    return false;
  };
  let postgres = 0;
  for (const [pid, s] of stats) if (inTree(pid)) postgres += s.cpu;
  return { app: stats.get(rootPid)?.cpu ?? NaN, postgres };
}

function report(
  latencies: Map<string, number[]>,
  errors: Map<string, number>,
  seconds: number,
  loads: number[][],
  cpu: { app: number; postgres: number },
) {
  const rows = [...latencies].map(([label, list]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      label,
      n: list.length,
      p50: percentile(sorted, 0.5),
      p99: percentile(sorted, 0.99),
      errors: errors.get(label) ?? 0,
    };
  });
  const p50s = rows.map((r) => r.p50).sort((a, b) => a - b);
  const medianP50 =
    p50s.length % 2 ? p50s[(p50s.length - 1) / 2] : (p50s[p50s.length / 2 - 1] + p50s[p50s.length / 2]) / 2;
  const total = rows.reduce((s, r) => s + r.n, 0);
  console.log(
    `\n${"route".padEnd(34)}${"requests".padStart(10)}${"p50 ms".padStart(10)}${"p99 ms".padStart(10)}${"errors".padStart(8)}`,
  );
  for (const r of rows.sort((a, b) => b.p99 - a.p99))
    console.log(
      `${r.label.padEnd(34)}${String(r.n).padStart(10)}${r.p50.toFixed(1).padStart(10)}${r.p99.toFixed(1).padStart(10)}${String(r.errors).padStart(8)}`,
    );
  const during = loads.slice(1);
  const worstP99 = rows.reduce((m, r) => Math.max(m, r.p99), 0);
  const worstP50 = rows.reduce((m, r) => Math.max(m, r.p50), 0);
  const errorCount = rows.reduce((s, r) => s + r.errors, 0);
  console.log(
    `\n${total} requests in ${seconds.toFixed(1)} s = ${(total / seconds).toFixed(0)} req/s, ${errorCount} errors` +
      `\nCPU per request: app ${((1000 * cpu.app) / total).toFixed(3)} ms, Postgres ${((1000 * cpu.postgres) / total).toFixed(3)} ms (app process ${((100 * cpu.app) / seconds).toFixed(0)}% of a core)` +
      `\nload average (1, 5, 15 min): before ${fmtLoad(loads[0])}; during, highest 1-min ${Math.max(...during.map((l) => l[0])).toFixed(2)}; after ${fmtLoad(os.loadavg())} (${os.cpus().length} cores)` +
      `\nworst p99 ${worstP99.toFixed(1)} ms (target < ${TARGET_P99_MS}): ${worstP99 < TARGET_P99_MS ? "met" : "MISSED"}` +
      `\nslowest p50 ${worstP50.toFixed(1)} ms = ${(worstP50 / medianP50).toFixed(2)}x the median route's ${medianP50.toFixed(1)} ms (target <= ${TARGET_P50_OVER_MEDIAN}x): ${worstP50 <= TARGET_P50_OVER_MEDIAN * medianP50 ? "met" : "MISSED"}`,
  );
}

await main();
