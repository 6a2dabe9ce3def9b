import { createHash } from "node:crypto";
import { AwsClient } from "aws4fetch";
import { assertSafeKey, contentTypeOf, keyAfterPrefix, UPLOADS_PATH, type FileStorage } from "./file-storage";

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
  /** Cache-Control stored with each object. */
  cacheControl: string;
  /** Deadline of one request. */
  timeoutMs?: number;
  /** Extra attempts after a 5xx or 429 answer. */
  retries?: number;
}

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

const EMPTY_SHA256 = createHash("sha256").digest("hex");

/** The <Code> of an S3 XML error document, if any. */
function errorCode(xml: string): string | undefined {
  return /<Code>([^<]{1,100})<\/Code>/.exec(xml)?.[1];
}

/** URL of an object: {endpoint}/{bucket}/{key} with path style, else {scheme}://{bucket}.{endpoint host}/{key}. */
export function s3ObjectUrl(endpoint: string, bucket: string, key: string, forcePathStyle: boolean): string {
  assertSafeKey(key);
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

  async function send(
    op: string,
    key: string,
    init: { method: string; headers: Record<string, string>; body?: Uint8Array<ArrayBuffer> },
  ) {
    const url = s3ObjectUrl(o.endpoint, o.bucket, key, o.forcePathStyle);
    try {
      return await client.fetch(url, { ...init, signal: AbortSignal.timeout(o.timeoutMs ?? 10_000) });
    } catch (err) {
      const e = err as Error & { cause?: { code?: string; message?: string } };
      const why =
        e.name === "TimeoutError"
          ? `no answer within ${o.timeoutMs ?? 10_000} ms`
          : (e.cause?.code ?? e.cause?.message ?? e.message);
      throw new StorageError(`S3 ${op} ${key} failed: ${why}`);
    }
  }

  async function failure(op: string, key: string, res: Response): Promise<StorageError> {
    const code = errorCode(await res.text().catch(() => ""));
    return new StorageError(`S3 ${op} ${key} failed: ${res.status}${code ? ` ${code}` : ""}`, res.status, code);
  }

  return {
    async put(key, data, contentType) {
      const res = await send("PUT", key, {
        method: "PUT",
        headers: {
          "Content-Type": contentType,
          "Cache-Control": o.cacheControl,
          "X-Amz-Content-Sha256": createHash("sha256").update(data).digest("hex"),
        },
        body: new Uint8Array(data),
      });
      if (!res.ok) throw await failure("PUT", key, res);
      await res.body?.cancel();
    },
    async get(key) {
      const res = await send("GET", key, { method: "GET", headers: { "X-Amz-Content-Sha256": EMPTY_SHA256 } });
      if (res.ok)
        return {
          data: Buffer.from(await res.arrayBuffer()),
          contentType: res.headers.get("content-type") || contentTypeOf(key),
        };
      const err = await failure("GET", key, res);
      if (res.status === 404 && (err.code === undefined || err.code === "NoSuchKey")) return null;
      throw err;
    },
    async delete(key) {
      const res = await send("DELETE", key, { method: "DELETE", headers: { "X-Amz-Content-Sha256": EMPTY_SHA256 } });
      if (res.ok) return void (await res.body?.cancel());
      const err = await failure("DELETE", key, res);
      if (res.status === 404 && err.code === "NoSuchKey") return;
      throw err;
    },
    publicUrl: (key) => (publicBase ? `${publicBase}/${key}` : `${UPLOADS_PATH}/${key}`),
    keyOf: (url) => keyAfterPrefix(url, publicBase ? [`${publicBase}/`, `${UPLOADS_PATH}/`] : [`${UPLOADS_PATH}/`]),
  };
}
