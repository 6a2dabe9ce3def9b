import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { users } from "../../src/server/db/schema";
import { Client, makeTestApp, signedInUser, uniqueEmail } from "../support/test-app";

// Profile fields are written through /api/profile only (profile contract); better-auth's own paths must not
// bypass its rules.
const t = makeTestApp();
afterAll(() => t.close());

const rowOf = async (email: string) => (await t.database.db.select().from(users).where(eq(users.email, email)))[0];

describe("update-user", () => {
  it("is not an endpoint: empty names, unknown languages, script URLs, huge names and nulls change nothing", async () => {
    const { client, email } = await signedInUser(t);
    const before = await rowOf(email);
    const bodies = [
      { firstName: "" },
      { language: "xx" },
      { image: "javascript:alert(1)" },
      { name: "n".repeat(5000) },
      { name: "n".repeat(20_000) },
      { firstName: null, lastName: null, name: null, image: null, language: null },
      { timeZone: "Europe/Paris" },
      { timeZone: "Mars/Olympus_Mons" },
    ];
    for (const json of bodies) {
      const res = await client.json("/api/auth/update-user", { json });
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("NOT_FOUND");
      expect(res.res.headers.getSetCookie()).toEqual([]);
    }
    expect(await rowOf(email)).toEqual(before);
    expect((await client.json("/api/me")).status).toBe(200);
  });
});

describe("sign-up", () => {
  it("ignores an image and the name (huge or null): the name comes from first and last name", async () => {
    const email = uniqueEmail("signup-fields");
    const client = new Client(t.app);
    const res = await client.json("/api/auth/sign-up/email", {
      json: {
        email,
        password: "Fields-pass-7",
        name: "n".repeat(20_000),
        firstName: "Ada",
        lastName: "King",
        image: "javascript:alert(1)",
        timeZone: "Mars/Olympus_Mons",
      },
    });
    expect(res.status).toBe(200);
    expect(await rowOf(email)).toMatchObject({ image: null, name: "Ada King", fullName: "Ada King", timeZone: null });
    const nullName = uniqueEmail("signup-null-name");
    const again = await client.json("/api/auth/sign-up/email", {
      json: { email: nullName, password: "Fields-pass-7", name: null, firstName: "Ada", lastName: "King", image: null },
    });
    expect(again.status).toBe(200);
    expect(await rowOf(nullName)).toMatchObject({ image: null, name: "Ada King" });
  });

  it("refuses names over the profile limit, an unknown language and null names with a 400", async () => {
    const client = new Client(t.app);
    const base = { password: "Fields-pass-7", name: "x", firstName: "Ada", lastName: "King" };
    const cases = [
      { ...base, firstName: "n".repeat(101) },
      { ...base, lastName: "n".repeat(5000) },
      { ...base, language: "xx" },
      { ...base, firstName: null },
      { ...base, language: null },
      { ...base, password: null },
      { ...base, callbackURL: null },
    ];
    for (const json of cases) {
      const email = uniqueEmail("signup-bad");
      const res = await client.json("/api/auth/sign-up/email", { json: { ...json, email } });
      expect(res.status, JSON.stringify(json).slice(0, 80)).toBe(400);
      expect(await rowOf(email)).toBeUndefined();
    }
    const noEmail = await client.json("/api/auth/sign-up/email", { json: { ...base, email: null } });
    expect(noEmail.status).toBe(400);
  });
});
