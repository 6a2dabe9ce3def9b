// Benchmark: GET /api/me on the real server (session lookup + row-level-security context + zod) against a bare Hono
// route running the same SQL, in the same run on the same database. Prints req/s, p99, the ratio, server RSS and
// the CPU time each server (and the embedded Postgres) spent per request, which the machine's load disturbs less.
// Then, after the rounds, a server render's cost: the server's CPU per signed-in page request of every page the server
// renders with its data, beside GET /api/me's measured the same way (bench/api/page-render.ts), the user's workspace
// seeded as bench:web's (bench/web/seed.ts); it needs the web build (`npm run build`), else it is skipped.
// Usage: npm run bench:api [-- --duration 10 --connections 20 --rounds 3 --page-requests 200]
//   (BENCH_DATABASE_URL to use an external Postgres)
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import pino from "pino";
import { createDatabase } from "../../src/server/db/client";
import { EmbeddedPostgres } from "../../src/server/db/embedded-postgres";
import { runMigrations } from "../../src/server/db/migrate";
import { freePort } from "../../tests/support/free-port";
import { seedWorkspace } from "../web/seed";
import { pageRenderCpu, pageRenderLines } from "./page-render";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const DURATION = arg("duration", 10);
const CONNECTIONS = arg("connections", 20);
const ROUNDS = arg("rounds", 3);
const PAGE_REQUESTS = arg("page-requests", 200);
/** The targets (issue 9 §6): req/s of ours over the bare baseline's, and the server's memory. */
const TARGET_RATIO = 0.72;
const TARGET_IDLE_RSS_MB = 150;
const TARGET_LOAD_RSS_MB = 300;
// BENCH_CPU_PROF=dir: the server and the baseline write a CPU profile there when they stop (where does the time go?)
const PROFILE = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

/**
 * CPU time (ms) from /proc/<pid>/stat (ticks of 10 ms): the process's own, user + system or one of them, or
 * "ended children": what the children it has waited for used (cutime + cstime).
 */
function cpuMs(pid: number, part: "user" | "system" | "both" | "ended children" = "both"): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const [user, system, childrenUser, childrenSystem] = fields.slice(11, 15).map((f) => Number(f) * 10);
  if (part === "ended children") return childrenUser + childrenSystem;
  return part === "user" ? user : part === "system" ? system : user + system;
}

/**
 * CPU time (ms) used by a Postgres server: its postmaster, every process it started that is still running, and
 * those that have ended (a pooled connection closed between rounds takes its backend's time with it otherwise).
 */
function postgresCpuMs(postmaster: number): number {
  let total = cpuMs(postmaster) + cpuMs(postmaster, "ended children");
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1].split(" ");
      if (Number(stat[1]) === postmaster) total += cpuMs(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

/** Seconds the idle reading waits at most for the server to give back its start's memory. */
const IDLE_SETTLE_S = 45;

/**
 * The server's RSS once idle. Right after start (the code loaded, the page renderer warmed up, a sign-up served) V8
 * still holds the pages that work used; its memory reducer gives them back once no request has come for a while
 * (10 to 30 s here). Read every second until the RSS has fallen by a tenth and held for 3 s, or IDLE_SETTLE_S.
 */
async function idleRss(pid: number): Promise<{ settled: number; afterStart: number; seconds: number }> {
  await new Promise((r) => setTimeout(r, 1000));
  const afterStart = rssMb(pid);
  const readings = [afterStart];
  for (let s = 1; s <= IDLE_SETTLE_S; s++) {
    await new Promise((r) => setTimeout(r, 1000));
    readings.push(rssMb(pid));
    const last = readings.slice(-4);
    const held = Math.max(...last) - Math.min(...last) <= 2;
    if (last.length === 4 && held && last[3] <= afterStart * 0.9) return { settled: last[3], afterStart, seconds: s };
  }
  return { settled: readings.at(-1)!, afterStart, seconds: IDLE_SETTLE_S };
}

/** The production build of the server (what `npm start` runs), on the benchmark's database, logging to a file. */
async function startApp(databaseUrl: string, port: number): Promise<ChildProcess> {
  spawnSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "ignore" });
  const env = {
    PATH: process.env.PATH,
    DATABASE_URL: databaseUrl,
    AUTH_SECRET: randomBytes(32).toString("hex"),
    PORT: String(port),
    HOST: "127.0.0.1",
    LOG_LEVEL: "info",
    DATA_DIR: ".tmp/bench-data",
    AUTH_RATE_LIMIT_MAX: "100000",
  };
  // A log file, not a pipe: a pipe this process is too busy to drain would stall the server's synchronous logging.
  const log = fs.openSync(path.resolve(".tmp", "bench-server.log"), "w");
  // BENCH_NODE_FLAGS: node options for the server, e.g. --cpu-prof-interval=100 or --max-semi-space-size=32
  const flags = (process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean);
  const child = spawn(process.execPath, [...PROFILE, ...flags, "dist/server/index.js"], {
    env,
    stdio: ["ignore", log, log],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("the server exited; see .tmp/bench-server.log");
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the server did not become healthy; see .tmp/bench-server.log");
}

async function startBaseline(args: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...PROFILE, "--import", "tsx", "bench/api/baseline.ts", ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (d) => String(d).includes("READY") && resolve());
    child.once("exit", (code) => reject(new Error(`baseline exited ${code}`)));
  });
  return child;
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

/** Load on one target; with its server's pid (and Postgres's), the CPU time each spent per request (µs). */
async function load(url: string, server: number, postmaster: number | undefined, cookie?: string) {
  const before = {
    server: cpuMs(server),
    system: cpuMs(server, "system"),
    pg: postmaster ? postgresCpuMs(postmaster) : 0,
  };
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION,
    headers: cookie ? { cookie } : {},
  });
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers`);
  const perRequest = (ms: number) => (ms * 1000) / result.requests.total;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    serverCpuUs: perRequest(cpuMs(server) - before.server),
    serverSystemUs: perRequest(cpuMs(server, "system") - before.system),
    pgCpuUs: postmaster ? perRequest(postgresCpuMs(postmaster) - before.pg) : NaN,
  };
}

async function main() {
  const logger = pino({ level: "warn" });
  let embedded: EmbeddedPostgres | undefined;
  let url = process.env.BENCH_DATABASE_URL;
  const dir = path.resolve(".tmp", `bench-${Date.now()}`);
  if (!url) {
    embedded = new EmbeddedPostgres({ dataDir: dir, port: await freePort(), database: "bench", logger });
    url = await embedded.start();
  }
  // the embedded server's postmaster, to count Postgres's CPU time per request (an external one is not measured)
  const postmaster = embedded
    ? Number(fs.readFileSync(path.join(dir, "postgres", "postmaster.pid"), "utf8").split("\n")[0])
    : undefined;
  const database = createDatabase(url);
  await runMigrations(database);

  const appPort = await freePort();
  const app = await startApp(url, appPort);
  const base = `http://127.0.0.1:${appPort}`;
  const origin = `http://localhost:${appPort}`;
  const email = `bench-${Date.now()}@example.com`;
  const post = (p: string, body: unknown) =>
    fetch(base + p, {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify(body),
    });
  await post("/api/auth/sign-up/email", {
    email,
    password: "bench-password",
    name: "B",
    firstName: "Bench",
    lastName: "Mark",
  });
  await new Promise((r) => setTimeout(r, 300));
  const { rows } = await database.pool.query('SELECT text FROM outbox_mails WHERE "to" = $1', [email]);
  const link = new URL(/(https?:\/\/\S+)/.exec(rows[0].text)![1]);
  await fetch(base + link.pathname + link.search, { redirect: "manual" });
  const signIn = await post("/api/auth/sign-in/email", { email, password: "bench-password" });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  const userId = ((await signIn.json()) as { user: { id: string } }).user.id;

  const barePort = await freePort();
  const bare = await startBaseline([url, String(barePort), userId]);

  const idle = await idleRss(app.pid!);
  // warm-up, then measure; the baseline runs in between so both see the same machine state
  await autocannon({ url: `${base}/api/me`, connections: CONNECTIONS, duration: 2, headers: { cookie } });
  await autocannon({ url: `http://127.0.0.1:${barePort}/api/me`, connections: CONNECTIONS, duration: 2 });
  // Alternate the two targets over several rounds so a change in machine load hits both alike; report medians.
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(app.pid!))), 200);
  const reals: Awaited<ReturnType<typeof load>>[] = [];
  const baselines: Awaited<ReturnType<typeof load>>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    reals.push(await load(`${base}/api/me`, app.pid!, postmaster, cookie));
    baselines.push(await load(`http://127.0.0.1:${barePort}/api/me`, bare.pid!, postmaster));
  }
  clearInterval(sampler);
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const summary = (runs: typeof reals) => ({
    rps: median(runs.map((r) => r.rps)),
    p99: median(runs.map((r) => r.p99)),
    cpu: `CPU per request: server ${median(runs.map((r) => r.serverCpuUs)).toFixed(0)} µs (system ${median(runs.map((r) => r.serverSystemUs)).toFixed(0)}), Postgres ${postmaster ? `${median(runs.map((r) => r.pgCpuUs)).toFixed(0)} µs` : "(external, not measured)"}`,
  });
  const real = summary(reals);
  const baseline = summary(baselines);
  const ratios = reals.map((r, i) => r.rps / baselines[i].rps);
  const ratio = median(ratios);
  // every round is judged (not only the median): a ratio met in 2 of 3 rounds is missed
  const ratioMet = ratios.filter((r) => r >= TARGET_RATIO).length;
  const verdicts = {
    ratio: ratioMet === ratios.length,
    idle: idle.settled < TARGET_IDLE_RSS_MB,
    load: peak < TARGET_LOAD_RSS_MB,
  };
  const said = (ok: boolean) => (ok ? "met" : "MISSED");
  console.log(
    `\nGET /api/me, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION} s, same database (medians)`,
  );
  console.log(
    `  baseline (bare Hono + same SQL):  ${baseline.rps.toFixed(0).padStart(7)} req/s   p99 ${baseline.p99} ms   ${baseline.cpu}`,
  );
  console.log(
    `  PillarPost (session + RLS + zod): ${real.rps.toFixed(0).padStart(7)} req/s   p99 ${real.p99} ms   ${real.cpu}`,
  );
  console.log(
    `  ratio: ${ratio.toFixed(2)} (target >= ${TARGET_RATIO} in every round, issue 9 §6): ${said(verdicts.ratio)} in ${ratioMet}/${ratios.length} rounds; per round: ${ratios.map((r) => r.toFixed(2)).join(", ")}`,
  );
  console.log(
    `  server RSS: idle ${idle.settled.toFixed(0)} MB (target < ${TARGET_IDLE_RSS_MB}): ${said(verdicts.idle)}; under load ${peak.toFixed(0)} MB (target < ${TARGET_LOAD_RSS_MB}): ${said(verdicts.load)}; embedded Postgres excluded`,
  );
  console.log(
    `  idle = ${idle.seconds} s without requests (${idle.afterStart.toFixed(0)} MB one second after the last, before V8 gave back what starting used)`,
  );

  console.log(
    `  targets: ${
      Object.values(verdicts).every(Boolean)
        ? "met"
        : `MISSED (${Object.entries(verdicts)
            .filter(([, ok]) => !ok)
            .map(([name]) => name)
            .join(", ")})`
    }`,
  );
  if (!Object.values(verdicts).every(Boolean)) process.exitCode = 1;

  if (fs.existsSync(path.resolve("dist", "web", "index.html"))) {
    await seedWorkspace(base, cookie, url, origin);
    const perRequest = await pageRenderCpu(base, cookie, PAGE_REQUESTS, {
      server: () => cpuMs(app.pid!),
      postgres: () => (postmaster ? postgresCpuMs(postmaster) : NaN),
    });
    for (const line of pageRenderLines(perRequest, PAGE_REQUESTS)) console.log(line);
  } else console.log("\n(no web build in dist/web: the page renders were not measured; run `npm run build`)");

  await Promise.all([stop(app), stop(bare)]);
  await database.close();
  await embedded?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}

await main();
