import { OpenAPIHono } from "@hono/zod-openapi";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { Composition } from "./composition";
import type { AppEnv } from "./http/env";
import { DOCS_HTML, DOCS_JS, OPENAPI_INFO, withAuthEndpoints } from "./http/openapi";
import { sessionMiddleware } from "./http/session";
import { SessionCache } from "./http/session-cache";
import { responseHeaders } from "./http/response-headers";
import { securityHeaders } from "./http/security-headers";
import { requestLog } from "./http/request-log";
import { pageSessionReader } from "./http/page-session";
import { inlineScriptHashes, mountSpa, readIndexHtml } from "./http/static";
import { storableTextOnly } from "./http/storable-text";
import { AppError, errorBody } from "./lib/errors";
import { validationError } from "./lib/validation-error";
import { csrfProtection } from "./lib/csrf";
import { loggableError } from "./lib/log-error";
import { MODULES } from "./modules";
import { authModule } from "./modules/auth";
import { DISABLED_PATHS } from "./modules/auth/auth";
import { routerList, type RouteResources } from "./modules/module";
import { mailboxRoutes } from "./modules/system/mailbox";
import { clientConfig } from "./modules/system/client-config";
import { isDatabaseUnavailable } from "./db/unavailable";
import { httpMetrics, mountMetrics } from "./http/metrics-route";
import { pageDataReader, pageLoaders } from "./http/page-data";
import { builtRenderer, pageMarkup } from "./http/page-render";
import { CHAT_WIDGET_ORIGINS } from "../contracts/system/client-config";

/** Seconds a client is told to wait before trying again while the database cannot be reached. */
const DATABASE_RETRY_AFTER_S = 5;

/** What compose() built (integrations, auth, services), plus where the SPA is. */
export interface AppDeps extends Composition {
  /** Folder of the built SPA (dist/web); omitted in API tests. */
  webDir?: string;
}

export function createApp(deps: AppDeps) {
  const { config, database, auth, logger, origin, integrations, services, limits } = deps;
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error.issues);
    },
  });
  const indexHtml = deps.webDir ? readIndexHtml(deps.webDir) : undefined;

  // A configured chat widget is the only third-party code the page may load.
  const chat = config.CHAT_WIDGET_ID ? CHAT_WIDGET_ORIGINS[config.CHAT_WIDGET_PROVIDER] : undefined;
  const security = securityHeaders({
    https: origin.startsWith("https://"),
    csp: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", ...(indexHtml ? inlineScriptHashes(indexHtml) : []), ...(chat?.script ?? [])],
      styleSrc: ["'self'", "'unsafe-inline'", ...(chat?.style ?? [])],
      // avatars may live on S3_PUBLIC_URL (an http:// one too, e.g. a local MinIO)
      imgSrc: [
        "'self'",
        "data:",
        "blob:",
        "https:",
        ...(config.S3_PUBLIC_URL ? [new URL(config.S3_PUBLIC_URL).origin] : []),
      ],
      fontSrc: ["'self'", "data:", ...(chat?.font ?? [])],
      connectSrc: ["'self'", ...(chat?.connect ?? [])],
      frameSrc: chat ? [...chat.frame] : ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
    },
  });
  app.use("*", httpMetrics());
  app.use("*", responseHeaders(security));
  app.use("*", requestLog(logger, database));
  const limitBody = bodyLimit({
    maxSize: config.BODY_LIMIT_BYTES,
    onError: (c) => c.json(errorBody("PAYLOAD_TOO_LARGE", "The request body is too large"), 413),
  });
  // GET/HEAD carry no body; checking them would materialise a full Request object on every read.
  // The file uploads (avatar, Library media: each module's `uploadPaths`) apply their own, larger limits.
  const uploads = new Set<string>(MODULES.flatMap((module) => module.uploadPaths ?? []));
  app.use("/api/*", (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD" || (c.req.method === "POST" && uploads.has(c.req.path))
      ? next()
      : limitBody(c, next),
  );
  // after the body limit, which bounds what it reads (uploads are files: they have their own checks)
  const textOnly = storableTextOnly();
  app.use("/api/*", (c, next) => (c.req.method === "POST" && uploads.has(c.req.path) ? next() : textOnly(c, next)));
  app.use("/api/*", csrfProtection([origin]));

  for (const router of routerList(authModule.routes?.({ auth, config, db: database.db, limits }))) {
    app.route("/", router);
  }
  app.use("/api/*", sessionMiddleware(auth, new SessionCache()));

  // every module's routes, in MODULES' order, each given what it asks for: services, or one of the route resources
  const resources: RouteResources = {
    config,
    storage: integrations.storage,
    linkedinApiVersion: deps.linkedinApiVersion,
  };
  const routeDeps = { ...services, ...resources };
  for (const module of MODULES) {
    for (const router of routerList(module.routes?.(routeDeps))) app.route("/", router);
  }

  let openApiDoc: Promise<unknown> | undefined;
  app.get("/api/openapi.json", async (c) => {
    openApiDoc ??= auth.api
      .generateOpenAPISchema()
      .then((authDoc) => withAuthEndpoints(app.getOpenAPI31Document(OPENAPI_INFO), authDoc as object, DISABLED_PATHS));
    return c.json(await openApiDoc);
  });
  app.get("/api/docs", (c) => c.html(DOCS_HTML));
  app.get("/api/docs.js", (c) => c.body(DOCS_JS, 200, { "Content-Type": "text/javascript; charset=utf-8" }));
  if (integrations.mailer.kind === "outbox") app.route("/", mailboxRoutes());

  mountMetrics(app, config.METRICS_TOKEN);
  app.all("/api/*", (c) => c.json(errorBody("NOT_FOUND", "No such endpoint"), 404));
  if (deps.webDir) {
    mountSpa(
      app,
      deps.webDir,
      indexHtml,
      pageSessionReader(auth),
      clientConfig(config),
      pageDataReader(
        pageLoaders(MODULES.map((module) => module.pages?.(routeDeps) ?? {})),
        MODULES.flatMap((module) => (module.shellData ? [module.shellData(routeDeps)] : [])),
      ),
      pageMarkup(builtRenderer(deps.webDir), clientConfig(config), logger, origin),
    );
  }

  app.notFound((c) => c.json(errorBody("NOT_FOUND", "Not found"), 404));
  app.onError((err, c) => {
    if (err instanceof AppError) {
      if (err.retryAfterSeconds) c.header("Retry-After", String(err.retryAfterSeconds));
      return c.json(err.body, err.status);
    }
    if (err instanceof HTTPException) {
      const status = err.status;
      const byStatus: Record<number, string> = {
        401: "UNAUTHORIZED",
        403: "FORBIDDEN",
        404: "NOT_FOUND",
        413: "PAYLOAD_TOO_LARGE",
        415: "UNSUPPORTED_MEDIA_TYPE",
        429: "RATE_LIMITED",
      };
      const code = byStatus[status] ?? "BAD_REQUEST";
      return c.json(errorBody(code, err.message || "Bad request"), status);
    }
    if (err instanceof SyntaxError) return c.json(errorBody("BAD_REQUEST", "The request body is not valid JSON"), 400);
    if (isDatabaseUnavailable(err)) {
      c.get("logger")?.warn({ error: loggableError(err) }, "database unavailable");
      c.header("Retry-After", String(DATABASE_RETRY_AFTER_S));
      return c.json(
        errorBody("SERVICE_UNAVAILABLE", "PillarPost is temporarily unavailable. Please try again in a moment."),
        503,
      );
    }
    c.get("logger")?.error({ error: loggableError(err) }, "unhandled error");
    return c.json(errorBody("INTERNAL", "Internal Server Error"), 500);
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
