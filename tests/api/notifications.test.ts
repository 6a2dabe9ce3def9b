import { randomUUID } from "node:crypto";
import pino from "pino";
import { describe, expect, it } from "vitest";
import type { MailMessage, Mailer } from "../../src/server/integrations/mail/mailer";
import { sendPendingMails } from "../../src/server/modules/notifications/mail-dispatch";
import { CapturingMailer, Client, makeTestApp, signedInUser } from "../support/test-app";

const t = makeTestApp();
const owner = () => t.database.pool;
const log = pino({ level: "silent" });

async function workspaceOf(client: Client): Promise<string> {
  return (await client.json("/api/me")).body.workspace.id;
}

/** A notification as the workers write it (the owner connection), `minutesAgo` old. */
async function seed(
  client: Client,
  userId: string,
  opts: { kind?: string; postId?: string | null; data?: object; minutesAgo?: number; read?: boolean } = {},
): Promise<string> {
  const { rows } = await owner().query(
    `INSERT INTO notifications (workspace_id, created_by, kind, post_id, data, dedupe_key, read_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, CASE WHEN $7 THEN now() END, now() - make_interval(mins => $8)) RETURNING id`,
    [
      await workspaceOf(client),
      userId,
      opts.kind ?? "publish_failed",
      opts.postId ?? null,
      JSON.stringify(opts.data ?? { firstLine: "Hello", error: "REJECTED" }),
      randomUUID(),
      opts.read ?? false,
      opts.minutesAgo ?? 0,
    ],
  );
  return rows[0].id;
}

async function postOf(client: Client, body: string): Promise<string> {
  const res = await client.json("/api/posts", { json: { body, firstComment: "" } });
  expect(res.status).toBe(201);
  return res.body.post.id;
}

describe("notifications API", () => {
  it("needs a session", async () => {
    const anon = new Client(t.app);
    const id = randomUUID();
    expect((await anon.json("/api/notifications")).status).toBe(401);
    expect((await anon.json(`/api/notifications/${id}/read`, { method: "POST" })).status).toBe(401);
    expect((await anon.json("/api/notifications/read-all", { method: "POST" })).status).toBe(401);
    expect((await anon.json("/api/notification-preferences")).status).toBe(401);
    expect((await anon.json("/api/notification-preferences", { method: "PUT", json: { email: {} } })).status).toBe(401);
  });

  it("lists the user's notifications newest first with the unread count, paginated", async () => {
    const { client, userId } = await signedInUser(t);
    expect((await client.json("/api/notifications")).body).toEqual({
      items: [],
      total: 0,
      unread: 0,
      limit: 20,
      offset: 0,
    });
    const postId = await postOf(client, "First line\nsecond");
    const old = await seed(client, userId, { minutesAgo: 30, read: true });
    const mid = await seed(client, userId, {
      kind: "needs_check",
      postId,
      data: { firstLine: "First line" },
      minutesAgo: 10,
    });
    const recent = await seed(client, userId, {
      kind: "linkedin_expiring",
      data: { days: 7, expiresAt: new Date().toISOString() },
    });
    const all = await client.json("/api/notifications");
    expect(all.status).toBe(200);
    expect(all.body.items.map((n: { id: string }) => n.id)).toEqual([recent, mid, old]);
    expect(all.body).toMatchObject({ total: 3, unread: 2 });
    expect(all.body.items[1]).toMatchObject({
      kind: "needs_check",
      postId,
      readAt: null,
      data: { firstLine: "First line" },
    });
    expect(all.body.items[2].readAt).not.toBeNull();
    const page = await client.json("/api/notifications?limit=1&offset=1");
    expect(page.body).toMatchObject({ total: 3, unread: 2, limit: 1, offset: 1 });
    expect(page.body.items.map((n: { id: string }) => n.id)).toEqual([mid]);
    expect((await client.json("/api/notifications?limit=0")).status).toBe(400);
    expect((await client.json("/api/notifications?limit=101")).status).toBe(400);
  });

  it("marks one, then all, as read; another user's notification is not found", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const first = await seed(a.client, a.userId);
    await seed(a.client, a.userId);
    const theirs = await seed(b.client, b.userId);
    expect((await a.client.json("/api/notifications")).body.items).toHaveLength(2);
    const read = await a.client.json(`/api/notifications/${first}/read`, { method: "POST" });
    expect(read.status).toBe(200);
    expect(read.body).toEqual({ unread: 1 });
    // idempotent, and the first reading time stays
    const { rows: before } = await owner().query("SELECT read_at FROM notifications WHERE id = $1", [first]);
    expect((await a.client.json(`/api/notifications/${first}/read`, { method: "POST" })).body).toEqual({ unread: 1 });
    const { rows: after } = await owner().query("SELECT read_at FROM notifications WHERE id = $1", [first]);
    expect(after[0].read_at).toEqual(before[0].read_at);
    const stolen = await a.client.json(`/api/notifications/${theirs}/read`, { method: "POST" });
    expect(stolen.status).toBe(404);
    expect(stolen.body.error.code).toBe("NOT_FOUND");
    expect((await a.client.json(`/api/notifications/${randomUUID()}/read`, { method: "POST" })).status).toBe(404);
    expect((await a.client.json("/api/notifications/not-an-id/read", { method: "POST" })).status).toBe(400);
    expect((await a.client.json("/api/notifications/read-all", { method: "POST" })).body).toEqual({ unread: 0 });
    expect((await a.client.json("/api/notifications")).body.unread).toBe(0);
    // b's stay unread
    expect((await b.client.json("/api/notifications")).body).toMatchObject({ total: 1, unread: 1 });
  });

  it("keeps mail preferences per user and kind, on by default", async () => {
    const a = await signedInUser(t);
    const b = await signedInUser(t);
    const defaults = await a.client.json("/api/notification-preferences");
    expect(defaults.status).toBe(200);
    expect(defaults.body).toEqual({
      email: {
        publish_failed: true,
        needs_check: true,
        first_comment_failed: true,
        linkedin_expiring: true,
        linkedin_reconnect_needed: true,
      },
    });
    const put = await a.client.json("/api/notification-preferences", {
      method: "PUT",
      json: { email: { publish_failed: false, linkedin_expiring: false } },
    });
    expect(put.status).toBe(200);
    expect(put.body.email).toMatchObject({ publish_failed: false, linkedin_expiring: false, needs_check: true });
    expect((await a.client.json("/api/notification-preferences")).body).toEqual(put.body);
    const back = await a.client.json("/api/notification-preferences", {
      method: "PUT",
      json: { email: { publish_failed: true } },
    });
    expect(back.body.email).toMatchObject({ publish_failed: true, linkedin_expiring: false });
    expect((await b.client.json("/api/notification-preferences")).body).toEqual(defaults.body);
    for (const json of [
      { email: { unknown_kind: true } },
      { email: { publish_failed: "yes" } },
      {},
      { email: {}, x: 1 },
    ]) {
      const bad = await a.client.json("/api/notification-preferences", { method: "PUT", json });
      expect(bad.status, JSON.stringify(json)).toBe(400);
      expect(bad.body.error.code).toBe("VALIDATION_FAILED");
    }
    expect((await a.client.json("/api/notification-preferences")).body).toEqual(back.body);
  });
});

describe("notification mails", () => {
  it("mails each notification once, in the user's language, with the post's first line and a link to it", async () => {
    const { client, userId, email } = await signedInUser(t);
    await client.json("/api/profile", { method: "PATCH", json: { language: "fr" } });
    const postId = await postOf(client, "Lancement du produit\nDétails");
    await seed(client, userId, { postId, data: { firstLine: "Lancement du produit", error: "DUPLICATE_POST" } });
    const mailer = new CapturingMailer();
    await sendPendingMails(t.database.db, { mailer, appUrl: "https://app.example" }, log);
    const mails = mailer.to(email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe("Votre post LinkedIn n'a pas été publié");
    expect(mails[0].text).toContain("« Lancement du produit »");
    expect(mails[0].text).toContain("doublon");
    expect(mails[0].text).toContain(`https://app.example/editor/${postId}`);
    expect(mails[0].html).toContain(`https://app.example/editor/${postId}`);
    await sendPendingMails(t.database.db, { mailer, appUrl: "https://app.example" }, log);
    expect(mailer.to(email)).toHaveLength(1);
    const { rows } = await owner().query("SELECT mail_state FROM notifications WHERE created_by = $1", [userId]);
    expect(rows).toEqual([{ mail_state: "sent" }]);
  });

  it("sends none for a kind the user turned off, and an English reminder linking to /apps", async () => {
    const { client, userId, email } = await signedInUser(t);
    await client.json("/api/notification-preferences", { method: "PUT", json: { email: { needs_check: false } } });
    await seed(client, userId, { kind: "needs_check", data: { firstLine: "x" } });
    await seed(client, userId, { kind: "linkedin_expiring", data: { days: 1, expiresAt: new Date().toISOString() } });
    const mailer = new CapturingMailer();
    await sendPendingMails(t.database.db, { mailer, appUrl: "https://app.example" }, log);
    const mails = mailer.to(email);
    expect(mails.map((m) => m.subject)).toEqual(["Your LinkedIn connection expires tomorrow"]);
    expect(mails[0].text).toContain("https://app.example/apps");
    const { rows } = await owner().query(
      "SELECT kind, mail_state FROM notifications WHERE created_by = $1 ORDER BY kind",
      [userId],
    );
    expect(rows).toEqual([
      { kind: "linkedin_expiring", mail_state: "sent" },
      { kind: "needs_check", mail_state: "skipped" },
    ]);
  });

  it("tries a failed mail again later without losing the notification", async () => {
    const { client, userId, email } = await signedInUser(t);
    const id = await seed(client, userId);
    const failing: Mailer = {
      kind: "smtp",
      async send(m: MailMessage) {
        if (m.to === email) throw new Error("SMTP down");
      },
    };
    const counts = await sendPendingMails(t.database.db, { mailer: failing, appUrl: "https://app.example" }, log);
    expect(counts.failed).toBeGreaterThanOrEqual(1);
    const { rows } = await owner().query("SELECT mail_state, mail_attempts FROM notifications WHERE id = $1", [id]);
    expect(rows[0]).toEqual({ mail_state: "pending", mail_attempts: 1 });
    // due again (its wait elapsed): the next run sends it
    await owner().query("UPDATE notifications SET mail_updated_at = now() WHERE id = $1", [id]);
    const mailer = new CapturingMailer();
    await sendPendingMails(t.database.db, { mailer, appUrl: "https://app.example" }, log);
    expect(mailer.to(email)).toHaveLength(1);
    expect((await client.json("/api/notifications")).body.unread).toBe(1);
  });
});
