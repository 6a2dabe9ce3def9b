// The benchmark's baseline, in its own process like the real server: a plain Hono route running the same SQL
// as GET /api/me, with no session, no row-level-security context and no validation.
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import pg from "pg";

const [databaseUrl, portArg, userId] = process.argv.slice(2);
const port = Number(portArg);

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
// exits normally on SIGTERM, so a CPU profile (BENCH_CPU_PROF) gets written
process.on("SIGTERM", () => process.exit(0));
