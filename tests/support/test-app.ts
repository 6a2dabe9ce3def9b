import { randomBytes, randomUUID, scrypt, timingSafeEqual } from "node:crypto";
import { Writable } from "node:stream";
import pino from "pino";
import { inject } from "vitest";
import { createApp } from "../../src/server/app";
import { loadConfig, type Config } from "../../src/server/config";
import { createDatabase, type Database } from "../../src/server/db/client";
import type { Mailer, MailMessage } from "../../src/server/integrations/mail/mailer";
import { compose, type Integrations } from "../../src/server/composition";
import type { PasswordHashing } from "../../src/server/modules/auth/auth";
import { limitStore } from "../../src/server/lib/limit-store";
import { endpointFor, expectResponse } from "./expect-response";

export const ORIGIN = "http://localhost:3000";

/** Mailer double that keeps what would have been sent. */
export class CapturingMailer implements Mailer {
  readonly kind = "smtp" as const;
  readonly sent: MailMessage[] = [];
  async send(message: MailMessage) {
    this.sent.push(message);
  }
  to(email: string): MailMessage[] {
    return this.sent.filter((m) => m.to === email.toLowerCase() || m.to === email);
  }
  async waitFor(
    email: string,
    predicate: (m: MailMessage) => boolean = () => true,
    timeoutMs = 5000,
  ): Promise<MailMessage> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = this.to(email).filter(predicate).at(-1);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error(`no mail to ${email}`);
  }
}

export interface TestApp {
  app: ReturnType<typeof createApp>;
  database: Database;
  mailer: CapturingMailer;
  logs: string[];
  config: Config;
  close(): Promise<void>;
}

let shared: Database | undefined;
/** One pool per test file. */
export function testDatabase(): Database {
  shared ??= createDatabase(inject("databaseUrl"), { max: 5 });
  return shared;
}

/**
 * better-auth's scrypt at a sixteenth of its cost (N = 1024, not 16384): the same algorithm and stored form, but a
 * sign-up and a sign-in no longer cost 0.3 s of CPU each (880 of them were a quarter of an API pass). The cost the
 * app really uses is checked in tests/api/auth-password.test.ts ("hashes with better-auth's scrypt").
 */
const SCRYPT = { N: 1024, r: 16, p: 1, maxmem: 128 * 1024 * 16 * 2 };
const scryptKey = (password: string, salt: string) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize("NFKC"), salt, 64, SCRYPT, (err, key) => (err ? reject(err) : resolve(key))),
  );
export const TEST_PASSWORD_HASHING: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    return `${salt}:${(await scryptKey(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(":");
    if (!salt || !key || key.length !== 128) return false;
    return timingSafeEqual(await scryptKey(password, salt), Buffer.from(key, "hex"));
  },
};

/**
 * `secret` lets several app instances (as several processes would) accept each other's session cookies.
 * Each instance counts its rate limits apart (its own key prefix), as if it had the database to itself (processes
 * sharing them: tests/integration/two-processes.test.ts).
 */
export function makeTestApp(
  env: Record<string, string> = {},
  opts: {
    secret?: string;
    database?: Database;
    integrations?: Partial<Integrations>;
    clock?: () => Date;
    /** Generation slots' lease, shorter than the default 60 s (a test of work that outlasts it). */
    generationLeaseSeconds?: number;
    /** Hash passwords at the app's real cost (better-auth's default), not TEST_PASSWORD_HASHING's. */
    realPasswordCost?: boolean;
  } = {},
): TestApp {
  const config = loadConfig({ AUTH_RATE_LIMIT_MAX: "1000", LOG_LEVEL: "info", ...env });
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk, _enc, cb) {
      logs.push(String(chunk));
      cb();
    },
  });
  const logger = pino({ level: "info" }, sink);
  const database = opts.database ?? testDatabase();
  const mailer = new CapturingMailer();
  const composition = compose({
    config,
    database,
    logger,
    origin: ORIGIN,
    secret: opts.secret ?? randomBytes(32).toString("hex"),
    integrations: { mailer, ...opts.integrations },
    limits: limitStore(database.pool, `${randomUUID()}/`),
    clock: opts.clock,
    generationLeaseSeconds: opts.generationLeaseSeconds,
    passwordHashing: opts.realPasswordCost ? undefined : TEST_PASSWORD_HASHING,
  });
  const app = createApp(composition);
  return { app, database, mailer, logs, config, close: async () => {} };
}

export function uniqueEmail(prefix = "user"): string {
  return `${prefix}-${Date.now().toString(36)}-${randomBytes(3).toString("hex")}@example.com`;
}

/** Cookie jar + request helper over app.request(), sending the Origin header a browser would send. */
export class Client {
  private cookies = new Map<string, string>();
  constructor(
    private readonly app: TestApp["app"],
    private readonly headers: Record<string, string> = {},
  ) {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  has(name: string): boolean {
    return [...this.cookies.keys()].some((k) => k.includes(name));
  }

  store(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = value === "" || attrs.some((a) => /max-age=0\b/i.test(a.trim()));
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) {
    const headers: Record<string, string> = { origin: ORIGIN, ...this.headers, ...init.headers };
    if (this.cookies.size) headers.cookie = this.cookieHeader();
    let body: string | undefined;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers["content-type"] = "application/json";
    }
    const method = init.method ?? (body ? "POST" : "GET");
    const res = await this.app.request(path, { method, headers, body });
    this.store(res);
    // Every answer of the app's own endpoints must be what its contract says (tests/support/expect-response.ts): a
    // JSON body its schema, a file one of its types. A stream is checked by its own tests (read whole here, it would
    // hold the request until the stream ends).
    const endpoint = endpointFor(method, path);
    const declared = endpoint?.responses[res.status];
    if (endpoint && (res.headers.get("content-type")?.includes("application/json") || (declared && "file" in declared)))
      await expectResponse(endpoint, res);
    return res;
  }

  async json<T = any>(
    path: string,
    init: Parameters<Client["request"]>[1] = {},
  ): Promise<{ status: number; body: T; res: Response }> {
    const res = await this.request(path, init);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, res };
  }
}

export function linkFrom(text: string): string {
  const m = /(https?:\/\/\S+)/.exec(text);
  if (!m) throw new Error("no link in mail");
  return m[1];
}

/** Signs up, verifies through the mailed link, and returns a signed-in client. */
export async function signedInUser(t: TestApp, opts: { email?: string; password?: string; firstName?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  const password = opts.password ?? "correct-horse-7";
  const client = new Client(t.app);
  const up = await client.json("/api/auth/sign-up/email", {
    json: { email, password, name: "x", firstName: opts.firstName ?? "Ada", lastName: "Lovelace" },
  });
  if (up.status !== 200) throw new Error(`sign-up failed: ${JSON.stringify(up.body)}`);
  const mail = await t.mailer.waitFor(email);
  const link = new URL(linkFrom(mail.text));
  await client.request(link.pathname + link.search);
  const signIn = await client.json("/api/auth/sign-in/email", { json: { email, password } });
  if (signIn.status !== 200) throw new Error(`sign-in failed: ${JSON.stringify(signIn.body)}`);
  return { client, email, password, userId: signIn.body.user.id as string };
}

/** Uploads an image to the Library as `client` (201 expected): the media's id and file URL. */
export async function uploadImage(t: TestApp, client: Client, data: Buffer, name: string) {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(data)], { type: "image/png" }), name);
  const res = await t.app.request("/api/media", {
    method: "POST",
    body: form,
    headers: { origin: ORIGIN, cookie: client.cookieHeader() },
  });
  if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { media: { id: string; url: string } }).media;
}
