import { Hono } from "hono";
import type { AppEnv } from "../../http/env";
import { listOutbox } from "../../integrations/mail/outbox-mailer";
import { clientIp, isLoopback } from "../../lib/client-ip";

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * The local outbox, readable at /dev/mailbox when no SMTP server is configured, and only from this machine
 * (a request that came through a proxy is refused even from loopback).
 */
export function mailboxRoutes() {
  const app = new Hono<AppEnv>();
  app.use("*", async (c, next) => {
    const proxied = c.req.header("x-forwarded-for") || c.req.header("x-real-ip") || c.req.header("forwarded");
    if (proxied || !isLoopback(clientIp(c, false))) return c.notFound();
    await next();
  });
  app.get("/dev/mailbox.json", async (c) => c.json(await listOutbox(c.get("database").db)));
  app.get("/dev/mailbox", async (c) => {
    const mails = await listOutbox(c.get("database").db);
    const items = mails
      .map(
        (
          m,
        ) => `<article><h2>${esc(m.subject)}</h2><p><strong>To:</strong> ${esc(m.to)} · <time>${m.createdAt.toISOString()}</time></p>
<pre>${esc(m.text).replace(/(https?:\/\/[^\s<]+)/g, '<a href="$1">$1</a>')}</pre></article>`,
      )
      .join("");
    c.header("Cache-Control", "no-store");
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Local mailbox</title>
<style>:root{color-scheme:light dark;font-family:system-ui,sans-serif}body{max-width:860px;margin:0 auto;padding:24px}article{border:1px solid #8884;border-radius:8px;padding:12px 16px;margin:12px 0}pre{white-space:pre-wrap;font-size:14px}</style></head>
<body><h1>Local mailbox</h1><p>Mails the app would have sent. Configure SMTP_URL to deliver real mail.</p>${items || "<p>No mail yet.</p>"}</body></html>`);
  });
  return app;
}
