import { sql } from "drizzle-orm";
import type { Logger } from "pino";
import { toLanguage } from "../../../contracts/language";
import type { MailedKind } from "../../../contracts/notifications/rules";
import { PUBLISH_ERRORS, type PublishError } from "../../../contracts/publishing/rules";
import type { Db } from "../../db/client";
import type { Mailer } from "../../integrations/mail/mailer";
import { notificationMail } from "../../integrations/mail/notification-templates";
import { loggableError } from "../../lib/log-error";

/** What the `notifications.mail` worker needs: the mailer and the app's public address for the links. */
export interface NotificationMailDeps {
  mailer: Mailer;
  /** $APP_URL (publicOrigin): links in mails point at it. */
  appUrl: string;
}

/** Mails claimed per statement. */
const BATCH = 20;
/** Tries of one mail before it is given up (the notification stays in the app). */
const MAX_ATTEMPTS = 5;
/** A mail left `sending` longer (its sender died) is tried again. */
const STALE_SENDING = "10 minutes";

const isPublishError = (v: unknown): v is PublishError =>
  typeof v === "string" && (PUBLISH_ERRORS as readonly string[]).includes(v);

type Claimed = {
  id: string;
  /** only these are ever pending: an export's notification is written `skipped` (the export mails itself) */
  kind: MailedKind;
  postId: string | null;
  data: Record<string, unknown>;
  attempts: number;
  email: string | null;
  language: string | null;
  wanted: boolean;
};

// A system job over every user (like the publishing sweep) on the owner connection: it reads the recipient's
// address, language and preference, which no request of another user could.
async function claim(db: Db): Promise<Claimed[]> {
  const { rows } = await db.execute<Claimed>(sql`
    WITH c AS (
      SELECT id FROM notifications
      WHERE (mail_state = 'pending' AND mail_updated_at <= now())
        OR (mail_state = 'sending' AND mail_updated_at < now() - ${STALE_SENDING}::interval)
      ORDER BY mail_updated_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED),
    u AS (
      UPDATE notifications n SET mail_state = 'sending', mail_attempts = n.mail_attempts + 1, mail_updated_at = now()
      FROM c WHERE n.id = c.id
      RETURNING n.id, n.kind, n.post_id, n.data, n.mail_attempts, n.created_by)
    SELECT u.id, u.kind, u.post_id AS "postId", u.data, u.mail_attempts AS attempts, us.email, us.language,
      coalesce(p.email, true) AS wanted
    FROM u LEFT JOIN users us ON us.id = u.created_by
    LEFT JOIN notification_preferences p ON p.user_id = u.created_by AND p.kind = u.kind`);
  return rows;
}

async function finish(db: Db, id: string, state: "sent" | "skipped" | "failed" | "retry", attempts: number) {
  // a retry waits a minute per attempt already made (mail_updated_at is then "not before")
  await db.execute(sql`
    UPDATE notifications SET
      mail_state = ${state === "retry" ? "pending" : state},
      mail_updated_at = now() + make_interval(mins => ${state === "retry" ? attempts : 0})
    WHERE id = ${id} AND mail_state = 'sending'`);
}

/**
 * Sends the mail of every notification waiting for one (the user's preference on, an address known), once each:
 * claimed first (`sending`, skip-locked, so two workers never take the same one), then `sent`, `skipped`, or back to
 * `pending` after a failure until it is given up. A failure here never touches a post.
 */
export async function sendPendingMails(
  db: Db,
  deps: NotificationMailDeps,
  log: Logger,
): Promise<{ sent: number; skipped: number; failed: number }> {
  const counts = { sent: 0, skipped: 0, failed: 0 };
  for (let batch = await claim(db); batch.length > 0; batch = await claim(db)) {
    for (const n of batch) {
      if (!n.wanted || !n.email) {
        await finish(db, n.id, "skipped", n.attempts);
        counts.skipped++;
        continue;
      }
      const mail = notificationMail(toLanguage(n.language), n.email, deps.appUrl, {
        kind: n.kind,
        postId: n.postId,
        firstLine: typeof n.data.firstLine === "string" ? n.data.firstLine : undefined,
        error: isPublishError(n.data.error) ? n.data.error : undefined,
        days: typeof n.data.days === "number" ? n.data.days : undefined,
      });
      try {
        await deps.mailer.send(mail);
        await finish(db, n.id, "sent", n.attempts);
        counts.sent++;
      } catch (err) {
        const last = n.attempts >= MAX_ATTEMPTS;
        log.warn({ notificationId: n.id, attempt: n.attempts, error: loggableError(err) }, "notification mail failed");
        await finish(db, n.id, last ? "failed" : "retry", n.attempts);
        counts.failed++;
      }
    }
  }
  return counts;
}
