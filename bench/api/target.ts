// A server under benchmark, run as its own process so its memory can be read: `app` is the real PillarPost server
// (session cookie -> row-level-security context -> query -> zod), `bare` a plain Hono route running the same SQL.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";
import { loadConfig } from "../../src/server/config";
import { createLogger } from "../../src/server/lib/logger";
import { startRuntime } from "../../src/server/runtime";

const [mode, databaseUrl, portArg, userId] = process.argv.slice(2);
const port = Number(portArg);

if (mode === "app") {
  const config = loadConfig({ DATABASE_URL: databaseUrl, PORT: portArg, LOG_LEVEL: "silent", DATA_DIR: ".tmp/bench-data", AUTH_RATE_LIMIT_MAX: "100000" });
  const runtime = await startRuntime({ config, logger: createLogger("silent"), port });
  serve({ fetch: runtime.app.fetch, port, hostname: "127.0.0.1" }, () => console.log("READY"));
} else {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const app = new Hono();
  app.get("/api/me", async (c) => {
    const { rows } = await pool.query(
      `SELECT u.id, u.email, u.email_verified, u.name, u.first_name, u.last_name, u.full_name, u.image, u.headline, u.linkedin, u.language, l.*
       FROM users u LEFT JOIN linkedin_profiles l ON l.user_id = u.id WHERE u.id = $1`,
      [userId],
    );
    return c.json(rows[0]);
  });
  serve({ fetch: app.fetch, port, hostname: "127.0.0.1" }, () => console.log("READY"));
}
