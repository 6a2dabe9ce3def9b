// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { initialWallTime, ScheduleDialog } from "@/features/publishing/schedule-dialog";
import { PUBLISH_ERRORS } from "@contracts/publishing/rules";
import { connectionProblem, PUBLISH_ERROR_KEYS, textProblem } from "@/features/publishing/publishable";
import { pollInterval, type PublishingAnswer } from "@/entities/publishing/api";
import { setupTestI18n } from "./test-i18n";
import { en, fr } from "../support/locales";

vi.mock("@/entities/scheduling/use-time-zone", () => ({ useTimeZone: () => "America/New_York" }));
vi.mock("@tanstack/react-router", () => import("./router-link-stub"));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup(); // before the real fetch is back: nothing left polling
  vi.unstubAllGlobals();
});

const POST_ID = "6f1c2a4e-0000-4000-8000-000000000001";

type Answer = { status: number; body: unknown };
type Call = { url: string; method: string; body: { version: number; scheduledAt: string } };

const SLOTS = { slots: [{ weekday: 2, time: "08:30", timeZone: "America/New_York" }], timeZone: "America/New_York" };

/**
 * The API: `reply(body)` answers the publishing calls; the posting slots are `slots`, the calendar answers
 * `calendar(from)`'s posts. The publishing and slot-saving calls are kept.
 */
function serve(
  reply: (body: { version: number; scheduledAt: string }) => Answer,
  {
    slots = SLOTS as unknown,
    calendar = (_from: string): unknown[] => [],
    extra = (_c: Call): Answer | null => null,
  } = {},
) {
  const calls: Call[] = [];
  const reads: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = (init.method ?? "GET").toUpperCase();
      const body = JSON.parse(String(init.body ?? "{}")) as Call["body"];
      let answer: Answer;
      if (url === "/api/posting-slots" && method === "GET") answer = { status: 200, body: slots };
      else if (url.startsWith("/api/calendar?")) {
        reads.push(url);
        const from = new URL(url, "http://x").searchParams.get("from")!;
        answer = { status: 200, body: { posts: calendar(from) } };
      } else {
        const call = { url, method, body };
        calls.push(call);
        answer = extra(call) ?? reply(body);
      }
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return Object.assign(calls, { reads });
}

function renderDialog(body = "Hello", forQueue = false) {
  const onScheduled = vi.fn();
  const onOpenChange = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ScheduleDialog
        open
        onOpenChange={onOpenChange}
        post={{ id: POST_ID, version: 3, body }}
        onScheduled={onScheduled}
        forQueue={forQueue}
      />
    </QueryClientProvider>,
  );
  return { onScheduled, onOpenChange };
}

async function pick(date: string, time: string) {
  const user = userEvent.setup();
  const dateInput = screen.getByLabelText("Date") as HTMLInputElement;
  const timeInput = screen.getByLabelText("Time") as HTMLInputElement;
  await user.clear(dateInput);
  await user.type(dateInput, date);
  await user.clear(timeInput);
  await user.type(timeInput, time);
  await user.click(screen.getByRole("button", { name: "Schedule" }));
}

const answer = (scheduledAt: string) => ({
  post: { id: POST_ID, version: 4, status: "scheduled" },
  publishing: {
    scheduledAt,
    publishedAt: null,
    linkedinPostUrn: null,
    linkedinPostUrl: null,
    error: null,
    errorDetail: null,
    attempts: 0,
  },
});

describe("ScheduleDialog", () => {
  it("sends the wall time in the user's zone as an instant (a skipped time moves to the first valid one)", async () => {
    const calls = serve((b) => ({ status: 200, body: answer(b.scheduledAt) }));
    const { onScheduled, onOpenChange } = renderDialog();
    expect(screen.getByText("In your time zone: America/New_York")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Edit posting slots" }).getAttribute("href")).toBe("/scheduler/slots");
    // New York skips 02:00-03:00 on 10 March 2030: 02:30 is 03:00 EDT, 07:00 UTC
    await pick("2030-03-10", "02:30");
    await waitFor(() => expect(onScheduled).toHaveBeenCalled());
    expect([...calls]).toEqual([
      {
        url: `/api/posts/${POST_ID}/schedule`,
        method: "POST",
        body: { version: 3, scheduledAt: "2030-03-10T07:00:00.000Z" },
      },
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("Next free posting slot: the server picks the slot; its refusal is said under it, the date fields stay valid", async () => {
    let free = false;
    const calls = serve(() =>
      free
        ? { status: 200, body: answer("2030-06-04T12:30:00.000Z") }
        : { status: 409, body: { error: { code: "NO_FREE_POSTING_SLOT", message: "x" } } },
    );
    const { onScheduled, onOpenChange } = renderDialog();
    const user = userEvent.setup();
    const nextSlot = await screen.findByRole("button", { name: "Next free posting slot" });
    await waitFor(() => expect((nextSlot as HTMLButtonElement).disabled).toBe(false));
    await user.click(nextSlot);
    expect((await screen.findByRole("alert")).textContent).toBe(en.apiErrors.noFreePostingSlot);
    // the refusal is the slot choice's: the date and time fields are not marked wrong
    expect(screen.getByLabelText("Date").getAttribute("aria-invalid")).toBe("false");
    expect(screen.getByLabelText("Time").getAttribute("aria-invalid")).toBe("false");
    expect(onScheduled).not.toHaveBeenCalled();
    free = true;
    await user.click(nextSlot);
    await waitFor(() => expect(onScheduled).toHaveBeenCalled());
    expect(calls.map((c) => [c.url, c.body])).toEqual([
      [`/api/posts/${POST_ID}/queue`, { version: 3 }],
      [`/api/posts/${POST_ID}/queue`, { version: 3 }],
    ]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("without posting slots: the date and time come first, and one click sets up the suggested slots", async () => {
    let slots: unknown = { slots: [], timeZone: "America/New_York" };
    const suggested = [
      { weekday: 2, time: "08:30" },
      { weekday: 4, time: "12:00" },
    ];
    const calls = serve(() => ({ status: 500, body: {} }), {
      get slots() {
        return slots;
      },
      extra: (call) => {
        if (call.url === "/api/posting-slots/suggested")
          return { status: 200, body: { frequency: "2-3", slots: suggested } };
        if (call.url === "/api/posting-slots" && call.method === "PUT") {
          slots = {
            slots: suggested.map((s) => ({ ...s, timeZone: "America/New_York" })),
            timeZone: "America/New_York",
          };
          return { status: 200, body: slots };
        }
        return null;
      },
    });
    renderDialog();
    const offer = await screen.findByRole("button", { name: "Use suggested slots" });
    expect(screen.getByText(en.publishing.schedule.noSlots)).toBeTruthy();
    // no choice that can only fail, and the date and time before the offer
    expect(screen.queryByRole("button", { name: "Next free posting slot" })).toBeNull();
    const date = screen.getByLabelText("Date");
    expect(date.compareDocumentPosition(offer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole("link", { name: "Set up posting slots" }).getAttribute("href")).toBe("/scheduler/slots");

    await userEvent.setup().click(offer);
    expect(await screen.findByRole("button", { name: "Next free posting slot" })).toBeTruthy();
    expect(screen.getByText(/^Posting slots saved: /).textContent?.replace(/\s+/g, " ")).toBe(
      "Posting slots saved: Tuesday 8:30 AM, Thursday 12:00 PM.",
    );
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ["GET", "/api/posting-slots/suggested", {}],
      ["PUT", "/api/posting-slots", { slots: suggested }],
    ]);
    expect(date.getAttribute("aria-invalid")).toBe("false");
  });

  it("opened by Add to queue without slots: the offer comes first", async () => {
    serve(() => ({ status: 500, body: {} }), { slots: { slots: [], timeZone: "UTC" } });
    renderDialog("Hello", true);
    const offer = await screen.findByRole("button", { name: "Use suggested slots" });
    expect(screen.getByText(en.publishing.schedule.queueNeedsSlots)).toBeTruthy();
    expect(
      offer.compareDocumentPosition(screen.getByLabelText("Date")) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it("says, without refusing, when another post of the workspace is scheduled at the same minute", async () => {
    const other = (id: string, at: string, status = "scheduled") => ({
      id,
      version: 1,
      status,
      excerpt: "Other",
      pillar: null,
      media: { count: 0, kind: null },
      at,
      scheduledAt: at,
      publishedAt: null,
      linkedinPostUrl: null,
      error: null,
    });
    // 2030-06-03 09:00 in New York is 13:00 UTC: one other post there (and this post itself, which does not count)
    const calls = serve((b) => ({ status: 200, body: answer(b.scheduledAt) }), {
      calendar: (from) =>
        from === "2030-06-03T13:00:00.000Z"
          ? [other("other-1", "2030-06-03T13:00:00.000Z"), other(POST_ID, "2030-06-03T13:00:00.000Z")]
          : [],
    });
    const { onScheduled } = renderDialog();
    const user = userEvent.setup();
    const dateInput = screen.getByLabelText("Date");
    const timeInput = screen.getByLabelText("Time");
    await user.clear(dateInput);
    await user.type(dateInput, "2030-06-03");
    await user.clear(timeInput);
    await user.type(timeInput, "09:00");
    expect(await screen.findByText(en.publishing.schedule.sameMinute_one)).toBeTruthy();
    // a minute later: nobody there
    await user.clear(timeInput);
    await user.type(timeInput, "09:01");
    await waitFor(() => expect(calls.reads.some((u) => u.includes("2030-06-03T13%3A01%3A00.000Z"))).toBe(true));
    await waitFor(() => expect(screen.queryByText(en.publishing.schedule.sameMinute_one)).toBeNull());
    // back at 09:00, scheduling still goes through
    await user.clear(timeInput);
    await user.type(timeInput, "09:00");
    expect(await screen.findByText(en.publishing.schedule.sameMinute_one)).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(onScheduled).toHaveBeenCalled());
    expect(calls.at(-1)!.body).toEqual({ version: 3, scheduledAt: "2030-06-03T13:00:00.000Z" });
  });

  it("says the same-minute warning in French too", () => {
    expect(fr.publishing.schedule.sameMinute_one).toMatch(/même temps/);
    expect(fr.scheduler.zone).toBe("Fuseau horaire : {{zone}}");
  });

  it("refuses a time in the past without asking the server", async () => {
    const calls = serve(() => ({ status: 500, body: {} }));
    renderDialog();
    await pick("2020-01-06", "09:00");
    expect((await screen.findByRole("alert")).textContent).toBe("Pick a time in the future.");
    expect(calls).toHaveLength(0);
  });

  it("refuses a post over LinkedIn's limit with the counter's words", async () => {
    const calls = serve(() => ({ status: 500, body: {} }));
    renderDialog("x".repeat(3002));
    await pick("2030-06-03", "09:00");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "2 characters over LinkedIn's limit: shorten the post before scheduling it",
    );
    expect(calls).toHaveLength(0);
  });

  it("shows the server's refusal, translated, and a version conflict as such", async () => {
    let code = "LINKEDIN_TOKEN_EXPIRES_BEFORE";
    serve(() => ({ status: code === "VERSION_CONFLICT" ? 409 : 400, body: { error: { code, message: "x" } } }));
    const { onScheduled } = renderDialog();
    await pick("2030-06-03", "09:00");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Your LinkedIn connection expires before this time: reconnect LinkedIn or pick an earlier time.",
    );
    code = "VERSION_CONFLICT";
    await userEvent.setup().click(screen.getByRole("button", { name: "Schedule" }));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toMatch(/changed elsewhere .* reloaded/));
    expect(onScheduled).not.toHaveBeenCalled();
  });
});

describe("publishing rules in the browser", () => {
  it("starts from the given future time in the zone, else the next full hour", () => {
    const now = Date.parse("2030-12-31T23:20:00Z");
    expect(initialWallTime("2031-01-02T14:30:00Z", "Europe/Paris", now)).toEqual({ date: "2031-01-02", time: "15:30" });
    expect(initialWallTime(null, "UTC", now)).toEqual({ date: "2031-01-01", time: "00:00" });
    expect(initialWallTime("2030-01-01T00:00:00Z", "Europe/Paris", now)).toEqual({ date: "2031-01-01", time: "01:00" });
  });

  it("says every publishing error in both languages", () => {
    const text = (tree: unknown, key: string) =>
      key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], tree);
    for (const code of PUBLISH_ERRORS)
      for (const tree of [en, fr]) expect(typeof text(tree, PUBLISH_ERROR_KEYS[code]), code).toBe("string");
  });

  it("mirrors the server's checks", () => {
    expect(textProblem("  \n")).toEqual({ kind: "empty" });
    expect(textProblem("𝐁".repeat(1500))).toBeNull(); // 3,000 UTF-16 units
    expect(textProblem("𝐁".repeat(1500) + "a")).toEqual({ kind: "tooLong", over: 1 });
    const connection = {
      memberId: "m",
      name: "Ada",
      pictureUrl: null,
      expiresAt: "2030-06-01T00:00:00Z",
      refreshable: false,
      needsReconnect: false,
      connectedAt: "2030-04-01T00:00:00Z",
    };
    expect(connectionProblem(null, 0)).toBe("notConnected");
    expect(connectionProblem({ ...connection, needsReconnect: true }, 0)).toBe("reconnect");
    expect(connectionProblem(connection, Date.parse("2030-06-01T00:00:00Z"))).toBe("expiresBefore");
    expect(connectionProblem(connection, Date.parse("2030-05-31T00:00:00Z"))).toBeNull();
  });

  it("polls while the worker holds the post and near a scheduled time only", () => {
    const of = (status: string, scheduledAt: string | null) =>
      ({ post: { status }, publishing: { scheduledAt } }) as unknown as PublishingAnswer;
    const now = Date.parse("2030-01-01T00:00:00Z");
    expect(pollInterval(of("publishing", null), now)).toBe(2000);
    expect(pollInterval(of("scheduled", "2030-01-01T00:00:10Z"), now)).toBe(10_000);
    expect(pollInterval(of("scheduled", "2029-12-31T23:00:00Z"), now)).toBe(2000);
    expect(pollInterval(of("scheduled", "2030-01-02T00:00:00Z"), now)).toBe(60_000);
    expect(pollInterval(of("published", null), now)).toBe(false);
    expect(pollInterval(of("draft", null), now)).toBe(false);
  });
});
