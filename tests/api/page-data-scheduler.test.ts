import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { schedulerView } from "../../src/shared/schedule/scheduler-view";
import { dateOf } from "../../src/shared/schedule/calendar-range";
import { queryString } from "../../src/shared/http/query-string";
import { pageDataApp, SHELL_DATA } from "../support/page-data-app";
import { signedInUser, testDatabase, type Client } from "../support/test-app";

// /scheduler's first data (modules/calendar/pages.ts): the posts of the range the address shows, in the user's zone
// (the profile's, else the browser's cookie), read for the page request under the session's user, keyed by the URL
// the web asks (features/scheduler/calendar/prefetch.ts builds it from the same schedulerView) and exactly what the
// API answers there. No zone known: no calendar read (the page goes out without markup).
const { app, t, remove } = pageDataApp("pp-page-data-scheduler-");
afterAll(remove);

const DAY = 24 * 3600_000;

/** The page's `pp-data`, asked with the browser's extra cookies (its time zone). */
async function pageData(client: Client, url: string, cookie = ""): Promise<Record<string, unknown> | undefined> {
  const res = await app.request(url, {
    headers: { cookie: [client.cookieHeader(), cookie].filter(Boolean).join("; ") },
  });
  const json = /<script type="application\/json" id="pp-data">([^<]*)<\/script>/.exec(await res.text())?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as Record<string, unknown>);
}

const zoneCookie = (zone: string) => `pp-time-zone=${encodeURIComponent(zone)}`;
const calendarUrl = (range: { from: string; to: string }) => `/api/calendar${queryString(range)}`;

/** A user whose workspace is connected to LinkedIn (scheduling needs it), with a post scheduled in two days. */
async function userWithScheduledPost(body: string) {
  const user = await signedInUser(t);
  const workspace = (await user.client.json("/api/me")).body.workspace.id as string;
  await testDatabase().pool.query(
    `INSERT INTO linkedin_connections (workspace_id, created_by, member_id, name, access_token, access_token_expires_at, scope)
     VALUES ($1, $2, $3, 'Ada', 'v1.sealed', now() + interval '60 days', 'openid profile email w_member_social')`,
    [workspace, user.userId, `m${randomBytes(4).toString("hex")}`],
  );
  const created = await user.client.json("/api/posts", { json: { body } });
  const at = new Date(Date.now() + 2 * DAY).toISOString();
  const res = await user.client.json(`/api/posts/${created.body.post.id}/schedule`, {
    json: { version: created.body.post.version, scheduledAt: at },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ...user, at };
}

async function setProfileZone(client: Client, timeZone: string) {
  expect((await client.json("/api/profile", { method: "PATCH", json: { timeZone } })).status).toBe(200);
}

describe("the first data of /scheduler", () => {
  it("is the range's posts in the browser's zone (its cookie) while the profile has none, as the API answers them", async () => {
    const { client, at } = await userWithScheduledPost("Capybara scheduled post");
    expect((await client.json("/api/me")).body.timeZone).toBeNull();
    const zone = "Pacific/Auckland";
    const date = dateOf(at, zone);
    const data = await pageData(client, `/scheduler?date=${date}`, zoneCookie(zone));
    const url = calendarUrl(schedulerView({ date }, zone).range);
    expect(Object.keys(data ?? {}).sort()).toEqual([url, ...SHELL_DATA].sort());
    expect(JSON.stringify(data![url])).toContain("Capybara scheduled post");
    expect(data![url]).toEqual((await client.json(url)).body);

    // the default view, today's month, and the week and month views ask their own ranges
    const today = Object.keys((await pageData(client, "/scheduler", zoneCookie(zone))) ?? {});
    expect(today).toContain(calendarUrl(schedulerView({}, zone).range));
    for (const view of ["week", "month"] as const) {
      const keys = Object.keys(
        (await pageData(client, `/scheduler?view=${view}&date=${date}`, zoneCookie(zone))) ?? {},
      );
      expect(keys).toContain(calendarUrl(schedulerView({ view, date }, zone).range));
    }
  });

  it("reads the profile's zone before the browser's, and no range when neither is known or the cookie names no zone", async () => {
    const { client } = await userWithScheduledPost("Okapi scheduled post");
    // a browser that has not told its zone yet: the app reads the range itself
    expect(Object.keys((await pageData(client, "/scheduler")) ?? {}).sort()).toEqual([...SHELL_DATA].sort());
    for (const bad of ["Mars/Olympus_Mons", "%E0%A4%A", "+02:00"]) {
      expect(Object.keys((await pageData(client, "/scheduler", `pp-time-zone=${bad}`)) ?? {}).sort()).toEqual(
        [...SHELL_DATA].sort(),
      );
    }
    await setProfileZone(client, "America/New_York");
    const keys = Object.keys((await pageData(client, "/scheduler", zoneCookie("Asia/Tokyo"))) ?? {});
    expect(keys).toContain(calendarUrl(schedulerView({}, "America/New_York").range));
    expect(keys).not.toContain(calendarUrl(schedulerView({}, "Asia/Tokyo").range));
    // an address's view or date the route does not accept is the default, as the web's route reads it
    const odd = Object.keys((await pageData(client, "/scheduler?view=year&date=2026-02-30")) ?? {});
    expect(odd).toContain(calendarUrl(schedulerView({}, "America/New_York").range));
  });

  it("never holds another user's posts, even for the same range", async () => {
    const a = await userWithScheduledPost("Alice-secret-scheduled");
    const b = await userWithScheduledPost("Bob-own-scheduled");
    const zone = "Europe/Paris";
    const date = dateOf(a.at, zone);
    const of = async (client: Client) =>
      JSON.stringify(await pageData(client, `/scheduler?date=${date}`, zoneCookie(zone)));
    expect(await of(a.client)).toContain("Alice-secret-scheduled");
    const ofB = await of(b.client);
    expect(ofB).toContain("Bob-own-scheduled");
    expect(ofB).not.toContain("Alice-secret-scheduled");
  });
});
