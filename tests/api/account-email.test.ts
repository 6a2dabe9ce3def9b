import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMAIL_CHANGE_LANDING } from "../../src/contracts/account-email/paths";
import { users } from "../../src/server/db/schema";
import { startSmtpCatcher, type CaughtMail, type SmtpCatcher } from "../fakes/smtp-catcher";
import { Client, linkFrom, makeTestApp, ORIGIN, uniqueEmail, type TestApp } from "../support/test-app";

// Settings > Account's change of email (docs/architecture/account.md, "Email"), with the real SMTP mailer writing to
// the test SMTP catcher: what reaches which mailbox is what a person would find there.
let catcher: SmtpCatcher;
let t: TestApp;

const smtpApp = (env: Record<string, string> = {}) =>
  makeTestApp({ SMTP_URL: `smtp://127.0.0.1:${catcher.smtpPort}`, ...env }, { integrations: { mailer: undefined } });

beforeAll(async () => {
  catcher = await startSmtpCatcher();
  t = smtpApp();
});
afterAll(async () => {
  await catcher?.stop();
});

const PASSWORD = "Lantern-Quiet-42";
const LINK_SUBJECT = "Confirm your new email address";
const NOTICE_SUBJECT = "Your PillarPost email address was changed";

const pathOf = (url: string) => {
  const link = new URL(url);
  expect(link.origin).toBe(ORIGIN);
  return link.pathname + link.search;
};

/** Signed up, verified through the mailed link, signed in. */
async function member(app: TestApp = t, opts: { language?: "en" | "fr" } = {}) {
  const email = uniqueEmail("chg");
  const client = new Client(app.app);
  const up = await client.json("/api/auth/sign-up/email", {
    json: { email, password: PASSWORD, name: "x", firstName: "Ada", lastName: "Lovelace", language: opts.language },
  });
  expect(up.status).toBe(200);
  const verify = await catcher.waitForMail(email);
  await client.request(pathOf(linkFrom(verify.text)));
  const signIn = await client.json("/api/auth/sign-in/email", { json: { email, password: PASSWORD } });
  expect(signIn.status).toBe(200);
  return { client, email, userId: signIn.body.user.id as string };
}

const requestChange = (client: Client, newEmail: unknown, currentPassword: unknown = PASSWORD) =>
  client.json("/api/account/email", { json: { newEmail, currentPassword } });

const storedEmail = async (userId: string) =>
  (await t.database.db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;

const lastId = () => catcher.messages().at(-1)?.id ?? 0;
/** Lets mails sent in the background (after the answer) arrive before the test says none came. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 400));
const mailsSince = (id: number, to?: string): CaughtMail[] => catcher.messages(to).filter((m) => m.id > id);

describe("change of email", () => {
  it("mails the link to the new address only; the email changes when it is opened, and the old address is told", async () => {
    const { client, email: oldEmail, userId } = await member();
    const other = new Client(t.app); // another device of the same person
    expect(
      (await other.json("/api/auth/sign-in/email", { json: { email: oldEmail, password: PASSWORD } })).status,
    ).toBe(200);
    const newEmail = uniqueEmail("chg-new");
    const before = lastId();
    const asked = await requestChange(client, `  ${newEmail.toUpperCase()} `);
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ email: newEmail });

    const mail = await catcher.waitForMail(newEmail, { subjectIncludes: LINK_SUBJECT, afterId: before });
    expect(mail.text).toContain("Hi Ada");
    const link = new URL(linkFrom(mail.text));
    expect(link.pathname).toBe("/api/auth/verify-email");
    expect(link.searchParams.get("callbackURL")).toBe(EMAIL_CHANGE_LANDING);
    await settle();
    // the link went to the new address only: the old one has nothing yet
    expect(mailsSince(before).map((m) => m.to)).toEqual([[newEmail]]);

    // not opened yet: nothing changed, the old address still signs in
    expect(await storedEmail(userId)).toBe(oldEmail);
    expect((await client.json("/api/auth/get-session")).body.user.email).toBe(oldEmail);
    expect(
      (await new Client(t.app).json("/api/auth/sign-in/email", { json: { email: oldEmail, password: PASSWORD } }))
        .status,
    ).toBe(200);

    const opened = await client.request(pathOf(link.href));
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(EMAIL_CHANGE_LANDING);
    expect(await storedEmail(userId)).toBe(newEmail);
    // both devices stay signed in, and see the new address
    expect((await client.json("/api/auth/get-session")).body.user.email).toBe(newEmail);
    expect((await other.json("/api/me")).status).toBe(200);

    const notice = await catcher.waitForMail(oldEmail, { subjectIncludes: NOTICE_SUBJECT, afterId: before });
    expect(notice.text).toContain(newEmail);
    expect(notice.text).toContain("If you did not make this change");
    expect(notice.text).not.toMatch(/https?:\/\//); // nothing to click in a mail that may reach the wrong person
    expect(notice.html).toContain("<html");

    const byNew = await new Client(t.app).json("/api/auth/sign-in/email", {
      json: { email: newEmail, password: PASSWORD },
    });
    expect(byNew.status).toBe(200);
    const byOld = await new Client(t.app).json("/api/auth/sign-in/email", {
      json: { email: oldEmail, password: PASSWORD },
    });
    expect(byOld.status).toBe(401);
  });

  it("writes both mails in the user's language", async () => {
    const { client, email: oldEmail } = await member(t, { language: "fr" });
    const newEmail = uniqueEmail("chg-fr");
    const before = lastId();
    expect((await requestChange(client, newEmail)).status).toBe(200);
    const mail = await catcher.waitForMail(newEmail, { afterId: before });
    expect(mail.subject).toBe("Confirmez votre nouvelle adresse e-mail");
    await client.request(pathOf(linkFrom(mail.text)));
    const notice = await catcher.waitForMail(oldEmail, { afterId: before });
    expect(notice.subject).toBe("L'adresse e-mail de votre compte PillarPost a changé");
  });

  it("answers an address another account has exactly as a free one, mails no one, and changes nothing", async () => {
    const { client, email, userId } = await member();
    const { email: taken } = await member();
    const free = uniqueEmail("chg-free");
    const before = lastId();

    const toTaken = await requestChange(client, taken.toUpperCase());
    const toFree = await requestChange(client, free);
    expect(toTaken.status).toBe(toFree.status);
    expect(toTaken.res.headers.get("content-type")).toBe(toFree.res.headers.get("content-type"));
    expect(JSON.stringify(toTaken.body).replace(taken, "<address>")).toBe(
      JSON.stringify(toFree.body).replace(free, "<address>"),
    );

    // about the same time: the free address's mail is sent after the answer, not before it
    const timed = async (address: string) => {
      const start = performance.now();
      expect((await requestChange(client, address)).status).toBe(200);
      return performance.now() - start;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const takenTimes: number[] = [];
    const freeTimes: number[] = [];
    for (let i = 0; i < 5; i++) {
      takenTimes.push(await timed(taken));
      freeTimes.push(await timed(uniqueEmail("chg-free")));
    }
    expect(Math.abs(median(takenTimes) - median(freeTimes))).toBeLessThan(150);

    await catcher.waitForMail(free, { afterId: before });
    await settle();
    // the other account's owner gets nothing, the requester's address nothing either
    expect(mailsSince(before, taken)).toEqual([]);
    expect(mailsSince(before, email)).toEqual([]);
    expect(await storedEmail(userId)).toBe(email);
  });

  it("gives nothing away about a taken address: the same headers, the same refusal of a wrong password, an unverified account's address too", async () => {
    const { client, email, userId } = await member();
    const { email: taken } = await member();
    // an account signed up and never verified holds its address as well
    const unverified = uniqueEmail("chg-unverified");
    const up = await new Client(t.app).json("/api/auth/sign-up/email", {
      json: { email: unverified, password: PASSWORD, name: "x", firstName: "Un", lastName: "Verified" },
    });
    expect(up.status).toBe(200);
    await catcher.waitForMail(unverified); // its sign-up link, before the count starts
    const before = lastId();

    const headersOf = (res: Response) =>
      Object.fromEntries(
        [...res.headers].filter(([name]) => !["date", "content-length", "x-request-id"].includes(name)),
      );
    const toFree = await requestChange(client, uniqueEmail("chg-free"));
    for (const address of [taken, unverified]) {
      const res = await requestChange(client, address);
      expect(res.status).toBe(toFree.status);
      expect(headersOf(res.res)).toEqual(headersOf(toFree.res));
      expect(res.body).toEqual({ email: address });
    }

    // a wrong password: the same refusal whether the address is taken or free (the password is checked first)
    const wrong = async (address: string) => {
      const res = await requestChange(client, address, "Not-The-Password-1");
      return { status: res.status, body: res.body as unknown, headers: headersOf(res.res) };
    };
    const wrongFree = await wrong(uniqueEmail("chg-free"));
    expect(wrongFree.status).toBe(400);
    expect(await wrong(taken)).toEqual(wrongFree);
    expect(await wrong(unverified)).toEqual(wrongFree);

    await settle();
    expect(mailsSince(before, taken)).toEqual([]);
    expect(mailsSince(before, unverified)).toEqual([]);
    expect(mailsSince(before, email)).toEqual([]);
    expect(await storedEmail(userId)).toBe(email);
  });

  it("refuses a wrong current password, and mails nothing", async () => {
    const { client, email, userId } = await member();
    const before = lastId();
    const res = await requestChange(client, uniqueEmail("chg-pw"), "Not-The-Password-1");
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("INVALID_PASSWORD");
    await settle();
    expect(mailsSince(before)).toEqual([]);
    expect(await storedEmail(userId)).toBe(email);
  });

  it("answers bad input with a clear 400 or 413, never a 500, and mails nothing", async () => {
    const { client, email, userId } = await member();
    const before = lastId();
    const cases: [unknown, unknown, number, string][] = [
      [email.toUpperCase(), PASSWORD, 400, "EMAIL_UNCHANGED"],
      ["not-an-address", PASSWORD, 400, "VALIDATION_FAILED"],
      ["", PASSWORD, 400, "VALIDATION_FAILED"],
      [`${"a".repeat(250)}@example.com`, PASSWORD, 400, "VALIDATION_FAILED"],
      ["nul\u0000@example.com", PASSWORD, 400, "INVALID_CHARACTERS"],
      [uniqueEmail(), "pass\u0000word", 400, "INVALID_CHARACTERS"],
      [42, PASSWORD, 400, "VALIDATION_FAILED"],
      [["a@example.com"], PASSWORD, 400, "VALIDATION_FAILED"],
      [uniqueEmail(), "", 400, "VALIDATION_FAILED"],
      [uniqueEmail(), "x".repeat(129), 400, "VALIDATION_FAILED"],
      [`${"a".repeat(1024 * 1024)}@example.com`, PASSWORD, 413, "PAYLOAD_TOO_LARGE"],
    ];
    for (const [newEmail, password, status, code] of cases) {
      const res = await requestChange(client, newEmail, password);
      expect(res.status, String(newEmail).slice(0, 40)).toBe(status);
      expect(res.body.error.code).toBe(code);
      expect(res.body.error.message).toEqual(expect.any(String));
    }
    const issues = async (newEmail: unknown, password: unknown = PASSWORD) =>
      (await requestChange(client, newEmail, password)).body.error.details.issues.map((i: { code: string }) => i.code);
    expect(await issues("not-an-address")).toEqual(["EMAIL_INVALID"]);
    expect(await issues("")).toEqual(["EMAIL_REQUIRED"]);
    expect(await issues(`${"a".repeat(250)}@example.com`)).toEqual(["TOO_LONG"]);
    expect(await issues(uniqueEmail(), "")).toEqual(["PASSWORD_REQUIRED"]);
    const notJson = await client.request("/api/account/email", {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status).toBe(400);
    await settle();
    expect(mailsSince(before)).toEqual([]);
    expect(await storedEmail(userId)).toBe(email);
  });

  it("needs a session, and better-auth's own change-email (which asks no password) is not reachable", async () => {
    expect((await requestChange(new Client(t.app), uniqueEmail())).status).toBe(401);
    const { client, email, userId } = await member();
    const before = lastId();
    const direct = await client.json("/api/auth/change-email", { json: { newEmail: uniqueEmail("chg-direct") } });
    expect(direct.status).toBe(404);
    await settle();
    expect(mailsSince(before)).toEqual([]);
    expect(await storedEmail(userId)).toBe(email);
  });

  it("makes another user's link useless: opened in their session, or with its user changed", async () => {
    const alice = await member();
    const bob = await member();
    const newEmail = uniqueEmail("chg-alice");
    const before = lastId();
    expect((await requestChange(alice.client, newEmail)).status).toBe(200);
    const link = new URL(linkFrom((await catcher.waitForMail(newEmail, { afterId: before })).text));

    // Bob opens Alice's link in his session: refused, nothing changes for either
    const inBobs = await bob.client.request(pathOf(link.href));
    expect(inBobs.status).toBe(302);
    expect(inBobs.headers.get("location")).toBe(`${EMAIL_CHANGE_LANDING}&error=INVALID_USER`);
    expect(await storedEmail(alice.userId)).toBe(alice.email);
    expect(await storedEmail(bob.userId)).toBe(bob.email);

    // the token re-signed by no one: its payload pointed at Bob, the signature no longer holds
    const [head, payload, signature] = link.searchParams.get("token")!.split(".");
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, userId: bob.userId, email: bob.email })).toString(
      "base64url",
    );
    const tampered = new URL(link.href);
    tampered.searchParams.set("token", `${head}.${forged}.${signature}`);
    const byForgery = await new Client(t.app).request(pathOf(tampered.href));
    expect(byForgery.status).toBe(302);
    expect(byForgery.headers.get("location")).toMatch(/error=INVALID_TOKEN/);
    expect(await storedEmail(bob.userId)).toBe(bob.email);

    // still Alice's to use: refusing Bob did not spend it
    const byAlice = await alice.client.request(pathOf(link.href));
    expect(byAlice.headers.get("location")).toBe(EMAIL_CHANGE_LANDING);
    expect(await storedEmail(alice.userId)).toBe(newEmail);
  });

  it("cannot replay a used link, even once the account is back at its old address", async () => {
    const { client, email: first, userId } = await member();
    const second = uniqueEmail("chg-second");
    let before = lastId();
    await requestChange(client, second);
    const used = linkFrom((await catcher.waitForMail(second, { afterId: before })).text);
    // a mail scanner opens it first, then the person: done once, and the person is told it is done
    expect((await new Client(t.app).request(pathOf(used), { method: "GET" })).status).toBe(302);
    const again = await client.request(pathOf(used));
    expect(again.headers.get("location")).toBe(EMAIL_CHANGE_LANDING);
    expect(await storedEmail(userId)).toBe(second);
    await settle();
    expect(mailsSince(before, first).filter((m) => m.subject === NOTICE_SUBJECT)).toHaveLength(1);

    // back to the first address by a second link
    before = lastId();
    await requestChange(client, first);
    await client.request(pathOf(linkFrom((await catcher.waitForMail(first, { afterId: before })).text)));
    expect(await storedEmail(userId)).toBe(first);

    // the first link again: refused, the address stays
    const replay = await new Client(t.app).request(pathOf(used));
    expect(replay.status).toBe(302);
    expect(replay.headers.get("location")).toBe(`${EMAIL_CHANGE_LANDING}&error=INVALID_TOKEN`);
    expect(await storedEmail(userId)).toBe(first);
  });

  it("refuses a link whose address another account took after it was sent (no 500, nothing changes)", async () => {
    const { client, email, userId } = await member();
    const contested = uniqueEmail("chg-contested");
    const before = lastId();
    await requestChange(client, contested);
    const link = linkFrom((await catcher.waitForMail(contested, { afterId: before })).text);
    const up = await new Client(t.app).json("/api/auth/sign-up/email", {
      json: { email: contested, password: PASSWORD, name: "x", firstName: "Zed", lastName: "Z" },
    });
    expect(up.status).toBe(200);
    const opened = await client.request(pathOf(link));
    expect(opened.status).toBe(302);
    expect(opened.headers.get("location")).toBe(`${EMAIL_CHANGE_LANDING}&error=INVALID_TOKEN`);
    expect(await storedEmail(userId)).toBe(email);
  });

  it("is rate-limited as the auth endpoints are, wrong passwords included", async () => {
    const limited = smtpApp({ AUTH_RATE_LIMIT_MAX: "2" });
    const { client } = await member(limited);
    expect((await requestChange(client, uniqueEmail(), "Wrong-Password-1")).status).toBe(400);
    expect((await requestChange(client, uniqueEmail())).status).toBe(200);
    const third = await requestChange(client, uniqueEmail());
    expect(third.status).toBe(429);
    expect(third.body.error.code).toBe("RATE_LIMITED");
    expect(Number(third.res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
