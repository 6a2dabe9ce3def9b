import { verifyPassword } from "better-auth/crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { accounts, users, verifications } from "../../src/server/db/schema";
import { Client, linkFrom, makeTestApp, signedInUser, TEST_PASSWORD_HASHING, uniqueEmail } from "../support/test-app";

const t = makeTestApp();
afterAll(() => t.close());

const signUp = (client: Client, body: Record<string, unknown>) =>
  client.json("/api/auth/sign-up/email", { json: body });

describe("sign up", () => {
  it("stores first, last and full name and mails a verification link back to the app", async () => {
    const email = uniqueEmail("signup");
    const client = new Client(t.app);
    const res = await signUp(client, {
      email,
      password: "secret-pass-12",
      name: "ignored",
      firstName: " Grace ",
      lastName: "Hopper",
      language: "fr",
      callbackURL: "/sign-in?verified=1",
    });
    expect(res.status).toBe(200);
    expect(client.has("session_token")).toBe(false); // not signed in before verification
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({
      firstName: "Grace",
      lastName: "Hopper",
      fullName: "Grace Hopper",
      emailVerified: false,
      language: "fr",
    });
    const mail = await t.mailer.waitFor(email);
    expect(mail.subject).toBe("Confirmez votre adresse e-mail"); // the user's language
    expect(mail.html).toContain("<html");
    const link = new URL(linkFrom(mail.text));
    expect(link.origin).toBe("http://localhost:3000");
    expect(link.pathname).toBe("/api/auth/verify-email");
    expect(link.searchParams.get("callbackURL")).toBe("/sign-in?verified=1");
  });

  it("rejects missing names, a bad email and a short password with clear messages", async () => {
    const client = new Client(t.app);
    const noFirst = await signUp(client, {
      email: uniqueEmail(),
      password: "secret-pass-12",
      name: "x",
      firstName: "",
      lastName: "L",
    });
    expect(noFirst.status).toBe(400);
    expect(noFirst.body.error).toEqual({
      code: "VALIDATION_FAILED",
      message: "firstName: First name is required",
      details: { issues: [{ path: "firstName", code: "FIRST_NAME_REQUIRED" }] },
    });
    expect(noFirst.body.code).toBe("VALIDATION_FAILED"); // better-auth's client reads the top level
    const noLast = await signUp(client, {
      email: uniqueEmail(),
      password: "secret-pass-12",
      name: "x",
      firstName: "F",
    });
    expect(noLast.body.error.message).toBe("lastName: Last name is required");
    expect(noLast.body.error.details.issues[0].code).toBe("LAST_NAME_REQUIRED");
    const badEmail = await signUp(client, {
      email: "nope",
      password: "secret-pass-12",
      name: "x",
      firstName: "F",
      lastName: "L",
    });
    expect(badEmail.status).toBe(400);
    const short = await signUp(client, {
      email: uniqueEmail(),
      password: "123456",
      name: "x",
      firstName: "F",
      lastName: "L",
    });
    expect(short.status).toBe(400);
    expect(short.body.error.code).toBe("PASSWORD_TOO_SHORT");
  });

  it("answers 'Email already exists' for a taken email, whatever its case", async () => {
    const email = uniqueEmail("dupe");
    const client = new Client(t.app);
    expect(
      (await signUp(client, { email, password: "secret-pass-12", name: "x", firstName: "A", lastName: "B" })).status,
    ).toBe(200);
    const again = await signUp(client, {
      email: email.toUpperCase(),
      password: "other123",
      name: "x",
      firstName: "C",
      lastName: "D",
    });
    expect(again.status).toBe(422);
    expect(again.body.error).toEqual({ code: "USER_ALREADY_EXISTS", message: "Email already exists" });
  });
});

describe("password storage", () => {
  // The other tests hash at a lower cost (test-app.ts): this one proves what the app itself stores.
  it("hashes with better-auth's scrypt at its own cost (N = 16384), not the tests' cheaper one", async () => {
    const real = makeTestApp({}, { database: t.database, realPasswordCost: true });
    const user = await signedInUser(real, { password: "real-cost-pass-9" });
    const [account] = await t.database.db
      .select({ password: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, user.userId), eq(accounts.providerId, "credential")));
    expect(account.password).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: account.password!, password: "real-cost-pass-9" })).toBe(true);
    expect(await verifyPassword({ hash: account.password!, password: "real-cost-pass-8" })).toBe(false);
    expect(await TEST_PASSWORD_HASHING.verify({ hash: account.password!, password: "real-cost-pass-9" })).toBe(false);
  });
});

describe("sign in", () => {
  it("refuses an unverified email, resends the link, then signs in once verified", async () => {
    const email = uniqueEmail("unverified");
    const client = new Client(t.app);
    await signUp(client, { email, password: "secret-pass-12", name: "x", firstName: "A", lastName: "B" });
    const refused = await client.json("/api/auth/sign-in/email", { json: { email, password: "secret-pass-12" } });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe("EMAIL_NOT_VERIFIED");

    const before = t.mailer.to(email).length;
    const resend = await client.json("/api/auth/send-verification-email", {
      json: { email, callbackURL: "/sign-in?verified=1" },
    });
    expect(resend.status).toBe(200);
    const mail = await t.mailer.waitFor(email, () => t.mailer.to(email).length > before);
    const link = new URL(linkFrom(mail.text));
    const verified = await client.request(link.pathname + link.search);
    expect(verified.status).toBe(302);
    expect(verified.headers.get("location")).toBe("/sign-in?verified=1");

    const ok = await client.json("/api/auth/sign-in/email", { json: { email, password: "secret-pass-12" } });
    expect(ok.status).toBe(200);
    const cookie = ok.res.headers.getSetCookie().find((c) => c.startsWith("pillarpost.session_token="));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).not.toMatch(/Secure/); // plain http origin
    expect(JSON.stringify(ok.body)).not.toMatch(/password/i);
  });

  it("answers 'Invalid email or password' for a wrong password or an unknown email", async () => {
    const { email } = await signedInUser(t);
    const client = new Client(t.app);
    const wrong = await client.json("/api/auth/sign-in/email", { json: { email, password: "wrong-password" } });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe("INVALID_EMAIL_OR_PASSWORD");
    const unknown = await client.json("/api/auth/sign-in/email", {
      json: { email: uniqueEmail("ghost"), password: "whatever1" },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error.code).toBe("INVALID_EMAIL_OR_PASSWORD");
  });

  it("keeps passwords out of the logs", async () => {
    await signedInUser(t, { password: "very-secret-pw-42" });
    expect(t.logs.join("\n")).not.toContain("very-secret-pw-42");
  });
});

describe("session", () => {
  it("exposes the user (never tokens) at /api/me and clears everything on sign-out", async () => {
    const { client, email } = await signedInUser(t);
    const me = await client.json("/api/me");
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email,
      firstName: "Ada",
      lastName: "Lovelace",
      fullName: "Ada Lovelace",
      emailVerified: true,
    });
    expect(JSON.stringify(me.body)).not.toMatch(/token/i);

    const out = await client.json("/api/auth/sign-out", { json: {} });
    expect(out.status).toBe(200);
    expect(client.has("session_token")).toBe(false);
    expect(client.has("session_data")).toBe(false);
    const after = await client.json("/api/me");
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ error: { code: "UNAUTHORIZED", message: "You must be signed in" } });
  });

  it("never puts the session token in a response body: sign-in, get-session, list-sessions", async () => {
    const { client, email, password } = await signedInUser(t);
    const signIn = await client.json("/api/auth/sign-in/email", { json: { email, password } });
    expect(signIn.status).toBe(200);
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(client.cookieHeader())![1]).split(".")[0];
    expect(token.length).toBeGreaterThan(10);
    expect(signIn.body).not.toHaveProperty("token");
    expect(signIn.body.user.email).toBe(email);
    const session = await client.json("/api/auth/get-session");
    expect(session.status).toBe(200);
    expect(session.body.user.email).toBe(email);
    expect(session.body.session).not.toHaveProperty("token");
    const list = await client.json("/api/auth/list-sessions");
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThan(0);
    for (const body of [signIn.body, session.body, list.body]) expect(JSON.stringify(body)).not.toContain(token);
    for (const s of list.body) expect(s).not.toHaveProperty("token");
  });

  it("does not accept the old session cookie after sign-out", async () => {
    const { client } = await signedInUser(t);
    const stolen = client
      .cookieHeader()
      .split("; ")
      .filter((c) => c.includes("session_token"))
      .join("; ");
    await client.json("/api/auth/sign-out", { json: {} });
    const replay = await t.app.request("/api/me", { headers: { cookie: stolen } });
    expect(replay.status).toBe(401);
  });
});

describe("password reset", () => {
  it("mails a link to /reset-password, sets the new password and retires the old one", async () => {
    const { email, password } = await signedInUser(t);
    const client = new Client(t.app);
    const req = await client.json("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });
    expect(req.status).toBe(200);
    const mail = await t.mailer.waitFor(email, (m) => m.subject === "Reset your password");
    const link = new URL(linkFrom(mail.text));
    const hop = await client.request(link.pathname + link.search);
    expect(hop.status).toBe(302);
    const target = new URL(hop.headers.get("location")!, "http://localhost:3000");
    expect(target.pathname).toBe("/reset-password");
    const token = target.searchParams.get("token")!;
    expect(token).toBeTruthy();

    const reset = await client.json("/api/auth/reset-password", { json: { newPassword: "brand-new-pw", token } });
    expect(reset.status).toBe(200);
    expect((await client.json("/api/auth/sign-in/email", { json: { email, password } })).status).toBe(401);
    expect((await client.json("/api/auth/sign-in/email", { json: { email, password: "brand-new-pw" } })).status).toBe(
      200,
    );
    const reuse = await client.json("/api/auth/reset-password", { json: { newPassword: "another-pw-1", token } });
    expect(reuse.status).toBe(400);
    expect(reuse.body.error.code).toBe("INVALID_TOKEN");
  });

  it("stores only a hash of the reset token: the database holds nothing the mailed link could be rebuilt from", async () => {
    const { email } = await signedInUser(t);
    const client = new Client(t.app);
    await client.json("/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } });
    const mail = await t.mailer.waitFor(email, (m) => m.subject === "Reset your password");
    const link = new URL(linkFrom(mail.text));
    const token = link.pathname.split("/").at(-1)!;
    expect(token.length).toBeGreaterThan(10);
    const rows = await t.database.db.select().from(verifications);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(JSON.stringify(row)).not.toContain(token);

    const hop = await client.request(link.pathname + link.search);
    expect(new URL(hop.headers.get("location")!, "http://localhost:3000").searchParams.get("token")).toBe(token);
    const reset = await client.json("/api/auth/reset-password", { json: { newPassword: "hashed-token-pw-5", token } });
    expect(reset.status).toBe(200);
    expect(
      (await client.json("/api/auth/sign-in/email", { json: { email, password: "hashed-token-pw-5" } })).status,
    ).toBe(200);
  });

  it("answers the same for an unknown email (no account discovery) and sends nothing", async () => {
    const ghost = uniqueEmail("ghost");
    const { email: known } = await signedInUser(t);
    const client = new Client(t.app);
    const res = await client.json("/api/auth/request-password-reset", {
      json: { email: ghost, redirectTo: "/reset-password" },
    });
    expect(res.status).toBe(200);
    // the control: a reset asked after it, for an account, is mailed; a mail to the unknown address, asked first,
    // would have been sent before it
    const control = await client.json("/api/auth/request-password-reset", {
      json: { email: known, redirectTo: "/reset-password" },
    });
    expect(control.body).toEqual(res.body);
    await t.mailer.waitFor(known, (m) => m.subject === "Reset your password");
    expect(t.mailer.to(ghost)).toHaveLength(0);
  });

  it("sends a bad link to /reset-password with INVALID_TOKEN", async () => {
    const res = await new Client(t.app).request("/api/auth/reset-password/not-a-token?callbackURL=%2Freset-password");
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toContain("/reset-password?error=INVALID_TOKEN");
  });
});
