import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { createApp } from "../../src/server/app";
import { loadConfig } from "../../src/server/config";
import { compose } from "../../src/server/composition";
import { CapturingMailer, ORIGIN, testDatabase, type Client, type TestApp } from "./test-app";

/**
 * The app serving a stand-in web build (an index.html with an empty #root), so a signed-in page request answers
 * with the page's first data (`pp-data`) as the server reads it. `remove()` deletes its folder.
 */
export function pageDataApp(prefix: string) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const webDir = path.join(root, "web");
  fs.mkdirSync(webDir, { recursive: true });
  fs.writeFileSync(
    path.join(webDir, "index.html"),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  const mailer = new CapturingMailer();
  const app = createApp({
    ...compose({
      config: loadConfig({ DATA_DIR: path.join(root, "data") }),
      database: testDatabase(),
      logger: pino({ level: "silent" }),
      origin: ORIGIN,
      secret: randomBytes(32).toString("hex"),
      integrations: { mailer },
    }),
    webDir,
  });
  return {
    app,
    t: { app, mailer } as unknown as TestApp,
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}

/** The page's `pp-data` for the client's user, or undefined when the page carries none. */
export async function pageDataOf(client: Client, url: string): Promise<Record<string, unknown> | undefined> {
  const html = await (await client.request(url)).text();
  const json = /<script type="application\/json" id="pp-data">([^<]*)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
}

/**
 * The answers every page rendered with its data carries for its shell (modules' `shellData`): /api/me (the names,
 * the role), the bell's list and the LinkedIn connection (the banner).
 */
export const SHELL_DATA = ["/api/linkedin/connection", "/api/me", "/api/notifications?limit=20&offset=0"] as const;
