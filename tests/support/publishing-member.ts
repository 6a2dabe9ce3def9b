import { randomBytes, randomUUID } from "node:crypto";
import type pg from "pg";
import type { Language } from "../../src/contracts/language";
import { linkedInTokenCipher } from "../../src/server/composition";
import type { JobQueue } from "../../src/server/jobs/job-queue";
import type { TokenCipher } from "../../src/server/lib/token-cipher";
import type { LinkedInApi } from "../fakes/linkedin-api";

// Members connected to LinkedIn and their scheduled posts, written with SQL on the owner connection as the app would
// have left them: for the publishing tests (the workers, the attempts, the member's answers).

/** What the builders write with. */
export interface PublishingWorld {
  /** The owner connection (row-level security does not apply to it). */
  pool: pg.Pool;
  /** The LinkedIn simulator: it issues the member's tokens. */
  sim: LinkedInApi;
  /** The cipher the app seals LinkedIn tokens with (the workers' `deps.cipher`, or `linkedInTokenCipher(secret)`). */
  cipher: TokenCipher;
  /** Where a scheduled post's publish job goes, in a test that runs the workers. */
  jobs?: JobQueue;
}

/** Whose a post is: its author and their workspace. */
export interface PostOwner {
  userId: string;
  workspaceId: string;
}

/** A workspace connected to LinkedIn as the simulator's member `sub` (`author` is its URN), its tokens in the clear. */
export interface LinkedInMember extends PostOwner {
  sub: string;
  author: string;
  token: string;
  refreshToken: string | null;
}

/** A user made by `connectedMember`: their personal workspace is connected. */
export interface ConnectedMember extends LinkedInMember {
  email: string;
}

export interface ConnectionOptions {
  /** How long the access token has left, a Postgres interval ("6 days", "-1 hour"): 60 days by default. */
  expiresIn?: string;
  /** A refresh token too (a partner app's connection), valid a year. */
  refreshable?: boolean;
}

/** Connects `owner`'s workspace to LinkedIn as the callback would leave it (the tokens sealed). */
export async function connectLinkedIn(
  world: PublishingWorld,
  owner: PostOwner,
  opts: ConnectionOptions = {},
): Promise<LinkedInMember> {
  const sub = `m${randomBytes(5).toString("hex")}`;
  const token = world.sim.issueToken(sub);
  const refreshToken = opts.refreshable ? world.sim.issueRefreshToken(sub) : null;
  await world.pool.query(
    `INSERT INTO linkedin_connections (workspace_id, created_by, member_id, name, access_token, access_token_expires_at,
       refresh_token, refresh_token_expires_at, scope)
     VALUES ($1, $2, $3, 'Ada', $4, now() + $5::interval, $6,
       CASE WHEN $6::text IS NULL THEN NULL ELSE now() + interval '365 days' END, 'openid profile email w_member_social')`,
    [
      owner.workspaceId,
      owner.userId,
      sub,
      world.cipher.encrypt(token),
      opts.expiresIn ?? "60 days",
      refreshToken ? world.cipher.encrypt(refreshToken) : null,
    ],
  );
  return { ...owner, sub, author: `urn:li:person:${sub}`, token, refreshToken };
}

/** A new user (named Ada, in `language`, English by default) whose personal workspace is connected to LinkedIn. */
export async function connectedMember(
  world: PublishingWorld,
  opts: ConnectionOptions & { language?: Language } = {},
): Promise<ConnectedMember> {
  const userId = `member-${randomUUID()}`;
  const email = `${userId}@example.com`;
  await world.pool.query("INSERT INTO users (id, name, email, language) VALUES ($1, 'Ada', $2, $3)", [
    userId,
    email,
    opts.language ?? "en",
  ]);
  const { rows } = await world.pool.query("SELECT id FROM workspaces WHERE personal_user_id = $1", [userId]);
  return { ...(await connectLinkedIn(world, { userId, workspaceId: rows[0].id as string }, opts)), email };
}

export interface ScheduledPostOptions {
  firstComment?: string;
  /** When it is due: an instant, or a Postgres interval from now ("-361 minutes"); now by default. */
  at?: Date | string;
  /** `scheduled` by default (`publishing`, with `startedAt`, for a post a worker holds). */
  status?: string;
  /** When a worker started publishing it, a Postgres interval from now ("-9 minutes"); never by default. */
  startedAt?: string;
  /** Queue its publish job as the schedule endpoint does (when the world has a job queue); true by default. */
  send?: boolean;
}

/** A post scheduled by `m`, as the schedule endpoint leaves it: its id. */
export async function scheduledPost(
  world: PublishingWorld,
  m: PostOwner,
  body: string,
  opts: ScheduledPostOptions = {},
): Promise<string> {
  const { rows } = await world.pool.query(
    `INSERT INTO posts (workspace_id, created_by, body, first_comment, status, scheduled_at, scheduled_by, publishing_started_at)
     VALUES ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now() + coalesce($7::interval, interval '0')), $2,
       now() + $8::interval) RETURNING id`,
    [
      m.workspaceId,
      m.userId,
      body,
      opts.firstComment ?? "",
      opts.status ?? "scheduled",
      opts.at instanceof Date ? opts.at.toISOString() : null,
      typeof opts.at === "string" ? opts.at : null,
      opts.startedAt ?? null,
    ],
  );
  const id = rows[0].id as string;
  if (world.jobs && opts.send !== false)
    await world.jobs.send(
      "publishing.publish",
      { postId: id, workspaceId: m.workspaceId, userId: m.userId },
      { singletonKey: id },
    );
  return id;
}

/**
 * The builders bound to a test file's world, read when each one runs (so `world` may name what the file's
 * `beforeAll` sets up).
 */
export function publishingFixtures(world: () => PublishingWorld) {
  return {
    connectLinkedIn: (owner: PostOwner, opts?: ConnectionOptions) => connectLinkedIn(world(), owner, opts),
    connectedMember: (opts?: ConnectionOptions & { language?: Language }) => connectedMember(world(), opts),
    scheduledPost: (m: PostOwner, body: string, opts?: ScheduledPostOptions) => scheduledPost(world(), m, body, opts),
  };
}

/** A user, their personal workspace and its LinkedIn connection (a simulator token sealed with `secret`). */
export interface PublishingMember {
  userId: string;
  workspaceId: string;
  /** Scheduled posts by this user, due at `dueAt` (default: now, by the database's clock); answers their ids. */
  schedule(bodies: string[], dueAt?: Date): Promise<string[]>;
}

/** Made with SQL on the owner connection, for tests of the worker processes (no app process runs there). */
export async function publishingMember(pool: pg.Pool, sim: LinkedInApi, secret: string): Promise<PublishingMember> {
  const { userId, workspaceId } = await connectedMember({ pool, sim, cipher: linkedInTokenCipher(secret) });
  return {
    userId,
    workspaceId,
    async schedule(bodies, dueAt) {
      // one statement: the posts share their creation time, in the order given
      const { rows } = await pool.query<{ id: string }>(
        `INSERT INTO posts (workspace_id, created_by, body, status, scheduled_at, scheduled_by)
         SELECT $1, $2, body, 'scheduled', coalesce($4::timestamptz, now()), $2 FROM unnest($3::text[]) WITH ORDINALITY b(body, n)
         ORDER BY n RETURNING id`,
        [workspaceId, userId, bodies, dueAt?.toISOString() ?? null],
      );
      return rows.map((r) => r.id);
    },
  };
}
