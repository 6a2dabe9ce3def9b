import type { Server } from "node:http";
import type { Socket } from "node:net";

/**
 * The server's open connections, to end at shutdown those that never sent a byte. Node 20's
 * closeIdleConnections() ends only keep-alive connections between two requests: a connection opened and left
 * silent holds server.close() until headersTimeout (66 s here), past the forced exit. Node's own fetch opens such
 * a connection as soon as its reader cancels a streamed answer (Node 20.20: the cancelled one is destroyed, a new
 * one is opened and left unused), so one user cancelling a generation made the next shutdown time out and exit 1.
 */
export function silentConnections(server: Server): { close(): void } {
  const open = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    open.add(socket);
    socket.once("close", () => open.delete(socket));
  });
  return {
    close() {
      // a request in flight, or a keep-alive connection that served one, has read bytes: Node ends those itself
      for (const socket of open) if (socket.bytesRead === 0) socket.destroy();
    },
  };
}
