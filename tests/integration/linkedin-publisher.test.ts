import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { exchange } from "../../src/server/integrations/linkedin/http-transport";
import {
  createLinkedInPublisher,
  type LinkedInPublisher,
  type LinkedInPublisherSettings,
} from "../../src/server/integrations/linkedin/publisher";
import { startLinkedInApi, type LinkedInApi } from "../fakes/linkedin-api";

const SUB = "pubMember01";
const AUTHOR = `urn:li:person:${SUB}`;

let sim: LinkedInApi;
let token: string;
let settings: LinkedInPublisherSettings;
let publisher: LinkedInPublisher;

beforeAll(async () => {
  sim = await startLinkedInApi();
  token = sim.issueToken(SUB);
  settings = { apiUrl: sim.origin, webUrl: sim.webOrigin, version: "202601", timeoutMs: 2000 };
  publisher = createLinkedInPublisher(settings);
});
afterAll(async () => {
  await sim?.stop();
});
afterEach(() => sim.reset());

/** A closed port on loopback: connecting to it is refused. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A one-off server answering with `handler`, for answers the simulator does not give. */
async function stub(handler: http.RequestListener) {
  const server = http.createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    stop: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}

describe("LinkedIn publisher: published", () => {
  it("a text post: its URN and public URL; LinkedIn shows exactly what was written, hashtags kept", async () => {
    const text = "Three lessons from C# (and F#):\n1) ship\n2) listen\n#growth #café 🚀 mail me@example.com *now*";
    const outcome = await publisher.createPost(token, { author: AUTHOR, text });
    expect(outcome.kind).toBe("published");
    if (outcome.kind !== "published") return;
    expect(outcome.value.urn).toBe(sim.posts[0].urn);
    expect(outcome.value.url).toBe(`${sim.webOrigin}/feed/update/${outcome.value.urn}/`);
    expect(sim.posts).toHaveLength(1);
    expect(sim.posts[0].parsed).toMatchObject({ truncated: false, text });
    expect(sim.posts[0].parsed.elements.filter((e) => e.type === "hashtag")).toEqual([
      { type: "hashtag", tag: "growth" },
      { type: "hashtag", tag: "café" },
    ]);
    expect(sim.posts[0].body).toMatchObject({ visibility: "PUBLIC", lifecycleState: "PUBLISHED" });
  });

  it("digits-only hashtags, _ in hashtags, hyphens, apostrophes and dots: shown whole (the simulator cuts them raw)", async () => {
    const text =
      "A lone # and ## and rank #1 in 2026 (#2026, #3d).\nLearn #customer_success and #snake_case_tag, _#x, a_#b.\n" +
      "#e-commerce #l'été #node.js #web3 -#tag it's#tag";
    const outcome = await publisher.createPost(token, { author: AUTHOR, text });
    expect(outcome.kind).toBe("published");
    expect(sim.posts[0].parsed).toMatchObject({ truncated: false, text });
    expect(sim.posts[0].parsed.elements.flatMap((e) => (e.type === "hashtag" ? [e.tag] : []))).toEqual([
      "customer",
      "snake",
      "e",
      "l",
      "node",
      "web3",
      "tag",
    ]);
    const post = outcome.kind === "published" ? outcome.value.urn : "";
    const comment = await publisher.createComment(token, { actor: AUTHOR, postUrn: post, text: "rank #1 #a_b" });
    expect(comment.kind).toBe("published");
    expect(sim.comments[0].parsed).toMatchObject({ text: "rank #1 #a_b", truncated: false });
  });

  it("one image: initializeUpload + PUT, then the post carries it", async () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const image = await publisher.uploadImage(token, { owner: AUTHOR, bytes });
    if (image.kind !== "published") throw new Error(JSON.stringify(image));
    expect(image.value.urn).toMatch(/^urn:li:image:/);
    expect(sim.media[0].bytes).toEqual(bytes);
    const post = await publisher.createPost(token, {
      author: AUTHOR,
      text: "With an image",
      content: { kind: "image", urn: image.value.urn, altText: "A chart" },
    });
    expect(post.kind).toBe("published");
    expect(sim.posts[0].body.content).toEqual({ media: { id: image.value.urn, altText: "A chart" } });
  });

  it("several images and a document (with its title)", async () => {
    const urns: string[] = [];
    for (let i = 0; i < 3; i++) {
      const image = await publisher.uploadImage(token, { owner: AUTHOR, bytes: Buffer.from(`image ${i}`) });
      if (image.kind !== "published") throw new Error(JSON.stringify(image));
      urns.push(image.value.urn);
    }
    const multi = await publisher.createPost(token, {
      author: AUTHOR,
      text: "Three images",
      content: { kind: "images", images: urns.map((urn) => ({ urn })) },
    });
    expect(multi.kind).toBe("published");
    expect(sim.posts[0].body.content).toEqual({ multiImage: { images: urns.map((id) => ({ id })) } });

    const document = await publisher.uploadDocument(token, { owner: AUTHOR, bytes: Buffer.from("%PDF-1.7\n...") });
    if (document.kind !== "published") throw new Error(JSON.stringify(document));
    expect(document.value.urn).toMatch(/^urn:li:document:/);
    const carousel = await publisher.createPost(token, {
      author: AUTHOR,
      text: "A carousel",
      content: { kind: "document", urn: document.value.urn, title: "Five steps" },
    });
    expect(carousel.kind).toBe("published");
    expect(sim.posts[1].body.content).toEqual({ media: { id: document.value.urn, title: "Five steps" } });
  });

  it("a first comment, in little text too", async () => {
    const post = await publisher.createPost(token, { author: AUTHOR, text: "Post" });
    if (post.kind !== "published") throw new Error(JSON.stringify(post));
    const text = "Link in the comments (as promised) #resources";
    const comment = await publisher.createComment(token, { actor: AUTHOR, postUrn: post.value.urn, text });
    expect(comment.kind).toBe("published");
    expect(sim.comments).toHaveLength(1);
    expect(sim.comments[0].parsed).toMatchObject({ text, truncated: false });
    if (comment.kind === "published") expect(comment.value.urn).toBe(sim.comments[0].urn);
  });
});

describe("LinkedIn publisher: not sent (safe to retry)", () => {
  it("a refused connection", async () => {
    const offline = createLinkedInPublisher({ ...settings, apiUrl: `http://127.0.0.1:${await closedPort()}` });
    const outcome = await offline.createPost(token, { author: AUTHOR, text: "x" });
    expect(outcome).toMatchObject({ kind: "not_sent", status: null });
    if (outcome.kind === "not_sent") expect(outcome.reason).toContain("refused");
  });

  it("an address that does not resolve", async () => {
    const nowhere = createLinkedInPublisher({ ...settings, apiUrl: "http://linkedin-api.invalid" });
    expect((await nowhere.createPost(token, { author: AUTHOR, text: "x" })).kind).toBe("not_sent");
  });

  it("429 with LinkedIn's Retry-After", async () => {
    sim.inject({ endpoint: "posts", fault: "rate-limited", retryAfterSeconds: 30 });
    expect(await publisher.createPost(token, { author: AUTHOR, text: "later" })).toMatchObject({
      kind: "not_sent",
      status: 429,
      retryAfterSeconds: 30,
    });
    sim.inject({ endpoint: "comments", fault: "rate-limited" });
    const post = await publisher.createPost(token, { author: AUTHOR, text: "now" });
    if (post.kind !== "published") throw new Error(JSON.stringify(post));
    expect(await publisher.createComment(token, { actor: AUTHOR, postUrn: post.value.urn, text: "c" })).toMatchObject({
      kind: "not_sent",
      status: 429,
      retryAfterSeconds: null,
    });
    expect(sim.posts).toHaveLength(1);
    expect(sim.comments).toHaveLength(0);
  });

  it("an upload cut at any point: uploads publish nothing, so even an unknown outcome is repeatable", async () => {
    sim.inject({ endpoint: "upload", fault: "hang-after-accept" });
    const quick = createLinkedInPublisher({ ...settings, timeoutMs: 1000 });
    const outcome = await quick.uploadImage(token, { owner: AUTHOR, bytes: Buffer.from("img") });
    expect(outcome.kind).toBe("not_sent");
    sim.inject({ endpoint: "images", fault: "server-error-after-accept" });
    expect(await publisher.uploadImage(token, { owner: AUTHOR, bytes: Buffer.from("img") })).toEqual({
      kind: "not_sent",
      reason: "LinkedIn answered HTTP 500: Internal Server Error; an upload publishes nothing",
      status: null,
      retryAfterSeconds: null,
    });
  });
});

describe("LinkedIn publisher: unknown outcome (to be checked, never re-sent)", () => {
  it("a timeout after the request was sent: the post exists on LinkedIn", async () => {
    sim.inject({ endpoint: "posts", fault: "hang-after-accept" });
    const quick = createLinkedInPublisher({ ...settings, timeoutMs: 1000 });
    const outcome = await quick.createPost(token, { author: AUTHOR, text: "did it go?" });
    expect(outcome.kind).toBe("unknown");
    if (outcome.kind === "unknown") expect(outcome.reason).toMatch(/in time.*after the request was sent/);
    expect(sim.posts).toHaveLength(1);
  });

  it("the connection dropped after the request was sent, whether or not LinkedIn had accepted it", async () => {
    sim.inject({ endpoint: "posts", fault: "reset-after-accept" });
    expect((await publisher.createPost(token, { author: AUTHOR, text: "accepted" })).kind).toBe("unknown");
    expect(sim.posts).toHaveLength(1);
    // From this side a reset before acceptance looks the same once the request is out: unknown, not retried.
    sim.inject({ endpoint: "posts", fault: "reset-before-accept" });
    expect((await publisher.createPost(token, { author: AUTHOR, text: "not accepted" })).kind).toBe("unknown");
    expect(sim.posts).toHaveLength(1);
    sim.inject({ endpoint: "comments", fault: "reset-after-accept" });
    expect((await publisher.createComment(token, { actor: AUTHOR, postUrn: sim.posts[0].urn, text: "c" })).kind).toBe(
      "unknown",
    );
    expect(sim.comments).toHaveLength(1);
  });

  it("a 201 without the post's id: created, but it cannot be linked", async () => {
    const anonymous = await stub((req, res) => (req.resume(), req.on("end", () => res.writeHead(201).end())));
    try {
      const p = createLinkedInPublisher({ ...settings, apiUrl: anonymous.origin });
      expect(await p.createPost(token, { author: AUTHOR, text: "x" })).toEqual({
        kind: "unknown",
        reason: "LinkedIn created the post without saying its id",
      });
    } finally {
      await anonymous.stop();
    }
  });

  it("any 5xx, whether LinkedIn refused before doing anything or after it created the post: unknown", async () => {
    for (const status of [500, 502, 503, 504]) {
      sim.inject({ endpoint: "posts", fault: "server-error", status });
      expect(await publisher.createPost(token, { author: AUTHOR, text: `refused ${status}` })).toMatchObject({
        kind: "unknown",
      });
      sim.inject({ endpoint: "posts", fault: "server-error-after-accept", status });
      expect(await publisher.createPost(token, { author: AUTHOR, text: `taken ${status}` })).toMatchObject({
        kind: "unknown",
      });
    }
    expect(sim.posts.map((p) => p.commentary)).toEqual(["taken 500", "taken 502", "taken 503", "taken 504"]);
  });
});

describe("the transport: was the request completely sent?", () => {
  it("a reset while a large body is still going out: not sent; a small request already out: sent", async () => {
    const init = await publisher.uploadImage(token, { owner: AUTHOR, bytes: Buffer.from("x") });
    if (init.kind !== "published") throw new Error(JSON.stringify(init));
    const uploadUrl = new URL(sim.media[0].uploadUrl);
    sim.inject({ endpoint: "upload", fault: "reset-before-accept" });
    const big = await exchange({
      url: uploadUrl,
      method: "PUT",
      headers: { authorization: `Bearer ${token}` },
      body: Buffer.alloc(32 * 1024 * 1024, 1),
      timeoutMs: 10_000,
    });
    expect(big).toMatchObject({ ok: false, sent: false });
    sim.inject({ endpoint: "upload", fault: "reset-before-accept" });
    const small = await exchange({
      url: uploadUrl,
      method: "PUT",
      headers: { authorization: `Bearer ${token}` },
      body: Buffer.from("tiny"),
      timeoutMs: 10_000,
    });
    expect(small).toMatchObject({ ok: false, sent: true, reason: "reset" });
  });
});

describe("the transport: a deadline", () => {
  it("before the request went out (the server never reads it): not sent", async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => {
      sockets.push(socket);
      socket.pause();
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const url = new URL(`http://127.0.0.1:${(silent.address() as AddressInfo).port}/upload`);
      const outcome = await exchange({
        url,
        method: "PUT",
        headers: {},
        body: Buffer.alloc(32 * 1024 * 1024),
        timeoutMs: 500,
      });
      expect(outcome).toMatchObject({ ok: false, sent: false, reason: "timeout" });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describe("LinkedIn publisher: refusals", () => {
  it("401 (revoked token, or injected): unauthorized", async () => {
    const revoked = sim.issueToken(SUB);
    sim.revokeToken(revoked);
    expect((await publisher.createPost(revoked, { author: AUTHOR, text: "x" })).kind).toBe("unauthorized");
    sim.inject({ endpoint: "posts", fault: "unauthorized" });
    expect((await publisher.createPost(token, { author: AUTHOR, text: "x" })).kind).toBe("unauthorized");
    expect((await publisher.uploadImage(revoked, { owner: AUTHOR, bytes: Buffer.from("x") })).kind).toBe(
      "unauthorized",
    );
    expect(sim.posts).toHaveLength(0);
  });

  it("422 DUPLICATE_POST: duplicate, with LinkedIn's message and the earlier post it quotes", async () => {
    expect((await publisher.createPost(token, { author: AUTHOR, text: "Same text" })).kind).toBe("published");
    const again = await publisher.createPost(token, { author: AUTHOR, text: "Same text" });
    expect(again.kind).toBe("duplicate");
    if (again.kind === "duplicate") expect(again.message).toContain(sim.posts[0].urn);
    if (again.kind === "duplicate") expect(again.urn).toBe(sim.posts[0].urn);
    expect(sim.posts).toHaveLength(1);
  });

  it("other 4xx: rejected with LinkedIn's message (a retired version, another author, a document without title)", async () => {
    const old = createLinkedInPublisher({ ...settings, version: "202401" });
    expect(await old.createPost(token, { author: AUTHOR, text: "x" })).toEqual({
      kind: "rejected",
      status: 426,
      message: "Requested version 202401 is not active",
      serviceErrorCode: null,
    });
    expect(await publisher.createPost(token, { author: "urn:li:person:someoneElse", text: "x" })).toMatchObject({
      kind: "rejected",
      status: 403,
    });
    const document = await publisher.uploadDocument(token, { owner: AUTHOR, bytes: Buffer.from("%PDF") });
    if (document.kind !== "published") throw new Error(JSON.stringify(document));
    expect(
      await publisher.createPost(token, {
        author: AUTHOR,
        text: "x",
        content: { kind: "document", urn: document.value.urn, title: "" },
      }),
    ).toMatchObject({ kind: "rejected", status: 422, message: "a document needs a title" });
    expect(sim.posts).toHaveLength(0);
  });
});

describe("LinkedIn publisher: the token stays secret", () => {
  it("never appears in an outcome, even when LinkedIn's answer quotes it", async () => {
    const echo = await stub((req, res) =>
      res
        .writeHead(400, { "content-type": "application/json" })
        .end(JSON.stringify({ status: 400, message: `Bad header ${req.headers.authorization}` })),
    );
    try {
      const p = createLinkedInPublisher({ ...settings, apiUrl: echo.origin });
      const outcome = await p.createPost(token, { author: AUTHOR, text: "x" });
      expect(outcome).toMatchObject({ kind: "rejected", status: 400, message: "Bad header Bearer [token]" });
      expect(JSON.stringify(outcome)).not.toContain(token);
    } finally {
      await echo.stop();
    }
  });

  it("is sent to an upload URL on LinkedIn's (or the configured) hosts only", async () => {
    const seen: Array<string | undefined> = [];
    const elsewhere = await stub((req, res) => {
      seen.push(req.headers.authorization);
      req.resume();
      req.on("end", () => res.writeHead(201).end());
    });
    const api = await stub((_req, res) =>
      res
        .writeHead(200, { "content-type": "application/json" })
        .end(JSON.stringify({ value: { uploadUrl: `${elsewhere.origin}/upload`, image: "urn:li:image:X" } })),
    );
    try {
      const p = createLinkedInPublisher({ ...settings, apiUrl: api.origin });
      expect(await p.uploadImage(token, { owner: AUTHOR, bytes: Buffer.from("x") })).toEqual({
        kind: "published",
        value: { urn: "urn:li:image:X" },
      });
      expect(seen).toEqual([undefined]);
    } finally {
      await Promise.all([elsewhere.stop(), api.stop()]);
    }
  });
});
