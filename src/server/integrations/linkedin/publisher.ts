import { linkedinResponses, statusClass } from "../../metrics/registry";
import { toLittleText } from "../../../shared/post-text/little-text";
import { exchange, type HttpExchange } from "./http-transport";
import { answerOutcome, failureOutcome, repeatable, type LinkedInOutcome } from "./outcome";

export type { LinkedInFailure, LinkedInOutcome } from "./outcome";

/** What a post carries besides its text (LINKEDIN.md "Optional content"). */
export type PostContent =
  | { kind: "image"; urn: string; altText?: string }
  | { kind: "images"; images: Array<{ urn: string; altText?: string }> }
  | { kind: "document"; urn: string; title: string };

export interface CreatePostInput {
  /** urn:li:person:{sub} */
  author: string;
  /** What the user wrote; converted to little text here. */
  text: string;
  content?: PostContent;
}

export interface UploadInput {
  owner: string;
  bytes: Buffer;
}

export interface CreateCommentInput {
  actor: string;
  postUrn: string;
  /** What the user wrote; converted to little text here. */
  text: string;
}

/**
 * Publishing on LinkedIn with a member's access token. Every call answers an outcome instead of throwing: the
 * worker decides from it (retry, needs check, reconnect, fail with LinkedIn's reason). The token is only ever put
 * in the Authorization header: no outcome, message or log line carries it.
 */
export interface LinkedInPublisher {
  createPost(token: string, input: CreatePostInput): Promise<LinkedInOutcome<{ urn: string; url: string }>>;
  /** initializeUpload + PUT of the bytes; the URN goes into a post's content. Never `unknown` (see `repeatable`). */
  uploadImage(token: string, input: UploadInput): Promise<LinkedInOutcome<{ urn: string }>>;
  uploadDocument(token: string, input: UploadInput): Promise<LinkedInOutcome<{ urn: string }>>;
  createComment(token: string, input: CreateCommentInput): Promise<LinkedInOutcome<{ urn: string }>>;
  /** The public page of a post. */
  postUrl(urn: string): string;
}

export interface LinkedInPublisherSettings {
  /** LINKEDIN_API_URL, e.g. https://api.linkedin.com */
  apiUrl: string;
  /** LINKEDIN_WEB_URL, e.g. https://www.linkedin.com */
  webUrl: string;
  /** LINKEDIN_API_VERSION, YYYYMM */
  version: string;
  timeoutMs: number;
}

/** Upload URLs come from LinkedIn's answer: the token goes only to LinkedIn's own hosts (or the configured ones). */
function trustedUploadHost(url: URL, settings: LinkedInPublisherSettings): boolean {
  if (url.protocol === "https:" && (url.hostname === "linkedin.com" || url.hostname.endsWith(".linkedin.com")))
    return true;
  return [settings.apiUrl, settings.webUrl].some((base) => new URL(base).origin === url.origin);
}

function contentBody(content: PostContent | undefined): Record<string, unknown> {
  if (!content) return {};
  if (content.kind === "image")
    return { content: { media: { id: content.urn, ...(content.altText ? { altText: content.altText } : {}) } } };
  if (content.kind === "document") return { content: { media: { id: content.urn, title: content.title } } };
  return {
    content: {
      multiImage: {
        images: content.images.map((i) => ({ id: i.urn, ...(i.altText ? { altText: i.altText } : {}) })),
      },
    },
  };
}

export function createLinkedInPublisher(settings: LinkedInPublisherSettings): LinkedInPublisher {
  const restHeaders = (token: string) => ({
    authorization: `Bearer ${token}`,
    "linkedin-version": settings.version,
    "x-restli-protocol-version": "2.0.0",
    "content-type": "application/json",
  });
  const rest = (path: string) => new URL(`${settings.apiUrl}${path}`);
  const call = async (request: Omit<HttpExchange, "timeoutMs">) => {
    const answer = await exchange({ ...request, timeoutMs: settings.timeoutMs });
    linkedinResponses.inc({
      endpoint: linkedinEndpoint(request.url, settings.apiUrl),
      status_class: answer.ok ? statusClass(answer.status) : "network",
    });
    return answer;
  };
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));
  const postUrl = (urn: string) => `${settings.webUrl}/feed/update/${urn}/`;

  async function upload(
    token: string,
    kind: "images" | "documents",
    input: UploadInput,
  ): Promise<LinkedInOutcome<{ urn: string }>> {
    const init = await call({
      url: rest(`/rest/${kind}?action=initializeUpload`),
      method: "POST",
      headers: restHeaders(token),
      body: json({ initializeUploadRequest: { owner: input.owner } }),
    });
    if (!init.ok) return repeatable(failureOutcome(init));
    if (init.status !== 200 && init.status !== 201) return repeatable(answerOutcome(init, token));
    let value: { uploadUrl?: unknown; image?: unknown; document?: unknown } | undefined;
    try {
      value = (JSON.parse(init.body) as { value?: typeof value }).value;
    } catch {
      value = undefined;
    }
    const urn = kind === "images" ? value?.image : value?.document;
    if (typeof value?.uploadUrl !== "string" || typeof urn !== "string")
      return {
        kind: "not_sent",
        reason: "LinkedIn's upload answer had no upload URL",
        status: init.status,
        retryAfterSeconds: null,
      };
    let uploadUrl: URL;
    try {
      uploadUrl = new URL(value.uploadUrl);
    } catch {
      return {
        kind: "not_sent",
        reason: "LinkedIn's upload URL is not a URL",
        status: init.status,
        retryAfterSeconds: null,
      };
    }
    const put = await call({
      url: uploadUrl,
      method: "PUT",
      headers: {
        "content-type": "application/octet-stream",
        ...(trustedUploadHost(uploadUrl, settings) ? { authorization: `Bearer ${token}` } : {}),
      },
      body: input.bytes,
    });
    if (!put.ok) return repeatable(failureOutcome(put));
    if (put.status < 200 || put.status >= 300) return repeatable(answerOutcome(put, token));
    return { kind: "published", value: { urn } };
  }

  return {
    postUrl,

    async createPost(token, input) {
      const answer = await call({
        url: rest("/rest/posts"),
        method: "POST",
        headers: restHeaders(token),
        body: json({
          author: input.author,
          commentary: toLittleText(input.text),
          visibility: "PUBLIC",
          distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
          ...contentBody(input.content),
          lifecycleState: "PUBLISHED",
          isReshareDisabledByAuthor: false,
        }),
      });
      if (!answer.ok) return failureOutcome(answer);
      if (answer.status !== 201) return answerOutcome(answer, token);
      const urn = answer.headers["x-restli-id"];
      // Created, but without its id the post cannot be linked: the member has to look.
      if (typeof urn !== "string" || !urn)
        return { kind: "unknown", reason: "LinkedIn created the post without saying its id" };
      return { kind: "published", value: { urn, url: postUrl(urn) } };
    },

    uploadImage: (token, input) => upload(token, "images", input),
    uploadDocument: (token, input) => upload(token, "documents", input),

    async createComment(token, input) {
      const answer = await call({
        url: rest(`/rest/socialActions/${encodeURIComponent(input.postUrn)}/comments`),
        method: "POST",
        headers: restHeaders(token),
        body: json({ actor: input.actor, object: input.postUrn, message: { text: toLittleText(input.text) } }),
      });
      if (!answer.ok) return failureOutcome(answer);
      if (answer.status !== 201 && answer.status !== 200) return answerOutcome(answer, token);
      const header = answer.headers["x-restli-id"];
      let urn = typeof header === "string" ? header : "";
      if (!urn) {
        try {
          const body = JSON.parse(answer.body) as { $URN?: unknown };
          urn = typeof body.$URN === "string" ? body.$URN : "";
        } catch {
          urn = "";
        }
      }
      if (!urn) return { kind: "unknown", reason: "LinkedIn created the comment without saying its id" };
      return { kind: "published", value: { urn } };
    },
  };
}

/**
 * A metrics label for a call: the REST resource and its action ("posts", "images.initializeUpload"), "upload" for
 * the upload URLs LinkedIn hands out; never an id or URN.
 */
export function linkedinEndpoint(url: URL, apiUrl: string): string {
  if (!url.href.startsWith(apiUrl)) return "upload";
  const rest = url.pathname.indexOf("/rest/");
  // /rest/{resource}[/{id}/{sub-resource}]: the id is left out
  const [resource, , sub] = rest < 0 ? [] : url.pathname.slice(rest + 6).split("/");
  const word = (v: string | null | undefined) => (v && /^[a-zA-Z]{1,40}$/.test(v) ? v : undefined);
  return [word(resource) ?? "other", word(sub), word(url.searchParams.get("action"))].filter(Boolean).join(".");
}
