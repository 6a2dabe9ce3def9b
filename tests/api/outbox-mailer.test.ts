import { Writable } from "node:stream";
import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { outboxMails } from "../../src/server/db/schema";
import { createOutboxMailer } from "../../src/server/integrations/mail/outbox-mailer";
import { otpMail, resetPasswordMail, verificationMail } from "../../src/server/integrations/mail/templates";
import { testDatabase, uniqueEmail } from "../support/test-app";

describe("outbox mailer (no SMTP_URL)", () => {
  it("keeps every mail in the outbox but logs no link, token or code", async () => {
    const logs: string[] = [];
    const sink = new Writable({
      write(chunk, _enc, cb) {
        logs.push(String(chunk));
        cb();
      },
    });
    const { db } = testDatabase();
    const mailer = createOutboxMailer(db, pino({ level: "info" }, sink));
    const to = uniqueEmail("outbox");
    const secrets = ["verify-token-3f9a8c", "reset-token-77b1e2", "K7QX9PM"];
    await mailer.send(
      verificationMail("en", to, "Ada", `http://localhost:3000/api/auth/verify-email?token=${secrets[0]}`),
    );
    await mailer.send(
      resetPasswordMail("fr", to, `http://localhost:3000/api/auth/reset-password/${secrets[1]}?callbackURL=%2F`),
    );
    await mailer.send(otpMail("en", to, secrets[2]));

    const stored = await db.select().from(outboxMails).where(eq(outboxMails.to, to));
    expect(stored).toHaveLength(3);
    expect(logs).toHaveLength(3);
    const log = logs.join("\n");
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log).not.toMatch(/https?:\/\//);
    expect(log).not.toContain("token");
    expect(log).toContain("outbox");
    expect(log).toContain(to);
  });
});
