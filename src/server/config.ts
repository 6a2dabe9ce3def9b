import cronParser from "cron-parser";
import { z } from "zod";
import { DEFAULT_PUBLISH_GRACE_PERIOD_MINUTES } from "../contracts/publishing/rules";
import { DEFAULT_LINKEDIN_API_VERSION, LINKEDIN_API_VERSION_PATTERN } from "../contracts/linkedin/api-version";
import { STRUCTURED_OUTPUT_SETTINGS } from "./integrations/llm/structured-output";

// Every environment variable the server reads. Nothing else reads process.env.
const bool = z
  .enum(["true", "false", "1", "0", "yes", "no", ""])
  .transform((v) => v === "true" || v === "1" || v === "yes");

const optionalUrl = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined))
  .pipe(z.string().url("must be a URL").optional());

const optionalString = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** An http(s) URL without user:password (credentials have their own variables and must not reach logs). */
const optionalHttpUrl = optionalUrl
  .refine((v) => v === undefined || /^https?:\/\//i.test(v), "must be an http:// or https:// URL")
  .refine((v) => v === undefined || !/^https?:\/\/[^/]*@/i.test(v), "must not contain a user name or password");

export const AUTH_SECRET_REQUIRED =
  "is required when DATABASE_URL is set: every process on one database must sign sessions with the same secret (a generated one would differ per data directory). Set it to a random string of at least 32 characters, e.g. `openssl rand -base64 32`";

/** Why a process refuses to start with prepared statements behind a pooler that drops them (db/from-config.ts). */
export const PREPARED_STATEMENTS_BEHIND_POOLER =
  "DATABASE_URL leads to a connection pooler in transaction mode that does not keep prepared statements from one transaction to the next (PgBouncer before 1.21, or max_prepared_statements = 0): with DATABASE_PREPARED_STATEMENTS=true about one query in two would fail. Set DATABASE_PREPARED_STATEMENTS=false, or set max_prepared_statements in PgBouncer 1.21 or later, or connect to PostgreSQL directly";
/** The worker entry (npm run worker) runs beside app processes, so on an external database only. */
export const WORKER_NEEDS_DATABASE_URL =
  "npm run worker needs DATABASE_URL: the embedded Postgres belongs to the app process (npm start), which runs the workers itself unless JOBS_ENABLED=false";

/** A base URL (http or https, no credentials), kept without its trailing slash so paths can be appended. */
const baseUrl = (fallback: string) =>
  z
    .string()
    .trim()
    .transform((v) => v || fallback)
    .pipe(
      z
        .string()
        .url("must be a URL")
        .refine((v) => /^https?:\/\//i.test(v), "must be an http:// or https:// URL")
        .refine((v) => !/^https?:\/\/[^/]*@/i.test(v), "must not contain a user name or password"),
    )
    .transform((v) => v.replace(/\/+$/, ""))
    .default(fallback);

/** Variables that only mean something with S3_BUCKET set. */
const S3_REQUIRED = ["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

export const configSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    HOST: z.string().default("0.0.0.0"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** Public origin of the app, used in links sent by mail and for OAuth redirects. */
    APP_URL: optionalUrl,
    /** External Postgres. When empty, an embedded Postgres runs under DATA_DIR/postgres. */
    DATABASE_URL: optionalUrl,
    /**
     * Named prepared statements for the hottest queries. Set false behind a transaction pooler that cannot carry
     * them between server connections (PgBouncer before 1.21, or with max_prepared_statements = 0).
     */
    DATABASE_PREPARED_STATEMENTS: bool.default(true),
    /**
     * Connections an app process keeps for writes (each write is a transaction holding one for its round trips).
     * Under many connections at once, writes queue for these while reads share a few pipelined ones.
     */
    DATABASE_WRITE_CONNECTIONS: z.coerce.number().int().min(1).max(500).default(20),
    DATA_DIR: z.string().default("./data"),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
    /**
     * Secret for signing sessions and encrypting OAuth tokens (>= 32 chars). Required with DATABASE_URL (every
     * process on one database must share it); without DATABASE_URL, generated into DATA_DIR when empty.
     */
    AUTH_SECRET: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(z.string().min(32, "must be at least 32 characters").optional()),
    /** Trust X-Forwarded-For / X-Real-IP from a reverse proxy for the client IP. */
    TRUST_PROXY: bool.default(false),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /** SMTP server, e.g. smtp://user:pass@host:587. Without it, mails go to the local outbox. */
    SMTP_URL: optionalUrl,
    MAIL_FROM: z.string().default("PillarPost <no-reply@localhost>"),
    LINKEDIN_CLIENT_ID: z.string().default(""),
    LINKEDIN_CLIENT_SECRET: z.string().default(""),
    LINKEDIN_DISCOVERY_URL: z.string().url().default("https://www.linkedin.com/oauth/.well-known/openid-configuration"),
    /** LinkedIn's REST API (Posts, Images, Documents, comments): <url>/rest/... Point it at the simulator locally. */
    LINKEDIN_API_URL: baseUrl("https://api.linkedin.com"),
    /** Where a published post is read: <url>/feed/update/<urn>/. */
    LINKEDIN_WEB_URL: baseUrl("https://www.linkedin.com"),
    /**
     * The LinkedIn-Version header (YYYYMM). LinkedIn retires a version about a year after its release: keep it recent
     * (the Apps page, /api/health and the log at start warn 60 days before; contracts/linkedin/api-version.ts).
     */
    LINKEDIN_API_VERSION: z
      .string()
      .trim()
      .regex(LINKEDIN_API_VERSION_PATTERN, "must be a LinkedIn API version, YYYYMM (e.g. 202608)")
      .default(DEFAULT_LINKEDIN_API_VERSION),
    /** How long one LinkedIn API call may take before its outcome counts as unknown (the post is then checked, not re-sent). */
    LINKEDIN_API_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
    /** Minutes a post may be late (the server was down) and still be published; later, it fails as "missed its time". */
    PUBLISH_GRACE_PERIOD_MINUTES: z.coerce.number().int().min(1).default(DEFAULT_PUBLISH_GRACE_PERIOD_MINUTES),
    /** First retry delay after LinkedIn provably did not take a post (429, 5xx, refused): doubles per attempt, up to 15 min. */
    PUBLISH_RETRY_BASE_SECONDS: z.coerce.number().int().min(0).default(30),
    /**
     * Posts one process publishes at once (each waits on LinkedIn most of its time; their claims and ends are
     * group-committed, so more at once means fewer commits per post). `npm run bench:publish` measures a backlog
     * (bench/README.md, "Publishing").
     */
    PUBLISH_CONCURRENCY: z.coerce.number().int().min(1).max(200).default(64),
    /** Live-chat support widget loaded for signed-in users (off when CHAT_WIDGET_ID is empty). */
    CHAT_WIDGET_PROVIDER: z.enum(["crisp"]).default("crisp"),
    CHAT_WIDGET_ID: z.string().trim().default(""),
    /** Max request body in bytes for JSON endpoints. */
    BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
    /** Requests per window for sign-in, sign-up, password reset and one-time codes (per IP + email). */
    AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
    /** The Chromium that prints carousels to PDF; empty: Debian's chromium-headless-shell or chromium, found where installed. */
    CHROMIUM_PATH: z.string().trim().default(""),
    /** Deadline of one carousel's print, after which the browser is recycled. */
    CAROUSEL_RENDER_TIMEOUT_MS: z.coerce.number().int().min(1000).default(30_000),
    /** OpenAI-compatible chat completions server for strategy generation, e.g. https://api.openai.com/v1. Empty: built-in generator. */
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: z.string().default(""),
    /** Model name on that server; the LLM is used only when both LLM_BASE_URL and LLM_MODEL are set. */
    LLM_MODEL: z.string().trim().default(""),
    /** Deadline of one whole answer (structured output negotiation, thinking and the repair turn included). */
    LLM_TIMEOUT_MS: z.coerce.number().int().min(100).default(90_000),
    /** Deadline of a streamed answer's first token (thinking counts), so a dead server fails fast. */
    LLM_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
    /** How to ask for JSON: "auto" tries json_schema, then json_object, then the schema in the prompt (and remembers). */
    LLM_STRUCTURED_OUTPUT: z.enum(STRUCTURED_OUTPUT_SETTINGS).default("auto"),
    /** LLM strategy generations per user per window (over it: the built-in generator); one at a time per user in any case. */
    GENERATE_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    GENERATE_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
    /** S3-compatible object storage for uploads, used when S3_BUCKET is set; otherwise files go to DATA_DIR/uploads. */
    S3_ENDPOINT: optionalHttpUrl,
    S3_BUCKET: optionalString.pipe(
      z
        .string()
        .regex(
          /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
          "must be a bucket name: 3 to 63 lower-case letters, digits, dots and hyphens",
        )
        .optional(),
    ),
    S3_REGION: z
      .string()
      .trim()
      .transform((v) => v || "us-east-1")
      .default("us-east-1"),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** {endpoint}/{bucket}/{key} (MinIO and most S3-compatible servers); false: {bucket}.{endpoint host}/{key}. Empty: true. */
    S3_FORCE_PATH_STYLE: z
      .enum(["true", "false", "1", "0", "yes", "no", ""])
      .default("")
      .transform((v) => v !== "false" && v !== "0" && v !== "no"),
    /** Base URL where the bucket's objects are publicly readable (CDN, public bucket). Empty: the app serves them at /uploads. */
    S3_PUBLIC_URL: optionalHttpUrl,
    /**
     * Uploads decoded or rendered at once per process (images, PDFs' first page): each may take up to ~150 MB and a
     * core while it runs; the others wait their turn.
     */
    MEDIA_PROCESSING_CONCURRENCY: z.coerce.number().int().min(1).max(32).default(2),
    /** Storage of one workspace's Library, in MB (1 MB = 1,000,000 bytes); an upload beyond it is refused. 0: no limit. */
    WORKSPACE_STORAGE_QUOTA_MB: z.coerce.number().int().min(0).default(1000),
    /** Start pg-boss workers in this process. */
    JOBS_ENABLED: bool.default(true),
    /**
     * The workers-only process (`npm run worker`) answers GET /healthz on 127.0.0.1 at this port: 200 while its
     * queues are polled and the database answers, 503 otherwise. Empty: no listener (several workers on one host
     * would contend for any default port).
     */
    WORKER_HEALTH_PORT: optionalString
      .transform((v) => (v === undefined ? undefined : Number(v)))
      .pipe(z.number().int().min(1).max(65535).optional()),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /**
     * The app serves GET /metrics (Prometheus text format) to requests bearing this token (Authorization: Bearer).
     * Empty: /metrics is not served by the app. A workers-only process serves it on its WORKER_HEALTH_PORT (loopback).
     */
    METRICS_TOKEN: optionalString.pipe(z.string().min(16, "must be at least 16 characters").optional()),
    /** Where `npm run backup` and scheduled backups write archives (scheduled ones go to the bucket with S3_BUCKET). */
    BACKUP_DIR: z.string().default("./backups"),
    /** A cron expression ("0 3 * * *", UTC) for scheduled backups, run by the workers; empty: none. */
    BACKUP_CRON: optionalString.refine((v) => v === undefined || isValidCron(v), {
      message: 'is not a cron expression (five fields: minute hour day month weekday, e.g. "0 3 * * *")',
    }),
    /** How many scheduled backups to keep (the newest). */
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(7),
  })
  .superRefine((c, ctx) => {
    if (c.DATABASE_URL && !c.AUTH_SECRET) {
      ctx.addIssue({ code: "custom", path: ["AUTH_SECRET"], message: AUTH_SECRET_REQUIRED });
    }
    if (c.S3_BUCKET) {
      for (const name of S3_REQUIRED) {
        if (!c[name])
          ctx.addIssue({ code: "custom", path: [name], message: "is required when S3_BUCKET is set (S3 storage)" });
      }
    } else if (c.S3_ENDPOINT || c.S3_ACCESS_KEY_ID || c.S3_SECRET_ACCESS_KEY || c.S3_PUBLIC_URL) {
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: "is required when other S3_ variables are set (leave them all empty to keep uploads on local disk)",
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

/** Five fields (pg-boss's schedules take no seconds), each one cron-parser accepts. */
function isValidCron(expression: string): boolean {
  if (expression.trim().split(/\s+/).length !== 5) return false;
  try {
    cronParser.parseExpression(expression, { tz: "UTC" });
    return true;
  } catch {
    return false;
  }
}

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const picked: Record<string, string> = {};
  for (const key of Object.keys(configSchema.shape)) {
    const value = env[key];
    if (value !== undefined) picked[key] = value;
  }
  const parsed = configSchema.safeParse(picked);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "(config)"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

export function publicOrigin(config: Config, port: number): string {
  return (config.APP_URL ?? `http://localhost:${port}`).replace(/\/$/, "");
}
