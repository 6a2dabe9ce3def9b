import { describe, expect, it } from "vitest";
import { LINKEDIN_PATHS } from "../../src/contracts/linkedin/paths";
import type { Post } from "../../src/contracts/posts/schemas";
import type { Me } from "../../src/contracts/profile/me";
import { PROFILE_PATHS } from "../../src/contracts/profile/paths";
import { STRATEGY_PATHS } from "../../src/contracts/strategy/paths";
import { linkedInLength } from "../../src/shared/post-text";
import { createPageRenderer, type PageRenderInput } from "../../src/web/prerender/render-page";
import { en, fr } from "../support/locales";

// The server's render of the Post Editor (src/web/prerender/render-page.tsx), run in Node as the server runs it,
// from answers keyed as its loader keys them (modules/posts/editor-pages.ts; tests/web/editor-page-data.test.ts
// checks the web asks those URLs).
const render = createPageRenderer({ en, fr });
const config = { chatWidget: null, linkedinEnabled: true };
const user = { id: "22222222-2222-4222-8222-222222222222", email: "ada@example.com" };
const ID = "3f1c2b4a-5d6e-4f70-8a9b-0c1d2e3f4a5b";
// the time zone, and the preview's column as the browser last measured it (a phone's: the mobile card, scaled)
const COOKIE = "pp-time-zone=Europe%2FParis; pp-preview-column=343";
const BODY = "Narwhal <b>hook</b>\n\nSecond paragraph.\nThird line.\nFourth line. #teams";

const post = (body = BODY): Post => ({
  id: ID,
  workspaceId: "w1",
  createdBy: user.id,
  pillarId: null,
  noteId: null,
  remixOf: null,
  body,
  firstComment: "",
  documentTitle: null,
  status: "draft",
  version: 3,
  createdAt: "2030-01-01T00:00:00.000Z",
  updatedAt: "2030-01-01T00:00:00.000Z",
  deletedAt: null,
  scheduledAt: null,
  publishedAt: null,
  media: [],
});
const me: Me = {
  id: user.id,
  email: user.email,
  firstName: "Ada",
  lastName: "Lovelace",
  fullName: "Ada Lovelace",
  headline: "Counts <everything>",
  linkedin: null,
  language: "en",
  timeZone: "Europe/Paris",
  avatarUrl: null,
  linkedinConnected: false,
  emailVerified: true,
  linkedinIdentity: null,
  workspace: { id: "w1", name: null, logo: null, plan: "free", role: "owner" },
};
const common = {
  [STRATEGY_PATHS.listStrategies.path]: { strategies: [] },
  [PROFILE_PATHS.getMe.path]: me,
  [LINKEDIN_PATHS.getConnection.path]: { available: true, connection: null, apiVersion: { status: "current" } },
};
const postData = (body?: string) => ({
  ...common,
  [`/api/posts/${ID}`]: { post: post(body) },
  [`/api/posts/${ID}/publishing`]: {
    post: post(body),
    publishing: {
      scheduledAt: null,
      publishedAt: null,
      linkedinPostUrn: null,
      linkedinPostUrl: null,
      error: null,
      errorDetail: null,
      attempts: 0,
    },
  },
});
const input = (over: Partial<PageRenderInput>): PageRenderInput => ({
  path: `/editor/${ID}`,
  lng: "en",
  user,
  data: postData(),
  config,
  cookie: COOKIE,
  ...over,
});

describe("the server's render of the Post Editor", () => {
  it("paints a post: its text (escaped) in the text area, its counter, its folded preview on the mobile card", async () => {
    const html = await render(input({}));
    expect(html).toMatch(/<textarea id="post-body"[^>]*>Narwhal &lt;b&gt;hook&lt;\/b&gt;\n\nSecond paragraph/);
    expect(html).toContain(`${linkedInLength(BODY)} / 3,000 characters`);
    expect(html).toContain('data-width="mobile"');
    expect(html).toContain('data-scale="0.915"');
    expect(html).toContain("…see more");
    // the preview's author from the profile
    expect(html).toContain("Counts &lt;everything&gt;");
    expect(html).not.toContain("Loading");
  });

  it("paints a new post in French with the list of posts", async () => {
    const html = await render(
      input({
        path: "/editor",
        lng: "fr",
        data: { ...common, "/api/posts?limit=9&offset=0": { items: [post()], total: 1, limit: 9, offset: 0 } },
      }),
    );
    expect(html).toContain("Nouveau post");
    expect(html).toMatch(/<textarea id="post-body"[^>]*><\/textarea>/);
    expect(html).toContain("Narwhal &lt;b&gt;hook&lt;/b&gt;");
  });

  it("is not rendered without the post (another user's: the app asks the API), or what only the browser knows", async () => {
    await expect(render(input({ data: common }))).rejects.toThrow(/not in the page/);
    // a local copy of a post not saved yet, on a post or a new one
    await expect(render(input({ cookie: `${COOKIE}; pp-posts-unsaved=1` }))).rejects.toThrow(/unsaved posts/);
    await expect(render(input({ path: "/editor", cookie: `${COOKIE}; pp-posts-unsaved=1` }))).rejects.toThrow(
      /unsaved posts/,
    );
    // the preview's column never measured in this browser
    await expect(render(input({ cookie: "pp-time-zone=Europe%2FParis" }))).rejects.toThrow(/column/);
    // a fold only a layout can tell (three lines, one long enough to wrap)
    const wraps = "A first line long enough to wrap on the phone's feed card.\n\nShort.";
    await expect(render(input({ data: postData(wraps) }))).rejects.toThrow(/fold/);
    expect(await render(input({ data: postData("Short.\n\nShort too.") }))).toContain("Short too.");
  });
});
