import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpCatcher, type SmtpCatcher } from "../fakes/smtp-catcher";
import { Client, linkFrom, makeTestApp, ORIGIN, uniqueEmail, type TestApp } from "../support/test-app";

// Every mail the app sends with a secret in it (docs/architecture/auth.md, "Mailed links"), sent through the real SMTP
// mailer to the catcher, then opened the way a mail scanner (HEAD, GET) and the person (GET, then the page's POST)
// open it: the log holds the request lines, never the secret.
let catcher: SmtpCatcher;
let t: TestApp;

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = makeTestApp({ SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}` }, { integrations: { mailer: undefined } });
});
afterAll(async () => {
  await catcher?.stop();
});

const requestLines = () =>
  t.logs
    .flatMap((chunk) => chunk.split("\n"))
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { msg: string; method?: string; path?: string; status?: number })
    .filter((line) => line.msg === "request");

/** The log holds no form of the secret: as sent, percent-encoded, or any 8 characters of it. */
function expectNotLogged(secret: string) {
  const log = t.logs.join("\n");
  expect(log).not.toContain(encodeURIComponent(secret));
  for (let i = 0; i + 8 <= secret.length; i += 4) expect(log).not.toContain(secret.slice(i, i + 8));
}

/** Opens a mailed link as a scanner (HEAD, GET) and as the person (GET); returns the person's answer. */
async function openLink(url: string): Promise<Response> {
  const link = new URL(url);
  expect(link.origin).toBe(ORIGIN);
  const path = link.pathname + link.search;
  await new Client(t.app).request(path, { method: "HEAD" });
  await new Client(t.app).request(path);
  return new Client(t.app).request(path);
}

async function signUp(email: string, password: string) {
  const up = await new Client(t.app).json("/api/auth/sign-up/email", {
    json: { email, password, name: "x", firstName: "Ada", lastName: "Lovelace", callbackURL: "/sign-in" },
  });
  expect(up.status).toBe(200);
  const mail = await catcher.waitForMail(email, { subjectIncludes: "Confirm", timeoutMs: 10_000 });
  return mail;
}

describe("mailed links leave no secret in the log", () => {
  it("the verification link (token in the query)", async () => {
    const email = uniqueEmail("log-verify");
    const mail = await signUp(email, "log-verify-pw-3");
    const url = linkFrom(mail.text);
    const token = new URL(url).searchParams.get("token")!;
    expect(token.length).toBeGreaterThan(20);
    const opened = await openLink(url);
    expect(opened.status).toBe(302);
    const lines = requestLines().filter((l) => l.path?.startsWith("/api/auth/verify-email"));
    expect(lines.map((l) => l.method)).toEqual(["HEAD", "GET", "GET"]);
    expect(lines[0].path).toBe("/api/auth/verify-email?token=[redacted]&callbackURL=/sign-in");
    expectNotLogged(token);
  });

  it("the reset link (token in the path) and the reset it leads to", async () => {
    const email = uniqueEmail("log-reset");
    const verify = await signUp(email, "log-reset-pw-3");
    await openLink(linkFrom(verify.text));
    const asked = await new Client(t.app).json("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });
    expect(asked.status).toBe(200);
    const mail = await catcher.waitForMail(email, { subjectIncludes: "Reset", timeoutMs: 10_000 });
    const url = linkFrom(mail.text);
    const token = new URL(url).pathname.split("/").at(-1)!;
    expect(url).toContain(`/api/auth/reset-password/${token}`);

    const opened = await openLink(url);
    expect(opened.status).toBe(302);
    const page = new URL(opened.headers.get("location")!, ORIGIN);
    expect(page.searchParams.get("token")).toBe(token);
    const person = new Client(t.app);
    await person.request(page.pathname + page.search); // the reset page, as the browser loads it
    const reset = await person.json("/api/auth/reset-password", { json: { newPassword: "log-reset-new-7", token } });
    expect(reset.status).toBe(200); // the token the scanners saw was still the person's to use

    const lines = requestLines().filter((l) => l.path?.startsWith("/api/auth/reset-password"));
    expect(lines.map((l) => [l.method, l.path])).toEqual([
      ["HEAD", "/api/auth/reset-password/[redacted]?callbackURL=/reset-password"],
      ["GET", "/api/auth/reset-password/[redacted]?callbackURL=/reset-password"],
      ["GET", "/api/auth/reset-password/[redacted]?callbackURL=/reset-password"],
      ["POST", "/api/auth/reset-password"],
    ]);
    expectNotLogged(token);
  });

  it("the sign-in code (no link: the code is typed into the sign-in page)", async () => {
    const email = uniqueEmail("log-otp");
    const verify = await signUp(email, "log-otp-pw-3");
    await openLink(linkFrom(verify.text));
    const client = new Client(t.app);
    const sent = await client.json("/api/auth/email-otp/send-verification-otp", { json: { email, type: "sign-in" } });
    expect(sent.status).toBe(200);
    const mail = await catcher.waitForMail(email, { subjectIncludes: "code", timeoutMs: 10_000 });
    const code = /^([A-Z0-9]{7})$/m.exec(mail.text)![1];
    const signIn = await client.json("/api/auth/sign-in/email-otp", { json: { email, otp: code } });
    expect(signIn.status).toBe(200);
    expect(requestLines().some((l) => l.path === "/api/auth/sign-in/email-otp" && l.status === 200)).toBe(true);
    expect(t.logs.join("\n")).not.toContain(code);
  });
});
