import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startLinkedInApi, type LinkedInApi } from "./linkedin-api";
import { startLinkedInOidc } from "./linkedin-oidc";

const SUB = "abc123XYZ";
const AUTHOR = `urn:li:person:${SUB}`;

let sim: LinkedInApi;
let token: string;

beforeAll(async () => {
  sim = await startLinkedInApi();
  token = sim.issueToken(SUB);
});
afterAll(async () => {
  await sim?.stop();
});
afterEach(() => sim.reset());

interface CallOptions {
  method?: string;
  body?: unknown;
  raw?: Buffer;
  token?: string | null;
  version?: string | null;
  restli?: string | null;
  signal?: AbortSignal;
}

async function call(path: string, o: CallOptions = {}) {
  const headers: Record<string, string> = {};
  const bearer = o.token === undefined ? token : o.token;
  if (bearer !== null) headers.authorization = `Bearer ${bearer}`;
  const version = o.version === undefined ? "202601" : o.version;
  if (version !== null) headers["linkedin-version"] = version;
  const restli = o.restli === undefined ? "2.0.0" : o.restli;
  if (restli !== null) headers["x-restli-protocol-version"] = restli;
  if (o.body !== undefined) headers["content-type"] = "application/json";
  const res = await fetch(path.startsWith("http") ? path : `${sim.origin}${path}`, {
    method: o.method ?? (o.body !== undefined || o.raw ? "POST" : "GET"),
    headers,
    body: o.raw ? new Uint8Array(o.raw) : o.body === undefined ? undefined : JSON.stringify(o.body),
    signal: o.signal,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? (JSON.parse(text) as Record<string, any>) : null };
}

const postBody = (commentary: string, extra: Record<string, unknown> = {}) => ({
  author: AUTHOR,
  commentary,
  visibility: "PUBLIC",
  distribution: { feedDistribution: "MAIN_FEED", targetEntities: [], thirdPartyDistributionChannels: [] },
  lifecycleState: "PUBLISHED",
  isReshareDisabledByAuthor: false,
  ...extra,
});

async function uploaded(kind: "images" | "documents", bytes = Buffer.from("%PDF-1.7 fake bytes")) {
  const init = await call(`/rest/${kind}?action=initializeUpload`, {
    body: { initializeUploadRequest: { owner: AUTHOR } },
  });
  expect(init.status).toBe(200);
  const urn = String(init.json!.value[kind === "images" ? "image" : "document"]);
  const put = await call(String(init.json!.value.uploadUrl), {
    method: "PUT",
    raw: bytes,
    version: null,
    restli: null,
  });
  expect(put.status).toBe(201);
  return urn;
}

describe("LinkedIn API simulator: posts", () => {
  it("creates a text post: 201, its URN in x-restli-id, recorded with its text, shown on its page", async () => {
    const res = await call("/rest/posts", { body: postBody("Hello #world") });
    expect(res.status).toBe(201);
    const urn = res.headers.get("x-restli-id");
    expect(urn).toMatch(/^urn:li:share:\d+$/);
    expect(sim.posts).toHaveLength(1);
    expect(sim.posts[0]).toMatchObject({ urn, author: AUTHOR, commentary: "Hello #world" });
    expect(sim.posts[0].parsed).toMatchObject({ text: "Hello #world", truncated: false });
    const page = await fetch(`${sim.webOrigin}/feed/update/${urn}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Hello #world");
  });

  it("cuts the post at an unescaped reserved character and still answers 201, as LinkedIn does", async () => {
    const res = await call("/rest/posts", { body: postBody("Three lessons:\n1) ship\n2) listen") });
    expect(res.status).toBe(201);
    expect(sim.posts[0].parsed).toMatchObject({ text: "Three lessons:\n1", truncated: true });
    const escaped = await call("/rest/posts", { body: postBody("Three lessons:\n1\\) ship") });
    expect(escaped.status).toBe(201);
    expect(sim.posts[1].parsed).toMatchObject({ text: "Three lessons:\n1) ship", truncated: false });
  });

  it("reads hashtags as documented: a raw # before a digit, or a raw _ in a hashtag, cuts the post there", async () => {
    await call("/rest/posts", { body: postBody("A lone \\# and rank #1 and more") });
    expect(sim.posts[0].parsed).toMatchObject({ text: "A lone # and rank ", truncated: true });
    await call("/rest/posts", { body: postBody("Learn #customer_success today") });
    expect(sim.posts[1].parsed).toMatchObject({ text: "Learn #customer", truncated: true });
    await call("/rest/posts", { body: postBody("rank \\#1, #customer\\_success") });
    expect(sim.posts[2].parsed).toMatchObject({ text: "rank #1, #customer_success", truncated: false });
  });

  it("refuses an identical commentary of the same author: 422 DUPLICATE_POST", async () => {
    expect((await call("/rest/posts", { body: postBody("Same words") })).status).toBe(201);
    const again = await call("/rest/posts", { body: postBody("Same words") });
    expect(again.status).toBe(422);
    expect(again.json!.errorDetails.inputErrors[0].code).toBe("DUPLICATE_POST");
    expect(again.json!.message).toMatch(/duplicate/i);
    expect(sim.posts).toHaveLength(1);
  });

  it("refuses a post for another author (403) and invalid bodies (422 with the field)", async () => {
    expect((await call("/rest/posts", { body: postBody("x", { author: "urn:li:person:other" }) })).status).toBe(403);
    const long = await call("/rest/posts", { body: postBody("a".repeat(3001)) });
    expect(long.status).toBe(422);
    expect(long.json!.errorDetails.inputErrors[0].input.inputPath.fieldPath).toBe("/commentary");
    expect((await call("/rest/posts", { body: postBody("x", { lifecycleState: "DRAFT" }) })).status).toBe(422);
    expect((await call("/rest/posts", { body: postBody("x", { visibility: "NOPE" }) })).status).toBe(422);
    expect((await call("/rest/posts", { body: postBody("a".repeat(3000)) })).status).toBe(201);
    // Escapes are counted (the stricter reading): 1,500 characters shown, 3,000 sent pass; 1,501 shown, 3,002 do not.
    expect((await call("/rest/posts", { body: postBody("\\(".repeat(1500)) })).status).toBe(201);
    expect((await call("/rest/posts", { body: postBody("\\(".repeat(1501)) })).status).toBe(422);
    expect(sim.posts).toHaveLength(2);
  });
});

describe("LinkedIn API simulator: headers", () => {
  it("needs a bearer token it issued, not expired nor revoked", async () => {
    expect((await call("/rest/posts", { body: postBody("a"), token: null })).status).toBe(401);
    const unknown = await call("/rest/posts", { body: postBody("a"), token: "not-issued" });
    expect(unknown.status).toBe(401);
    expect(unknown.json).toMatchObject({ status: 401, serviceErrorCode: 65600 });
    const expired = sim.issueToken(SUB, { expiresInSeconds: -1 });
    expect((await call("/rest/posts", { body: postBody("a"), token: expired })).status).toBe(401);
    const revoked = sim.issueToken(SUB);
    sim.revokeToken(revoked);
    expect((await call("/rest/posts", { body: postBody("a"), token: revoked })).json!.code).toBe(
      "REVOKED_ACCESS_TOKEN",
    );
    expect(sim.posts).toHaveLength(0);
  });

  it("answers LinkedIn's errors for a missing (400) or retired (426) LinkedIn-Version", async () => {
    const missing = await call("/rest/posts", { body: postBody("a"), version: null });
    expect(missing.status).toBe(400);
    expect(missing.json!.code).toBe("VERSION_MISSING");
    const retired = await call("/rest/posts", { body: postBody("a"), version: "202401" });
    expect(retired.status).toBe(426);
    expect(retired.json).toEqual({
      status: 426,
      code: "NONEXISTENT_VERSION",
      message: "Requested version 202401 is not active",
    });
    expect(sim.activeVersions.has("202601")).toBe(true);
    expect(sim.posts).toHaveLength(0);
  });

  it("takes its set of active versions from the options", async () => {
    const other = await startLinkedInApi({ activeVersions: ["202701"] });
    try {
      const t = other.issueToken(SUB);
      const post = (version: string) =>
        fetch(`${other.origin}/rest/posts`, {
          method: "POST",
          headers: {
            authorization: `Bearer ${t}`,
            "linkedin-version": version,
            "x-restli-protocol-version": "2.0.0",
            "content-type": "application/json",
          },
          body: JSON.stringify(postBody(`v${version}`)),
        });
      expect((await post("202601")).status).toBe(426);
      expect((await post("202701")).status).toBe(201);
    } finally {
      await other.stop();
    }
  });

  it("needs X-Restli-Protocol-Version: 2.0.0", async () => {
    expect((await call("/rest/posts", { body: postBody("a"), restli: null })).status).toBe(400);
    expect((await call("/rest/posts", { body: postBody("a"), restli: "1.0.0" })).status).toBe(400);
  });

  it("accepts the OpenID Connect simulator's tokens (checked against its userinfo), not others", async () => {
    const oidc = await startLinkedInOidc({ appOrigin: "http://localhost:3999", account: { sub: SUB } });
    const other = await startLinkedInApi({ oidc: { issuer: oidc.issuer } });
    try {
      const post = (t: string) =>
        fetch(`${other.origin}/rest/posts`, {
          method: "POST",
          headers: { authorization: `Bearer ${t}`, "linkedin-version": "202601", "x-restli-protocol-version": "2.0.0" },
          body: JSON.stringify(postBody("from an OIDC token")),
        });
      expect((await post("wrong")).status).toBe(401);
      expect((await post(await oidc.issueAccessToken())).status).toBe(201);
      expect(other.posts[0].author).toBe(AUTHOR);
    } finally {
      await other.stop();
      await oidc.stop();
    }
  });
});

describe("LinkedIn API simulator: media and comments", () => {
  it("initializes an image upload, takes the PUT, reports it AVAILABLE and posts it", async () => {
    const init = await call("/rest/images?action=initializeUpload", {
      body: { initializeUploadRequest: { owner: AUTHOR } },
    });
    expect(init.status).toBe(200);
    const { uploadUrl, image } = init.json!.value as { uploadUrl: string; image: string };
    expect(image).toMatch(/^urn:li:image:/);
    expect((await call(`/rest/images/${encodeURIComponent(image)}`)).json!.status).toBe("WAITING_UPLOAD");
    const early = await call("/rest/posts", { body: postBody("image", { content: { media: { id: image } } }) });
    expect(early.status).toBe(422);
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    expect((await call(uploadUrl, { method: "PUT", raw: bytes, token: null })).status).toBe(401);
    expect((await call(uploadUrl, { method: "PUT", raw: bytes, version: null, restli: null })).status).toBe(201);
    expect(sim.media[0].bytes).toEqual(bytes);
    expect((await call(`/rest/images/${encodeURIComponent(image)}`)).json!.status).toBe("AVAILABLE");
    const res = await call("/rest/posts", { body: postBody("image", { content: { media: { id: image } } }) });
    expect(res.status).toBe(201);
    expect(sim.posts[0].body.content).toEqual({ media: { id: image } });
  });

  it("posts several images (multiImage) and a document, whose title is required", async () => {
    const images = [await uploaded("images"), await uploaded("images")];
    const multi = await call("/rest/posts", {
      body: postBody("two images", { content: { multiImage: { images: images.map((id) => ({ id })) } } }),
    });
    expect(multi.status).toBe(201);
    const one = await call("/rest/posts", {
      body: postBody("one in multi", { content: { multiImage: { images: [{ id: images[0] }] } } }),
    });
    expect(one.status).toBe(422);
    const document = await uploaded("documents");
    expect(document).toMatch(/^urn:li:document:/);
    const untitled = await call("/rest/posts", { body: postBody("doc", { content: { media: { id: document } } }) });
    expect(untitled.status).toBe(422);
    expect(untitled.json!.errorDetails.inputErrors[0].input.inputPath.fieldPath).toBe("/content/media/title");
    const titled = await call("/rest/posts", {
      body: postBody("doc", { content: { media: { id: document, title: "Carousel" } } }),
    });
    expect(titled.status).toBe(201);
    expect(sim.posts).toHaveLength(2);
  });

  it("an image LinkedIn's upload does not take (WebP) is uploaded, then fails processing: no post can use it", async () => {
    const webp = Buffer.concat([Buffer.from("RIFF\x24\0\0\0WEBPVP8 ", "latin1"), Buffer.alloc(24)]);
    const image = await uploaded("images", webp);
    expect((await call(`/rest/images/${encodeURIComponent(image)}`)).json!.status).toBe("PROCESSING_FAILED");
    const refused = await call("/rest/posts", { body: postBody("webp", { content: { media: { id: image } } }) });
    expect(refused.status).toBe(422);
    expect(refused.json!.errorDetails.inputErrors[0]).toMatchObject({
      code: "INVALID_MEDIA",
      input: { inputPath: { fieldPath: "/content/media/id" } },
    });
    // JPEG, PNG and GIF go through
    for (const head of ["\xff\xd8\xff\xe0", "\x89PNG\r\n\x1a\n", "GIF89a"]) {
      const ok = await uploaded("images", Buffer.concat([Buffer.from(head, "latin1"), Buffer.alloc(16)]));
      const res = await call("/rest/posts", {
        body: postBody(`ok ${head.length}`, { content: { media: { id: ok } } }),
      });
      expect(res.status).toBe(201);
    }
    expect(sim.posts).toHaveLength(3);
  });

  it("adds a comment to a post, read as little text; refuses one on an unknown post", async () => {
    const urn = (await call("/rest/posts", { body: postBody("post") })).headers.get("x-restli-id")!;
    const path = `/rest/socialActions/${encodeURIComponent(urn)}/comments`;
    const res = await call(path, {
      body: { actor: AUTHOR, object: urn, message: { text: "First \\(comment\\) #tag" } },
    });
    expect(res.status).toBe(201);
    expect(res.headers.get("x-restli-id")).toMatch(/^urn:li:comment:\(urn:li:share:\d+,\d+\)$/);
    expect(sim.comments).toHaveLength(1);
    expect(sim.comments[0]).toMatchObject({ postUrn: urn, actor: AUTHOR });
    expect(sim.comments[0].parsed.text).toBe("First (comment) #tag");
    const missing = `/rest/socialActions/${encodeURIComponent("urn:li:share:1")}/comments`;
    expect(
      (await call(missing, { body: { actor: AUTHOR, object: "urn:li:share:1", message: { text: "x" } } })).status,
    ).toBe(404);
  });
});

describe("LinkedIn API simulator: injected faults", () => {
  it("401, 500 and 429 (with Retry-After) for the next N requests of that endpoint only", async () => {
    sim.inject({ endpoint: "posts", fault: "unauthorized", times: 2 });
    sim.inject({ endpoint: "comments", fault: "server-error" });
    expect((await call("/rest/posts", { body: postBody("a") })).status).toBe(401);
    expect((await call("/rest/posts", { body: postBody("a") })).status).toBe(401);
    expect((await call("/rest/posts", { body: postBody("a") })).status).toBe(201);
    sim.inject({ endpoint: "posts", fault: "server-error" });
    expect((await call("/rest/posts", { body: postBody("b") })).status).toBe(500);
    sim.inject({ endpoint: "posts", fault: "rate-limited", retryAfterSeconds: 7 });
    const limited = await call("/rest/posts", { body: postBody("b") });
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("7");
    expect((await call("/rest/posts", { body: postBody("b") })).status).toBe(201);
    expect(sim.posts.map((p) => p.commentary)).toEqual(["a", "b"]);
    expect(sim.requests.filter((r) => r.endpoint === "posts").map((r) => r.outcome)).toEqual([
      401, 401, 201, 500, 429, 201,
    ]);
  });

  it("a fault for one member is taken only by that member's requests", async () => {
    const other = sim.issueToken("someoneElse");
    sim.inject({ endpoint: "posts", fault: "server-error", member: AUTHOR });
    const otherBody = { ...postBody("theirs"), author: "urn:li:person:someoneElse" };
    expect((await call("/rest/posts", { token: other, body: otherBody })).status).toBe(201);
    expect((await call("/rest/posts", { body: postBody("mine") })).status).toBe(500);
    expect((await call("/rest/posts", { body: postBody("mine") })).status).toBe(201);
  });

  it("422 DUPLICATE_POST on demand", async () => {
    sim.inject({ endpoint: "posts", fault: "duplicate" });
    const res = await call("/rest/posts", { body: postBody("new words") });
    expect(res.status).toBe(422);
    expect(res.json!.errorDetails.inputErrors[0].code).toBe("DUPLICATE_POST");
    expect(sim.posts).toHaveLength(0);
  });

  it("a 5xx after accepting (any status asked): the post exists, and an identical one is then a duplicate", async () => {
    for (const status of [500, 503]) {
      sim.inject({ endpoint: "posts", fault: "server-error-after-accept", status });
      const res = await call("/rest/posts", { body: postBody(`taken ${status}`) });
      expect(res.status).toBe(status);
      const again = await call("/rest/posts", { body: postBody(`taken ${status}`) });
      expect(again.status).toBe(422);
      expect(again.json!.message).toContain(sim.posts.at(-1)!.urn);
    }
    sim.inject({ endpoint: "posts", fault: "server-error", status: 502 });
    expect((await call("/rest/posts", { body: postBody("refused") })).status).toBe(502);
    expect(sim.posts.map((p) => p.commentary)).toEqual(["taken 500", "taken 503"]);
  });

  it("a hang after accepting: the post exists but no answer comes", async () => {
    sim.inject({ endpoint: "posts", fault: "hang-after-accept" });
    await expect(call("/rest/posts", { body: postBody("hung"), signal: AbortSignal.timeout(300) })).rejects.toThrow();
    expect(sim.posts.map((p) => p.commentary)).toEqual(["hung"]);
    expect(sim.requests.at(-1)!.outcome).toBe("hang");
  });

  it("a reset after accepting: the post exists, the connection drops", async () => {
    sim.inject({ endpoint: "posts", fault: "reset-after-accept" });
    await expect(call("/rest/posts", { body: postBody("dropped") })).rejects.toThrow(/fetch failed/);
    expect(sim.posts).toHaveLength(1);
  });

  it("a reset before accepting: nothing is created", async () => {
    sim.inject({ endpoint: "*", fault: "reset-before-accept" });
    await expect(call("/rest/posts", { body: postBody("never") })).rejects.toThrow(/fetch failed/);
    expect(sim.posts).toHaveLength(0);
    expect(sim.requests.at(-1)!.outcome).toBe("reset");
    expect((await call("/rest/posts", { body: postBody("then fine") })).status).toBe(201);
  });
});

describe("LinkedIn API simulator: test control over HTTP (for other processes)", () => {
  it("issues tokens, injects faults and reads the records", async () => {
    const issued = await fetch(`${sim.origin}/test/tokens`, { method: "POST", body: JSON.stringify({ sub: SUB }) });
    const { access_token } = (await issued.json()) as { access_token: string };
    const bad = await fetch(`${sim.origin}/test/faults`, {
      method: "POST",
      body: JSON.stringify({ endpoint: "posts", fault: "explode" }),
    });
    expect(bad.status).toBe(400);
    const injected = await fetch(`${sim.origin}/test/faults`, {
      method: "POST",
      body: JSON.stringify({ endpoint: "posts", fault: "server-error" }),
    });
    expect(injected.status).toBe(204);
    expect((await call("/rest/posts", { body: postBody("x"), token: access_token })).status).toBe(500);
    expect((await call("/rest/posts", { body: postBody("x"), token: access_token })).status).toBe(201);
    const records = (await (await fetch(`${sim.origin}/test/records`)).json()) as {
      posts: Array<{ commentary: string }>;
    };
    expect(records.posts.map((p) => p.commentary)).toEqual(["x"]);
    expect((await fetch(`${sim.origin}/test/records`, { method: "DELETE" })).status).toBe(204);
    expect(sim.posts).toHaveLength(0);
  });
});

describe("LinkedIn API simulator: the refresh grant (opt-in)", () => {
  const grant = (form: Record<string, string>) =>
    fetch(`${sim.origin}/oauth/v2/accessToken`, { method: "POST", body: new URLSearchParams(form) });

  it("discovery names the token endpoint; a refresh token it issued gives a new working access token", async () => {
    const doc = (await (await fetch(sim.discoveryUrl)).json()) as { token_endpoint: string };
    expect(doc.token_endpoint).toBe(`${sim.origin}/oauth/v2/accessToken`);
    const refresh = sim.issueRefreshToken(SUB);
    const res = await grant({ grant_type: "refresh_token", refresh_token: refresh });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { access_token: string; expires_in: number; refresh_token: string };
    expect(body).toMatchObject({ expires_in: 5_184_000, refresh_token: refresh });
    const post = await call("/rest/posts", {
      token: body.access_token,
      body: postBody("after refresh"),
    });
    expect(post.status).toBe(201);
    expect(sim.refreshes).toEqual([{ sub: SUB, status: 200 }]);
  });

  it("refuses an unknown or revoked refresh token, and other grants", async () => {
    expect((await grant({ grant_type: "refresh_token", refresh_token: "nope" })).status).toBe(400);
    const refresh = sim.issueRefreshToken(SUB);
    sim.revokeRefreshToken(refresh);
    const revoked = await grant({ grant_type: "refresh_token", refresh_token: refresh });
    expect(revoked.status).toBe(400);
    expect(((await revoked.json()) as { error: string }).error).toBe("invalid_request");
    expect((await grant({ grant_type: "authorization_code", code: "x" })).status).toBe(400);
    expect(sim.refreshes.map((r) => r.status)).toEqual([400, 400, 400]);
  });
});
