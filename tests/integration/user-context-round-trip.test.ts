import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, inject, it } from "vitest";
import { createDatabase, withUser, type Database } from "../../src/server/db/client";
import { users } from "../../src/server/db/schema";
import { findMe } from "../../src/server/modules/account/queries";
import { makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();
const single = createDatabase(inject("databaseUrl"), { max: 1 });
const unprepared = createDatabase(inject("databaseUrl"), { max: 1, preparedStatements: false });
afterAll(() => Promise.all([single.close(), unprepared.close()]));

/** A frontend message as it went over the wire: its type, and for Parse / simple Query the statement (name, text). */
interface Sent {
  type: string;
  name?: string;
  text?: string;
}

/** The one read lane of a database made with max 1 (opened by a first read if none is open yet). */
async function readLane(database: Database): Promise<pg.Client> {
  if (database.readLanes.clients().length === 0)
    await withUser(database, "nobody", (db) => db.execute(sql`SELECT 1`), { readOnly: true });
  const [lane, ...more] = database.readLanes.clients();
  expect(more).toHaveLength(0);
  return lane;
}

/**
 * What goes over one connection, the read lane's or the app pool's (writes): the messages sent (in order) and
 * where the first answer came.
 */
async function wire(database: Database, on: "reads" | "writes" = "reads") {
  let client: pg.Client;
  if (on === "reads") client = await readLane(database);
  else {
    const pooled = await database.appPool.connect();
    pooled.release();
    client = pooled;
  }
  const stream = (client as unknown as { connection: { stream: NodeJS.ReadWriteStream } }).connection.stream;
  const log = { sent: [] as Sent[], firstAnswerAt: -1 };
  let pending = Buffer.alloc(0);
  const write = stream.write.bind(stream);
  stream.write = ((chunk: Buffer | string, ...rest: unknown[]) => {
    pending = Buffer.concat([pending, Buffer.from(chunk)]);
    while (pending.length >= 5 && pending.length >= 1 + pending.readInt32BE(1)) {
      const type = String.fromCharCode(pending[0]);
      const body = pending.subarray(5, 1 + pending.readInt32BE(1));
      pending = pending.subarray(1 + pending.readInt32BE(1));
      const cstrings = body.toString("utf8").split("\0");
      if (type === "P") log.sent.push({ type, name: cstrings[0], text: cstrings[1] });
      else if (type === "Q") log.sent.push({ type, text: cstrings[0] });
      else log.sent.push({ type });
    }
    return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
  }) as typeof stream.write;
  stream.on("data", () => {
    if (log.firstAnswerAt < 0) log.firstAnswerAt = log.sent.length;
  });
  return log;
}

const texts = (sent: Sent[]) => sent.map((m) => m.text ?? "").join("\n");

/** The role and user context a plain statement on the read lane runs with. */
async function leftOnConnection(database: Database) {
  const { rows } = await (
    await readLane(database)
  ).query(
    "SELECT current_user AS who, current_setting('role') AS role, coalesce(current_setting('app.user_id', true), '') AS uid, " +
      "coalesce(current_setting('app.workspace_id', true), '') AS ws, current_setting('transaction_read_only') AS ro",
  );
  return rows[0] as { who: string; role: string; uid: string; ws: string; ro: string };
}

const clean = { role: "none", uid: "", ws: "", ro: "off" };

describe("user context", () => {
  it("sends a read as the context statement and the query in one pipeline: no BEGIN, no COMMIT, one Sync", async () => {
    const u = await signedInUser(t);
    const log = await wire(single);
    const me = await withUser(single, u.userId, async (db) => findMe(db, u.userId), { readOnly: true });
    expect(me?.id).toBe(u.userId);
    expect(me?.workspace?.id).toBeTruthy();
    // everything went out before the first answer: one round trip
    expect(log.firstAnswerAt).toBe(log.sent.length);
    expect(texts(log.sent)).not.toMatch(/\b(BEGIN|COMMIT|ROLLBACK)\b/i);
    expect(log.sent.filter((m) => m.type === "S")).toHaveLength(1);
    expect(log.sent.at(-1)?.type).toBe("S");
    // the context statement (parsed on the lane by its first read) is executed first, the query second, in the
    // same implicit transaction
    expect(log.sent.map((m) => m.type).join("")).toBe("BDEPBDES");
    expect(log.sent[3].text).toMatch(/from "users"/i);
  });

  it("parses each named statement once per connection, and none when prepared statements are off", async () => {
    const u = await signedInUser(t);
    await withUser(single, u.userId, async (db) => findMe(db, u.userId), { readOnly: true });
    const again = await wire(single);
    await withUser(single, u.userId, async (db) => findMe(db, u.userId), { readOnly: true });
    expect(again.sent.map((m) => m.type).join("")).toBe("BDEBDES");

    const log = await wire(unprepared);
    await withUser(unprepared, u.userId, async (db) => findMe(db, u.userId), { readOnly: true });
    await withUser(unprepared, u.userId, async (db) => findMe(db, u.userId), { readOnly: true });
    const parses = log.sent.filter((m) => m.type === "P");
    expect(parses).toHaveLength(4);
    expect(parses.every((m) => m.name === "")).toBe(true);
    expect(texts(log.sent)).not.toMatch(/\b(BEGIN|COMMIT)\b/i);
  });

  it("gives every statement of a read its own context, one at a time or several at once", async () => {
    const a = await signedInUser(t);
    const seen = await withUser(
      single,
      a.userId,
      async (db) => {
        const first = await db.select({ id: users.id }).from(users);
        const both = await Promise.all([
          db.select({ id: users.id }).from(users),
          db.execute<{ uid: string; role: string }>(
            sql`SELECT current_setting('app.user_id') AS uid, current_user AS role`,
          ),
        ]);
        return { first, second: both[0], ctx: both[1].rows[0] };
      },
      { readOnly: true },
    );
    expect(seen.first).toEqual([{ id: a.userId }]);
    expect(seen.second).toEqual([{ id: a.userId }]);
    expect(seen.ctx).toEqual({ uid: a.userId, role: "pillarpost_app" });
  });

  it("reads every column type of a read as the owner connection reads it, array and object rows", async () => {
    const a = await signedInUser(t);
    const columns = (db: Database["db"]) =>
      db
        .select({
          id: users.id,
          verified: users.emailVerified,
          created: users.createdAt,
          n: sql<number>`2::int`,
          doc: sql<unknown>`'{"a":[1]}'::jsonb`,
          none: sql<null>`NULL::text`,
        })
        .from(users)
        .where(sql`${users.id} = ${a.userId}`);
    const raw = (db: Database["db"]) =>
      db.execute(sql`SELECT 2::int AS n, now() AS at, '{"a":1}'::jsonb AS doc, NULL::int AS none, ${a.userId} AS id`);
    const owner = { columns: await columns(t.database.db), raw: (await raw(t.database.db)).rows[0] };
    const read = await withUser(
      single,
      a.userId,
      async (db) => ({ columns: await columns(db), raw: (await raw(db)).rows[0] }),
      { readOnly: true },
    );
    expect(read.columns).toEqual(owner.columns);
    expect(read.columns[0].created).toBeInstanceOf(Date);
    expect(read.raw).toMatchObject({ n: 2, doc: { a: 1 }, none: null, id: a.userId });
    expect(typeof read.raw.at).toBe(typeof owner.raw.at); // Drizzle's own parser for timestamps (a string)
  });

  it("refuses a write in a read", async () => {
    const a = await signedInUser(t);
    await expect(
      withUser(
        single,
        a.userId,
        (db) =>
          db
            .update(users)
            .set({ headline: "x" })
            .where(sql`true`),
        { readOnly: true },
      ),
    ).rejects.toSatisfy((err: unknown) => /read-only transaction/.test(String((err as Error).cause ?? err)));
    expect(await leftOnConnection(single)).toMatchObject(clean);
  });

  it("leaves no role, user, workspace or read-only mode on the connection, also after a failed query", async () => {
    const a = await signedInUser(t);
    await withUser(single, a.userId, (db) => db.select({ id: users.id }).from(users), { readOnly: true });
    const after = await leftOnConnection(single);
    expect(after).toMatchObject(clean);
    expect(after.who).not.toBe("pillarpost_app");

    await expect(
      withUser(single, a.userId, (db) => db.execute(sql`SELECT 1 / 0`), { readOnly: true }),
    ).rejects.toBeTruthy();
    expect(await leftOnConnection(single)).toMatchObject(clean);
    // and the connection goes on serving the next user's reads with their own context only
    const b = await signedInUser(t);
    expect(
      await withUser(single, b.userId, (db) => db.select({ id: users.id }).from(users), { readOnly: true }),
    ).toEqual([{ id: b.userId }]);
  });

  it("recovers when the context statement itself fails (a statement it never parsed is parsed next time)", async () => {
    const a = await signedInUser(t);
    const fresh = createDatabase(inject("databaseUrl"), { max: 1 });
    try {
      await expect(
        withUser(fresh, a.userId, async (db) => findMe(db, a.userId), { readOnly: true, workspaceId: "not-a-uuid" }),
      ).rejects.toBeTruthy();
      expect((await withUser(fresh, a.userId, async (db) => findMe(db, a.userId), { readOnly: true }))?.id).toBe(
        a.userId,
      );
      expect(await leftOnConnection(fresh)).toMatchObject(clean);
    } finally {
      await fresh.close();
    }
  });

  it("refuses a read handle used after its withUser ended", async () => {
    const a = await signedInUser(t);
    let kept: Parameters<Parameters<typeof withUser>[2]>[0] | undefined;
    await withUser(single, a.userId, async (db) => (kept = db), { readOnly: true });
    await expect(kept!.select({ id: users.id }).from(users)).rejects.toSatisfy((err: unknown) =>
      /outside withUser/.test(String((err as Error).cause)),
    );
  });

  it("still sends a write as one transaction whose BEGIN, context and first query leave together", async () => {
    const u = await signedInUser(t);
    const log = await wire(unprepared, "writes");
    await withUser(unprepared, u.userId, (db) =>
      db
        .update(users)
        .set({ headline: "h" })
        .where(sql`true`),
    );
    const before = log.sent.slice(0, log.firstAnswerAt);
    expect(texts(before)).toContain("BEGIN");
    expect(texts(before)).toContain("app_request_context");
    expect(texts(before)).toMatch(/update "users"/i);
    expect(texts(log.sent)).toContain("COMMIT");
  });

  it("sends an autocommitted write on a lane in one round trip, committed, under row-level security", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const log = await wire(single);
    const taken = single.appPool.totalCount;
    const changed = await withUser(
      single,
      a.userId,
      (db) =>
        db
          .update(users)
          .set({ headline: "autocommitted" })
          .where(sql`true`)
          .returning({ id: users.id }),
      { autocommit: true },
    );
    // the policies let the user change their own row only
    expect(changed).toEqual([{ id: a.userId }]);
    expect(log.firstAnswerAt).toBe(log.sent.length);
    expect(texts(log.sent)).not.toMatch(/\b(BEGIN|COMMIT)\b/i);
    expect(texts(log.sent)).not.toContain("transaction_read_only");
    expect(log.sent.filter((m) => m.type === "S")).toHaveLength(1);
    expect(single.appPool.totalCount).toBe(taken);
    // committed: another connection sees it; the other user's row is as it was
    const { rows } = await single.pool.query<{ id: string; headline: string | null }>(
      "SELECT id, headline FROM users WHERE id = ANY($1)",
      [[a.userId, b.userId]],
    );
    const headline = new Map(rows.map((r) => [r.id, r.headline]));
    expect(headline.get(a.userId)).toBe("autocommitted");
    expect(headline.get(b.userId)).not.toBe("autocommitted");
    expect(await leftOnConnection(single)).toMatchObject(clean);
  });
});
