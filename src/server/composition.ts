import { sessionPublicIds } from "./modules/account-sessions/public-id";
import type { Logger } from "pino";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createLinkedInPublisher, type LinkedInPublisher } from "./integrations/linkedin/publisher";
import { createLlmClient, type LlmClient } from "./integrations/llm/llm-client";
import type { Mailer } from "./integrations/mail/mailer";
import { createOutboxMailer } from "./integrations/mail/outbox-mailer";
import { createSmtpMailer } from "./integrations/mail/smtp-mailer";
import { createStorage } from "./integrations/storage/create-storage";
import type { Integrations } from "./integrations/integrations";
import type { ComposedWorker } from "./jobs/worker";
import { composeWorkers } from "./jobs/workers";
import { linkedInConnectClient, type LinkedInConnectClient } from "./integrations/linkedin/connect-client";
import { limitStore, type LimitStore } from "./lib/limit-store";
import { tokenCipher, type TokenCipher } from "./lib/token-cipher";
import { linkedInVersionStatus, type LinkedInVersionStatus } from "../contracts/linkedin/api-version";
import type { PublishingDeps } from "./modules/publishing/attempt";
import { createAuth, type Auth, type PasswordHashing } from "./modules/auth/auth";
import { composeServices, type ServicesOf } from "./modules/module";
import { MODULES } from "./modules";
import { printerOfProcess } from "./modules/carousels/printer-of-process";

export type { Integrations } from "./integrations/integrations";

/**
 * The services, built once with their integrations by the modules (`modules/index.ts`); each module's own is bound to
 * a request's scope by a cheap call (`services.strategy(c.var)`), because the request's database handle carries its
 * session proof. Besides: `generationGuard` (strategy), `postGenerationGuard` (generation), `aiConnection`.
 */
export type Services = ServicesOf<typeof MODULES>;

export interface Composition {
  config: Config;
  database: Database;
  logger: Logger;
  origin: string;
  auth: Auth;
  integrations: Integrations;
  /** Shared limits (auth rate limits, generation guard), in Postgres so every process enforces the same ones. */
  limits: LimitStore;
  services: Services;
  /**
   * Every worker given what it needs (jobs/workers): what a process that runs workers polls for
   * (jobs/boss.ts `start`). Built in every process, cheaply; only those with workers start them.
   */
  workers: ComposedWorker[];
  /** The LinkedIn-Version sent (LINKEDIN_API_VERSION) and where it stands now: retiring, retired (/api/health). */
  linkedinApiVersion: () => LinkedInVersionStatus;
}

export function llmFromConfig(config: Config): LlmClient | null {
  if (!config.LLM_BASE_URL || !config.LLM_MODEL) return null;
  return createLlmClient({
    baseUrl: config.LLM_BASE_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: config.LLM_TIMEOUT_MS,
    firstTokenTimeoutMs: config.LLM_FIRST_TOKEN_TIMEOUT_MS,
    structuredOutput: config.LLM_STRUCTURED_OUTPUT,
  });
}

export function linkedInPublisherFromConfig(config: Config): LinkedInPublisher {
  return createLinkedInPublisher({
    apiUrl: config.LINKEDIN_API_URL,
    webUrl: config.LINKEDIN_WEB_URL,
    version: config.LINKEDIN_API_VERSION,
    timeoutMs: config.LINKEDIN_API_TIMEOUT_MS,
  });
}

/** LinkedIn's OpenID Connect endpoints (connect, and the refresh grant), or null when LINKEDIN_CLIENT_ID is not set. */
export function linkedInConnectFromConfig(config: Config): LinkedInConnectClient | null {
  return config.LINKEDIN_CLIENT_ID
    ? linkedInConnectClient({
        discoveryUrl: config.LINKEDIN_DISCOVERY_URL,
        clientId: config.LINKEDIN_CLIENT_ID,
        clientSecret: config.LINKEDIN_CLIENT_SECRET,
      })
    : null;
}

/** What the publishing worker needs: the process's LinkedIn clients and storage, the token cipher, PUBLISH_* timings. */
function publishingDeps(config: Config, integrations: Integrations, cipher: TokenCipher): PublishingDeps {
  return {
    publisher: integrations.linkedin,
    storage: integrations.storage,
    cipher,
    graceMinutes: config.PUBLISH_GRACE_PERIOD_MINUTES,
    retryBaseSeconds: config.PUBLISH_RETRY_BASE_SECONDS,
    // one createPost call at most (its timeout), and a margin for the two statements around it
    staleSeconds: Math.ceil(config.LINKEDIN_API_TIMEOUT_MS / 1000) + 60,
    tokens: integrations.linkedinConnect,
    concurrency: config.PUBLISH_CONCURRENCY,
  };
}

/** The cipher of the LinkedIn tokens at rest (the connection's service writes them, the worker reads them). */
export const linkedInTokenCipher = (secret: string) => tokenCipher(secret, "linkedin-tokens");

/** SMTP when SMTP_URL is set, else the outbox table (shown at /dev/mailbox on loopback). */
export function mailerFromConfig(config: Config, database: Database, logger: Logger): Mailer {
  return config.SMTP_URL
    ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM, logger)
    : createOutboxMailer(database.db, logger);
}

export function composeIntegrations(
  config: Config,
  database: Database,
  logger: Logger,
  overrides: Partial<Integrations> = {},
): Integrations {
  return {
    mailer: overrides.mailer ?? mailerFromConfig(config, database, logger),
    storage: overrides.storage ?? createStorage(config),
    llm: overrides.llm !== undefined ? overrides.llm : llmFromConfig(config),
    linkedin: overrides.linkedin ?? linkedInPublisherFromConfig(config),
    linkedinConnect:
      overrides.linkedinConnect !== undefined ? overrides.linkedinConnect : linkedInConnectFromConfig(config),
    jobs: overrides.jobs ?? null,
  };
}

export interface ComposeOptions {
  config: Config;
  database: Database;
  logger: Logger;
  origin: string;
  /** Signs sessions and encrypts provider tokens (see resolveSecret). */
  secret: string;
  /** Fakes for tests (a capturing mailer, a fake LLM...), and the job queue of the process (jobs/boss.ts). */
  integrations?: Partial<Integrations>;
  /** Default: the database's owner pool, no key prefix (tests give each app its own prefix). */
  limits?: LimitStore;
  /** How long a dead process keeps a user's generation slot (GENERATION_LEASE_SECONDS; tests shorten it). */
  generationLeaseSeconds?: number;
  /** Now, for what depends on the date (the LinkedIn-Version's retirement); tests give a fixed one. */
  clock?: () => Date;
  /** How passwords are hashed; default better-auth's scrypt (N = 16384). Code only, never from configuration. */
  passwordHashing?: PasswordHashing;
}

/**
 * The one place that builds the integrations, the auth library, the services and the workers of a process (the app
 * and the workers-only process alike: start-process.ts).
 */
export function compose(opts: ComposeOptions): Composition {
  const { config, database, logger, origin } = opts;
  const integrations = composeIntegrations(config, database, logger, opts.integrations);
  const limits = opts.limits ?? limitStore(database.pool);
  const auth = createAuth({
    config,
    db: database.db,
    mailer: integrations.mailer,
    logger,
    origin,
    secret: opts.secret,
    passwordHashing: opts.passwordHashing,
  });
  const linkedinTokens = linkedInTokenCipher(opts.secret);
  const clock = opts.clock ?? (() => new Date());
  const linkedinApiVersion = () => linkedInVersionStatus(config.LINKEDIN_API_VERSION, clock());
  const services: Services = composeServices(MODULES, {
    config,
    origin,
    integrations,
    limits,
    auth,
    clock,
    linkedinApiVersion,
    linkedinTokens,
    sessionPublicId: sessionPublicIds(opts.secret),
    generationLeaseSeconds: opts.generationLeaseSeconds,
  });
  const workers = composeWorkers({
    database,
    publishing: publishingDeps(config, integrations, linkedinTokens),
    mail: { mailer: integrations.mailer, appUrl: origin },
    carousels: {
      printer: printerOfProcess({ chromiumPath: config.CHROMIUM_PATH, timeoutMs: config.CAROUSEL_RENDER_TIMEOUT_MS }),
      media: services.media,
    },
    accountData: { storage: integrations.storage, mailer: integrations.mailer, appUrl: origin, clock },
    backups: { pool: database.pool, storage: integrations.storage, secret: opts.secret, config },
  });
  return { config, database, logger, origin, auth, integrations, limits, services, workers, linkedinApiVersion };
}
