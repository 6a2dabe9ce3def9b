// What the browser benchmarks share: the production server on a fresh embedded Postgres, a signed-in user.
import { spawn, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "../../tests/support/free-port";

export async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} was not ready within ${timeoutMs} ms`);
}

export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  await exited;
  clearTimeout(timer);
}

/**
 * The production server (`node dist/server/index.js`) on a fresh embedded Postgres; mail goes to the outbox. `extra`
 * adds settings (e.g. an LLM).
 */
export async function startApp(
  dataDir: string,
  extra: NodeJS.ProcessEnv = {},
  /** Node's own options for the server (e.g. --cpu-prof, which NODE_OPTIONS does not take). */
  nodeArgs: string[] = [],
): Promise<{ child: ChildProcess; origin: string }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  fs.mkdirSync(path.join(dataDir, "data"), { recursive: true, mode: 0o755 });
  fs.chmodSync(dataDir, 0o755);
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    APP_URL: origin,
    DATA_DIR: path.join(dataDir, "data"),
    EMBEDDED_PG_PORT: String(await freePort()),
    AUTH_SECRET: crypto.randomBytes(32).toString("hex"),
    AUTH_RATE_LIMIT_MAX: "100000",
    LOG_LEVEL: "warn",
    ...extra,
  };
  const log = fs.openSync(path.join(dataDir, "server.log"), "w");
  const child = spawn(process.execPath, [...nodeArgs, "dist/server/index.js"], { env, stdio: ["ignore", log, log] });
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`the server exited; see ${dataDir}/server.log`);
    return (await fetch(`${origin}/api/health`)).ok;
  }, "the app server");
  return { child, origin };
}

/** A verified user, signed in: returns the Cookie header (sign-up, the verification link from the outbox, sign-in). */
export async function signedInCookie(origin: string): Promise<string> {
  const email = `bench-${Date.now()}-${crypto.randomBytes(3).toString("hex")}@example.com`;
  const password = "Bench-password-42!";
  const json = { origin, "content-type": "application/json" };
  const up = await fetch(`${origin}/api/auth/sign-up/email`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({
      email,
      password,
      name: "Bench User",
      firstName: "Bench",
      lastName: "User",
      fullName: "Bench User",
    }),
  });
  if (!up.ok) throw new Error(`sign-up answered ${up.status}: ${await up.text()}`);
  let link: string | undefined;
  await waitFor(
    async () => {
      const mails = (await (await fetch(`${origin}/dev/mailbox.json`)).json()) as { to: string; text: string }[];
      link = mails
        .filter((m) => m.to.includes(email))
        .map((m) => /https?:\/\/\S*token=\S+/.exec(m.text)?.[0])
        .find(Boolean);
      return !!link;
    },
    "the verification mail",
    30_000,
  );
  const verified = await fetch(link!, { redirect: "manual" });
  if (verified.status >= 400) throw new Error(`the verification link answered ${verified.status}`);
  const res = await fetch(`${origin}/api/auth/sign-in/email`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ email, password }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
