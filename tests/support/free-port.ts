import fs from "node:fs";
import net from "node:net";

/*
 * A port for a server the tests start later (the app, an embedded Postgres). A port asked of the kernel with
 * listen(0) is free only for the moment it is checked: the next listen(0) anywhere (a fake, the app's own Postgres)
 * may be given the same one before our server binds it — a CI run once failed with the app's port taken by its own
 * database. So ports come from below the kernel's ephemeral range, which no listen(0) hands out, each checked free
 * and never handed out twice by this process.
 */

const FLOOR = 10_000;
const handed = new Set<number>();

function ephemeralFloor(): number {
  try {
    const [low] = fs.readFileSync("/proc/sys/net/ipv4/ip_local_port_range", "utf8").trim().split(/\s+/).map(Number);
    if (Number.isInteger(low) && low > FLOOR + 1_000) return low;
  } catch {
    // not Linux: the IANA dynamic range starts at 49152
  }
  return 49_152;
}

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.unref();
    srv.once("error", () => resolve(false));
    srv.listen(port, "127.0.0.1", () => srv.close(() => resolve(true)));
  });
}

export async function freePort(): Promise<number> {
  const ceiling = ephemeralFloor();
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = FLOOR + Math.floor(Math.random() * (ceiling - FLOOR));
    if (handed.has(port)) continue;
    if (await isFree(port)) {
      handed.add(port);
      return port;
    }
  }
  throw new Error(`no free port found between ${FLOOR} and ${ceiling}`);
}
