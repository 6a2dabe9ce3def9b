import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { freePort } from "./free-port";

const CANDIDATES = ["/usr/sbin/pgbouncer", "/usr/bin/pgbouncer", "/usr/local/bin/pgbouncer"];
const isRoot = () => process.getuid?.() === 0;

/** Debian's pgbouncer, installed with apt-get when missing (CI runs as root or with sudo); else a clear failure. */
export function pgbouncerBinary(): string {
  const found = () => CANDIDATES.find((p) => fs.existsSync(p));
  if (found()) return found()!;
  const sudo = isRoot() ? [] : ["sudo", "-n"];
  const run = (args: string[]) =>
    spawnSync(sudo[0] ?? args[0], [...sudo.slice(1), ...(sudo.length ? args : args.slice(1))], {
      stdio: "ignore",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  run(["apt-get", "update", "-qq"]);
  run(["apt-get", "install", "-y", "-qq", "pgbouncer"]);
  const bin = found();
  if (!bin) throw new Error("pgbouncer is not installed and apt-get could not install it: apt-get install pgbouncer");
  return bin;
}

export interface PgBouncer {
  /** serverUrl's database, through PgBouncer. */
  url: string;
  stop(): Promise<void>;
}

/**
 * A PgBouncer in transaction mode (what managed Postgres providers put in front of the server; `poolMode` may ask
 * for session mode) with at most `serverConnections` server connections per database, in front of serverUrl's
 * server. Clients connect without a password; PgBouncer logs in with serverUrl's user and password.
 */
export async function startPgBouncer(
  serverUrl: string,
  opts: { serverConnections?: number; poolMode?: "transaction" | "session" } = {},
): Promise<PgBouncer> {
  const bin = pgbouncerBinary();
  const server = new URL(serverUrl);
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pp-pgbouncer-"));
  fs.chmodSync(dir, 0o777);
  const conn = [
    `host=${server.hostname}`,
    `port=${server.port || 5432}`,
    `user=${decodeURIComponent(server.username || "postgres")}`,
    ...(server.password ? [`password=${decodeURIComponent(server.password)}`] : []),
  ].join(" ");
  const ini = path.join(dir, "pgbouncer.ini");
  fs.writeFileSync(
    ini,
    [
      "[databases]",
      `* = ${conn}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = any",
      `pool_mode = ${opts.poolMode ?? "transaction"}`,
      `default_pool_size = ${opts.serverConnections ?? 2}`,
      "max_client_conn = 200",
      `logfile = ${path.join(dir, "pgbouncer.log")}`,
      "ignore_startup_parameters = extra_float_digits",
      "",
    ].join("\n"),
  );
  fs.chmodSync(ini, 0o644);
  // PgBouncer refuses to run as root: it then runs as the postgres system user.
  const child: ChildProcess = spawn(bin, [...(isRoot() ? ["-u", "postgres"] : []), ini], { stdio: "ignore" });
  const log = () => fs.readFileSync(path.join(dir, "pgbouncer.log"), "utf8").slice(-2000);
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`pgbouncer exited (${child.exitCode}): ${log()}`);
    const up = await new Promise<boolean>((resolve) => {
      const s = net.connect(port, "127.0.0.1", () => (s.end(), resolve(true)));
      s.on("error", () => resolve(false));
    });
    if (up) break;
    if (Date.now() > deadline) throw new Error(`pgbouncer did not start: ${log()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const url = new URL(serverUrl);
  url.host = `127.0.0.1:${port}`;
  url.password = "";
  return {
    url: url.toString(),
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
