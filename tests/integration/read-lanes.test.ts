import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createDatabase, withUser } from "../../src/server/db/client";
import { AUTO_PREPARED_PER_CONNECTION, ContextQuery } from "../../src/server/db/context-query";
import { ReadLanes } from "../../src/server/db/read-lanes";
import { users } from "../../src/server/db/schema";
import { makeTestApp, signedInUser } from "../support/test-app";

const url = inject("databaseUrl");
const t = makeTestApp();
const owner = new pg.Pool({ connectionString: url, max: 2 });
const opened: ReadLanes[] = [];
afterAll(async () => {
  await Promise.all(opened.map((l) => l.close()));
  await owner.end();
});

function lanes(options: Partial<ConstructorParameters<typeof ReadLanes>[0]> = {}) {
  const made = new ReadLanes({ connectionString: url, max: 1, ...options });
  opened.push(made);
  return made;
}

/** A statement behind a trivial context, sent on `on`: resolves with its first row. */
function send(on: ReadLanes, text: string, values: unknown[] = []) {
  const query = new ContextQuery({ text: "SELECT 1 AS context" }, { text, values }, false, () => {});
  on.send(query);
  return query.result.then((r) => r.rows[0] as Record<string, unknown>);
}
const pid = (on: ReadLanes) => send(on, "SELECT pg_backend_pid() AS pid").then((r) => r.pid as number);

/** Like send, with named statements on (the app's setting): an unnamed statement gets a name from its text. */
function sendNamed(on: ReadLanes, text: string, values: unknown[] = []) {
  const query = new ContextQuery({ text: "SELECT 1 AS context" }, { text, values }, true, () => {});
  on.send(query);
  return query.result.then((r) => r.rows[0] as Record<string, unknown>);
}
const preparedOnServer = (on: ReadLanes) =>
  sendNamed(on, "SELECT count(*)::int AS n FROM pg_prepared_statements WHERE name LIKE 'a\\_%'").then(
    (r) => r.n as number,
  );

describe("statements prepared by their text", () => {
  it("are parsed once per connection and reused, within a bound per connection", async () => {
    const one = lanes();
    const text = "SELECT $1::int + 1 AS n";
    for (let i = 0; i < 5; i++) expect((await sendNamed(one, text, [i])).n).toBe(i + 1);
    // the query above, its context and the counting query itself: three statements kept, each parsed once
    expect(await preparedOnServer(one)).toBe(3);
    const parsed = Object.keys(
      (one.clients()[0] as unknown as { connection: { parsedStatements: object } }).connection.parsedStatements,
    );
    expect(parsed.filter((n) => n.startsWith("a_"))).toHaveLength(3);
    // past the bound, new texts are sent unnamed: correct answers, nothing more kept
    await Promise.all(
      Array.from({ length: AUTO_PREPARED_PER_CONNECTION + 20 }, (_, k) =>
        sendNamed(one, `SELECT $1::int + ${k} AS n`, [1]),
      ),
    );
    expect((await sendNamed(one, "SELECT $1::int * 3 AS n", [7])).n).toBe(21);
    expect(await preparedOnServer(one)).toBe(AUTO_PREPARED_PER_CONNECTION);
    expect((await sendNamed(one, text, [41])).n).toBe(42);
  });

  it("are not named when named statements are off (behind a pooler that cannot hold them)", async () => {
    const one = lanes();
    await send(one, "SELECT $1::int AS n", [1]);
    expect((await send(one, "SELECT count(*)::int AS n FROM pg_prepared_statements")).n).toBe(0);
  });
});

describe("read lanes", () => {
  it("pipelines many statements on one connection and answers each its own", async () => {
    const one = lanes();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, n) => send(one, "SELECT $1::int AS n, pg_backend_pid() AS pid", [n])),
    );
    expect(answers.map((a) => a.n)).toEqual(Array.from({ length: 40 }, (_, n) => n));
    expect(new Set(answers.map((a) => a.pid)).size).toBe(1);
    expect(one.clients()).toHaveLength(1);
  });

  it("sends every statement given to a connection in one turn of the event loop in one write", async () => {
    const one = lanes();
    await send(one, "SELECT 1"); // connected
    // the socket's writes: one system call each (a write, or a writev of the corked chunks)
    const socket = (
      one.clients()[0] as unknown as { connection: { stream: Record<string, (...args: unknown[]) => unknown> } }
    ).connection.stream;
    let writes = 0;
    for (const method of ["_write", "_writev"]) {
      const original = socket[method]!.bind(socket);
      socket[method] = (...args: unknown[]) => {
        writes++;
        return original(...args);
      };
    }
    const answers = await Promise.all(Array.from({ length: 20 }, (_, n) => send(one, "SELECT $1::int AS n", [n])));
    expect(answers.map((a) => a.n)).toEqual(Array.from({ length: 20 }, (_, n) => n));
    expect(writes).toBe(1); // was 20: one per statement
    // and a statement sent alone leaves at the end of its turn, without waiting for company
    expect((await send(one, "SELECT 7 AS n")).n).toBe(7);
    expect(writes).toBe(2);
  });

  it("opens another connection only when every open one has `depth` statements in flight, up to max", async () => {
    const some = lanes({ max: 3, depth: 4 });
    await Promise.all(Array.from({ length: 6 }, () => send(some, "SELECT 1")));
    expect(some.clients()).toHaveLength(2);
    await Promise.all(Array.from({ length: 30 }, () => send(some, "SELECT 1")));
    expect(some.clients()).toHaveLength(3);
    // one at a time, the open ones serve
    for (let i = 0; i < 5; i++) await send(some, "SELECT 1");
    expect(some.clients()).toHaveLength(3);
  });

  it("keeps fast statements off a connection held up by a slow one", async () => {
    const two = lanes({ max: 2, stallMs: 20 });
    const slowPid = await pid(two);
    const slow = send(two, "SELECT pg_sleep(0.8), pg_backend_pid() AS pid");
    await new Promise((r) => setTimeout(r, 60));
    const started = performance.now();
    const fast = await Promise.all(Array.from({ length: 10 }, () => pid(two)));
    expect(performance.now() - started).toBeLessThan(600);
    expect(fast.every((p) => p !== slowPid)).toBe(true);
    expect((await slow).pid).toBe(slowPid);
  });

  it("fails what was in flight on a connection that died, and serves the next statement on a new one", async () => {
    const one = lanes();
    const first = await pid(one);
    // its outcome is read at once: a rejection with no handler yet would be an unhandled one
    const stuck = send(one, "SELECT pg_sleep(5)").then(
      () => "answered",
      () => "failed",
    );
    await new Promise((r) => setTimeout(r, 50));
    await owner.query("SELECT pg_terminate_backend($1)", [first]);
    expect(await stuck).toBe("failed");
    const next = await pid(one);
    expect(next).not.toBe(first);
    expect(one.clients()).toHaveLength(1);
  });

  it("fails a statement at once when its connection cannot be made", async () => {
    const nowhere = new URL(url);
    nowhere.port = "1";
    const broken = lanes({ connectionString: nowhere.toString() });
    const started = performance.now();
    await expect(send(broken, "SELECT 1")).rejects.toBeTruthy();
    expect(performance.now() - started).toBeLessThan(5000);
    expect(broken.clients()).toHaveLength(0);
  });

  it("closes idle connections beyond the first", async () => {
    const some = lanes({ max: 3, depth: 1, idleMs: 50 });
    await Promise.all(Array.from({ length: 3 }, () => send(some, "SELECT pg_sleep(0.05)")));
    expect(some.clients()).toHaveLength(3);
    await new Promise((r) => setTimeout(r, 120));
    await send(some, "SELECT 1");
    expect(some.clients()).toHaveLength(1);
  });

  it("refuses statements once closed", async () => {
    const one = lanes();
    await send(one, "SELECT 1");
    await one.close();
    expect(one.clients()).toHaveLength(0);
    expect(() => send(one, "SELECT 1")).toThrow(/closed/);
  });
});

describe("reads of many users on shared connections", () => {
  const shared = createDatabase(url, { max: 1 });
  afterAll(() => shared.close());

  it("keeps each read's user, role and rows apart, and fails a failing read alone", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const reads = Array.from({ length: 60 }, (_, i) => {
      const user = i % 2 ? a.userId : b.userId;
      if (i % 5 === 0)
        return withUser(shared, user, (db) => db.execute(sql`SELECT 1 / 0`), { readOnly: true }).then(
          () => "no error",
          () => "failed",
        );
      return withUser(
        shared,
        user,
        async (db) => {
          const [rows, ctx] = await Promise.all([
            db.select({ id: users.id }).from(users),
            db.execute<{ uid: string; role: string }>(
              sql`SELECT current_setting('app.user_id') AS uid, current_user AS role`,
            ),
          ]);
          return { user, rows, ctx: ctx.rows[0] };
        },
        { readOnly: true },
      );
    });
    const results = await Promise.all(reads);
    expect(shared.readLanes.clients()).toHaveLength(1);
    results.forEach((r, i) => {
      if (i % 5 === 0) return expect(r).toBe("failed");
      const seen = r as { user: string; rows: { id: string }[]; ctx: { uid: string; role: string } };
      expect(seen.rows).toEqual([{ id: seen.user }]);
      expect(seen.ctx).toEqual({ uid: seen.user, role: "pillarpost_app" });
    });
  });
});
