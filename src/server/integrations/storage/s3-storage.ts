import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import {
  AVATARS_FOLDER,
  assertSafeKey,
  assertSafePrefix,
  contentTypeOf,
  keyAfterPrefix,
  StorageCheckError,
  UPLOADS_PATH,
  type FileStorage,
} from "./file-storage";
import { inParts } from "./parts";
import { listPage, multipartUploadId, multipartCompletion } from "./s3-xml";

export interface S3StorageOptions {
  /** e.g. http://127.0.0.1:9000 (MinIO) or https://s3.eu-west-3.amazonaws.com */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** true: {endpoint}/{bucket}/{key} (MinIO and most S3-compatible servers); false: {bucket}.{endpoint host}/{key}. */
  forcePathStyle: boolean;
  /** Base URL where the objects are publicly readable (CDN, public bucket); unset: the app serves them at /uploads/{key}. */
  publicUrl?: string;
  /** Cache-Control stored with each object (by its key). */
  cacheControl: string | ((key: string) => string);
  /** Deadline of one request. */
  timeoutMs?: number;
  /** Extra attempts after a 5xx or 429 answer. */
  retries?: number;
  /** The part size of a streamed upload (S3's least is 5 MiB): the most of one file `putStream` holds in memory. */
  partSize?: number;
}

/** 8 MiB: a 100 MB PDF in 13 parts, each well above S3's 5 MiB least. */
export const S3_PART_SIZE = 8 * 1024 * 1024;

/** A failed S3 request. The message names the operation, key and S3's answer, never the credentials. */
export class StorageError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = "StorageError";
  }
}

const timedOut = () => new DOMException("The operation timed out.", "TimeoutError");

const EMPTY_SHA256 = createHash("sha256").digest("hex");

/** The <Code> of an S3 XML error document, if any. */
function errorCode(xml: string): string | undefined {
  return /<Code>([^<]{1,100})<\/Code>/.exec(xml)?.[1];
}

/** URL of an object: {endpoint}/{bucket}/{key} with path style, else {scheme}://{bucket}.{endpoint host}/{key}. */
export function s3ObjectUrl(endpoint: string, bucket: string, key: string, forcePathStyle: boolean): string {
  assertSafeKey(key);
  return s3Url(endpoint, bucket, key, forcePathStyle);
}

/** The object's URL, or the bucket's with key "". */
function s3Url(endpoint: string, bucket: string, key: string, forcePathStyle: boolean): string {
  const url = new URL(endpoint);
  const basePath = url.pathname.replace(/\/+$/, "");
  return forcePathStyle
    ? `${url.origin}${basePath}/${bucket}/${key}`
    : `${url.protocol}//${bucket}.${url.host}${basePath}/${key}`;
}

/** Files as objects of one bucket on an S3-compatible server, every request signed with AWS Signature V4. */
export function createS3Storage(o: S3StorageOptions): FileStorage {
  const client = new AwsClient({
    accessKeyId: o.accessKeyId,
    secretAccessKey: o.secretAccessKey,
    region: o.region,
    service: "s3",
    retries: o.retries ?? 2,
  });
  const publicBase = o.publicUrl?.replace(/\/+$/, "");
  const cacheControl = (key: string) => (typeof o.cacheControl === "string" ? o.cacheControl : o.cacheControl(key));

  /** One signed request on an object (or, with `key` "" and a query, on the bucket). */
  async function send(
    op: string,
    key: string,
    init: { method: string; headers: Record<string, string>; body?: Uint8Array<ArrayBuffer> | string },
    query?: Record<string, string>,
    /** "headers": the deadline ends with the answer's headers, the body (a stream) takes the time its reader takes. */
    deadline: "whole" | "headers" = "whole",
  ) {
    if (key) assertSafeKey(key);
    const search = query ? `?${new URLSearchParams(query)}` : "";
    const url = s3Url(o.endpoint, o.bucket, key, o.forcePathStyle) + search;
    const ms = o.timeoutMs ?? 10_000;
    const untilHeaders = new AbortController();
    const timer = deadline === "headers" ? setTimeout(() => untilHeaders.abort(timedOut()), ms) : undefined;
    try {
      return await client.fetch(url, {
        ...init,
        signal: deadline === "headers" ? untilHeaders.signal : AbortSignal.timeout(ms),
      });
    } catch (err) {
      const e = err as Error & { cause?: { code?: string; message?: string } };
      const why =
        e.name === "TimeoutError" ? `no answer within ${ms} ms` : (e.cause?.code ?? e.cause?.message ?? e.message);
      throw new StorageError(`S3 ${op} ${key} failed: ${why}`);
    } finally {
      clearTimeout(timer);
    }
  }

  async function failure(op: string, key: string, res: Response): Promise<StorageError> {
    const code = errorCode(await res.text().catch(() => ""));
    return new StorageError(`S3 ${op} ${key} failed: ${res.status}${code ? ` ${code}` : ""}`, res.status, code);
  }

  const sha256 = (data: Uint8Array | string) => createHash("sha256").update(data).digest("hex");
  const unsigned = { "X-Amz-Content-Sha256": EMPTY_SHA256 };

  async function put(key: string, data: Uint8Array, contentType: string) {
    const res = await send("PUT", key, {
      method: "PUT",
      headers: {
        "Content-Type": contentType,
        "Cache-Control": cacheControl(key),
        "X-Amz-Content-Sha256": sha256(data),
      },
      body: new Uint8Array(data),
    });
    if (!res.ok) throw await failure("PUT", key, res);
    await res.body?.cancel();
  }

  /** A request whose answer is an XML document (a multipart step, a list page). */
  async function xml(op: string, key: string, init: Parameters<typeof send>[2], query: Record<string, string>) {
    const res = await send(op, key, init, query);
    if (!res.ok) throw await failure(op, key, res);
    return res.text();
  }

  /**
   * A multipart upload, one part in memory at a time; aborted when a part or the stream fails, so no half-written
   * parts stay billed in the bucket.
   */
  async function putInParts(key: string, first: Uint8Array, rest: AsyncIterator<Uint8Array>, contentType: string) {
    const created = await xml(
      "CreateMultipartUpload",
      key,
      { method: "POST", headers: { "Content-Type": contentType, "Cache-Control": cacheControl(key), ...unsigned } },
      { uploads: "" },
    );
    const uploadId = multipartUploadId(created);
    const etags: string[] = [];
    let size = 0;
    try {
      for (let part: Uint8Array | undefined = first; part;) {
        const res = await send(
          "UploadPart",
          key,
          { method: "PUT", headers: { "X-Amz-Content-Sha256": sha256(part) }, body: new Uint8Array(part) },
          { partNumber: String(etags.length + 1), uploadId },
        );
        if (!res.ok) throw await failure("UploadPart", key, res);
        await res.body?.cancel();
        etags.push(res.headers.get("etag") ?? "");
        size += part.byteLength;
        const next = await rest.next();
        part = next.done ? undefined : next.value;
      }
      const completion = multipartCompletion(etags);
      const done = await xml(
        "CompleteMultipartUpload",
        key,
        { method: "POST", headers: { "X-Amz-Content-Sha256": sha256(completion) }, body: completion },
        { uploadId },
      );
      // S3 may answer 200 with an error document when the completion fails late
      if (done.includes("<Error>")) throw new StorageError(`S3 CompleteMultipartUpload ${key} failed`);
      return { size };
    } catch (err) {
      await send("AbortMultipartUpload", key, { method: "DELETE", headers: unsigned }, { uploadId })
        .then((res) => res.body?.cancel())
        .catch(() => {});
      throw err;
    }
  }

  return {
    put,
    async putStream(key, body, contentType) {
      assertSafeKey(key);
      const parts = inParts(body, o.partSize ?? S3_PART_SIZE);
      const first = await parts.next();
      const one = first.done ? new Uint8Array(0) : first.value;
      if (one.byteLength < (o.partSize ?? S3_PART_SIZE)) {
        // the whole file fits in one part: one plain PUT
        await put(key, one, contentType);
        return { size: one.byteLength };
      }
      return putInParts(key, one, parts, contentType);
    },
    async get(key) {
      const res = await send("GET", key, { method: "GET", headers: unsigned });
      if (res.ok)
        return {
          data: Buffer.from(await res.arrayBuffer()),
          contentType: res.headers.get("content-type") || contentTypeOf(key),
        };
      const err = await failure("GET", key, res);
      if (res.status === 404 && (err.code === undefined || err.code === "NoSuchKey")) return null;
      throw err;
    },
    async getStream(key) {
      const res = await send("GET", key, { method: "GET", headers: unsigned }, undefined, "headers");
      if (res.ok && res.body)
        return {
          body: res.body,
          size: Number(res.headers.get("content-length")),
          contentType: res.headers.get("content-type") || contentTypeOf(key),
        };
      const err = await failure("GET", key, res);
      if (res.status === 404 && (err.code === undefined || err.code === "NoSuchKey")) return null;
      throw err;
    },
    async stat(key) {
      const res = await send("HEAD", key, { method: "HEAD", headers: unsigned });
      if (res.status === 404) return null;
      if (!res.ok) throw await failure("HEAD", key, res);
      const modified = res.headers.get("last-modified");
      return {
        size: Number(res.headers.get("content-length")),
        contentType: res.headers.get("content-type") || contentTypeOf(key),
        modifiedAt: modified ? new Date(modified) : new Date(0),
      };
    },
    async list(prefix) {
      assertSafePrefix(prefix);
      const found: { key: string; size: number }[] = [];
      let token: string | undefined;
      do {
        const query: Record<string, string> = { "list-type": "2", prefix };
        if (token) query["continuation-token"] = token;
        const page = listPage(await xml("ListObjectsV2", "", { method: "GET", headers: unsigned }, query));
        found.push(...page.objects);
        token = page.next;
      } while (token);
      return found.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    },
    async delete(key) {
      const res = await send("DELETE", key, { method: "DELETE", headers: unsigned });
      if (res.ok) return void (await res.body?.cancel());
      const err = await failure("DELETE", key, res);
      if (res.status === 404 && err.code === "NoSuchKey") return;
      throw err;
    },
    // only avatars may be read from the public URL: every other file is private in the bucket
    publicUrl: (key) =>
      publicBase && key.startsWith(AVATARS_FOLDER) ? `${publicBase}/${key}` : `${UPLOADS_PATH}/${key}`,
    keyOf: (url) => keyAfterPrefix(url, publicBase ? [`${publicBase}/`, `${UPLOADS_PATH}/`] : [`${UPLOADS_PATH}/`]),
    async check() {
      // one key listed: the bucket exists and these keys may read it
      let res: Response;
      try {
        res = await send(
          "ListObjectsV2",
          "",
          { method: "GET", headers: unsigned },
          { "list-type": "2", "max-keys": "1" },
        );
      } catch (err) {
        throw new StorageCheckError(
          `S3_ENDPOINT ${o.endpoint} cannot be reached (${(err as Error).message}): check S3_ENDPOINT and the network`,
        );
      }
      if (res.ok) return void (await res.body?.cancel());
      const err = await failure("ListObjectsV2", "", res);
      if (err.code === "NoSuchBucket")
        throw new StorageCheckError(
          `the bucket "${o.bucket}" does not exist at ${o.endpoint}: create it (private), or set S3_BUCKET to an existing one`,
        );
      if (res.status === 401 || res.status === 403)
        throw new StorageCheckError(
          `${o.endpoint} refused S3_ACCESS_KEY_ID for the bucket "${o.bucket}" (${res.status}${err.code ? ` ${err.code}` : ""}): check the keys, S3_REGION and the bucket's policy`,
        );
      throw new StorageCheckError(`the bucket "${o.bucket}" at ${o.endpoint} cannot be used: ${err.message}`);
    },
  };
}
