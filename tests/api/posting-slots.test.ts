import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { QUESTION_IDS } from "../../src/contracts/strategy/rules";
import type { JobQueue } from "../../src/server/jobs/job-queue";
import { nextFreeSlot, upcomingSlotInstants } from "../../src/shared/schedule/slots";
import { addDays, instantToLocal, localToInstant } from "../../src/shared/schedule/wall-time";
import { Client, makeTestApp, signedInUser } from "../support/test-app";

const sent: Array<{ queue: string; data: unknown }> = [];
const jobs: JobQueue = {
  async send(queue, data) {
    sent.push({ queue, data });
    return "job";
  },
  async schedule() {},
};
const t = makeTestApp({}, { integrations: { jobs } });
const owner = () => t.database.pool;

const workspaceOf = async (client: Client): Promise<string> => (await client.json("/api/me")).body.workspace.id;
const setZone = (client: Client, timeZone: unknown) =>
  client.json("/api/profile", { method: "PATCH", json: { timeZone } });
const putSlots = (client: Client, slots: unknown) =>
  client.json("/api/posting-slots", { method: "PUT", json: { slots } });
const queue = (client: Client, id: string, version: number) =>
  client.json(`/api/posts/${id}/queue`, { json: { version } });

async function connectLinkedIn(client: Client, userId: string, expiresInDays = 400) {
  await owner().query(
    `INSERT INTO linkedin_connections (workspace_id, created_by, member_id, name, access_token, access_token_expires_at, scope)
     VALUES ($1, $2, $3, 'Ada', 'v1.sealed', now() + make_interval(days => $4), 'openid profile email w_member_social')`,
    [await workspaceOf(client), userId, `m${randomBytes(4).toString("hex")}`, expiresInDays],
  );
}

/** A signed-in user with a zone, LinkedIn connected, and these slots. */
async function queueReady(slots: Array<{ weekday: number; time: string }>, zone = "Europe/Paris", expiresInDays = 400) {
  const user = await signedInUser(t);
  expect((await setZone(user.client, zone)).status).toBe(200);
  await connectLinkedIn(user.client, user.userId, expiresInDays);
  expect((await putSlots(user.client, slots)).status).toBe(200);
  return user;
}

async function draft(client: Client, body = "Queued post #launch") {
  const res = await client.json("/api/posts", { json: { body, firstComment: "" } });
  expect(res.status).toBe(201);
  return res.body.post as { id: string; version: number };
}

describe("the user's time zone", () => {
  it("is null until set, then carried by /api/me and /api/profile in the database's spelling", async () => {
    const { client } = await signedInUser(t);
    expect((await client.json("/api/me")).body.timeZone).toBeNull();
    expect((await client.json("/api/profile")).body.profile.timeZone).toBeNull();
    const res = await setZone(client, "europe/paris");
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.profile.timeZone).toBe("Europe/Paris");
    expect((await client.json("/api/me")).body.timeZone).toBe("Europe/Paris");
    expect((await setZone(client, "America/Argentina/Buenos_Aires")).body.profile.timeZone).toBe(
      "America/Argentina/Buenos_Aires",
    );
    expect((await setZone(client, "UTC")).body.profile.timeZone).toBe("UTC");
    expect((await setZone(client, null)).body.profile.timeZone).toBeNull();
  });

  it("refuses anything but a real IANA zone with a translated code, and writes nothing", async () => {
    const { client } = await signedInUser(t);
    await setZone(client, "Europe/Paris");
    for (const bad of [
      "Mars/Olympus_Mons",
      "+02:00",
      "UTC+2",
      "",
      " Europe/Paris",
      "../etc/passwd",
      "x".repeat(5000),
    ]) {
      const res = await setZone(client, bad);
      expect(res.status, bad.slice(0, 40)).toBe(400);
      expect(res.body.error.details.issues[0]).toMatchObject({ path: "timeZone", code: "TIME_ZONE_INVALID" });
    }
    for (const bad of [42, ["Europe/Paris"], { zone: "Europe/Paris" }])
      expect((await setZone(client, bad)).status).toBe(400);
    const nul = await setZone(client, "Europe/Paris\u0000");
    expect(nul.status).toBe(400);
    expect(["INVALID_CHARACTERS", "VALIDATION_FAILED"]).toContain(nul.body.error.code);
    expect((await client.json("/api/profile")).body.profile.timeZone).toBe("Europe/Paris");
  });
});

describe("posting slots", () => {
  it("need a session", async () => {
    const anon = new Client(t.app);
    expect((await anon.json("/api/posting-slots")).status).toBe(401);
    expect((await putSlots(anon, [])).status).toBe(401);
    expect((await anon.json("/api/posting-slots/suggested")).status).toBe(401);
    expect((await queue(anon, "00000000-0000-4000-8000-000000000000", 1)).status).toBe(401);
  });

  it("are replaced as a whole, in the user's zone at the time, by weekday then time, per workspace", async () => {
    const { client } = await signedInUser(t);
    expect((await client.json("/api/posting-slots")).body).toEqual({ slots: [], timeZone: null });
    const noZone = await putSlots(client, [{ weekday: 2, time: "08:30" }]);
    expect(noZone.status).toBe(409);
    expect(noZone.body.error.code).toBe("TIME_ZONE_REQUIRED");
    await setZone(client, "Europe/Paris");
    const saved = await putSlots(client, [
      { weekday: 4, time: "12:00" },
      { weekday: 2, time: "17:45" },
      { weekday: 2, time: "08:30" },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const paris = [
      { weekday: 2, time: "08:30", timeZone: "Europe/Paris" },
      { weekday: 2, time: "17:45", timeZone: "Europe/Paris" },
      { weekday: 4, time: "12:00", timeZone: "Europe/Paris" },
    ];
    expect(saved.body).toEqual({ slots: paris, timeZone: "Europe/Paris" });
    expect((await client.json("/api/posting-slots")).body).toEqual(saved.body);
    // moving keeps the saved slots' zone until they are saved again
    await setZone(client, "America/New_York");
    expect((await client.json("/api/posting-slots")).body).toEqual({ slots: paris, timeZone: "America/New_York" });
    const again = await putSlots(client, [{ weekday: 1, time: "09:00" }]);
    expect(again.body.slots).toEqual([{ weekday: 1, time: "09:00", timeZone: "America/New_York" }]);
    // another workspace sees none of them, and its save leaves them alone
    const stranger = await signedInUser(t);
    expect((await stranger.client.json("/api/posting-slots")).body.slots).toEqual([]);
    await setZone(stranger.client, "Asia/Tokyo");
    await putSlots(stranger.client, [{ weekday: 1, time: "09:00" }]);
    expect((await client.json("/api/posting-slots")).body.slots).toEqual(again.body.slots);
    expect((await putSlots(client, [])).body.slots).toEqual([]);
  });

  it("refuse bad slots with their codes and change nothing", async () => {
    const { client } = await signedInUser(t);
    await setZone(client, "Europe/Paris");
    const kept = [{ weekday: 3, time: "08:30", timeZone: "Europe/Paris" }];
    await putSlots(client, [{ weekday: 3, time: "08:30" }]);
    const cases: Array<[unknown, string]> = [
      [[{ weekday: 0, time: "08:30" }], "POSTING_SLOT_WEEKDAY_INVALID"],
      [[{ weekday: 8, time: "08:30" }], "POSTING_SLOT_WEEKDAY_INVALID"],
      [[{ weekday: 1.5, time: "08:30" }], "POSTING_SLOT_WEEKDAY_INVALID"],
      [[{ weekday: "1", time: "08:30" }], "POSTING_SLOT_WEEKDAY_INVALID"],
      [[{ weekday: 1, time: "8:30" }], "POSTING_SLOT_TIME_INVALID"],
      [[{ weekday: 1, time: "24:00" }], "POSTING_SLOT_TIME_INVALID"],
      [[{ weekday: 1, time: "08:60" }], "POSTING_SLOT_TIME_INVALID"],
      [[{ weekday: 1, time: "08:30:00" }], "POSTING_SLOT_TIME_INVALID"],
      [[{ weekday: 1, time: "x".repeat(100_000) }], "POSTING_SLOT_TIME_INVALID"],
      [[{ weekday: 1, time: null }], "POSTING_SLOT_TIME_INVALID"],
      [
        [
          { weekday: 1, time: "08:30" },
          { weekday: 1, time: "08:30" },
        ],
        "POSTING_SLOT_DUPLICATE",
      ],
      [
        Array.from({ length: 51 }, (_, i) => ({
          weekday: (i % 7) + 1,
          time: `${String(i % 24).padStart(2, "0")}:${i}`.slice(0, 5),
        })),
        "TOO_MANY_POSTING_SLOTS",
      ],
    ];
    for (const [slots, code] of cases) {
      const res = await putSlots(client, slots);
      expect(res.status, code).toBe(400);
      expect(
        res.body.error.details.issues.map((i: { code: string }) => i.code),
        code,
      ).toContain(code);
    }
    expect((await putSlots(client, "08:30")).status).toBe(400);
    expect((await client.json("/api/posting-slots", { method: "PUT", json: {} })).status).toBe(400);
    expect((await putSlots(client, [{ weekday: 1, time: "08:3\u0000" }])).status).toBe(400);
    expect((await client.json("/api/posting-slots")).body.slots).toEqual(kept);
    // 50 is the limit, not more
    const fifty = Array.from({ length: 50 }, (_, i) => ({
      weekday: (i % 7) + 1,
      time: `${String(Math.floor(i / 7) + 6).padStart(2, "0")}:00`,
    }));
    expect((await putSlots(client, fifty)).body.slots).toHaveLength(50);
  });

  it("two saves at once end with one of the two sets, never a mix or a 500", async () => {
    const { client } = await signedInUser(t);
    await setZone(client, "Europe/Paris");
    const a = [1, 2, 3].map((weekday) => ({ weekday, time: "08:30" }));
    const b = [1, 2, 4].map((weekday) => ({ weekday, time: "08:30" }));
    const results = await Promise.all([putSlots(client, a), putSlots(client, b), putSlots(client, a)]);
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const final = (await client.json("/api/posting-slots")).body.slots.map((s: { weekday: number }) => s.weekday);
    expect([
      [1, 2, 3],
      [1, 2, 4],
    ]).toContainEqual(final);
  });
});

describe("suggested slots", () => {
  it("follow the strategy's posting frequency (the default one when unanswered), deterministically", async () => {
    const { client } = await signedInUser(t);
    const none = await client.json("/api/posting-slots/suggested");
    expect(none.status).toBe(200);
    expect(none.body).toEqual({
      frequency: "2-3 times per week",
      slots: [
        { weekday: 2, time: "08:30" },
        { weekday: 3, time: "12:00" },
        { weekday: 4, time: "08:30" },
      ],
    });
    const answer = (value: string) =>
      client.json("/api/strategy-responses", { method: "PUT", json: { answers: { [QUESTION_IDS.frequency]: value } } });
    expect((await answer("Daily")).status).toBe(200);
    const daily = (await client.json("/api/posting-slots/suggested")).body;
    expect(daily.frequency).toBe("Daily");
    expect(daily.slots.map((s: { weekday: number }) => s.weekday)).toEqual([1, 2, 3, 4, 5]);
    expect((await client.json("/api/posting-slots/suggested")).body).toEqual(daily);
    await answer("Once a week");
    expect((await client.json("/api/posting-slots/suggested")).body).toEqual({
      frequency: "Once a week",
      slots: [{ weekday: 3, time: "08:30" }],
    });
    // nothing is saved by asking
    expect((await client.json("/api/posting-slots")).body.slots).toEqual([]);
  });
});

describe("add to queue", () => {
  it("refuses a workspace without slots with NO_POSTING_SLOTS, and changes nothing", async () => {
    const { client, userId } = await signedInUser(t);
    await connectLinkedIn(client, userId);
    const post = await draft(client);
    const res = await queue(client, post.id, post.version);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: "NO_POSTING_SLOTS",
      message: "Add posting slots in the Scheduler first",
    });
    expect((await client.json(`/api/posts/${post.id}`)).body.post).toMatchObject({ status: "draft", version: 1 });
  });

  it("schedules at the next slot instant and queues the job; the next post takes the next slot", async () => {
    const slots = [
      { weekday: 2, time: "08:30" },
      { weekday: 4, time: "12:00" },
    ];
    const { client, userId } = await queueReady(slots);
    const expected = upcomingSlotInstants(slots, "Europe/Paris", Date.now(), 3);
    const first = await draft(client);
    sent.length = 0;
    const res = await queue(client, first.id, first.version);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.post).toMatchObject({ status: "scheduled", version: 2 });
    expect(res.body.publishing.scheduledAt).toBe(new Date(expected[0]!).toISOString());
    expect(sent).toEqual([
      { queue: "publishing.publish", data: { postId: first.id, workspaceId: await workspaceOf(client), userId } },
    ]);
    const second = await draft(client);
    const next = await queue(client, second.id, second.version);
    expect(next.body.publishing.scheduledAt).toBe(new Date(expected[1]!).toISOString());
    // queueing the first again keeps a slot of its own: its own time is free to it
    const requeued = await queue(client, first.id, 2);
    expect(requeued.body.publishing.scheduledAt).toBe(new Date(expected[0]!).toISOString());
    // a post scheduled by hand at a slot's instant takes it too
    const manual = await draft(client);
    await client.json(`/api/posts/${manual.id}/schedule`, {
      json: { version: 1, scheduledAt: new Date(expected[2]!).toISOString() },
    });
    const fourth = await draft(client);
    const taken = new Set(expected.map((at) => at));
    const after = await queue(client, fourth.id, 1);
    expect(after.body.publishing.scheduledAt).toBe(
      new Date(nextFreeSlot(slots, "Europe/Paris", Date.now(), taken)!).toISOString(),
    );
  });

  it("keeps the slot's local time across the spring switch: 02:30 in Paris on that Sunday is 03:00", async () => {
    const slots = [{ weekday: 7, time: "02:30" }];
    const { client, userId } = await queueReady(slots);
    // every Sunday before the next spring switch is taken, so the queue lands on the switch day
    const ws = await workspaceOf(client);
    let date = instantToLocal(Date.now(), "Europe/Paris").date;
    const before: number[] = [];
    for (;;) {
      const at = localToInstant(date, "02:30", "Europe/Paris");
      if (instantToLocal(at, "Europe/Paris").weekday === 7 && at > Date.now()) {
        if (instantToLocal(at, "Europe/Paris").time === "03:00") break;
        before.push(at);
      }
      date = addDays(date, 1);
    }
    for (const at of before)
      await owner().query(
        `INSERT INTO posts (workspace_id, created_by, body, status, scheduled_at, scheduled_by)
         VALUES ($1, $2, 'taken', 'scheduled', $3, $2)`,
        [ws, userId, new Date(at)],
      );
    const post = await draft(client);
    const res = await queue(client, post.id, 1);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const at = Date.parse(res.body.publishing.scheduledAt);
    expect(instantToLocal(at, "Europe/Paris")).toMatchObject({ weekday: 7, time: "03:00" });
    expect(new Date(at).toISOString()).toMatch(/T01:00:00\.000Z$/);
  });

  it("applies the schedule's checks at the slot's time", async () => {
    const slots = [{ weekday: 3, time: "08:30" }];
    // the token expires before the slot (at most 7 days away, at least a few minutes)
    const expiring = await queueReady(slots, "Europe/Paris", 0);
    const post = await draft(expiring.client);
    const expired = await queue(expiring.client, post.id, 1);
    expect(expired.status).toBe(409);
    expect(expired.body.error.code).toBe("LINKEDIN_TOKEN_EXPIRES_BEFORE");

    const { client } = await signedInUser(t);
    await setZone(client, "Europe/Paris");
    await putSlots(client, slots);
    const lonely = await draft(client);
    expect((await queue(client, lonely.id, 1)).body.error.code).toBe("LINKEDIN_NOT_CONNECTED");

    const ready = await queueReady(slots);
    const long = await draft(ready.client, "x".repeat(3001));
    expect((await queue(ready.client, long.id, 1)).body.error.code).toBe("POST_TOO_LONG_FOR_LINKEDIN");
    const empty = await draft(ready.client, "  ");
    expect((await queue(ready.client, empty.id, 1)).body.error.code).toBe("POST_EMPTY");
    const ok = await draft(ready.client);
    expect((await queue(ready.client, ok.id, 2)).body.error.code).toBe("VERSION_CONFLICT");
    await ready.client.json(`/api/posts/${ok.id}/publish-now`, { json: { version: 1 } });
    const publishing = await queue(ready.client, ok.id, 2);
    expect(publishing.status).toBe(200); // still scheduled (publish now): moved to the slot, like a reschedule
    await owner().query(`UPDATE posts SET status = 'publishing', publishing_started_at = now() WHERE id = $1`, [ok.id]);
    const busy = await queue(ready.client, ok.id, 3);
    expect(busy.body.error.code).toBe("POST_NOT_SCHEDULABLE");
  });

  it("answers 404 for another workspace's post or a bad id", async () => {
    const { client } = await queueReady([{ weekday: 3, time: "08:30" }]);
    const post = await draft(client);
    const stranger = await queueReady([{ weekday: 3, time: "08:30" }]);
    expect((await queue(stranger.client, post.id, 1)).status).toBe(404);
    expect((await queue(stranger.client, "not-a-uuid", 1)).status).toBe(404);
    expect((await client.json(`/api/posts/${post.id}`)).body.post.status).toBe("draft");
  });

  it("gives posts queued at the same moment different slots", async () => {
    const slots = [
      { weekday: 1, time: "09:00" },
      { weekday: 3, time: "09:00" },
      { weekday: 5, time: "09:00" },
    ];
    const { client } = await queueReady(slots);
    const posts = await Promise.all(Array.from({ length: 5 }, () => draft(client)));
    const results = await Promise.all(posts.map((p) => queue(client, p.id, p.version)));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const times = results.map((r) => Date.parse(r.body.publishing.scheduledAt)).sort((a, b) => a - b);
    expect(times).toEqual(upcomingSlotInstants(slots, "Europe/Paris", Date.now(), 5));
  });
});
