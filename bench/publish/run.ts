// Benchmark (issue 11): 10,000 posts due in the same second for 1,000 users, published against the LinkedIn
// simulator by one, then two, built worker processes (`node dist/server/worker.js`) on one Postgres. Each phase has a
// fresh database: 1,000 users, each with a workspace and a LinkedIn connection (a simulator token sealed with the
// worker's own cipher), 10 drafts each, then every post scheduled through the app's publishing service (its checks,
// its state change and its `publishing.publish` job with `startAfter` = the time), as the API does. Measured: time
// to drain (every post in a final state), lag after the due time (the simulator's receive time), duplicates (one
// text on the simulator more than once) and lost posts (not published). In the same run, the simulator's own
// ceiling: bare POST /rest/posts per second at the same concurrency, one new connection per request as the worker's
// transport; the ratio worker throughput / ceiling says how much of the physical limit the workers reach.
// With --spread S, the due times are spread uniformly over S seconds instead (each post's lag counts from its own
// due time; the drain still from the first). Each worker count runs --rounds times, each round on a fresh database:
// the table shows the median round (by p99 lag) and every round's p99, as the machine's speed varies between runs.
// With --kill-at F, in phases of two workers or more, the first worker is SIGKILLed once a fraction F of the posts is
// published (mid-drain): the posts it had in flight are left to the sweep (needs_check); every other post's lag is
// judged against issue 27's target (final within 15 s of its time), the dead worker's fetched posts included.
// Usage: npm run bench:publish [-- --posts 10000 --users 1000 --workers 1,2 --spread 0 --rounds 3 --kill-at 0.3]
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres: a server to create (and drop) the databases in;
//   default: an embedded Postgres, like the other benchmarks.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import PgBoss from "pg-boss";
import pg from "pg";
import pino from "pino";
import { linkedInTokenCipher } from "../../src/server/composition";
import { loadConfig } from "../../src/server/config";
import { createDatabase } from "../../src/server/db/client";
import { EmbeddedPostgres } from "../../src/server/db/embedded-postgres";
import { runMigrations } from "../../src/server/db/migrate";
import { pgBossJobQueue } from "../../src/server/jobs/job-queue";
import { publishingService } from "../../src/server/modules/publishing/service";
import { freePort } from "../../tests/support/free-port";
import { fakeS3Settings } from "../../tests/support/fake-s3-settings";

const arg = (name: string, fallback: string) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1]! : fallback;
};
const POSTS = Number(arg("posts", "10000"));
const USERS = Number(arg("users", "1000"));
const WORKER_COUNTS = arg("workers", "1,2").split(",").map(Number);
/** Seconds the due times are spread over, uniformly (0: every post due at the same instant). */
const SPREAD_S = Number(arg("spread", "0"));
/** Runs per worker count (each on a fresh database); the table shows the median round, the targets judge every round. */
const ROUNDS = Math.max(1, Number(arg("rounds", "3")) || 1);
const MODE = SPREAD_S > 0 ? `due spread uniformly over ${SPREAD_S} s` : "due at the same instant";
/** Seconds the ceiling is measured for, per concurrency. */
const CEILING_SECONDS = Number(arg("ceiling-seconds", "5"));
/** With a kill: the fraction of the posts published when the first worker is killed (NaN: no kill). */
const KILL_AT = Number(arg("kill-at", "NaN"));
const TARGET_KILLED_LAG_S = 15;
const TARGET_DRAIN_S = 60;
const TARGET_P99_LAG_S = 5;
/** The worker's publishing concurrency per process (PUBLISH_CONCURRENCY, its default unless set here). */
const CONCURRENCY = loadConfig({ PUBLISH_CONCURRENCY: process.env.PUBLISH_CONCURRENCY }).PUBLISH_CONCURRENCY;
const API_VERSION = loadConfig({}).LINKEDIN_API_VERSION;
const TMP = path.resolve(".tmp", `bench-publish-${Date.now()}`);

function cpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/**
 * CPU time (ms) the benchmark's database costs its Postgres server: its postmaster and the server's processes that
 * serve it (the database's backends, autovacuum on it, and the shared ones: WAL writer, checkpointer...), from the
 * start. A shared server's other databases are left out (other tests come and go meanwhile): every process is read
 * at each `sample`, so one that ends in between still counts up to its last sample.
 */
function postgresCpuTracker(postmaster: number, pool: pg.Pool, database: string) {
  const readCpu = (pid: number) => {
    try {
      return cpuMs(pid);
    } catch {
      return undefined; // ended meanwhile
    }
  };
  const children = () => {
    const pids: number[] = [];
    for (const entry of fs.readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8").split(") ")[1]!.split(" ");
        if (Number(stat[1]) === postmaster) pids.push(Number(entry));
      } catch {
        // ended meanwhile
      }
    }
    return pids;
  };
  const start = new Map<number, number>([[postmaster, readCpu(postmaster) ?? 0]]);
  for (const pid of children()) start.set(pid, readCpu(pid) ?? 0);
  const last = new Map<number, number>();
  const kinds = new Map<number, string>();
  return {
    async sample() {
      const { rows } = await pool.query<{ pid: number; kind: string }>(
        "SELECT pid, backend_type AS kind FROM pg_stat_activity WHERE datname = $1 OR datname IS NULL",
        [database],
      );
      for (const r of rows) kinds.set(r.pid, r.kind);
      for (const pid of [postmaster, ...rows.map((r) => r.pid)]) {
        const cpu = readCpu(pid);
        if (cpu !== undefined) last.set(pid, cpu);
      }
    },
    /** CPU ms since the tracker started, up to the last sample: in all, and per kind of process. */
    total() {
      let total = 0;
      const byKind: Record<string, number> = {};
      for (const [pid, cpu] of last) {
        const kind = kinds.get(pid) ?? "postmaster";
        byKind[kind] = (byKind[kind] ?? 0) + cpu - (start.get(pid) ?? 0);
        total += cpu - (start.get(pid) ?? 0);
      }
      return { total, byKind };
    },
  };
}

/** The postmaster of a Postgres on this machine (a backend's parent), to count its CPU time; undefined elsewhere. */
async function externalPostmaster(url: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    return Number(fs.readFileSync(`/proc/${rows[0]!.pid}/stat`, "utf8").split(") ")[1]!.split(" ")[1]);
  } catch {
    return undefined; // another machine
  } finally {
    await client.end();
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  await exited;
  clearTimeout(timer);
}

/** Runs `fn` over `items` with at most `limit` at a time. */
async function pooled<T>(items: readonly T[], limit: number, fn: (item: T, i: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

function percentile(sorted: number[], q: number): number {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! : NaN;
}

async function startSimulator(): Promise<{ child: ChildProcess; origin: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "bench/publish/simulator.ts"], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const origin = await new Promise<string>((resolve, reject) => {
    child.stdout!.on("data", (d) => {
      const m = /READY (\S+)/.exec(String(d));
      if (m) resolve(m[1]!);
    });
    child.once("exit", (code) => reject(new Error(`the simulator exited ${code}`)));
  });
  return { child, origin };
}

async function simJson<T>(origin: string, p: string, method = "GET", body?: unknown): Promise<T> {
  const res = await fetch(origin + p, {
    method,
    headers: body ? { "content-type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`simulator ${method} ${p}: ${res.status}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

/** A fresh database on the server, migrated; dropped by `drop`. */
async function freshDatabase(adminUrl: string) {
  const name = `bench_publish_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  // a diagnosis: every statement of this database with its duration in the server's log (a superuser setting)
  if (process.env.BENCH_LOG_STATEMENTS) await admin.query(`ALTER DATABASE ${name} SET log_min_duration_statement = 0`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const database = createDatabase(url, { max: 16 });
  await runMigrations(database);
  return {
    name,
    url,
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** The fake S3's settings every worker process gets (main starts it). */
let s3Env: Record<string, string> = {};

/** One built worker process (`node dist/server/worker.js`), logging to a file, once it polls. */
async function startWorker(url: string, secret: string, sim: string, n: number): Promise<ChildProcess> {
  const logFile = path.join(TMP, `worker-${n}.log`);
  const log = fs.openSync(logFile, "w");
  const prof = process.env.BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const child = spawn(process.execPath, [...prof, "dist/server/worker.js"], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: url,
      AUTH_SECRET: secret,
      LINKEDIN_API_URL: sim,
      LINKEDIN_WEB_URL: sim,
      LOG_LEVEL: "info",
      DATA_DIR: path.join(TMP, `worker-${n}-data`),
      ...(process.env.PUBLISH_CONCURRENCY ? { PUBLISH_CONCURRENCY: process.env.PUBLISH_CONCURRENCY } : {}),
      // several processes on one database need S3 settings (a fake S3: a process checks its bucket at start; the
      // posts have no media, nothing else is stored)
      ...s3Env,
    },
    stdio: ["ignore", log, log],
  });
  const deadline = Date.now() + 60_000;
  while (!fs.readFileSync(logFile, "utf8").includes("PillarPost workers are running")) {
    if (child.exitCode !== null) throw new Error(`worker ${n} exited; see ${logFile}`);
    if (Date.now() > deadline) throw new Error(`worker ${n} did not start; see ${logFile}`);
    await sleep(100);
  }
  return child;
}

interface PhaseResult {
  workers: number;
  scheduleSeconds: number;
  drainSeconds: number;
  published: number;
  lagP50: number;
  lagP99: number;
  lagMax: number;
  duplicates: number;
  lost: number;
  notOnLinkedIn: number;
  throughput: number;
  workerCpuMsPerPost: number;
  pgCpuMsPerPost: number;
  /** Postgres's CPU ms (not per post) by kind of process (pg_stat_activity.backend_type). */
  pgCpuMsByProcess?: Record<string, number>;
  simCpuMsPerPost: number;
  /** Bare POST /rest/posts per second at the same total concurrency, measured right after the drain. */
  ceiling: number;
  /** The machine's 1-minute load average at the end of the drain (2 cores shared with other work). */
  load: number;
  /** --kill-at: seconds after the first due time the first worker was killed, and the posts it had in flight. */
  killedAfter?: number;
  /** Posts not yet final when it was killed (0: it was not mid-drain), and those it had in flight. */
  openAtKill?: number;
  inFlightAtKill?: number;
}

async function phase(
  adminUrl: string,
  sim: { origin: string; pid: number },
  workerCount: number,
  postmaster: number | undefined,
): Promise<PhaseResult> {
  const secret = randomBytes(32).toString("hex");
  const cipher = linkedInTokenCipher(secret);
  const db = await freshDatabase(adminUrl);
  const pool = db.database.pool;
  const workers: ChildProcess[] = [];
  let boss: PgBoss | undefined;
  try {
    // users (each gets a personal workspace from the users trigger), a LinkedIn connection per workspace
    const tag = randomBytes(3).toString("hex");
    const userIds = Array.from({ length: USERS }, (_, i) => `bench-${tag}-${i}`);
    await pool.query(
      "INSERT INTO users (id, name, email) SELECT id, 'Bench', id || '@example.com' FROM unnest($1::text[]) id",
      [userIds],
    );
    const { rows: spaces } = await pool.query<{ id: string; user: string }>(
      'SELECT id, personal_user_id AS "user" FROM workspaces WHERE personal_user_id = ANY($1)',
      [userIds],
    );
    const tokens = new Map<string, string>();
    await pooled(userIds, 16, async (id) => {
      const sub = `m${id.replaceAll("-", "")}`;
      tokens.set(
        id,
        (await simJson<{ access_token: string }>(sim.origin, "/test/tokens", "POST", { sub })).access_token,
      );
    });
    await pool.query(
      `INSERT INTO linkedin_connections (workspace_id, created_by, member_id, name, access_token, access_token_expires_at, scope)
       SELECT w, u, 'm' || replace(u, '-', ''), 'Bench', t, now() + interval '60 days', 'openid profile email w_member_social'
       FROM unnest($1::uuid[], $2::text[], $3::text[]) AS x(w, u, t)`,
      [spaces.map((s) => s.id), spaces.map((s) => s.user), spaces.map((s) => cipher.encrypt(tokens.get(s.user)!))],
    );
    // drafts, POSTS / USERS per user; each text is unique (and has characters little text escapes)
    const perUser = Math.ceil(POSTS / USERS);
    const owners = Array.from({ length: POSTS }, (_, i) => spaces[Math.floor(i / perUser) % spaces.length]!);
    const { rows: drafts } = await pool.query<{ id: string; user: string; version: number }>(
      `INSERT INTO posts (workspace_id, created_by, body, status)
       SELECT w, u, b, 'draft' FROM unnest($1::uuid[], $2::text[], $3::text[]) AS x(w, u, b)
       RETURNING id, created_by AS "user", version`,
      [
        owners.map((o) => o.id),
        owners.map((o) => o.user),
        owners.map((_, i) => `Bench post ${i} (${tag}): on time, exactly once. #publishing`),
      ],
    );

    for (let n = 1; n <= workerCount; n++) workers.push(await startWorker(db.url, secret, sim.origin, n));

    // the app's scheduling path: the service (checks, state change) and its job, sent through pg-boss
    boss = new PgBoss({ connectionString: db.url, schema: "pgboss", max: 8, supervise: false, schedule: false });
    await boss.start();
    const service = publishingService({ database: db.database, jobs: pgBossJobQueue(boss) });
    // Every post scheduled for the same instant an hour ahead (how long scheduling 10,000 takes depends on the
    // machine's load), then the clock moved on: that instant becomes a few seconds from now for the posts and their
    // waiting jobs alike, as if the hour had passed.
    const planned = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 3_600_000);
    const scheduling = Date.now();
    await pooled(drafts, 12, async (d) => {
      await service.schedule({ userId: d.user }, d.id, { scheduledAt: planned.toISOString(), version: d.version });
    });
    const scheduleSeconds = (Date.now() - scheduling) / 1000;
    await boss.stop({ graceful: false, wait: true });
    boss = undefined;
    // the first due time; with a spread, the k-th post (in id order: users mixed) is due k / POSTS of it later
    const due = new Date(Math.ceil((Date.now() + 5000) / 1000) * 1000);
    const moved = await pool.query(
      `WITH p AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM posts WHERE status = 'scheduled')
       UPDATE posts SET scheduled_at = $1::timestamptz + make_interval(secs => p.k * $2::float8 / $3)
       FROM p WHERE posts.id = p.id`,
      [due, SPREAD_S, POSTS],
    );
    const jobsMoved = await pool.query(
      `UPDATE pgboss.job j SET start_after = p.scheduled_at FROM posts p
       WHERE j.name = 'publishing.publish' AND j.state = 'created' AND p.id = (j.data->>'postId')::uuid`,
    );
    if (moved.rowCount !== POSTS || jobsMoved.rowCount !== POSTS)
      throw new Error(`${moved.rowCount} posts scheduled and ${jobsMoved.rowCount} jobs waiting, not ${POSTS}`);

    await sleep(due.getTime() - Date.now());
    const cpu0 = {
      workers: workers.reduce((s, w) => s + cpuMs(w.pid!), 0),

      sim: cpuMs(sim.pid),
    };
    const pgCpu = postmaster ? postgresCpuTracker(postmaster, pool, db.name) : undefined;
    await pgCpu?.sample();
    const timeout = Date.now() + Math.max(180_000, POSTS * 60) + SPREAD_S * 1000;
    let open = POSTS;
    let lastPrint = Date.now();
    const killAt = workerCount >= 2 && KILL_AT > 0 ? Math.ceil(KILL_AT * POSTS) : undefined;
    let killedAt: Date | undefined;
    /** The killed worker's CPU ms until its kill (its /proc entry goes with it). */
    let killedCpu: number | undefined;
    let openAtKill = 0;
    while (Date.now() < timeout) {
      const { rows } = await pool.query<{ open: number; scheduled: number }>(
        // the two partial indexes of open posts (the benchmark's are never in the trash), not the whole table
        `SELECT count(*)::int AS open, count(*) FILTER (WHERE status = 'scheduled')::int AS scheduled
         FROM posts WHERE status = 'scheduled' AND deleted_at IS NULL OR status = 'publishing'`,
      );
      open = rows[0]!.open;
      await pgCpu?.sample();
      if (open === 0) break;
      if (killAt !== undefined && !killedAt && POSTS - open >= killAt) {
        killedCpu = cpuMs(workers[0]!.pid!);
        workers[0]!.kill("SIGKILL");
        killedAt = new Date();
        openAtKill = open;
      }
      // after a kill: drained once no post waits and no publish job is left (the dead worker's were handed back
      // and ended): the posts still publishing are those it had in flight
      if (killedAt && rows[0]!.scheduled === 0) {
        const { rows: jobs } = await pool.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'publishing.publish' AND state IN ('created', 'retry', 'active')",
        );
        if (jobs[0]!.n === 0) break;
      }
      if (Date.now() - lastPrint > 5000) {
        lastPrint = Date.now();
        process.stdout.write(`    ${((Date.now() - due.getTime()) / 1000).toFixed(0)} s: ${open} open\n`);
      }
      // closely until the kill: a burst drains in well under a second
      await sleep(killAt !== undefined && !killedAt ? 20 : 200);
    }
    const cpu = {
      workers:
        workers.reduce((s, w, i) => s + (i === 0 && killedCpu !== undefined ? killedCpu : cpuMs(w.pid!)), 0) -
        cpu0.workers,
      pg: pgCpu ? pgCpu.total().total : NaN,
      pgByKind: pgCpu?.total().byKind,
      sim: cpuMs(sim.pid) - cpu0.sim,
    };
    const load = os.loadavg()[0]!;

    const { rows: posts } = await pool.query<{ body: string; status: string; done: number; dueAt: number }>(
      `SELECT body, status, extract(epoch FROM updated_at - $1::timestamptz)::float8 AS done,
         (extract(epoch FROM scheduled_at) * 1000)::float8 AS "dueAt" FROM posts`,
      [due],
    );
    const dueOf = new Map(posts.map((p) => [p.body, p.dueAt]));
    // the killed worker's posts in flight: left to the sweep, out of the lags and the lost
    const inFlight = new Set(
      posts.filter((p) => killedAt && (p.status === "publishing" || p.status === "needs_check")).map((p) => p.body),
    );
    const records = await simJson<{ posts: { parsed: { text: string }; createdAt: string }[] }>(
      sim.origin,
      "/test/records",
    );
    const onSim = new Map<string, number[]>();
    for (const p of records.posts) {
      const lag = (new Date(p.createdAt).getTime() - (dueOf.get(p.parsed.text) ?? due.getTime())) / 1000;
      onSim.set(p.parsed.text, [...(onSim.get(p.parsed.text) ?? []), lag]);
    }
    const lags: number[] = [];
    let duplicates = 0;
    for (const [text, times] of onSim) {
      duplicates += times.length - 1;
      if (!inFlight.has(text)) lags.push(Math.min(...times));
    }
    lags.sort((a, b) => a - b);
    const published = posts.filter((p) => p.status === "published");
    const drained = open === 0 || (killedAt !== undefined && Date.now() < timeout);
    const drainSeconds = drained ? Math.max(...posts.filter((p) => !inFlight.has(p.body)).map((p) => p.done)) : NaN;
    await simJson(sim.origin, "/test/records", "DELETE");
    // the physical limit in the same machine state, right after the drain (the workers are idle)
    const ceilingRps = await ceiling(sim.origin, CONCURRENCY * workerCount);
    return {
      workers: workerCount,
      scheduleSeconds,
      drainSeconds,
      published: published.length,
      lagP50: percentile(lags, 0.5),
      lagP99: percentile(lags, 0.99),
      lagMax: lags.at(-1) ?? NaN,
      duplicates,
      lost: POSTS - published.length - inFlight.size,
      notOnLinkedIn: published.filter((p) => !onSim.has(p.body)).length,
      throughput: published.length / drainSeconds,
      workerCpuMsPerPost: cpu.workers / POSTS,
      pgCpuMsPerPost: cpu.pg / POSTS,
      pgCpuMsByProcess: cpu.pgByKind,
      simCpuMsPerPost: cpu.sim / POSTS,
      ceiling: ceilingRps,
      load,
      ...(killedAt
        ? { killedAfter: (killedAt.getTime() - due.getTime()) / 1000, openAtKill, inFlightAtKill: inFlight.size }
        : {}),
    };
  } finally {
    await boss?.stop({ graceful: false, wait: true }).catch(() => {});
    await Promise.all(workers.map(stop));
    await db.drop();
    await simJson(sim.origin, "/test/records", "DELETE");
  }
}

/** Bare POST /rest/posts per second at `concurrency`, a new connection per request as the worker's transport. */
async function ceiling(sim: string, concurrency: number): Promise<number> {
  const { access_token: token } = await simJson<{ access_token: string }>(sim, "/test/tokens", "POST", {
    sub: "ceiling",
  });
  const agent = new http.Agent({ keepAlive: false });
  const url = new URL("/rest/posts", sim);
  let n = 0;
  const post = () =>
    new Promise<void>((resolve, reject) => {
      const body = Buffer.from(
        JSON.stringify({
          author: "urn:li:person:ceiling",
          commentary: `Ceiling ${n++}`,
          visibility: "PUBLIC",
          distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
          lifecycleState: "PUBLISHED",
          isReshareDisabledByAuthor: false,
        }),
      );
      const req = http.request(url, {
        method: "POST",
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          "linkedin-version": API_VERSION,
          "x-restli-protocol-version": "2.0.0",
          "content-type": "application/json",
          "content-length": String(body.length),
        },
      });
      req.on("response", (res) => {
        res.resume();
        res.on("end", () => (res.statusCode === 201 ? resolve() : reject(new Error(`ceiling: ${res.statusCode}`))));
      });
      req.on("error", reject);
      req.end(body);
    });
  const run = async (seconds: number) => {
    const end = Date.now() + seconds * 1000;
    let done = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (Date.now() < end) {
          await post();
          done++;
        }
      }),
    );
    return done / ((performance.now() - t0) / 1000);
  };
  await run(1); // warm-up
  const rps = await run(CEILING_SECONDS);
  await simJson(sim, "/test/records", "DELETE");
  return rps;
}

async function main() {
  fs.mkdirSync(TMP, { recursive: true });
  spawnSync(process.execPath, ["scripts/build-server.mjs"], { stdio: "inherit" });
  let embedded: EmbeddedPostgres | undefined;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    embedded = new EmbeddedPostgres({
      dataDir: path.join(TMP, "pg"),
      port: await freePort(),
      database: "bench",
      logger: pino({ level: "warn" }),
    });
    adminUrl = await embedded.start();
  }
  const postmaster = embedded
    ? Number(fs.readFileSync(path.join(TMP, "pg", "postgres", "postmaster.pid"), "utf8").split("\n")[0])
    : await externalPostmaster(adminUrl);
  const sim = await startSimulator();
  const s3 = await fakeS3Settings("pillarpost-bench");
  s3Env = s3.env;
  try {
    // per worker count, its rounds; the median round (by p99 lag) stands for it in the table
    const rounds: PhaseResult[][] = [];
    for (const count of WORKER_COUNTS) {
      const runs: PhaseResult[] = [];
      for (let round = 1; round <= ROUNDS; round++) {
        console.log(
          `${POSTS} posts for ${USERS} users, ${MODE}, ${count} worker process(es), round ${round}/${ROUNDS}…`,
        );
        runs.push(await phase(adminUrl, { origin: sim.origin, pid: sim.child.pid! }, count, postmaster));
        console.log(`    ${JSON.stringify(runs.at(-1))}`);
      }
      rounds.push(runs);
    }
    const medianRound = (runs: PhaseResult[]) => [...runs].sort((a, b) => a.lagP99 - b.lagP99)[(runs.length - 1) >> 1]!;
    const results = rounds.map(medianRound);

    const f = (v: number, d = 1) => (Number.isFinite(v) ? v.toFixed(d) : "n/a");
    console.log(
      `\n${POSTS} posts ${MODE} for ${USERS} users; PUBLISH_CONCURRENCY ${CONCURRENCY} per worker; ${embedded ? "embedded Postgres" : "BENCH_DATABASE_URL's Postgres"}${postmaster ? "" : " (not on this machine: its CPU is not measured)"}`,
    );
    console.log(
      `${"workers".padEnd(8)}${"drain s".padStart(9)}${"lag p50".padStart(9)}${"lag p99".padStart(9)}${"lag max".padStart(9)}${"posts/s".padStart(9)}${"ceiling".padStart(9)}${"ratio".padStart(7)}${"dup".padStart(5)}${"lost".padStart(6)}${"CPU ms/post: workers".padStart(22)}${"Postgres".padStart(10)}${"simulator".padStart(11)}${"load".padStart(6)}${"CPU-bound s".padStart(13)}`,
    );
    const cpuBound = (r: PhaseResult) =>
      (POSTS * (r.workerCpuMsPerPost + r.pgCpuMsPerPost + r.simCpuMsPerPost)) / 1000 / os.cpus().length;
    // every round is judged, not only the median one: a target met in 2 of 3 rounds is missed
    let safe = true;
    let twoWorkerRounds: PhaseResult[] | undefined;
    const meetsTargets = (x: PhaseResult) =>
      x.killedAfter !== undefined
        ? x.lagMax <= TARGET_KILLED_LAG_S
        : x.drainSeconds <= TARGET_DRAIN_S && x.lagP99 <= TARGET_P99_LAG_S;
    for (const [i, r] of results.entries()) {
      const ceil = r.ceiling;
      console.log(
        `${String(r.workers).padEnd(8)}${f(r.drainSeconds).padStart(9)}${f(r.lagP50, 2).padStart(9)}${f(r.lagP99, 2).padStart(9)}${f(r.lagMax, 2).padStart(9)}${f(r.throughput, 0).padStart(9)}${f(ceil, 0).padStart(9)}${f(r.throughput / ceil, 2).padStart(7)}${String(r.duplicates).padStart(5)}${String(r.lost).padStart(6)}${f(r.workerCpuMsPerPost, 2).padStart(22)}${f(r.pgCpuMsPerPost, 2).padStart(10)}${f(r.simCpuMsPerPost, 2).padStart(11)}${f(r.load).padStart(6)}${f(cpuBound(r)).padStart(13)}`,
      );
      const runs = rounds[i]!;
      if (runs.length > 1)
        console.log(
          `${"".padEnd(8)}rounds: p99 lag ${runs.map((x) => f(x.lagP99, 2)).join(", ")} s; drain ${runs.map((x) => f(x.drainSeconds)).join(", ")} s`,
        );
      for (const x of runs) {
        if (x.notOnLinkedIn) console.log(`  ${x.notOnLinkedIn} posts marked published are not on the simulator`);
        safe &&= x.duplicates === 0 && x.lost === 0 && x.notOnLinkedIn === 0;
      }
      if (r.workers === 2) twoWorkerRounds = runs;
      for (const x of runs)
        if (x.killedAfter !== undefined)
          console.log(
            `${"".padEnd(8)}first worker killed ${f(x.killedAfter, 2)} s after the first due time with ${x.openAtKill} posts open: ${x.inFlightAtKill} in flight there (left to needs_check), every other post's lag max ${f(x.lagMax, 2)} s`,
          );
    }
    const met = twoWorkerRounds?.filter(meetsTargets).length ?? 0;
    const timely = twoWorkerRounds
      ? `${met === twoWorkerRounds.length ? "met" : "MISSED"} in ${met}/${twoWorkerRounds.length} rounds`
      : "not measured (no two-worker phase: --workers must include 2)";
    const ok = safe && twoWorkerRounds !== undefined && met === twoWorkerRounds.length;
    console.log(
      `\nceiling = bare POST /rest/posts per second against the simulator at the workers' total concurrency, right after the drain (a new connection each, as the worker's transport); ratio = posts/s / ceiling
load = the machine's 1-minute load average at the end of the drain (${os.cpus().length} cores); CPU-bound s = the drain if the CPU time the posts took (workers + Postgres + simulator) had the machine's ${os.cpus().length} cores to itself: an estimate, for a loaded machine
CPU ms/post: Postgres = its processes serving the benchmark's database (its backends, autovacuum, WAL writer, checkpointer...), not the other databases of a shared server
lag = the simulator's receive time - the post's due time; drain = the last post's final state - the first due time
a row = the median of ${ROUNDS} round(s) by p99 lag, each on a fresh database; duplicates and lost count in every round
scheduling through the service took ${rounds
        .flat()
        .map((r) => `${f(r.scheduleSeconds)} s`)
        .join(", ")}, for an instant an hour ahead, then moved to a few seconds ahead with the jobs
target (two workers, every round): ${Number.isFinite(KILL_AT) ? `one killed mid-drain, every post not in flight there published <= ${TARGET_KILLED_LAG_S} s after its time` : `drained in <= ${TARGET_DRAIN_S} s, p99 lag <= ${TARGET_P99_LAG_S} s`}: ${timely}
target (every round of every phase): 0 duplicates, 0 lost, every post marked published on the simulator: ${safe ? "met" : "MISSED"}`,
    );
    // not measured is not met: exit 0 only when the two-worker target was measured and met in every round
    if (!ok) process.exitCode = 1;
  } finally {
    await stop(sim.child);
    await s3.s3.stop();
    await embedded?.stop();
    if (!process.exitCode) fs.rmSync(TMP, { recursive: true, force: true });
  }
}

await main();
