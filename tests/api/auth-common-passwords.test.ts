import { afterAll, describe, expect, it } from "vitest";
import { commonPasswordCount, isCommonPassword } from "../../src/server/modules/auth/common-passwords";
import { Client, linkFrom, makeTestApp, signedInUser, uniqueEmail } from "../support/test-app";

const t = makeTestApp();
afterAll(() => t.close());

const COMMON = ["password", "1234567", "Password", "PASSWORD1", "iloveyou"];
const TOO_COMMON = { code: "PASSWORD_TOO_COMMON", message: "This password is too common. Please choose another one." };

describe("the common password list", () => {
  it("ships at least 10,000 passwords of the allowed length, compared whatever the case", () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    for (const p of COMMON) expect(isCommonPassword(p), p).toBe(true);
    expect(isCommonPassword("Correct-Horse-7")).toBe(false);
  });
});

describe("common passwords are refused", () => {
  it("at sign-up, with a stable code; a strong one passes", async () => {
    const client = new Client(t.app);
    for (const password of COMMON) {
      const email = uniqueEmail("common");
      const res = await client.json("/api/auth/sign-up/email", {
        json: { email, password, name: "x", firstName: "A", lastName: "B" },
      });
      expect(res.status, password).toBe(400);
      expect(res.body.error).toEqual(TOO_COMMON);
    }
    const ok = await client.json("/api/auth/sign-up/email", {
      json: { email: uniqueEmail("strong"), password: "Quiet-Lantern-48", name: "x", firstName: "A", lastName: "B" },
    });
    expect(ok.status).toBe(200);
  });

  it("at password reset, leaving the link usable for a strong one", async () => {
    const { email } = await signedInUser(t);
    const client = new Client(t.app);
    await client.json("/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } });
    const mail = await t.mailer.waitFor(email, (m) => m.subject === "Reset your password");
    const token = new URL(linkFrom(mail.text)).pathname.split("/").at(-1)!;
    for (const newPassword of ["password", "1234567"]) {
      const res = await client.json("/api/auth/reset-password", { json: { newPassword, token } });
      expect(res.status, newPassword).toBe(400);
      expect(res.body.error).toEqual(TOO_COMMON);
    }
    expect(
      (await client.json("/api/auth/reset-password", { json: { newPassword: "Quiet-Lantern-48", token } })).status,
    ).toBe(200);
    expect(
      (await client.json("/api/auth/sign-in/email", { json: { email, password: "Quiet-Lantern-48" } })).status,
    ).toBe(200);
  });

  it("at change-password", async () => {
    const { client, password } = await signedInUser(t);
    const res = await client.json("/api/auth/change-password", {
      json: { currentPassword: password, newPassword: "password" },
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(TOO_COMMON);
    const ok = await client.json("/api/auth/change-password", {
      json: { currentPassword: password, newPassword: "Quiet-Lantern-48" },
    });
    expect(ok.status).toBe(200);
  });
});
