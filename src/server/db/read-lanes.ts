import pg from "pg";

/** A statement sent on a lane: settles once Postgres has answered it (its result or its error). */
export interface LaneQuery {
  readonly results: Promise<unknown>;
}

export interface ReadLanesOptions {
  connectionString: string;
  /** Most connections open at once. */
  max: number;
  /** Statements in flight on a lane before another lane is opened (while fewer than max are open). */
  depth?: number;
  /** A lane whose oldest statement has been running this long takes no more while another can (ms). */
  stallMs?: number;
  /** A lane beyond the first, idle this long, is closed at the next pick (ms). */
  idleMs?: number;
}

const isFatal = (err: unknown) => {
  const severity = (err as { severity?: unknown } | null)?.severity;
  return severity === "FATAL" || severity === "PANIC";
};

interface Lane {
  client: pg.Client;
  /** When each statement in flight was sent, oldest first (Postgres answers a connection's statements in order). */
  sentAt: number[];
  idleSince: number;
  dead: boolean;
}

/**
 * The connections withUser's reads share. A read statement goes behind its own context statement with its own
 * Sync: an implicit transaction whose settings (the role, the user, the workspace) end with it. So a read needs no
 * connection to itself: several requests' statements are pipelined on one connection (node-postgres's pipeline
 * mode), and Postgres answers them in turn. Under load that is fewer round trips and wake-ups for both sides: at
 * 20 concurrent GET /api/me, Postgres CPU per request 64-71 µs instead of 80-93 µs with one pooled connection per
 * read (`npm run bench:api`, 2026-11-27).
 *
 * A statement goes to the open lane with the fewest statements in flight, among those not stalled behind a slow
 * one (its oldest in flight running for stallMs or more), so a slow read holds up little behind it. A new lane
 * opens when every open one is stalled or has `depth` statements in flight, up to `max`. A lane whose connection
 * fails is dropped (its statements fail with the connection's error) and replaced on demand.
 */
export class ReadLanes {
  private readonly lanes: Lane[] = [];
  private readonly depth: number;
  private readonly stallMs: number;
  private readonly idleMs: number;
  private closed = false;

  constructor(private readonly options: ReadLanesOptions) {
    this.depth = options.depth ?? 8;
    this.stallMs = options.stallMs ?? 20;
    this.idleMs = options.idleMs ?? 30_000;
  }

  /** Sends a query object (node-postgres's submit protocol) on the best lane. */
  send(query: LaneQuery): void {
    if (this.closed) throw new Error("The database is closed");
    const now = performance.now();
    const lane = this.pick(now);
    lane.sentAt.push(now);
    const done = () => {
      lane.sentAt.shift();
      if (lane.sentAt.length === 0) lane.idleSince = performance.now();
    };
    query.results.then(done, (err: unknown) => {
      done();
      // The server ends the connection after a FATAL error (e.g. its backend was terminated): take no more
      // statements there, even before the socket reports its end.
      if (isFatal(err)) this.drop(lane);
    });
    void lane.client.query(query as unknown as pg.QueryConfig);
  }

  /** The open connections, oldest first (for tests and diagnostics). */
  clients(): pg.Client[] {
    return this.lanes.map((lane) => lane.client);
  }

  async close(): Promise<void> {
    this.closed = true;
    const lanes = this.lanes.splice(0);
    await Promise.allSettled(lanes.map((lane) => lane.client.end()));
  }

  private pick(now: number): Lane {
    let best: Lane | undefined;
    for (let i = 0; i < this.lanes.length; i++) {
      const lane = this.lanes[i]!;
      const inFlight = lane.sentAt.length;
      if (inFlight === 0 && i > 0 && now - lane.idleSince >= this.idleMs) {
        this.drop(lane);
        i--;
        continue;
      }
      if (inFlight > 0 && now - lane.sentAt[0]! >= this.stallMs) continue;
      if (!best || inFlight < best.sentAt.length) best = lane;
    }
    if ((!best || best.sentAt.length >= this.depth) && this.lanes.length < this.options.max) return this.open(now);
    // all stalled and no room for another: the least loaded of them
    return best ?? this.lanes.reduce((a, b) => (b.sentAt.length < a.sentAt.length ? b : a));
  }

  private open(now: number): Lane {
    const client = new pg.Client({
      connectionString: this.options.connectionString,
      pipeline: true,
    } as pg.ClientConfig);
    const lane: Lane = { client, sentAt: [], idleSince: now, dead: false };
    // statements sent before the connection is up wait in the client's queue
    const fail = () => {
      if (lane.dead) return;
      lane.dead = true;
      this.drop(lane);
    };
    client.on("error", fail);
    client.on("end", fail);
    client.connect().catch(fail);
    this.lanes.push(lane);
    return lane;
  }

  private drop(lane: Lane): void {
    const i = this.lanes.indexOf(lane);
    if (i >= 0) this.lanes.splice(i, 1);
    if (!lane.dead) {
      lane.dead = true;
      lane.client.end().catch(() => {});
    }
  }
}
