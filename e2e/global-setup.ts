/**
 * Playwright global setup: SMTP catcher + LinkedIn OIDC simulator + fake LLM + the production server
 * (`node dist/server/index.js`, built beforehand by `npm run build`) on free ports, with a fresh
 * embedded Postgres under .tmp/e2e-<timestamp> (or E2E_DATABASE_URL when set).
 *
 * Handles live on globalThis for e2e/global-teardown.ts (same runner process).
 */
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { FullConfig } from "@playwright/test";
import { startSmtpCatcher, type SmtpCatcher } from "../tests/fakes/smtp-catcher";
import { startLinkedInOidc, type LinkedInOidc } from "../tests/fakes/linkedin-oidc";
import { startLinkedInApi, type LinkedInApi } from "../tests/fakes/linkedin-api";
import { LINKEDIN_CONNECT_CALLBACK_PATH } from "../src/contracts/linkedin/paths";
import { startFakeLlm, type FakeLlm } from "../tests/fakes/llm";
import { TMP_ROOT, writeState } from "./support/state";
import { freePort } from "../tests/support/free-port";

export interface E2EHandles {
  smtp: SmtpCatcher;
  oidc: LinkedInOidc;
  linkedinApi: LinkedInApi;
  llm: FakeLlm;
  server?: ChildProcess;
  serverExited?: Promise<number | null>;
  dataDir?: string;
  logStream?: fs.WriteStream;
  stopping?: boolean;
}

declare global {
  var __pillarpostE2E: E2EHandles | undefined;
}

export const E2E_LINKEDIN_CLIENT_ID = "pillarpost-e2e";
export const E2E_LINKEDIN_ACCOUNT = {
  sub: "e2eLinkedIn01",
  given_name: "Linus",
  family_name: "Inkedin",
  name: "Linus Inkedin",
  email: "linus.inkedin@example.com",
  email_verified: true,
  picture: "https://media.licdn.example/dms/image/linus.jpg",
  locale: "en-US",
  headline: "Writes about content strategy",
};

function tail(file: string, lines = 60): string {
  try {
    return fs.readFileSync(file, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no log)";
  }
}

async function waitForHealth(url: string, exited: Promise<number | null>, logFile: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  let last = "";
  while (Date.now() < deadline) {
    if (exitCode !== undefined) {
      throw new Error(
        `The app server exited with code ${exitCode} before it was healthy. Log tail (${logFile}):\n${tail(logFile)}`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      const body = await res.text();
      last = `${res.status} ${body}`;
      if (res.ok && (JSON.parse(body) as { status?: string }).status === "ok") return;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(
    `The app server was not healthy within ${timeoutMs} ms (last: ${last}). Log tail (${logFile}):\n${tail(logFile)}`,
  );
}

function findPostmasterPids(dir: string, depth = 4): number[] {
  if (depth < 0 || !fs.existsSync(dir)) return [];
  const pids: number[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && entry.name === "postmaster.pid") {
      const pid = Number(fs.readFileSync(full, "utf8").split("\n")[0]);
      if (Number.isInteger(pid) && pid > 0) pids.push(pid);
    } else if (entry.isDirectory()) {
      pids.push(...findPostmasterPids(full, depth - 1));
    }
  }
  return pids;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** An embedded Postgres left running by a killed server (its postmaster.pid is still there): stop it. */
async function stopOrphanPostgres(dataDir: string): Promise<void> {
  for (const pid of findPostmasterPids(dataDir)) {
    if (!alive(pid)) continue;
    console.warn(`[e2e] stopping an orphaned embedded Postgres (pid ${pid})`);
    process.kill(pid, "SIGQUIT");
    for (let i = 0; i < 50 && alive(pid); i++) await new Promise((r) => setTimeout(r, 100));
    if (alive(pid)) process.kill(pid, "SIGKILL");
  }
}

/** Stops the server (SIGTERM, then SIGKILL after a grace period), the simulators, and removes the data dir. */
export async function stopAll(handles: E2EHandles, { keepData = !!process.env.E2E_KEEP_DATA } = {}): Promise<void> {
  const { server, serverExited } = handles;
  handles.stopping = true;
  if (server && server.exitCode === null && server.signalCode === null) {
    server.kill("SIGTERM");
    const graceful = await Promise.race([
      serverExited!.then(() => true),
      new Promise<boolean>((r) => setTimeout(() => r(false), 20_000)),
    ]);
    if (!graceful) {
      console.warn("[e2e] the app server did not stop within 20 s of SIGTERM: sending SIGKILL");
      server.kill("SIGKILL");
      await serverExited;
    }
  }
  if (handles.dataDir) await stopOrphanPostgres(handles.dataDir);
  await Promise.allSettled([handles.smtp.stop(), handles.oidc.stop(), handles.linkedinApi.stop(), handles.llm.stop()]);
  handles.logStream?.end();
  if (handles.dataDir && !keepData) {
    fs.rmSync(handles.dataDir, { recursive: true, force: true, maxRetries: 3 });
  }
  globalThis.__pillarpostE2E = undefined;
}

export default async function globalSetup(_config: FullConfig): Promise<void> {
  const root = process.cwd();
  const entry = path.join(root, "dist/server/index.js");
  if (!fs.existsSync(entry)) {
    throw new Error(`${entry} is missing: run \`npm run build\` before the e2e tests.`);
  }
  if (!fs.existsSync(path.join(root, "dist/web/index.html"))) {
    throw new Error("dist/web/index.html is missing: run `npm run build` before the e2e tests.");
  }

  const appPort = await freePort();
  const baseURL = `http://localhost:${appPort}`;

  const smtp = await startSmtpCatcher({ smtpPort: 0, httpPort: 0, verbose: !!process.env.E2E_VERBOSE });
  const clientSecret = crypto.randomBytes(24).toString("hex");
  const oidc = await startLinkedInOidc({
    port: 0,
    appOrigin: baseURL,
    clientId: E2E_LINKEDIN_CLIENT_ID,
    clientSecret,
    account: E2E_LINKEDIN_ACCOUNT,
    // the publishing connection's callback (/apps), beside sign-in's
    extraRedirectUris: [`${baseURL}${LINKEDIN_CONNECT_CALLBACK_PATH}`],
    verbose: !!process.env.E2E_VERBOSE,
  });
  // LinkedIn's REST API (publishing), taking the OIDC simulator's tokens as LinkedIn takes its own
  const linkedinApi = await startLinkedInApi({ oidc: { issuer: oidc.issuer } });
  // Default mode "error": the server falls back to its built-in generator unless a spec switches the mode.
  const llm = await startFakeLlm({ verbose: !!process.env.E2E_VERBOSE });
  const handles: E2EHandles = { smtp, oidc, linkedinApi, llm };
  globalThis.__pillarpostE2E = handles;

  fs.mkdirSync(TMP_ROOT, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const runDir = path.join(TMP_ROOT, `e2e-${stamp}`);
  // The embedded Postgres runs as the `postgres` OS user when we are root: the dir must be reachable.
  fs.mkdirSync(runDir, { recursive: true, mode: 0o755 });
  fs.chmodSync(runDir, 0o755);
  handles.dataDir = runDir;
  const logFile = path.join(TMP_ROOT, "e2e-server.log");

  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(appPort),
    APP_URL: baseURL,
    DATA_DIR: path.join(runDir, "data"),
    SMTP_URL: `smtp://127.0.0.1:${smtp.smtpPort}`,
    MAIL_FROM: "PillarPost <no-reply@pillarpost.test>",
    LINKEDIN_CLIENT_ID: E2E_LINKEDIN_CLIENT_ID,
    LINKEDIN_CLIENT_SECRET: clientSecret,
    LINKEDIN_DISCOVERY_URL: oidc.discoveryUrl,
    LINKEDIN_API_URL: linkedinApi.origin,
    LINKEDIN_WEB_URL: linkedinApi.webOrigin,
    // a post LinkedIn holds without answering is "needs check" after 3 s rather than 30
    LINKEDIN_API_TIMEOUT_MS: "3000",
    AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? "warn",
    AUTH_RATE_LIMIT_MAX: "1000",
    TRUST_PROXY: "false",
    LLM_BASE_URL: llm.baseUrl,
    LLM_API_KEY: "test",
    LLM_MODEL: "fake",
    LLM_TIMEOUT_MS: "5000",
  };
  if (process.env.E2E_DATABASE_URL) {
    env.DATABASE_URL = process.env.E2E_DATABASE_URL;
  } else {
    delete env.DATABASE_URL;
    env.EMBEDDED_PG_PORT = String(await freePort());
  }
  fs.mkdirSync(env.DATA_DIR!, { recursive: true, mode: 0o755 });
  fs.chmodSync(env.DATA_DIR!, 0o755);

  const logStream = fs.createWriteStream(logFile, { flags: "w" });
  handles.logStream = logStream;
  const server = spawn(process.execPath, [entry], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout!.pipe(logStream, { end: false });
  server.stderr!.pipe(logStream, { end: false });
  if (process.env.E2E_VERBOSE) {
    server.stdout!.pipe(process.stdout);
    server.stderr!.pipe(process.stderr);
  }
  handles.server = server;
  handles.serverExited = new Promise((resolve) =>
    server.once("exit", (code, signal) => {
      const line = `[e2e] app server (pid ${server.pid}) exited: code ${code}, signal ${signal} at ${new Date().toISOString()}`;
      logStream.write(`\n${line}\n`);
      if (!handles.stopping) console.error(`${line} — unexpectedly, before the global teardown. Log: ${logFile}`);
      resolve(code);
    }),
  );

  // First start creates the cluster (initdb) and runs the migrations: allow time on a 2-core machine.
  try {
    await waitForHealth(
      `${baseURL}/api/health`,
      handles.serverExited,
      logFile,
      Number(process.env.E2E_START_TIMEOUT_MS ?? 120_000),
    );
  } catch (err) {
    // Playwright does not run the global teardown when the setup fails: clean up here.
    await stopAll(handles);
    throw err;
  }

  writeState({
    baseURL,
    mailApi: smtp.httpUrl,
    oidc: { issuer: oidc.issuer, discoveryUrl: oidc.discoveryUrl, clientId: E2E_LINKEDIN_CLIENT_ID },
    linkedInAccount: E2E_LINKEDIN_ACCOUNT,
    fakeLlm: { baseUrl: llm.baseUrl, controlUrl: llm.controlUrl },
    linkedinApi: { origin: linkedinApi.origin },
    dataDir: runDir,
    serverPid: server.pid,
    serverLog: logFile,
    startedAt: new Date().toISOString(),
  });
}
