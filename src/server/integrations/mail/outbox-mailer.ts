import type { Logger } from "pino";
import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outboxMails } from "../../db/schema";
import type { Mailer, MailMessage } from "./mailer";

/**
 * Without SMTP, mails are stored in the outbox table and readable at /dev/mailbox. The log only says a mail went
 * there: its text holds sign-in links and codes, so anyone reading the log could take the account over.
 */
export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  return {
    kind: "outbox",
    async send(message: MailMessage) {
      await db.insert(outboxMails).values(message);
      logger.info(
        { to: message.to, subject: message.subject },
        "mail kept in the local outbox (no SMTP_URL): read it at /dev/mailbox",
      );
    },
  };
}

export async function listOutbox(db: Db, limit = 50) {
  return db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt)).limit(limit);
}
