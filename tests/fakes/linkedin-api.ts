/**
 * A local LinkedIn REST API (Posts, Images, Documents, comments) following ../shared/docs/LINKEDIN.md, for the
 * publishing tests, the benchmark and `npm run linkedin:simulator`. Point the app's LINKEDIN_API_URL at `origin`.
 *
 *   POST /rest/posts                                  201, the post's URN in x-restli-id
 *   POST /rest/images?action=initializeUpload         {value:{uploadUrl, image}}
 *   POST /rest/documents?action=initializeUpload      {value:{uploadUrl, document}}
 *   PUT  <uploadUrl> (/dms-uploads/<urn>)             201, the bytes of that image or document
 *   GET  /rest/images/<urn>, /rest/documents/<urn>    {id, status: WAITING_UPLOAD | AVAILABLE | PROCESSING_FAILED}
 *   (an image of a type LinkedIn does not take, WebP for one, uploads and then fails processing: a post using it is
 *   refused, 422 INVALID_MEDIA)
 *   POST /rest/socialActions/<post urn>/comments      201, the comment (x-restli-id: its URN)
 *   GET  /feed/update/<urn>/                          the post as LinkedIn shows it (an HTML page, for demos)
 *   GET  /oauth/.well-known/openid-configuration     discovery, its token_endpoint is the one below
 *   POST /oauth/v2/accessToken                        grant_type=refresh_token only (opt-in: refresh tokens exist
 *                                                     only once issueRefreshToken made one, as LinkedIn gives them
 *                                                     to partner apps only); client_id/client_secret checked when
 *                                                     `oauthClient` is given
 *   test control (loopback): POST|DELETE /test/faults (DELETE ?member=urn:li:person:<sub>: that member's only), GET|DELETE /test/records, POST /test/tokens {sub},
 *                            POST /test/refresh-tokens {sub}
 *
 * Like LinkedIn: every /rest call needs `Authorization: Bearer` with a token this simulator issued (issueToken) or
 * that the OpenID Connect simulator given as `oidc` accepts, `LinkedIn-Version` (missing: 400 VERSION_MISSING; not
 * in `activeVersions`: 426 NONEXISTENT_VERSION) and `X-Restli-Protocol-Version: 2.0.0`. The commentary is read as
 * little text (./linkedin-little-text.ts): an unescaped reserved character cuts the post and the answer is still
 * 201. An identical commentary by the same author answers 422 DUPLICATE_POST, quoting the earlier post's URN as
 * LinkedIn does. Faults can be injected per endpoint, before or after the request is carried out.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import crypto from "node:crypto";
import {
  ApiError,
  error,
  inputError,
  linkedInResources,
  type Answer,
  type SimComment,
  type SimMedia,
  type SimPost,
} from "./linkedin-api-resources";

export type { SimComment, SimMedia, SimPost } from "./linkedin-api-resources";

export const LINKEDIN_API_ENDPOINTS = ["posts", "images", "documents", "upload", "comments"] as const;
export type LinkedInApiEndpoint = (typeof LINKEDIN_API_ENDPOINTS)[number];

export const LINKEDIN_API_FAULTS = [
  "unauthorized", // 401 INVALID_ACCESS_TOKEN
  "duplicate", // 422 DUPLICATE_POST
  "rate-limited", // 429 (with Retry-After when retryAfterSeconds is given)
  "server-error", // 500 (or `status`), before anything is done: nothing is recorded
  "server-error-after-accept", // carried out and recorded, then answered 500 (or `status`): LinkedIn has the post
  "hang-after-accept", // the request is carried out and recorded, but no answer ever comes
  "reset-after-accept", // carried out and recorded, then the connection is dropped without an answer
  "reset-before-accept", // the connection is dropped as soon as the request line arrives: nothing is recorded
] as const;
export type LinkedInApiFault = (typeof LINKEDIN_API_FAULTS)[number];

export interface FaultRule {
  endpoint: LinkedInApiEndpoint | "*";
  fault: LinkedInApiFault;
  /** How many of the next requests to that endpoint get the fault (default 1). */
  times?: number;
  retryAfterSeconds?: number;
  /** The 5xx a server-error fault answers (default 500). */
  status?: number;
  /** Only requests made with this member's token (urn:li:person:<sub>) get the fault: a test's fault is never taken
   * by another test's late request. */
  member?: string;
}

export interface SimRequest {
  method: string;
  path: string;
  endpoint: LinkedInApiEndpoint | null;
  /** The status answered, or what happened instead. */
  outcome: number | "hang" | "reset";
}

export interface StartLinkedInApiOptions {
  port?: number;
  host?: string;
  /** LinkedIn-Version values that answer (default DEFAULT_ACTIVE_VERSIONS, 202512 to 202611). */
  activeVersions?: string[];
  /** Also accept the access tokens of this OpenID Connect simulator (checked once against its userinfo). */
  oidc?: { issuer: string };
  /** Refuse a commentary identical to an earlier post of the same author (default true, as LinkedIn). */
  detectDuplicates?: boolean;
  /** The app's credentials the token endpoint requires (default: any). */
  oauthClient?: { clientId: string; clientSecret: string };
  /** Milliseconds each API request waits before it is carried out, as LinkedIn's own latency (default 0). */
  answerDelayMs?: number;
}

/** A refresh grant the token endpoint answered (tests count them). */
export interface SimRefresh {
  sub: string | null;
  status: number;
}

export interface LinkedInApi {
  /** The API base URL (LINKEDIN_API_URL): calls go to <origin>/rest/... */
  origin: string;
  /** Where post pages are (LINKEDIN_WEB_URL): <webOrigin>/feed/update/<urn>/ */
  webOrigin: string;
  port: number;
  activeVersions: Set<string>;
  /** A bearer token for this member (urn:li:person:<sub>). */
  issueToken(sub: string, options?: { expiresInSeconds?: number }): string;
  revokeToken(token: string): void;
  /** A refresh token for this member (LinkedIn: partner apps only; 365 days by default). */
  issueRefreshToken(sub: string, options?: { expiresInSeconds?: number }): string;
  revokeRefreshToken(token: string): void;
  /** Discovery document whose token endpoint takes the refresh grant (LINKEDIN_DISCOVERY_URL for a refresh). */
  discoveryUrl: string;
  /** Every refresh grant, in order. */
  readonly refreshes: SimRefresh[];
  inject(rule: FaultRule): void;
  /** Forgets every fault, or only those of one member (`urn:li:person:<sub>`). */
  clearFaults(member?: string): void;
  readonly posts: SimPost[];
  readonly media: SimMedia[];
  readonly comments: SimComment[];
  readonly requests: SimRequest[];
  /** Forgets posts, media, comments, requests and faults (tokens stay). */
  reset(): void;
  stop(): Promise<void>;
}

/** The twelve monthly versions 202512 .. 202611 (LinkedIn retires a version about a year after its release). */
export const DEFAULT_ACTIVE_VERSIONS = Array.from({ length: 12 }, (_, i) => {
  const month = 12 + i; // months since 202501, from 202512
  return `${2025 + Math.floor((month - 1) / 12)}${String(((month - 1) % 12) + 1).padStart(2, "0")}`;
});

const JSON_LIMIT = 1_048_576;
const UPLOAD_LIMIT = 110 * 1024 * 1024;

export async function startLinkedInApi(options: StartLinkedInApiOptions = {}): Promise<LinkedInApi> {
  const host = options.host ?? "127.0.0.1";
  const activeVersions = new Set(options.activeVersions ?? DEFAULT_ACTIVE_VERSIONS);
  const detectDuplicates = options.detectDuplicates ?? true;
  const tokens = new Map<string, { sub: string; expiresAt: number } | null>(); // null: revoked
  const refreshTokens = new Map<string, { sub: string; expiresAt: number } | null>();
  const refreshes: SimRefresh[] = [];
  const faults: Array<Required<Pick<FaultRule, "times">> & FaultRule> = [];
  const requests: SimRequest[] = [];
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) send(res, 500, { status: 500, message: `simulator: ${String(err)}` });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://${host}:${port}`;
  const resources = linkedInResources(origin, { detectDuplicates });
  const { posts, media, comments } = resources;

  function send(res: http.ServerResponse, status: number, body?: unknown, headers: Record<string, string> = {}) {
    const text = body === undefined ? "" : JSON.stringify(body);
    res.writeHead(status, {
      ...(text ? { "content-type": "application/json" } : {}),
      "content-length": String(Buffer.byteLength(text)),
      ...headers,
    });
    res.end(text);
  }

  async function readBody(req: http.IncomingMessage, limit: number): Promise<Buffer> {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > limit) throw error(413, "Request entity too large");
      chunks.push(chunk as Buffer);
    }
    return Buffer.concat(chunks);
  }

  async function readJson(req: http.IncomingMessage): Promise<Record<string, unknown>> {
    const raw = (await readBody(req, JSON_LIMIT)).toString("utf8");
    try {
      const value = JSON.parse(raw) as unknown;
      if (value && typeof value === "object" && !Array.isArray(value)) return value as Record<string, unknown>;
    } catch {
      // answered below
    }
    throw error(400, "Unable to parse the request body as JSON");
  }

  /** A token not seen yet: its member, from the OIDC simulator (a token it does not know stays unknown). */
  async function learnToken(token: string): Promise<void> {
    if (tokens.has(token) || !options.oidc) return;
    const answer = await fetch(`${options.oidc.issuer}/me`, { headers: { authorization: `Bearer ${token}` } });
    if (answer.ok) tokens.set(token, { sub: ((await answer.json()) as { sub: string }).sub, expiresAt: Infinity });
  }

  async function memberOf(req: http.IncomingMessage): Promise<string> {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? "");
    if (!match)
      throw error(401, "Empty oauth2 access token", { serviceErrorCode: 65600, code: "INVALID_ACCESS_TOKEN" });
    const token = match[1];
    await learnToken(token);
    const entry = tokens.get(token);
    if (entry === null)
      throw error(401, "The token used in the request has been revoked by the user", {
        serviceErrorCode: 65601,
        code: "REVOKED_ACCESS_TOKEN",
      });
    if (!entry || entry.expiresAt < Date.now())
      throw error(401, "Invalid access token", { serviceErrorCode: 65600, code: "INVALID_ACCESS_TOKEN" });
    return `urn:li:person:${entry.sub}`;
  }

  function checkRestHeaders(req: http.IncomingMessage) {
    const version = req.headers["linkedin-version"];
    if (typeof version !== "string" || version === "")
      throw error(400, "A version must be present. Please specify a version by adding the LinkedIn-Version header.", {
        code: "VERSION_MISSING",
      });
    if (!activeVersions.has(version))
      throw error(426, `Requested version ${version} is not active`, { code: "NONEXISTENT_VERSION" });
    if (req.headers["x-restli-protocol-version"] !== "2.0.0")
      throw error(400, "X-Restli-Protocol-Version 2.0.0 is required for this API", { code: "PROTOCOL_VERSION" });
  }

  /**
   * The member a request's token belongs to, or null. Asked only when a fault waits for a member (a test's first
   * publication can then be faulted); whether the token is valid is not checked here.
   */
  async function tokenMember(req: http.IncomingMessage): Promise<string | null> {
    const match = /^Bearer (\S+)$/.exec(req.headers.authorization ?? "");
    if (!match) return null;
    await learnToken(match[1]);
    const entry = tokens.get(match[1]);
    return entry ? `urn:li:person:${entry.sub}` : null;
  }

  async function takeFault(endpoint: LinkedInApiEndpoint, req: http.IncomingMessage): Promise<FaultRule | null> {
    const member = faults.some((f) => f.member) ? await tokenMember(req) : null;
    const index = faults.findIndex(
      (f) => (f.endpoint === endpoint || f.endpoint === "*") && (!f.member || f.member === member),
    );
    if (index < 0) return null;
    const rule = faults[index];
    if (--rule.times <= 0) faults.splice(index, 1);
    return rule;
  }

  function route(method: string, path: string, query: URLSearchParams): LinkedInApiEndpoint | null {
    if (method === "POST" && path === "/rest/posts") return "posts";
    if (method === "POST" && path === "/rest/images" && query.get("action") === "initializeUpload") return "images";
    if (method === "POST" && path === "/rest/documents" && query.get("action") === "initializeUpload")
      return "documents";
    if (method === "PUT" && path.startsWith("/dms-uploads/")) return "upload";
    if (method === "POST" && /^\/rest\/socialActions\/[^/]+\/comments$/.test(path)) return "comments";
    return null;
  }

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? "/", origin);
    const method = req.method ?? "GET";
    const endpoint = route(method, url.pathname, url.searchParams);
    const log: SimRequest = { method, path: url.pathname, endpoint, outcome: 0 };
    if (endpoint || url.pathname.startsWith("/rest/")) requests.push(log);

    if (!endpoint) {
      await handleOther(req, res, url);
      log.outcome = res.statusCode;
      return;
    }
    if (options.answerDelayMs) await new Promise((r) => setTimeout(r, options.answerDelayMs));
    const fault = await takeFault(endpoint, req);
    if (fault?.fault === "reset-before-accept") {
      log.outcome = "reset";
      req.socket.destroy();
      return;
    }
    let status: number;
    let body: unknown;
    let headers: Record<string, string> = {};
    try {
      if (fault?.fault === "unauthorized")
        throw error(401, "Invalid access token", { serviceErrorCode: 65600, code: "INVALID_ACCESS_TOKEN" });
      if (fault?.fault === "server-error") throw error(fault.status ?? 500, "Internal Server Error");
      if (fault?.fault === "rate-limited") {
        const e = error(429, "Resource level throttle limit for calls to this resource is reached.");
        if (fault.retryAfterSeconds !== undefined) headers["retry-after"] = String(fault.retryAfterSeconds);
        throw e;
      }
      const member = await memberOf(req);
      if (endpoint !== "upload") checkRestHeaders(req);
      if (fault?.fault === "duplicate")
        throw inputError("/commentary", "DUPLICATE_POST", "Content is a duplicate of an earlier post");
      ({ status, body, headers = {} } = await carryOut(endpoint, req, url, member));
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      status = err.status;
      body = err.body;
    }
    if (fault?.fault === "hang-after-accept") {
      log.outcome = "hang";
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      req.resume();
      return;
    }
    if (fault?.fault === "reset-after-accept") {
      log.outcome = "reset";
      req.socket.destroy();
      return;
    }
    if (fault?.fault === "server-error-after-accept") {
      const failure = error(fault.status ?? 500, "Internal Server Error");
      [status, body, headers] = [failure.status, failure.body, {}];
    }
    log.outcome = status;
    send(res, status, body, headers);
  }

  async function carryOut(
    endpoint: LinkedInApiEndpoint,
    req: http.IncomingMessage,
    url: URL,
    member: string,
  ): Promise<Answer> {
    if (endpoint === "images" || endpoint === "documents")
      return resources.initializeUpload(endpoint, await readJson(req));
    if (endpoint === "upload") {
      const urn = decodeURIComponent(url.pathname.slice("/dms-uploads/".length));
      const bytes = await readBody(req, UPLOAD_LIMIT);
      return resources.upload(urn, bytes, req.headers["content-type"] ?? null, member);
    }
    if (endpoint === "comments")
      return resources.comment(decodeURIComponent(url.pathname.split("/")[3]), await readJson(req), member);
    return resources.createPost(await readJson(req), member);
  }

  async function handleOther(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? "GET";
    const mediaMatch = /^\/rest\/(images|documents)\/([^/]+)$/.exec(url.pathname);
    if (method === "GET" && mediaMatch) {
      try {
        const member = await memberOf(req);
        checkRestHeaders(req);
        const item = media.find((m) => m.urn === decodeURIComponent(mediaMatch[2]) && m.owner === member);
        if (!item) return send(res, 404, { status: 404, message: "Not found" });
        return send(res, 200, {
          id: item.urn,
          owner: item.owner,
          status: item.failed ? "PROCESSING_FAILED" : item.bytes ? "AVAILABLE" : "WAITING_UPLOAD",
        });
      } catch (err) {
        if (err instanceof ApiError) return send(res, err.status, err.body);
        throw err;
      }
    }
    const page = /^\/feed\/update\/([^/]+)\/?$/.exec(url.pathname);
    if (method === "GET" && page) {
      const post = posts.find((p) => p.urn === decodeURIComponent(page[1]));
      if (!post) return void res.writeHead(404, { "content-type": "text/plain" }).end("This post does not exist");
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>LinkedIn simulator post</title></head>
<body style="font-family:system-ui;max-width:555px;margin:2rem auto"><p><small>${escapeHtml(post.urn)}</small></p>
<p style="white-space:pre-wrap">${escapeHtml(post.parsed.text)}</p>${post.parsed.truncated ? "<p><em>(cut by little text)</em></p>" : ""}</body></html>`;
      return void res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(html);
    }
    if (url.pathname === "/oauth/.well-known/openid-configuration" && method === "GET")
      return send(res, 200, {
        issuer: `${origin}/oauth`,
        authorization_endpoint: `${origin}/oauth/v2/authorization`,
        token_endpoint: `${origin}/oauth/v2/accessToken`,
        userinfo_endpoint: `${origin}/v2/userinfo`,
      });
    if (url.pathname === "/oauth/v2/accessToken" && method === "POST") return refreshGrant(req, res);
    if (url.pathname.startsWith("/test/")) return testControl(req, res, url);
    if (url.pathname === "/" || url.pathname === "/health") return send(res, 200, { status: "ok" });
    send(res, 404, { status: 404, message: "Not found" });
  }

  /** LinkedIn's token endpoint, refresh grant: a new access token; the refresh token and its expiry stay. */
  async function refreshGrant(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const form = new URLSearchParams((await readBody(req, JSON_LIMIT)).toString("utf8"));
    const refuse = (status: number, code: string, description: string, sub: string | null = null) => {
      refreshes.push({ sub, status });
      send(res, status, { error: code, error_description: description });
    };
    if (form.get("grant_type") !== "refresh_token")
      return refuse(400, "unsupported_grant_type", "Only the refresh grant is simulated here");
    const client = options.oauthClient;
    if (client && (form.get("client_id") !== client.clientId || form.get("client_secret") !== client.clientSecret))
      return refuse(401, "invalid_client", "Client authentication failed");
    const token = form.get("refresh_token") ?? "";
    const entry = refreshTokens.get(token);
    if (!entry || entry.expiresAt < Date.now())
      return refuse(
        400,
        "invalid_request",
        "The provided authorization grant or refresh token is invalid, expired or revoked",
        entry?.sub ?? null,
      );
    refreshes.push({ sub: entry.sub, status: 200 });
    const expiresIn = 5_184_000;
    send(res, 200, {
      access_token: api.issueToken(entry.sub, { expiresInSeconds: expiresIn }),
      expires_in: expiresIn,
      refresh_token: token,
      refresh_token_expires_in: Math.floor((entry.expiresAt - Date.now()) / 1000),
      scope: "email openid profile w_member_social",
    });
  }

  async function testControl(req: http.IncomingMessage, res: http.ServerResponse, url: URL): Promise<void> {
    const method = req.method ?? "GET";
    if (url.pathname === "/test/faults" && method === "POST") {
      const rule = (await readJson(req)) as unknown as FaultRule;
      if (!LINKEDIN_API_FAULTS.includes(rule.fault) || ![...LINKEDIN_API_ENDPOINTS, "*"].includes(rule.endpoint))
        return send(res, 400, { status: 400, message: "endpoint or fault unknown" });
      api.inject(rule);
      return send(res, 204);
    }
    if (url.pathname === "/test/faults" && method === "DELETE")
      return (api.clearFaults(url.searchParams.get("member") ?? undefined), send(res, 204));
    if (url.pathname === "/test/records" && method === "GET")
      return send(res, 200, {
        posts: posts.map(({ urn, author, commentary, parsed, body, createdAt }) => ({
          urn,
          author,
          commentary,
          parsed,
          body,
          createdAt,
        })),
        // the uploaded bytes' digest: a test compares them with the file the app holds
        media: media.map(({ urn, kind, owner, bytes }) => ({
          urn,
          kind,
          owner,
          size: bytes?.length ?? null,
          sha256: bytes ? crypto.createHash("sha256").update(bytes).digest("hex") : null,
        })),
        comments,
        requests,
      });
    if (url.pathname === "/test/records" && method === "DELETE") return (api.reset(), send(res, 204));
    if (url.pathname === "/test/tokens" && method === "POST") {
      const { sub, expiresInSeconds } = (await readJson(req)) as { sub?: string; expiresInSeconds?: number };
      if (typeof sub !== "string" || !sub) return send(res, 400, { status: 400, message: "sub is required" });
      return send(res, 200, { access_token: api.issueToken(sub, { expiresInSeconds }) });
    }
    if (url.pathname === "/test/refresh-tokens" && method === "POST") {
      const { sub } = (await readJson(req)) as { sub?: string };
      if (typeof sub !== "string" || !sub) return send(res, 400, { status: 400, message: "sub is required" });
      return send(res, 200, { refresh_token: api.issueRefreshToken(sub) });
    }
    send(res, 404, { status: 404, message: "Not found" });
  }

  const api: LinkedInApi = {
    origin,
    webOrigin: origin,
    port,
    activeVersions,
    issueToken(sub, { expiresInSeconds = 5_184_000 } = {}) {
      const token = `AQ${crypto.randomBytes(24).toString("base64url")}`;
      tokens.set(token, { sub, expiresAt: Date.now() + expiresInSeconds * 1000 });
      return token;
    },
    revokeToken(token) {
      tokens.set(token, null);
    },
    issueRefreshToken(sub, { expiresInSeconds = 31_536_000 } = {}) {
      const token = `AQR${crypto.randomBytes(24).toString("base64url")}`;
      refreshTokens.set(token, { sub, expiresAt: Date.now() + expiresInSeconds * 1000 });
      return token;
    },
    revokeRefreshToken(token) {
      refreshTokens.set(token, null);
    },
    discoveryUrl: `${origin}/oauth/.well-known/openid-configuration`,
    refreshes,
    inject(rule) {
      faults.push({ ...rule, times: rule.times ?? 1 });
    },
    clearFaults(member) {
      if (!member) faults.length = 0;
      else for (let i = faults.length - 1; i >= 0; i--) if (faults[i]!.member === member) faults.splice(i, 1);
    },
    posts,
    media,
    comments,
    requests,
    reset() {
      resources.reset();
      requests.length = 0;
      faults.length = 0;
      refreshes.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return api;
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );
}
