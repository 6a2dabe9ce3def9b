import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { addDays, localToInstant } from "../../src/shared/schedule/wall-time";

// Postgres (app_local_to_instant, migration 0010) and the web/server code (src/shared/schedule) must give the same
// instant for every slot, whatever the session's TimeZone: every day of 2026 around the clock, in zones with
// one-hour, half-hour and no daylight saving, on both hemispheres.
const ZONES = [
  "Europe/Paris",
  "America/New_York",
  "Australia/Lord_Howe",
  "America/Sao_Paulo",
  "Asia/Kolkata",
  "Pacific/Auckland",
  "UTC",
];
const TIMES = [
  "00:00",
  "00:30",
  "01:00",
  "01:30",
  "01:59",
  "02:00",
  "02:15",
  "02:30",
  "02:59",
  "03:00",
  "03:30",
  "12:00",
  "23:59",
];

let client: pg.Client;
beforeAll(async () => {
  client = new pg.Client({ connectionString: inject("databaseUrl") });
  await client.connect();
});
afterAll(() => client.end());

describe("app_local_to_instant (Postgres) = localToInstant (TypeScript)", () => {
  for (const zone of ZONES) {
    it(`${zone}: every day of 2026 at ${TIMES.length} times`, async () => {
      const dates: string[] = [];
      for (let d = "2026-01-01"; d < "2027-01-01"; d = addDays(d, 1)) dates.push(d);
      await client.query("SET TIME ZONE 'Asia/Tokyo'"); // the session's zone must not matter
      const { rows } = await client.query<{ d: string; t: string; ms: string }>(
        `SELECT d::text AS d, to_char(t, 'HH24:MI') AS t,
                (extract(epoch FROM app_local_to_instant(d, t, $3)) * 1000)::bigint::text AS ms
           FROM unnest($1::date[]) d, unnest($2::time[]) t`,
        [dates, TIMES, zone],
      );
      expect(rows).toHaveLength(dates.length * TIMES.length);
      const mismatches = rows.filter((r) => Number(r.ms) !== localToInstant(r.d, r.t, zone));
      expect(mismatches.slice(0, 5)).toEqual([]);
    });
  }

  it("the app role may call it", async () => {
    const { rows } = await client.query<{ ok: boolean }>(
      "SELECT has_function_privilege('pillarpost_app', 'app_local_to_instant(date, time, text)', 'EXECUTE') AS ok",
    );
    expect(rows[0]!.ok).toBe(true);
  });
});
