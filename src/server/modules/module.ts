import type { Hono } from "hono";
import type { Language } from "../../contracts/language";
import type { LinkedInVersionStatus } from "../../contracts/linkedin/api-version";
import type { Config } from "../config";
import type { AppEnv } from "../http/env";
import type { Integrations } from "../integrations/integrations";
import type { FileStorage } from "../integrations/storage/file-storage";
import type { Worker } from "../jobs/worker";
import type { Actor } from "../lib/actor";
import type { LimitStore } from "../lib/limit-store";
import type { RequestScope, Scoped } from "../lib/request-scope";
import type { TokenCipher } from "../lib/token-cipher";
import type { Auth } from "./auth/auth";

/**
 * What a module's services are built from, once per process by compose(): the integrations and the configuration,
 * never a client a module builds itself.
 */
export interface ModuleDeps {
  config: Config;
  /** The app's public origin (links in mails, the LinkedIn redirect URI). */
  origin: string;
  integrations: Integrations;
  /** Shared limits (rate limits, leases), in Postgres so every process enforces the same ones. */
  limits: LimitStore;
  auth: Auth;
  /** Now (tests give a fixed one). */
  clock: () => Date;
  /** The LinkedIn-Version sent and where it stands now: retiring, retired. */
  linkedinApiVersion: () => LinkedInVersionStatus;
  /** The cipher of the LinkedIn tokens at rest (the connection writes them, publishing and its worker read them). */
  linkedinTokens: TokenCipher;
  /** A session row id's public, opaque id (an HMAC under the server's secret): see modules/account-sessions. */
  sessionPublicId: (sessionId: string) => string;
  /** How long a dead process keeps a user's generation slot (GENERATION_LEASE_SECONDS; tests shorten it). */
  generationLeaseSeconds?: number;
}

/**
 * What a module's routes may ask for besides the services (app.ts gives them `{ ...services, ...resources }`): keep
 * this short, a route needs a service, not a client.
 */
export interface RouteResources {
  config: Config;
  /** Serves the uploaded files at /uploads (local disk or S3). */
  storage: FileStorage;
  linkedinApiVersion: () => LinkedInVersionStatus;
}

/** What a page's loader is given: who asks (a page's address names no workspace: the user's personal one), in what language, the page's query, and the request's scope (its database handle carries the session proof, so reads run under the request's own row-level-security context). */
export interface PageLoadInput {
  actor: Actor;
  lng: Language;
  search: URLSearchParams;
  /** The address's parameters, named as in the page's path ("/editor/{postId}": `postId`), as sent (not checked). */
  params: Readonly<Record<string, string>>;
  scope: RequestScope;
  /** The request's Cookie header ("" when none): what only the browser knows, as the app writes it (its time zone). */
  cookie: string;
}

/**
 * The answers a signed-in page's first render needs (issue 30), read for the page request itself and keyed by the
 * URL the SPA asks them at (`api()`'s path + query), each body as the API sends it: the SPA takes them from the page
 * once (src/web/lib/api/page-data.ts) and the server renders the page with them (http/page-render.ts). A loader must
 * give every answer the page's first view asks for, or the render fails and the page goes out without markup.
 */
export type PageLoader = (input: PageLoadInput) => Promise<Record<string, unknown>>;

/** A module's routes, mounted at "/" (their paths are absolute: they come from the contracts). */
export type ModuleRouter = Hono<AppEnv, any, any>;

/**
 * A domain of the server as data (like `defineEndpoint` and `defineWorker`): compose() builds its service, app.ts
 * mounts its routes, the job runner polls its workers. Listed once, in `modules/index.ts`.
 */
export interface ModuleManifest<N extends string, S, P extends object, R> {
  /** The module's name; with a `service`, also its key in `services` (`services.posts(c.var)`). */
  name: N;
  /**
   * Its service: built once per process from the integrations and the configuration, then bound to each request by
   * a cheap call with the request's scope (its database handle carries the session proof, its logger the request id).
   */
  service?: (deps: ModuleDeps) => (scope: RequestScope) => S;
  /**
   * What else it adds to `services`, built once per process and not bound to a request (a generation guard, the AI
   * connection check); each key once across the modules.
   */
  shared?: (deps: ModuleDeps) => P;
  /** Its routes, given what they need: the services (its own and others'), typed by the module itself. */
  routes?: (services: R) => ModuleRouter | readonly ModuleRouter[];
  /**
   * The pages it owns that the server renders with their data, by path ("/strategy"; a parameter as the endpoints
   * write it: "/editor/{postId}"): see PageLoader.
   */
  pages?: (services: R) => Readonly<Record<string, PageLoader>>;
  /** Answers every page rendered with its data also carries: the shell's (who is signed in, in what role). */
  shellData?: (services: R) => PageLoader;
  /** POST paths that take a file: app.ts's JSON body limit and text check skip them (the route sets its own limit). */
  uploadPaths?: readonly string[];
  /** Its background workers (`defineWorker`), one per queue of `jobs/queues.ts`. */
  workers?: readonly Worker[];
}

export type AnyModule = ModuleManifest<string, any, any, any>;

export function defineModule<const N extends string, S = never, P extends object = Record<never, never>, R = unknown>(
  manifest: ModuleManifest<N, S, P, R>,
): ModuleManifest<N, S, P, R> {
  return manifest;
}

type ServiceOf<M> =
  M extends ModuleManifest<infer N, infer S, any, any>
    ? [S] extends [never]
      ? Record<never, never>
      : { [K in N]: Scoped<S> }
    : never;
type SharedOf<M> = M extends ModuleManifest<string, any, infer P, any> ? P : never;
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The services the modules provide: `services.<name>` for each module's service, plus what each one shares. */
export type ServicesOf<Ms extends readonly AnyModule[]> =
  UnionToIntersection<ServiceOf<Ms[number]> | SharedOf<Ms[number]>> extends infer I ? { [K in keyof I]: I[K] } : never;

/** Builds every module's service and shared helpers (compose()), refusing a key two modules provide. */
export function composeServices<Ms extends readonly AnyModule[]>(modules: Ms, deps: ModuleDeps): ServicesOf<Ms> {
  const services: Record<string, unknown> = {};
  const provide = (module: string, key: string, value: unknown) => {
    if (Object.hasOwn(services, key))
      throw new Error(`services.${key} is provided twice (the second time by ${module})`);
    services[key] = value;
  };
  for (const module of modules) {
    if (module.service) provide(module.name, module.name, module.service(deps));
    for (const [key, value] of Object.entries(module.shared?.(deps) ?? {})) provide(module.name, key, value);
  }
  return services as ServicesOf<Ms>;
}

/** What a module's `routes` gave, as a list of routers (mounted in that order). */
export function routerList(routes: ModuleRouter | readonly ModuleRouter[] | undefined): readonly ModuleRouter[] {
  if (routes === undefined) return [];
  return Array.isArray(routes) ? (routes as readonly ModuleRouter[]) : [routes as ModuleRouter];
}
