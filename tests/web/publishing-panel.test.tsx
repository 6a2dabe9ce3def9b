// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import type { ComponentProps } from "react";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Post } from "@contracts/posts/schemas";
import { ME_QUERY_KEY } from "@/entities/profile/me";
import { PublishingPanel } from "@/features/publishing/publishing-panel";
import { TEXT_PROBLEM_KEYS, textProblem } from "@/features/publishing/publishable";
import { useTranslation } from "@/lib/i18n/use-translation";
import { SESSION_QUERY_KEY } from "@/lib/session/session-cache";
import { setupTestI18n } from "./test-i18n";

vi.mock("@/entities/scheduling/use-time-zone", () => ({ useTimeZone: () => "Europe/Paris" }));
vi.mock("@tanstack/react-router", () => import("./router-link-stub"));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup(); // before the real fetch is back: nothing left polling
  vi.unstubAllGlobals();
});

const ID = "6f1c2a4e-0000-4000-8000-000000000002";
const SOURCE_ID = "6f1c2a4e-0000-4000-8000-000000000009";
const SOURCE_TEXT =
  "I almost quit my first job after six weeks. Here is what my manager told me that changed everything for me.";
const post = (status: Post["status"], version = 5): Post => ({
  id: ID,
  workspaceId: "w",
  createdBy: "u",
  pillarId: null,
  noteId: null,
  remixOf: null,
  body: "Hello",
  firstComment: "",
  documentTitle: null,
  status,
  version,
  createdAt: "2030-01-01T00:00:00Z",
  updatedAt: "2030-01-01T00:00:00Z",
  deletedAt: null,
  scheduledAt: null,
  publishedAt: null,
  media: [],
});
const publishing = (over: Record<string, unknown> = {}) => ({
  scheduledAt: null,
  publishedAt: null,
  linkedinPostUrn: null,
  linkedinPostUrl: null,
  error: null,
  errorDetail: null,
  attempts: 0,
  ...over,
});
const connection = (over: Record<string, unknown> = {}) => ({
  memberId: "m",
  name: "Ada",
  pictureUrl: null,
  expiresAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
  refreshable: false,
  needsReconnect: false,
  connectedAt: "2030-01-01T00:00:00Z",
  ...over,
});

/** While set, the saved post's answer waits for it (a slow network). */
let sourceGate: Promise<void> | null = null;
/** Whether the published post is already in the swipe file (saving it again answers 409). */
let alreadySaved = false;

/** The API: the post's state, the connection, and every action answering `after`. */
function serve(state: { post: Post; publishing: unknown }, linkedin: unknown, after?: Post["status"]) {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const json = (body: unknown) =>
        new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });
      if (url === "/api/linkedin/connection") return json({ available: true, connection: linkedin });
      if (url.endsWith("/publishing")) return json(state);
      // the schedule dialog reads the slots ("Next free posting slot") and the calendar (a post at the same minute)
      if (url === "/api/posting-slots")
        return json({ slots: [{ weekday: 1, time: "09:00", timeZone: "Europe/Paris" }], timeZone: "Europe/Paris" });
      if (url.startsWith("/api/calendar")) return json({ posts: [] });
      if (url === `/api/saved-posts/from-post/${ID}`)
        return alreadySaved
          ? new Response(JSON.stringify({ error: { code: "SAVED_POST_DUPLICATE", message: "Already saved" } }), {
              status: 409,
              headers: { "content-type": "application/json" },
            })
          : json({ savedPost: { id: SOURCE_ID, text: "Hello" } });
      // the saved post a remix was made from (the near-copy check reads its text)
      if (url === `/api/saved-posts/${SOURCE_ID}`) {
        if (sourceGate) await sourceGate;
        return json({ savedPost: { id: SOURCE_ID, text: SOURCE_TEXT } });
      }
      return json({
        post: { ...state.post, status: after, version: state.post.version + 1 },
        publishing: publishing(),
      });
    }),
  );
  return calls;
}

/** The panel as the editor gives it the text's problem: in words, by its kind. */
function Panel({
  body,
  ...props
}: Omit<ComponentProps<typeof PublishingPanel>, "textProblem" | "currentBody"> & { body: string }) {
  const { t } = useTranslation();
  const problem = textProblem(body);
  return (
    <PublishingPanel {...props} textProblem={problem && t(TEXT_PROBLEM_KEYS[problem.kind])} currentBody={() => body} />
  );
}

function renderPanel(p: Post, body = p.body, flush = vi.fn(async (): Promise<number | null> => p.version)) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // as in the app: signed in, the role known (the panel's actions are for those who may schedule)
  for (const queryKey of [SESSION_QUERY_KEY, ME_QUERY_KEY]) client.setQueryDefaults(queryKey, { staleTime: Infinity });
  client.setQueryData(SESSION_QUERY_KEY, { id: "u1", email: "ada@example.com" } as never);
  client.setQueryData(ME_QUERY_KEY, {
    id: "u1",
    workspace: { id: "w1", name: null, logo: null, plan: "free", role: "owner" },
  } as never);
  render(
    <QueryClientProvider client={client}>
      <Panel post={p} body={body} flush={flush} />
    </QueryClientProvider>,
  );
  return { flush, region: screen.getByRole("region", { name: "Publishing" }) };
}

describe("PublishingPanel", () => {
  it("Publish now saves first, asks, then sends the saved version", async () => {
    const calls = serve({ post: post("draft"), publishing: publishing() }, connection(), "scheduled");
    const flush = vi.fn(async () => 7);
    const { region } = renderPanel(post("draft"), "Hello", flush);
    const user = userEvent.setup();
    await waitFor(() => expect(calls.some((c) => c.url === "/api/linkedin/connection")).toBe(true));
    await user.click(within(region).getByRole("button", { name: "Publish now" }));
    expect(flush).toHaveBeenCalled();
    const confirm = await screen.findByRole("alertdialog", { name: "Publish this post now?" });
    await user.click(within(confirm).getByRole("button", { name: "Publish now" }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith("/publish-now"))).toEqual({
        url: `/api/posts/${ID}/publish-now`,
        body: { version: 7 },
      }),
    );
  });

  it("after scheduling in the dialog, the focus returns to Reschedule…, the button that took Schedule…'s place", async () => {
    const calls = serve({ post: post("draft"), publishing: publishing() }, connection(), "scheduled");
    const { region } = renderPanel(post("draft"), "Hello");
    const user = userEvent.setup();
    await waitFor(() => expect(calls.some((c) => c.url === "/api/linkedin/connection")).toBe(true));
    await user.click(within(region).getByRole("button", { name: "Schedule…" }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule the post" });
    await user.click(within(dialog).getByRole("button", { name: "Next free posting slot" }));
    const reschedule = await within(region).findByRole("button", { name: "Reschedule…" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(reschedule));
  });

  describe("a remix of a saved post (post.remixOf)", () => {
    const remix = () => ({ ...post("draft"), remixOf: SOURCE_ID });
    const NEAR_COPY = "This post is still very close to the saved post it remixes";
    const sourceRead = (calls: Array<{ url: string }>) =>
      waitFor(() => expect(calls.some((c) => c.url === `/api/saved-posts/${SOURCE_ID}`)).toBe(true));

    it("too close to its source, Schedule… asks first; Keep editing schedules nothing and gives the focus back", async () => {
      const calls = serve({ post: remix(), publishing: publishing() }, connection(), "scheduled");
      // the text as typed now, one word changed: a near-copy
      const { region } = renderPanel(remix(), SOURCE_TEXT.replace("six", "seven"));
      const user = userEvent.setup();
      await sourceRead(calls);
      const schedule = within(region).getByRole("button", { name: "Schedule…" });
      await user.click(schedule);
      const ask = await screen.findByRole("alertdialog", { name: NEAR_COPY });
      expect(ask.textContent).toMatch(/\d+% similar to the original/);
      expect(screen.queryByRole("dialog", { name: "Schedule the post" })).toBeNull();
      await user.click(within(ask).getByRole("button", { name: "Keep editing" }));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      expect(screen.queryByRole("dialog", { name: "Schedule the post" })).toBeNull();
      await waitFor(() => expect(document.activeElement).toBe(schedule));
    });

    it("a click before the saved post has loaded waits for it: the check is not skipped", async () => {
      let release!: () => void;
      sourceGate = new Promise<void>((resolve) => (release = resolve));
      try {
        const calls = serve({ post: remix(), publishing: publishing() }, connection(), "scheduled");
        const { region } = renderPanel(remix(), SOURCE_TEXT);
        const user = userEvent.setup();
        await sourceRead(calls);
        await user.click(within(region).getByRole("button", { name: "Schedule…" }));
        // nothing opens while the source is not known
        expect(screen.queryByRole("dialog", { name: "Schedule the post" })).toBeNull();
        expect(screen.queryByRole("alertdialog")).toBeNull();
        release();
        expect(await screen.findByRole("alertdialog", { name: NEAR_COPY })).toBeTruthy();
        expect(screen.queryByRole("dialog", { name: "Schedule the post" })).toBeNull();
      } finally {
        sourceGate = null;
      }
    });

    it("too close, Go on anyway opens the schedule dialog", async () => {
      const calls = serve({ post: remix(), publishing: publishing() }, connection(), "scheduled");
      const { region } = renderPanel(remix(), SOURCE_TEXT);
      const user = userEvent.setup();
      await sourceRead(calls);
      await user.click(within(region).getByRole("button", { name: "Schedule…" }));
      const ask = await screen.findByRole("alertdialog", { name: NEAR_COPY });
      await user.click(within(ask).getByRole("button", { name: "Go on anyway" }));
      expect(await screen.findByRole("dialog", { name: "Schedule the post" })).toBeTruthy();
    });

    it("too close, Add to queue sends nothing until Go on anyway", async () => {
      const calls = serve({ post: remix(), publishing: publishing() }, connection(), "scheduled");
      const { region } = renderPanel(remix(), SOURCE_TEXT);
      const user = userEvent.setup();
      await sourceRead(calls);
      await user.click(within(region).getByRole("button", { name: "Add to queue" }));
      const ask = await screen.findByRole("alertdialog", { name: NEAR_COPY });
      expect(calls.some((c) => c.url.endsWith("/queue"))).toBe(false);
      await user.click(within(ask).getByRole("button", { name: "Go on anyway" }));
      await waitFor(() => expect(calls.some((c) => c.url.endsWith("/queue"))).toBe(true));
    });

    it("rewritten in the writer's own words, Schedule… opens the dialog at once", async () => {
      const calls = serve({ post: remix(), publishing: publishing() }, connection(), "scheduled");
      const { region } = renderPanel(
        remix(),
        "Three rules I follow when a new hire wants to leave in their first month.",
      );
      await sourceRead(calls);
      await userEvent.setup().click(within(region).getByRole("button", { name: "Schedule…" }));
      expect(await screen.findByRole("dialog", { name: "Schedule the post" })).toBeTruthy();
      expect(screen.queryByRole("alertdialog")).toBeNull();
    });
  });

  it("Add to queue saves first and sends the saved version to the queue", async () => {
    const calls = serve({ post: post("draft"), publishing: publishing() }, connection(), "scheduled");
    const flush = vi.fn(async () => 8);
    const { region } = renderPanel(post("draft"), "Hello", flush);
    await waitFor(() => expect(calls.some((c) => c.url === "/api/linkedin/connection")).toBe(true));
    await userEvent.setup().click(within(region).getByRole("button", { name: "Add to queue" }));
    expect(flush).toHaveBeenCalled();
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith("/queue"))).toEqual({
        url: `/api/posts/${ID}/queue`,
        body: { version: 8 },
      }),
    );
  });

  it("Add to queue without posting slots opens the schedule dialog on setting them up, not a failure toast", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        calls.push(url);
        const json = (body: unknown, status = 200) =>
          new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
        if (url === "/api/linkedin/connection") return json({ available: true, connection: connection() });
        if (url.endsWith("/publishing")) return json({ post: post("draft"), publishing: publishing() });
        if (url === "/api/posting-slots") return json({ slots: [], timeZone: "Europe/Paris" });
        if (url.endsWith("/queue")) return json({ error: { code: "NO_POSTING_SLOTS", message: "x" } }, 409);
        return json({ posts: [] });
      }),
    );
    const { region } = renderPanel(post("draft"));
    await waitFor(() => expect(calls).toContain("/api/linkedin/connection"));
    await userEvent.setup().click(within(region).getByRole("button", { name: "Add to queue" }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule the post" });
    expect(await within(dialog).findByRole("button", { name: "Use suggested slots" })).toBeTruthy();
    expect(within(dialog).getByText(/“Add to queue” puts the post at your next free posting slot/)).toBeTruthy();
    expect(calls).toContain(`/api/posts/${ID}/queue`);
  });

  it("says when the post could not be saved, and sends nothing", async () => {
    const calls = serve({ post: post("draft"), publishing: publishing() }, connection());
    const { region } = renderPanel(
      post("draft"),
      "Hello",
      vi.fn(async () => null),
    );
    await userEvent.setup().click(within(region).getByRole("button", { name: "Schedule…" }));
    expect(await within(region).findByText(/could not be saved/)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.filter((c) => !c.url.endsWith("/publishing") && !c.url.endsWith("/connection"))).toEqual([]);
  });

  it("blocks a text over LinkedIn's limit, and a missing connection with Connect", async () => {
    serve({ post: post("draft"), publishing: publishing() }, null);
    const { region } = renderPanel(post("draft"), "x".repeat(3001));
    expect(
      within(region).getByText("Over LinkedIn's 3,000-character limit: shorten the post to schedule it."),
    ).toBeTruthy();
    expect(await within(region).findByRole("link", { name: "Connect LinkedIn" })).toHaveProperty(
      "href",
      expect.stringMatching(/\/apps$/),
    );
    for (const name of ["Schedule…", "Publish now"])
      expect((within(region).getByRole("button", { name }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("a scheduled post: its time in the user's zone, and Reconnect when the connection ends before it", async () => {
    const at = new Date(Date.now() + 10 * 86_400_000);
    at.setUTCHours(8, 0, 0, 0);
    serve(
      { post: post("scheduled"), publishing: publishing({ scheduledAt: at.toISOString() }) },
      connection({ expiresAt: new Date(Date.now() + 2 * 86_400_000).toISOString() }),
    );
    // edited since the last answer (an autosave bumped the version): the time is still shown
    const { region } = renderPanel(post("scheduled", 6));
    expect(await within(region).findByText(/^Scheduled for .*9:00 AM \(Europe\/Paris\)$/)).toBeTruthy();
    expect(await within(region).findByRole("link", { name: "Reconnect LinkedIn" })).toBeTruthy();
    expect(within(region).getByText(/expires before this post's time/)).toBeTruthy();
    expect(within(region).getByRole("button", { name: "Reschedule…" })).toBeTruthy();
    expect(within(region).getByRole("button", { name: "Unschedule" })).toBeTruthy();
  });

  it("needs check: Check on LinkedIn (new tab), Publish again after a warning, Mark as published", async () => {
    const calls = serve({ post: post("needs_check"), publishing: publishing() }, connection(), "scheduled");
    const { region } = renderPanel(post("needs_check"));
    const check = await within(region).findByRole("link", { name: /Check on LinkedIn/ });
    expect(check.getAttribute("href")).toBe("https://www.linkedin.com/in/me/recent-activity/all/");
    expect(check.getAttribute("target")).toBe("_blank");
    expect(within(region).getByRole("button", { name: "Mark as published" })).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(region).getByRole("button", { name: "Publish again" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Publish this post again?" });
    expect(confirm.textContent).toMatch(/twice/);
    expect(calls.some((c) => c.url.endsWith("/publish-again"))).toBe(false);
    await user.click(within(confirm).getByRole("button", { name: "Publish again" }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith("/publish-again"))?.body).toEqual({ version: 5 }));
  });

  it("failed: the reason, LinkedIn's words, Reconnect for a refused token", async () => {
    serve(
      {
        post: post("failed"),
        publishing: publishing({ error: "RECONNECT_NEEDED", errorDetail: "Invalid access token" }),
      },
      connection({ needsReconnect: true }),
    );
    const { region } = renderPanel(post("failed"));
    expect(await within(region).findByText(/LinkedIn refused the connection/)).toBeTruthy();
    expect(within(region).getByText("LinkedIn said: “Invalid access token”")).toBeTruthy();
    expect(within(region).getByRole("link", { name: "Reconnect LinkedIn" })).toBeTruthy();
    expect(within(region).getByRole("button", { name: "Publish again" })).toBeTruthy();
  });

  it("published, its first comment failed: LinkedIn's words and Post the comment again (the saved version), then it says so", async () => {
    const failed = publishing({
      linkedinPostUrl: "https://www.linkedin.com/feed/update/urn:li:share:1/",
      error: "FIRST_COMMENT_FAILED",
      errorDetail: "Internal Server Error",
    });
    const calls = serve({ post: post("published"), publishing: failed }, connection(), "published");
    const { region } = renderPanel(post("published"));
    expect(await within(region).findByText(/its first comment could not be added/)).toBeTruthy();
    expect(within(region).getByText("LinkedIn said: “Internal Server Error”")).toBeTruthy();
    const user = userEvent.setup();
    await user.click(within(region).getByRole("button", { name: "Post the comment again" }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith("/comment-again"))?.body).toEqual({ version: 5 }));
    expect(await within(region).findByText("The first comment is on LinkedIn.")).toBeTruthy();
    expect(within(region).queryByRole("button", { name: "Post the comment again" })).toBeNull();
    // its button went with the failure: the focus stays in the panel
    expect(document.activeElement).toBe(region);
  });

  it("published: Save to my saved posts, once; the same button then says it is in and keeps the focus", async () => {
    alreadySaved = false;
    const calls = serve({ post: post("published"), publishing: publishing() }, connection(), "published");
    const { region } = renderPanel(post("published"));
    const user = userEvent.setup();
    const save = await within(region).findByRole("button", { name: "Save to my saved posts" });
    await user.click(save);
    await waitFor(() => expect(save.textContent).toBe("In my saved posts"));
    expect(calls.filter((c) => c.url === `/api/saved-posts/from-post/${ID}`)).toHaveLength(1);
    // never disabled on the way (a disabled button drops the focus to <body> in a browser), inert once in
    expect(save.hasAttribute("disabled")).toBe(false);
    expect(save.getAttribute("aria-disabled")).toBe("true");
    expect(document.activeElement).toBe(save);
    await user.click(save);
    expect(calls.filter((c) => c.url === `/api/saved-posts/from-post/${ID}`)).toHaveLength(1);
  });

  it("published and saved on an earlier visit: the server's 409 reads as already in, not as a failure", async () => {
    alreadySaved = true;
    serve({ post: post("published"), publishing: publishing() }, connection(), "published");
    const { region } = renderPanel(post("published"));
    const user = userEvent.setup();
    const save = await within(region).findByRole("button", { name: "Save to my saved posts" });
    await user.click(save);
    await waitFor(() => expect(save.textContent).toBe("In my saved posts"));
    alreadySaved = false;
  });
});
