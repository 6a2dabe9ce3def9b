// @vitest-environment happy-dom
import { QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Post } from "@contracts/posts/schemas";
import type { Role } from "@contracts/workspaces/permissions";
import { POST_KEYS } from "@/entities/posts/api";
import { PUBLISHING_KEYS } from "@/entities/publishing/api";
import { EditorScreen } from "@/features/editor/editor-screen";
import { draftStorageKey } from "@/features/editor/post-draft";
import { linkedinConnectionQuery } from "@/features/linkedin/api";
import { strategiesQuery } from "@/features/strategy/api";
import { clientWithRole } from "./role-client";
import { setupTestI18n } from "./test-i18n";

// The Post Editor by role: writing a post (its text, files, pillar, first comment; deleting it) is post.write,
// scheduling and publishing it post.schedule (contracts/posts and contracts/publishing endpoints' `access`). A
// reviewer or a client reads the post, told who writes and who schedules it, with nothing to type into, no button
// the server would refuse, and no autosave. Before /api/me answers ("unknown") the editor is the writer's.
const params = vi.hoisted(() => ({ postId: undefined as string | undefined }));
vi.mock("@tanstack/react-router", () => ({
  Link: ({ children, to }: { children: ReactNode; to: string }) => <a href={to}>{children}</a>,
  useNavigate: () => async () => {},
  useParams: () => params,
}));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const WRITES = "Your role in this workspace lets you read its posts; its owner, admins and editors write them.";
const SCHEDULES =
  "Your role in this workspace lets you follow where its posts stand; its owner, admins and editors schedule and publish them.";
const ID = "6f1c2a4e-0000-4000-8000-000000000002";
const PHOTO = {
  id: "m1",
  workspaceId: "w1",
  createdBy: "u1",
  kind: "image" as const,
  name: "team.png",
  contentType: "image/png",
  sizeBytes: 1000,
  width: 10,
  height: 10,
  pageCount: null,
  url: "/api/media/m1/file",
  thumbnailUrl: "/api/media/m1/thumbnail",
  createdAt: "2026-11-01T00:00:00.000Z",
};
const post = (status: Post["status"]): Post => ({
  id: ID,
  workspaceId: "w1",
  createdBy: "u2",
  pillarId: null,
  noteId: null,
  remixOf: null,
  body: "Three hiring mistakes we made twice",
  firstComment: "The job page: example.com/jobs",
  documentTitle: null,
  status,
  version: 4,
  createdAt: "2026-11-01T00:00:00.000Z",
  updatedAt: "2026-11-01T00:00:00.000Z",
  deletedAt: null,
  scheduledAt: status === "scheduled" ? "2030-01-07T08:00:00.000Z" : null,
  publishedAt: null,
  media: [PHOTO],
});

function renderEditor(role: Role | "unknown", opened: Post | null) {
  params.postId = opened?.id;
  const client = clientWithRole(role);
  client.setQueryData(strategiesQuery.queryKey, []);
  client.setQueryData(linkedinConnectionQuery.queryKey, {
    available: true,
    connection: {
      memberId: "m",
      name: "Ada",
      pictureUrl: null,
      expiresAt: "2031-01-01T00:00:00.000Z",
      refreshable: false,
      needsReconnect: false,
      connectedAt: "2026-01-01T00:00:00.000Z",
    },
  } as never);
  client.setQueryData(POST_KEYS.list({ editorDrafts: true, q: "" }), {
    items: [post("draft")],
    total: 1,
    limit: 9,
    offset: 0,
  });
  if (opened) {
    client.setQueryData(POST_KEYS.one(ID), opened);
    client.setQueryData(PUBLISHING_KEYS.one(ID), {
      post: opened,
      publishing: {
        scheduledAt: opened.scheduledAt,
        publishedAt: null,
        linkedinPostUrn: null,
        linkedinPostUrl: null,
        error: opened.status === "published" ? "FIRST_COMMENT_FAILED" : null,
        errorDetail: null,
        attempts: 0,
      },
    } as never);
  }
  render(
    <QueryClientProvider client={client}>
      <EditorScreen />
    </QueryClientProvider>,
  );
}

const buttons = () => screen.queryAllByRole("button").map((b) => b.getAttribute("aria-label") ?? b.textContent);
const text = () => screen.getByLabelText("Post", { exact: true }) as HTMLTextAreaElement;
/** As a browser has it (happy-dom's :disabled does not look at the fieldsets around a field). */
const disabled = (field: HTMLElement) => field.matches(":disabled") || field.closest("fieldset[disabled]") !== null;
/** What the preview offers anyone (desktop or mobile width) and the drafts list's toggle: reading, not writing. */
const READING = ["Your posts", "Desktop", "Mobile"];

describe("the Post Editor by role", () => {
  it.each(["owner", "admin", "editor", "unknown"] as const)(
    "lets the %s write, format, attach, delete and schedule a draft",
    (role) => {
      renderEditor(role, post("draft"));
      expect(text().value).toBe("Three hiring mistakes we made twice");
      expect(disabled(text())).toBe(false);
      expect(screen.getByRole("toolbar", { name: "Formatting" })).toBeTruthy();
      const offered = buttons();
      for (const name of [
        "New post",
        "Delete",
        "Add from Library",
        "Remove team.png from the post",
        "Schedule…",
        "Add to queue",
        "Publish now",
      ])
        expect(offered).toContain(name);
      expect(screen.getByText("Saved")).toBeTruthy();
      expect(screen.queryByText(WRITES)).toBeNull();
      expect(screen.queryByText(SCHEDULES)).toBeNull();
    },
  );

  it.each(["reviewer", "client"] as const)(
    "shows the %s a draft to read, told who writes and who schedules it, with nothing to change",
    (role) => {
      renderEditor(role, post("draft"));
      expect(text().value).toBe("Three hiring mistakes we made twice");
      // the text, the pillar and the first comment take no typing and no focus; the fieldset says why
      const fields = screen.getByRole("group", { name: "" }) as HTMLFieldSetElement;
      expect(fields.disabled).toBe(true);
      expect(document.getElementById(fields.getAttribute("aria-describedby")!)!.textContent).toBe(WRITES);
      for (const field of [text(), screen.getByLabelText("Content pillar"), screen.getByLabelText(/First comment/)])
        expect(disabled(field)).toBe(true);
      expect(screen.queryByRole("toolbar")).toBeNull();
      // the post's file stays to see, without the buttons that move, remove or add files
      expect(
        within(screen.getByRole("list", { name: "Attached files, in order" })).getAllByRole("listitem"),
      ).toHaveLength(1);
      expect(buttons()).toEqual(READING);
      expect(screen.getByText(SCHEDULES)).toBeTruthy();
      expect(screen.getByText("Not scheduled yet.")).toBeTruthy();
      // "Saved" would claim an autosave there is not
      expect(screen.queryByText("Saved")).toBeNull();
    },
  );

  // what each status offers whoever schedules and publishes (the server asks post.schedule for each)
  const PUBLISHING_ACTIONS = [
    ["scheduled", ["Reschedule…", "Unschedule"]],
    ["failed", ["Publish again"]],
    ["needs_check", ["Publish again", "Mark as published"]],
    ["published", ["Post the comment again"]], // its first comment failed
  ] as const;

  it.each(PUBLISHING_ACTIONS)("lets an editor act on a %s post: %j", (status, actions) => {
    renderEditor("editor", post(status));
    expect(buttons()).toEqual(expect.arrayContaining([...actions]));
    expect(screen.queryByText(SCHEDULES)).toBeNull();
  });

  it.each(PUBLISHING_ACTIONS)("shows a reviewer or a client where a %s post stands, without %j", (status) => {
    for (const role of ["reviewer", "client"] as const) {
      renderEditor(role, post(status));
      expect(buttons()).toEqual(READING);
      expect(screen.getByText(SCHEDULES)).toBeTruthy();
      cleanup();
    }
  });

  it("shows a reviewer when a post is scheduled", () => {
    renderEditor("reviewer", post("scheduled"));
    expect(screen.getByText(/^Scheduled for /)).toBeTruthy();
  });

  it("does not take up, keep or send a local copy for a reviewer (no autosave), as it does for an editor", () => {
    const copy = JSON.stringify({
      value: { body: "Typed here before", firstComment: "", pillarId: null, mediaIds: ["m1"] },
      baseVersion: 4,
    });
    localStorage.setItem(draftStorageKey(ID), copy);
    renderEditor("editor", post("draft"));
    expect(text().value).toBe("Typed here before"); // the writer's autosave takes it up (and sends it)
    cleanup();
    vi.unstubAllGlobals();

    localStorage.setItem(draftStorageKey(ID), copy);
    renderEditor("reviewer", post("draft"));
    expect(text().value).toBe("Three hiring mistakes we made twice");
    expect(localStorage.getItem(draftStorageKey(ID))).toBe(copy);
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(["owner", "admin", "editor", "unknown"] as const)("opens a blank post for the %s at /editor", (role) => {
    renderEditor(role, null);
    expect(text().value).toBe("");
    expect(disabled(text())).toBe(false);
    expect(screen.queryByText(WRITES)).toBeNull();
  });

  it.each(["reviewer", "client"] as const)(
    "shows the %s the posts to read at /editor, told who writes them, with no blank post",
    (role) => {
      renderEditor(role, null);
      expect(screen.queryByLabelText("Post", { exact: true })).toBeNull();
      expect(screen.getByText(WRITES)).toBeTruthy();
      expect(screen.getByRole("link", { name: /Three hiring mistakes/ }).getAttribute("href")).toBe("/editor/$postId");
      expect(buttons()).toEqual(["Your posts"]);
    },
  );
});
