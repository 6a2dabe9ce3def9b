import http from "node:http";
import https from "node:https";

/**
 * One HTTP exchange that says, when it fails, whether the request had been completely sent. LinkedIn has no
 * idempotency key, so that is the line between "safe to send again" and "LinkedIn may have it": a request whose
 * last byte never left this process cannot have been carried out. fetch() cannot tell (its errors are the same
 * before and after the body went out); node:http can: a ClientRequest emits 'finish' once the whole request has
 * been handed to the operating system.
 *
 * Connections are not kept alive: a pooled connection the server closed while idle fails only after the request
 * was written, which would make an ordinary retry look like an unknown outcome.
 */

export interface HttpExchange {
  url: URL;
  method: "GET" | "POST" | "PUT";
  headers: Record<string, string>;
  body?: Buffer;
  timeoutMs: number;
}

export interface HttpAnswer {
  ok: true;
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export type HttpFailureReason = "refused" | "dns" | "reset" | "timeout" | "network";

export interface HttpFailure {
  ok: false;
  /** True once the whole request was handed to the network: the server may have carried it out. */
  sent: boolean;
  reason: HttpFailureReason;
  /** The system error code (ECONNRESET, ENOTFOUND...), never a message that could quote the request. */
  code: string | null;
}

/** Longest answer body read (LinkedIn's answers are small JSON documents). */
const ANSWER_LIMIT = 1_048_576;

const agents = {
  "http:": new http.Agent({ keepAlive: false }),
  "https:": new https.Agent({ keepAlive: false }),
};

function reasonOf(code: string | null): HttpFailureReason {
  if (code === "ECONNREFUSED") return "refused";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "dns";
  if (code === "ECONNRESET" || code === "EPIPE" || code === "UND_ERR_SOCKET") return "reset";
  return "network";
}

export function exchange(request: HttpExchange): Promise<HttpAnswer | HttpFailure> {
  return new Promise((resolve) => {
    const secure = request.url.protocol === "https:";
    const client = secure ? https : http;
    let sent = false;
    let answered = false;
    let settled = false;
    const finish = (result: HttpAnswer | HttpFailure) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const body = request.body ?? Buffer.alloc(0);
    const req = client.request(request.url, {
      method: request.method,
      agent: agents[secure ? "https:" : "http:"],
      headers: { ...request.headers, "content-length": String(body.length) },
    });
    const timer = setTimeout(() => {
      finish({ ok: false, sent: sent || answered, reason: "timeout", code: "ETIMEDOUT" });
      req.destroy();
    }, request.timeoutMs);
    req.on("finish", () => {
      sent = true;
    });
    req.on("error", (err: NodeJS.ErrnoException) => {
      const code = typeof err.code === "string" ? err.code : null;
      finish({ ok: false, sent: sent || answered, reason: reasonOf(code), code });
    });
    req.on("response", (res) => {
      // An answer before the whole request went out (e.g. 401 or 413 on a large upload) still is the answer.
      answered = true;
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size <= ANSWER_LIMIT) chunks.push(chunk);
      });
      res.on("end", () =>
        finish({
          ok: true,
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString("utf8"),
        }),
      );
      // Cut in the middle of the answer: the status line arrived, so the server had the request.
      res.on("error", (err: NodeJS.ErrnoException) =>
        finish({ ok: false, sent: true, reason: "reset", code: typeof err.code === "string" ? err.code : null }),
      );
      res.on("close", () => {
        if (!res.complete) finish({ ok: false, sent: true, reason: "reset", code: "ECONNRESET" });
      });
    });
    req.end(body);
  });
}
