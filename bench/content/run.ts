// Benchmark (issues 10, 32): the Library list and full-text search with 10,000 posts, 10,000 notes and 10,000 saved posts in the measured
// workspace, beside 100 other workspaces of the same size. Each operation runs server-side exactly as a request does
// (the service: withUser's row-level-security context + the query + mapping) and, in the same run, as the same SQL
// on a bare `pg` pool (owner connection, no context). Prints p50/p95 of both and the ratio bare/app of the p95s.
// Usage: npm run bench:content [-- --workspaces 101 --per 10000 --runs 200]   (BENCH_DATABASE_URL: an external
// Postgres; seeding 3 million rows takes a few minutes)
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pino from "pino";
import { createDatabase, type Database } from "../../src/server/db/client";
import { EmbeddedPostgres } from "../../src/server/db/embedded-postgres";
import { runMigrations } from "../../src/server/db/migrate";
import { sql } from "drizzle-orm";
import { listPosts } from "../../src/server/modules/posts/queries";
import { postService } from "../../src/server/modules/posts/service";
import { facets, listSavedPosts } from "../../src/server/modules/saved-posts/queries";
import { savedPostService } from "../../src/server/modules/saved-posts/service";
import { searchContent } from "../../src/server/modules/search/queries";
import { searchService } from "../../src/server/modules/search/service";
import { prefixQueryText } from "../../src/server/modules/search/text-query";
import { freePort } from "../../tests/support/free-port";
import { VOCABULARY } from "./vocabulary";

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const WORKSPACES = arg("workspaces", 101);
const PER = arg("per", 10_000);
const RUNS = arg("runs", 200);
const TARGET_P95_MS = 50;

/** 10,000 posts and 10,000 notes per workspace, texts of 20-80 words drawn from a mixed English/French vocabulary. */
async function seed(database: Database): Promise<string> {
  const pool = database.pool;
  const users = Array.from({ length: WORKSPACES }, () => `bench-${randomUUID()}`);
  for (const id of users)
    await pool.query("INSERT INTO users (id, name, email) VALUES ($1, 'Bench', $2)", [id, `${id}@example.com`]);
  const words = `{${VOCABULARY.map((w) => `"${w}"`).join(",")}}`;
  const started = Date.now();
  for (const [i, id] of users.entries()) {
    const { rows } = await pool.query("SELECT id FROM workspaces WHERE personal_user_id = $1", [id]);
    for (const [table, textColumn] of [
      ["posts", "body"],
      ["notes", "body"],
      ["saved_posts", "text"],
    ]) {
      await pool.query(
        `INSERT INTO ${table} (workspace_id, created_by, ${textColumn}, updated_at)
         SELECT $1, $2, t.body, now() - (g * interval '1 minute')
           FROM generate_series(1, $3) g
           CROSS JOIN LATERAL (
             SELECT string_agg(($4::text[])[1 + floor(random() * array_length($4::text[], 1))::int], ' ') AS body
               FROM generate_series(1, 20 + (g % 61)) w WHERE g > 0
           ) t`,
        [rows[0].id, id, PER, words],
      );
    }
    if (i % 10 === 9)
      process.stdout.write(
        `  seeded ${i + 1}/${WORKSPACES} workspaces (${((Date.now() - started) / 1000).toFixed(0)} s)\n`,
      );
  }
  await pool.query("ANALYZE posts; ANALYZE notes; ANALYZE saved_posts;");
  return users[Math.floor(users.length / 2)];
}

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { p50: at(0.5), p95: at(0.95) };
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function main() {
  const logger = pino({ level: "warn" });
  let embedded: EmbeddedPostgres | undefined;
  let url = process.env.BENCH_DATABASE_URL;
  const dir = path.resolve(".tmp", `bench-content-${Date.now()}`);
  if (!url) {
    embedded = new EmbeddedPostgres({ dataDir: dir, port: await freePort(), database: "bench", logger });
    url = await embedded.start();
  }
  const database = createDatabase(url);
  try {
    await runMigrations(database);
    console.log(`Seeding ${WORKSPACES} workspaces x (${PER} posts + ${PER} notes + ${PER} saved posts)…`);
    const userId = await seed(database);
    const { rows } = await database.pool.query("SELECT id FROM workspaces WHERE personal_user_id = $1", [userId]);
    const workspaceId: string = rows[0].id;
    const posts = postService({ database });
    const search = searchService({ database });
    const saved = savedPostService({ database });
    const terms = ["leadership", "réseau", "strat", "carriere client"];

    // The same SQL the services run (the very same query functions), with the workspace as a literal instead of the
    // request context, on the owner connection: no transaction, no context statement, no row-level security.
    const bareDb = database.db;
    const ws = sql`${workspaceId}::uuid`;
    const ops: { name: string; app: (i: number) => Promise<unknown>; bare: (i: number) => Promise<unknown> }[] = [
      {
        name: "Library list (50 newest)",
        app: () => posts.list({ userId }, { limit: 50, offset: 0 }),
        bare: () => listPosts(bareDb, { workspace: ws, trash: false, limit: 50, offset: 0 }),
      },
      {
        name: "Library search (ranked, 50)",
        app: (i) => posts.list({ userId }, { limit: 50, offset: 0, q: terms[i % terms.length] }),
        bare: (i) =>
          listPosts(bareDb, {
            workspace: ws,
            trash: false,
            queryText: prefixQueryText(terms[i % terms.length])!,
            limit: 50,
            offset: 0,
          }),
      },
      {
        name: "Saved Posts search (ranked, 50)",
        app: (i) => saved.list({ userId }, { limit: 50, offset: 0, q: terms[i % terms.length] }),
        bare: async (i) => {
          await facets(bareDb, ws);
          await listSavedPosts(bareDb, {
            workspace: ws,
            queryText: prefixQueryText(terms[i % terms.length])!,
            limit: 50,
            offset: 0,
          });
        },
      },
      {
        name: "Ctrl+K search (posts + notes + saved posts, 6)",
        app: (i) => search.search({ userId }, terms[i % terms.length], 6),
        bare: (i) => searchContent(bareDb, prefixQueryText(terms[i % terms.length])!, 6, ws),
      },
    ];
    console.log(`\n${RUNS} runs each, alternating app and bare; server-side time in ms`);
    console.log(
      `${"operation".padEnd(48)} ${"app p50".padStart(8)} ${"app p95".padStart(8)} ${"bare p95".padStart(9)}  ratio  target`,
    );
    let ok = true;
    for (const op of ops) {
      for (let i = 0; i < 20; i++) await Promise.all([op.app(i), op.bare(i)]); // warm-up
      const app: number[] = [];
      const base: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        app.push(await time(() => op.app(i)));
        base.push(await time(() => op.bare(i)));
      }
      const a = stats(app);
      const b = stats(base);
      const met = a.p95 <= TARGET_P95_MS;
      ok &&= met;
      console.log(
        `${op.name.padEnd(48)} ${a.p50.toFixed(1).padStart(8)} ${a.p95.toFixed(1).padStart(8)} ${b.p95.toFixed(1).padStart(9)}  ${(b.p95 / a.p95).toFixed(2).padStart(5)}  p95 <= ${TARGET_P95_MS} ms: ${met ? "met" : "MISSED"}`,
      );
    }
    console.log(`\nratio = bare p95 / app p95 (1.00: the app adds nothing to the bare query)`);
    if (!ok) process.exitCode = 1;
  } finally {
    await database.close();
    await embedded?.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

await main();
