import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// The built server entries (what `npm start` and `npm run worker` run) as child processes.
const ROOT = path.resolve(import.meta.dirname, "../..");

/** Bundles the entries into a folder of this test file's own (tests in parallel never share a build). */
export function buildServer(): { dir: string; remove(): void } {
  const dir = path.join(ROOT, ".tmp", `build-${process.pid}-${randomBytes(3).toString("hex")}`, "server");
  const built = spawnSync(process.execPath, ["scripts/build-server.mjs", "--outdir", dir], {
    cwd: ROOT,
    encoding: "utf8",
  });
  if (built.status !== 0) throw new Error(`build failed: ${built.stderr}`);
  return { dir, remove: () => fs.rmSync(path.dirname(dir), { recursive: true, force: true }) };
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  output(): string;
  /** Resolves with the exit code (and signal) once the process has exited. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  waitForLine(text: string, timeoutMs?: number): Promise<void>;
  /** SIGTERM, then the exit code. */
  stop(): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

export function startServerProcess(
  entry: string,
  env: Record<string, string>,
  opts: { dataDir?: string } = {},
): ServerProcess {
  const dataDir = opts.dataDir ?? path.join(ROOT, ".tmp", `proc-data-${process.pid}-${randomBytes(3).toString("hex")}`);
  const child = spawn(process.execPath, [entry], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", DATA_DIR: dataDir, LOG_LEVEL: "info", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (d) => (out += d));
  child.stderr!.on("data", (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      resolve({ code, signal });
    }),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    child,
    pid: child.pid!,
    output: () => out,
    exited,
    async waitForLine(text, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!out.includes(text)) {
        if (!running()) throw new Error(`exited before "${text}": ${out}`);
        if (Date.now() > deadline) throw new Error(`no "${text}" within ${timeoutMs} ms: ${out}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      if (running()) child.kill("SIGTERM");
      return exited;
    },
  };
}
