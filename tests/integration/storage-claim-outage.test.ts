import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDatabase, type Database } from "../../src/server/db/client";
import {
  claimStorage,
  StorageClaimError,
  type StorageClaim,
} from "../../src/server/integrations/storage/storage-claim";
import { freshDatabase } from "../support/fresh-database";
import { startTcpProxy, type TcpProxy } from "../support/tcp-proxy";

// A process keeping uploads on local disk must be alone on its database (issue 33). Its advisory lock is lost with
// its connection during a database outage; a process starting right after the outage, before the lock is taken
// back, used to find it free and start beside it. The owner's lease (beaten through its pool) closes that gap.

const logger = pino({ level: "silent" });
let fresh: { url: string; drop(): Promise<void> };
let proxy: TcpProxy;
let viaProxy: string;
const open: { close(): Promise<void> }[] = [];

beforeAll(async () => {
  fresh = await freshDatabase("pp_claim");
  const url = new URL(fresh.url);
  proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
  url.host = `127.0.0.1:${proxy.port}`;
  viaProxy = url.toString();
});

afterAll(async () => {
  for (const o of open.reverse()) await o.close().catch(() => {});
  await proxy?.close();
  await fresh?.drop();
});

function pool(url: string): Database {
  const database = createDatabase(url, { max: 2 });
  open.push(database);
  return database;
}

const claim = async (url: string, kind: "local-disk" | "s3", database: Database): Promise<StorageClaim> => {
  const c = await claimStorage(url, kind, logger, { pool: database.pool, ownDatabase: false });
  open.push({ close: () => c.release() });
  return c;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("the local-disk claim across a database outage", () => {
  it("refuses a process that starts after the outage while the local-disk one lives, then lets one start once it is gone", async () => {
    const owner = pool(viaProxy);
    const first = await claim(viaProxy, "local-disk", owner);

    // the database goes away for longer than the owner's lease lasts, and comes back
    proxy.cut();
    await sleep(4500);
    proxy.restore();

    // the lock is free for a moment (the owner's connection is gone): the newcomer must still be refused, on local
    // disk or on S3
    const started = Date.now();
    await expect(claim(fresh.url, "s3", pool(fresh.url))).rejects.toBeInstanceOf(StorageClaimError);
    await expect(claim(fresh.url, "local-disk", pool(fresh.url))).rejects.toBeInstanceOf(StorageClaimError);
    expect(Date.now() - started).toBeLessThan(15_000);

    // the owner takes its lock back within a few beats: a newcomer is then refused by the lock itself, at once
    await sleep(2500);
    const atOnce = Date.now();
    await expect(claim(fresh.url, "s3", pool(fresh.url))).rejects.toBeInstanceOf(StorageClaimError);
    expect(Date.now() - atOnce).toBeLessThan(1000);

    // once the owner has stopped (its lease given back), a process starts without waiting
    await first.release();
    const next = await claim(fresh.url, "local-disk", pool(fresh.url));
    await next.release();
  });

  it("takes over from a local-disk process that was killed: its lease is not renewed, the newcomer starts after a few beats", async () => {
    const gone = pool(fresh.url);
    await claim(fresh.url, "local-disk", gone);
    // killed: its connections end with it, nothing is given back
    await gone.close();
    // (its claim connection is still open in this test process: end it as the death would; its pool is closed, so
    // the lease is not given back)
    for (const o of open.splice(0)) await o.close().catch(() => {});
    // restarted at once (systemd): it waits a few beats for one that never comes, then starts
    const before = Date.now();
    const next = await claim(fresh.url, "s3", pool(fresh.url));
    expect(Date.now() - before).toBeGreaterThanOrEqual(2500);
    await next.release();
  });
});
