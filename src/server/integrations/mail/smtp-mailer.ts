import nodemailer from "nodemailer";
import type { Logger } from "pino";
import type { Mailer, MailMessage } from "./mailer";

export function createSmtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: "smtp",
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
      logger.info({ to: message.to, subject: message.subject }, "mail sent");
    },
    async close() {
      transport.close();
    },
  };
}
