import type { IncomingMessage, Server, ServerResponse } from "node:http";

/**
 * Once shutting down, no connection is kept alive after its answer. `closeIdleConnections()` at the signal ends the
 * connections idle at that moment; one busy then (a request in flight, a streamed answer) would stay open as
 * keep-alive after its answer, and a proxy that keeps its connections (every one does) would hold `server.close()`
 * until the forced exit. From `start()`: answers not begun say `Connection: close` (Node then ends the connection
 * after them), and a connection is ended as soon as an answer already under way is done.
 */
export function closeAfterAnswer(server: Server): { start(): void } {
  const inFlight = new Set<ServerResponse>();
  let closing = false;
  const closeWhenDone = (res: ServerResponse) => {
    if (!res.headersSent) res.shouldKeepAlive = false;
    res.once("finish", () => setImmediate(() => server.closeIdleConnections()));
  };
  server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
    if (closing) return closeWhenDone(res);
    inFlight.add(res);
    res.once("close", () => inFlight.delete(res));
  });
  return {
    start() {
      closing = true;
      for (const res of inFlight) closeWhenDone(res);
      inFlight.clear();
    },
  };
}
