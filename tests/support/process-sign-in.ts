import { randomBytes } from "node:crypto";
import type pg from "pg";
import { expect } from "vitest";

/** The link of the last mail to `email` in the outbox (no SMTP_URL: the built server keeps its mails there). */
export async function outboxLink(owner: pg.Client, email: string): Promise<URL> {
  let text: string | undefined;
  for (let i = 0; i < 100 && !text; i++) {
    text = (await owner.query('SELECT text FROM outbox_mails WHERE "to" = $1', [email])).rows[0]?.text;
    if (!text) await new Promise((r) => setTimeout(r, 50));
  }
  return new URL(/(https?:\/\/\S+)/.exec(text!)![1]!);
}

/**
 * A verified, signed-in user's cookie on a built server at `base` (signed up, the mail's link followed, signed in),
 * its mails read from the database through `owner`.
 */
export async function signedInCookie(base: string, origin: string, owner: pg.Client, prefix = "user"): Promise<string> {
  const send = (p: string, json?: unknown) =>
    fetch(`${base}${p}`, {
      method: json === undefined ? "GET" : "POST",
      headers: { origin, "content-type": "application/json" },
      body: json === undefined ? undefined : JSON.stringify(json),
      redirect: "manual",
    });
  const email = `${prefix}-${randomBytes(4).toString("hex")}@example.com`;
  const password = "correct-horse-7";
  expect(
    (await send("/api/auth/sign-up/email", { email, password, name: "x", firstName: "Built", lastName: "Server" }))
      .status,
  ).toBe(200);
  const link = await outboxLink(owner, email);
  await send(link.pathname + link.search);
  const signIn = await send("/api/auth/sign-in/email", { email, password });
  expect(signIn.status).toBe(200);
  return signIn.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}
