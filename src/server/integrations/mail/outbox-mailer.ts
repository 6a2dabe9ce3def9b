import type { Logger } from "pino";
import { desc } from "drizzle-orm";
import type { Db } from "../../db/client";
import { outboxMails } from "../../db/schema";
import type { Mailer, MailMessage } from "./mailer";

/** Without SMTP, mails are stored in the outbox table, printed in the log and readable at /dev/mailbox. */
export function createOutboxMailer(db: Db, logger: Logger): Mailer {
  return {
    kind: "outbox",
    async send(message: MailMessage) {
      await db.insert(outboxMails).values(message);
      logger.info({ to: message.to, subject: message.subject, text: message.text }, "mail kept in the local outbox (no SMTP_URL)");
    },
  };
}

export async function listOutbox(db: Db, limit = 50) {
  return db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt)).limit(limit);
}
