import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpCatcher, type SmtpCatcher } from "../fakes/smtp-catcher";
import { until } from "../support/until";
import { Client, makeTestApp, uniqueEmail, type TestApp } from "../support/test-app";

// The app's real SMTP mailer (SMTP_URL) against a mail server that requires credentials: the password in SMTP_URL
// is wrong, as after a rotated provider password. The person signing up or asking for a reset still gets the
// app's usual answer; the failure is logged, without the password.
const AUTH = { user: "pillarpost", pass: "the-right-password" };
const WRONG = "an-old-password-4f2a";
let catcher: SmtpCatcher;

beforeAll(async () => {
  catcher = await startSmtpCatcher({ auth: AUTH });
});
afterAll(async () => {
  await catcher?.stop();
});

/** A test app whose mailer is the one SMTP_URL configures (not the capturing double). */
const appWithSmtp = (pass: string): TestApp =>
  makeTestApp(
    { SMTP_URL: `smtp://${AUTH.user}:${pass}@127.0.0.1:${catcher.smtpPort}` },
    { integrations: { mailer: undefined } },
  );

const signUp = (t: TestApp, email: string) =>
  new Client(t.app).json("/api/auth/sign-up/email", {
    json: { email, password: "smtp-auth-pw-9", name: "x", firstName: "Ada", lastName: "Lovelace" },
  });

describe("mail through SMTP with credentials", () => {
  it("sends the verification mail with the right credentials (the control of the case below)", async () => {
    const t = appWithSmtp(AUTH.pass);
    const email = uniqueEmail("smtp-ok");
    expect((await signUp(t, email)).status).toBe(200);
    const mail = await catcher.waitForMail(email, { timeoutMs: 10_000 });
    expect(mail.subject).toBe("Confirm your email address");
  });

  it("refused credentials: sign-up and reset still answer as usual, the failure is logged without the password", async () => {
    const t = appWithSmtp(WRONG);
    const email = uniqueEmail("smtp-refused");
    const up = await signUp(t, email);
    expect(up.status).toBe(200);
    const reset = await new Client(t.app).json("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });
    expect(reset.status).toBe(200);
    const failures = () =>
      t.logs.map((line) => JSON.parse(line)).filter((entry) => entry.msg === "mail delivery failed");
    const logged = await until(
      async () => failures(),
      (entries) => entries.length > 0,
      10_000,
    );
    expect(logged[0]).toMatchObject({ level: 50, kind: "verification" });
    expect(JSON.stringify(logged[0])).toMatch(/535|Invalid login/);
    const all = t.logs.join("\n");
    expect(all).not.toContain(WRONG);
    expect(all).not.toContain(encodeURIComponent(WRONG));
    expect(all).not.toContain(Buffer.from(`\u0000${AUTH.user}\u0000${WRONG}`).toString("base64"));
    expect(catcher.messages(email)).toHaveLength(0);
  });
});
