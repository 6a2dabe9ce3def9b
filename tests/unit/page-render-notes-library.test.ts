import { describe, expect, it } from "vitest";
import { listMedia } from "../../src/contracts/media/endpoints";
import { MEDIA_PATHS } from "../../src/contracts/media/paths";
import type { LibraryMedia } from "../../src/contracts/media/schemas";
import { listNotes } from "../../src/contracts/notes/endpoints";
import type { Note } from "../../src/contracts/notes/schemas";
import { listPosts } from "../../src/contracts/posts/endpoints";
import type { Post } from "../../src/contracts/posts/schemas";
import { STRATEGY_PATHS } from "../../src/contracts/strategy/paths";
import { pageRequest } from "../../src/server/lib/page-request";
import { mediaPageQuery } from "../../src/shared/media/list-query";
import { notesListQuery } from "../../src/shared/notes/list-query";
import { EMPTY_FILTER, libraryPageQuery } from "../../src/shared/posts/library-query";
import { createPageRenderer, type PageRenderInput } from "../../src/web/prerender/render-page";
import { en, fr } from "../support/locales";

// The server's render of /notes and /library (src/web/prerender/render-page.tsx), run in Node as the server runs
// it, from the answers keyed as the pages' loaders key them (modules/notes/pages.ts, modules/posts/pages.ts).
const render = createPageRenderer({ en, fr });
const config = { chatWidget: null, linkedinEnabled: true };
const user = { id: "22222222-2222-4222-8222-222222222222", email: "ada@example.com" };
const ZONE = "pp-time-zone=Europe%2FParis";

const note: Note = {
  id: "n1",
  workspaceId: "w1",
  createdBy: user.id,
  body: "Quokka note <b>bold</b>",
  tags: ["zebra"],
  pillarId: null,
  pinned: false,
  version: 1,
  postIds: [],
  createdAt: "2030-01-01T00:00:00.000Z",
  updatedAt: "2030-01-01T00:00:00.000Z",
  deletedAt: null,
};
const post = (deletedAt: string | null = null): Post => ({
  id: "p1",
  workspaceId: "w1",
  createdBy: user.id,
  pillarId: null,
  noteId: null,
  remixOf: null,
  body: `${deletedAt ? "Trashed" : "Live"} narwhal post\nits second line`,
  firstComment: "",
  documentTitle: null,
  status: "draft",
  version: 1,
  createdAt: "2030-01-01T00:00:00.000Z",
  // 23:30 UTC: already the next day in Paris
  updatedAt: "2030-03-14T23:30:00.000Z",
  deletedAt,
  scheduledAt: null,
  publishedAt: null,
  media: [],
});
const media: LibraryMedia = {
  id: "m1",
  workspaceId: "w1",
  createdBy: user.id,
  kind: "image",
  name: "axolotl.png",
  contentType: "image/png",
  sizeBytes: 2048,
  width: 800,
  height: 600,
  pageCount: null,
  url: "/api/media/m1/file",
  thumbnailUrl: "/api/media/m1/thumbnail",
  createdAt: "2030-01-01T00:00:00.000Z",
  usedIn: [],
};
const page = <T>(items: T[]) => ({ items, total: items.length, limit: 50, offset: 0 });
const strategies = { [STRATEGY_PATHS.listStrategies.path]: { strategies: [] } };

const notesData = () => ({ [pageRequest(listNotes, notesListQuery(false)).url]: page([note]), ...strategies });
const postsData = (trash: boolean) => ({
  [pageRequest(listPosts, libraryPageQuery({ ...EMPTY_FILTER, trash }, 0)).url]: page([
    post(trash ? "2030-03-10T00:00:00.000Z" : null),
  ]),
  ...strategies,
});
const mediaData = () => ({
  [pageRequest(listMedia, mediaPageQuery("", 0)).url]: page([media]),
  [MEDIA_PATHS.getMediaStorage.path]: { storage: { usedBytes: 2048, quotaBytes: null } },
  ...strategies,
});
const input = (over: Partial<PageRenderInput>): PageRenderInput => ({
  path: "/notes",
  lng: "en",
  user,
  data: notesData(),
  config,
  cookie: ZONE,
  ...over,
});

describe("the URLs the pages' first answers are keyed by", () => {
  // the ones tests/api/page-data-notes-library.test.ts finds in the pages the server sends: the renders below
  // (the web's own first requests) find their answers under them
  it("are the web client's", () => {
    expect(Object.keys(notesData()).sort()).toEqual(["/api/notes?limit=100&trash=false", "/api/strategies"]);
    expect(Object.keys(postsData(false))[0]).toBe("/api/posts?trash=false&limit=50&offset=0");
    expect(Object.keys(postsData(true))[0]).toBe("/api/posts?trash=true&limit=50&offset=0");
    expect(Object.keys(mediaData()).slice(0, 2)).toEqual(["/api/media?limit=100&offset=0", "/api/media/storage"]);
  });
});

describe("the server's render of /notes", () => {
  it("paints the notes with their text and tags, escaped", async () => {
    const html = await render(input({}));
    expect(html).toContain('id="main-content"');
    expect(html).toContain("Quokka note &lt;b&gt;bold&lt;/b&gt;");
    expect(html).toContain("#<!-- -->zebra");
    expect(html).not.toContain("Loading");
  });

  it("is not rendered without the notes, or when the browser holds a note not saved yet", async () => {
    await expect(render(input({ data: strategies }))).rejects.toThrow(/no data/);
    await expect(render(input({ cookie: `${ZONE}; pp-notes-unsaved=1` }))).rejects.toThrow(/unsaved notes/);
    expect(await render(input({ cookie: `${ZONE}; pp-notes-unsaved=` }))).toContain("Quokka note");
  });
});

describe("the server's render of /library", () => {
  it("paints the posts tab with the posts, dated in the browser's zone", async () => {
    const html = await render(input({ path: "/library", data: postsData(false) }));
    expect(html).toContain("Live narwhal post");
    expect(html).toContain("Mar 15, 2030");
    const newYork = await render(
      input({ path: "/library", data: postsData(false), cookie: "pp-time-zone=America%2FNew_York" }),
    );
    expect(newYork).toContain("Mar 14, 2030");
  });

  it("paints the tab its address names: the trash, the Media tab", async () => {
    const trash = await render(input({ path: "/library", search: "?tab=trash", data: postsData(true) }));
    expect(trash).toContain("Trashed narwhal post");
    expect(trash).toMatch(/aria-selected="true"[^>]*>Trash</);
    const files = await render(input({ path: "/library", search: "?tab=media", lng: "fr", data: mediaData() }));
    expect(files).toContain("axolotl.png");
    expect(files).toMatch(/aria-selected="true"[^>]*>Médias</);
    // the posts' answers do not make the Media tab
    await expect(render(input({ path: "/library", search: "?tab=media", data: postsData(false) }))).rejects.toThrow(
      /no data/,
    );
  });

  it("is not rendered when the browser has not told its time zone (the dates would be the server's)", async () => {
    // (the throw comes out of a Suspense boundary as a part not rendered)
    await expect(render(input({ path: "/library", data: postsData(false), cookie: "" }))).rejects.toThrow(/time zone/);
    expect(await render(input({ path: "/library", data: postsData(false), cookie: ZONE }))).toContain("narwhal");
  });
});
