import type { Logger } from "pino";
import type { Config } from "./config";
import type { Database } from "./db/client";
import { createLinkedInPublisher, type LinkedInPublisher } from "./integrations/linkedin/publisher";
import { createLlmClient, type LlmClient } from "./integrations/llm/llm-client";
import type { Mailer } from "./integrations/mail/mailer";
import { createOutboxMailer } from "./integrations/mail/outbox-mailer";
import { createSmtpMailer } from "./integrations/mail/smtp-mailer";
import { createStorage } from "./integrations/storage/create-storage";
import type { FileStorage } from "./integrations/storage/file-storage";
import type { JobQueue } from "./jobs/job-queue";
import type { ComposedWorker } from "./jobs/worker";
import { composeWorkers } from "./jobs/workers";
import { linkedInConnectClient, type LinkedInConnectClient } from "./integrations/linkedin/connect-client";
import { limitStore, type LimitStore } from "./lib/limit-store";
import { tokenCipher, type TokenCipher } from "./lib/token-cipher";
import { LINKEDIN_CONNECT_CALLBACK_PATH } from "../contracts/linkedin/paths";
import { linkedInVersionStatus, type LinkedInVersionStatus } from "../contracts/linkedin/api-version";
import type { PublishingDeps } from "./modules/publishing/attempt";
import { publishingService, type PublishingService } from "./modules/publishing/service";
import { schedulingService, type SchedulingService } from "./modules/scheduling/service";
import { calendarService, type CalendarService } from "./modules/calendar/service";
import { planningService, type PlanningService } from "./modules/planning/service";
import { linkedInService, type LinkedInService } from "./modules/linkedin/service";
import { notificationService, type NotificationService } from "./modules/notifications/service";
import { createAuth, type Auth, type PasswordHashing } from "./modules/auth/auth";
import { mediaService, type MediaService } from "./modules/media/service";
import { semaphore } from "./lib/semaphore";
import { noteService, type NoteService } from "./modules/notes/service";
import { promptService, type PromptService } from "./modules/prompts/service";
import { postService, type PostService } from "./modules/posts/service";
import { searchService, type SearchService } from "./modules/search/service";
import { profileService, type ProfileService } from "./modules/profile/service";
import { generationGuard, type GenerationGuard } from "./modules/strategy/generation-guard";
import { generationService, type GenerationService } from "./modules/generation/service";
import { strategyService, type StrategyService } from "./modules/strategy/service";
import { aiConnectionService, type AiConnectionService } from "./modules/ai-connection/service";

/** Everything outside the process, built once per process. Tests replace any of them with a fake. */
export interface Integrations {
  mailer: Mailer;
  storage: FileStorage;
  /** null when LLM_BASE_URL / LLM_MODEL are not set: the built-in generator answers. */
  llm: LlmClient | null;
  /** Posts, uploads and comments on LinkedIn (LINKEDIN_API_URL: LinkedIn, or the simulator). */
  linkedin: LinkedInPublisher;
  /** LinkedIn's OpenID Connect endpoints (connect, token refresh); null when LINKEDIN_CLIENT_ID is not set. */
  linkedinConnect: LinkedInConnectClient | null;
  /** The job queue services enqueue into (jobs/boss.ts `createJobs` builds it before compose); null where no queue runs (tests). */
  jobs: JobQueue | null;
}

/** What a service needs from the request: its database handle (it carries the session to confirm) and logger. */
export interface RequestScope {
  database: Database;
  logger: Logger;
}

/**
 * The services, built once with their integrations; each is bound to a request's scope by a cheap call
 * (`services.strategy(c.var)`), because the request's database handle carries its session proof.
 */
export interface Services {
  strategy: (scope: RequestScope) => StrategyService;
  profile: (scope: RequestScope) => ProfileService;
  posts: (scope: RequestScope) => PostService;
  notes: (scope: RequestScope) => NoteService;
  prompts: (scope: RequestScope) => PromptService;
  media: (scope: RequestScope) => MediaService;
  search: (scope: RequestScope) => SearchService;
  linkedin: (scope: RequestScope) => LinkedInService;
  publishing: (scope: RequestScope) => PublishingService;
  notifications: (scope: RequestScope) => NotificationService;
  scheduling: (scope: RequestScope) => SchedulingService;
  calendar: (scope: RequestScope) => CalendarService;
  planning: (scope: RequestScope) => PlanningService;
  generation: (scope: RequestScope) => GenerationService;
  generationGuard: GenerationGuard;
  /** Generate Post's own: one LLM generation at a time per user, and its own per-user limit. */
  postGenerationGuard: GenerationGuard;
  /** The AI connection test (Apps page, and the log at start). */
  aiConnection: AiConnectionService;
}

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
  // one per process: every request's uploads wait their turn in it
  const mediaProcessing = semaphore(config.MEDIA_PROCESSING_CONCURRENCY);
  const services: Services = {
    strategy: (scope) => strategyService({ database: scope.database, llm: integrations.llm, logger: scope.logger }),
    profile: (scope) =>
      profileService({ database: scope.database, storage: integrations.storage, auth, logger: scope.logger }),
    posts: (scope) => postService({ database: scope.database }),
    notes: (scope) => noteService({ database: scope.database }),
    prompts: (scope) => promptService({ database: scope.database }),
    media: (scope) =>
      mediaService({
        database: scope.database,
        storage: integrations.storage,
        logger: scope.logger,
        processing: mediaProcessing,
        quotaBytes: config.WORKSPACE_STORAGE_QUOTA_MB ? config.WORKSPACE_STORAGE_QUOTA_MB * 1_000_000 : null,
      }),
    search: (scope) => searchService({ database: scope.database }),
    linkedin: (scope) =>
      linkedInService({
        database: scope.database,
        logger: scope.logger,
        client: integrations.linkedinConnect,
        cipher: linkedinTokens,
        redirectUri: `${origin}${LINKEDIN_CONNECT_CALLBACK_PATH}`,
        apiVersion: linkedinApiVersion,
      }),
    publishing: (scope) =>
      publishingService({
        database: scope.database,
        jobs: integrations.jobs,
        linkedin: { publisher: integrations.linkedin, cipher: linkedinTokens },
        logger: scope.logger,
      }),
    notifications: (scope) => notificationService({ database: scope.database }),
    scheduling: (scope) => schedulingService({ database: scope.database }),
    calendar: (scope) => calendarService({ database: scope.database }),
    planning: (scope) => planningService({ database: scope.database, llm: integrations.llm }),
    generation: (scope) => generationService({ database: scope.database, llm: integrations.llm, logger: scope.logger }),
    generationGuard: generationGuard({
      store: limits,
      max: config.GENERATE_RATE_LIMIT_MAX,
      windowSeconds: config.GENERATE_RATE_LIMIT_WINDOW_SECONDS,
      leaseSeconds: opts.generationLeaseSeconds,
    }),
    postGenerationGuard: generationGuard({
      store: limits,
      max: config.GENERATE_RATE_LIMIT_MAX,
      windowSeconds: config.GENERATE_RATE_LIMIT_WINDOW_SECONDS,
      leaseSeconds: opts.generationLeaseSeconds,
      names: { lease: "generate-post", limiter: "llm-post-generations" },
      busyCode: "POST_GENERATION_IN_PROGRESS",
    }),
    aiConnection: aiConnectionService({
      llm: integrations.llm,
      settings: { baseUrl: config.LLM_BASE_URL ?? "", apiKey: config.LLM_API_KEY, model: config.LLM_MODEL },
      limits,
      clock,
    }),
  };
  const workers = composeWorkers({
    database,
    publishing: publishingDeps(config, integrations, linkedinTokens),
    mail: { mailer: integrations.mailer, appUrl: origin },
  });
  return { config, database, logger, origin, auth, integrations, limits, services, workers, linkedinApiVersion };
}
