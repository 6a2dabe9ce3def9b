import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { PERSON_PACE } from "./support/first-use";
import { checkScreenState, desktopSidebar } from "./support/shell";
import { connectedUser } from "./support/scheduler";
import { linkedInSimulator } from "./support/linkedin-sim";

/**
 * Issue 27, items 1, 5 and 8, the way a member meets them: LinkedIn answers 500 after (or before) it created posts,
 * so they need a check; Content Management lists them all in one place with the link to the member's recent
 * activity, and each is answered there, alone or with others (a post sent again that LinkedIn already has comes back
 * as a duplicate: published as LinkedIn's post, never "failed", never twice). Then a first comment LinkedIn did not
 * take, posted again from the editor. Against the e2e server's LinkedIn simulator, each test as a member of its own.
 */

const unique = (words: string) => `${words} ${crypto.randomBytes(3).toString("hex")}`;
const panel = (page: Page) => page.getByRole("region", { name: "Publishing" });
const checks = (page: Page) => page.getByRole("region", { name: /to check on LinkedIn|No post left to check/ });

/** A new post from the sidebar's Post Editor, typed as a person types (and its first comment, when given). */
async function writePost(page: Page, text: string, firstComment = "") {
  await desktopSidebar(page).getByRole("link", { name: "Post Editor" }).click();
  await page.getByLabel("Post", { exact: true }).click();
  await page.keyboard.type(text, PERSON_PACE);
  if (firstComment) {
    await page.getByLabel("First comment (optional)").click();
    await page.keyboard.type(firstComment, PERSON_PACE);
  }
  await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
}

async function publishNow(page: Page) {
  await panel(page).getByRole("button", { name: "Publish now" }).focus();
  await page.keyboard.press("Enter");
  const confirm = page.getByRole("alertdialog", { name: "Publish this post now?" });
  await confirm.getByRole("button", { name: "Publish now" }).focus();
  await page.keyboard.press("Enter");
  await expect(confirm).toBeHidden();
}

/** The row of a post in the check list, by its text. */
const row = (page: Page, text: string) => checks(page).getByRole("listitem").filter({ hasText: text });

test.describe("posts to check after LinkedIn answered 500", () => {
  test("one place lists them with the activity link; each answered alone or with others, by keyboard: each post once on LinkedIn", async ({
    page,
    request,
    baseURL,
    mail,
    state,
  }) => {
    test.setTimeout(240_000);
    const { member } = await connectedUser(page, request, baseURL!, mail, state);
    const sim = linkedInSimulator(request, state, member);
    // three LinkedIn took before answering 500, one it refused with a 500 before taking it
    const taken = [unique("Taken then 500, found"), unique("Taken then 500, sent again"), unique("Also taken")];
    const refused = unique("Refused with 500");
    for (const [text, fault] of [
      ...taken.map((t) => [t, "server-error-after-accept"] as const),
      [refused, "server-error"] as const,
    ]) {
      await writePost(page, text);
      await sim.fault("posts", fault);
      await publishNow(page);
      // never "Not published": LinkedIn's 500 does not say whether the post was created
      await expect(panel(page).getByText("Check whether this post reached LinkedIn")).toBeVisible({ timeout: 30_000 });
    }
    for (const text of taken) expect(await sim.withText(text)).toHaveLength(1);
    expect(await sim.withText(refused)).toHaveLength(0);

    await desktopSidebar(page).getByRole("link", { name: "Content Management" }).click();
    await expect(checks(page).getByRole("heading", { name: "4 posts to check on LinkedIn" })).toBeVisible();
    await expect(checks(page).getByRole("link", { name: /Open my recent activity on LinkedIn/ })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/me/recent-activity/all/",
    );
    for (const text of [...taken, refused])
      await expect(row(page, text).getByRole("link", { name: /Look on LinkedIn/ })).toHaveAttribute(
        "href",
        "https://www.linkedin.com/in/me/recent-activity/all/",
      );
    await checkScreenState(page, "publishing-checks", "four-to-check");

    // the first: found on LinkedIn, its link pasted
    const found = (await sim.withText(taken[0]!))[0]!;
    await row(page, taken[0]!).getByRole("button", { name: "It is on LinkedIn" }).focus();
    await page.keyboard.press("Enter");
    const mark = page.getByRole("dialog", { name: "Mark as published" });
    await mark.getByLabel("Link to the post (optional)").click();
    await page.keyboard.type(`https://www.linkedin.com/feed/update/${found.urn}/`);
    await page.keyboard.press("Enter");
    await expect(mark).toBeHidden();
    await expect(checks(page).getByRole("heading", { name: "3 posts to check on LinkedIn" })).toBeVisible();
    await expect(checks(page).getByRole("heading")).toBeFocused();
    await expect(checks(page).getByRole("status")).toHaveText("1 post marked as published.");

    // the one LinkedIn refused: published now, once
    await row(page, refused).getByRole("button", { name: "It is not: publish it" }).focus();
    await page.keyboard.press("Enter");
    const confirmOne = page.getByRole("alertdialog", { name: "Publish this post now?" });
    await expect(confirmOne).toContainText("twice");
    await confirmOne.getByRole("button", { name: "Publish it" }).focus();
    await page.keyboard.press("Enter");
    await expect(confirmOne).toBeHidden();
    await expect(checks(page).getByRole("heading")).toBeFocused();
    await expect(row(page, refused)).toHaveCount(0);

    // the two others together, "not there": LinkedIn says it has them, so they are its posts, not failures
    for (const text of taken.slice(1)) {
      await row(page, text).getByRole("checkbox").focus();
      await page.keyboard.press("Space");
    }
    await checks(page).getByRole("button", { name: "They are not: publish them" }).focus();
    await page.keyboard.press("Enter");
    const confirmAll = page.getByRole("alertdialog", { name: "Publish these 2 posts now?" });
    await confirmAll.getByRole("button", { name: "Publish them" }).focus();
    await page.keyboard.press("Enter");
    await expect(confirmAll).toBeHidden();
    await expect(checks(page).getByRole("heading", { name: "No post left to check" })).toBeVisible();
    await expect(checks(page).getByRole("heading")).toBeFocused();
    await checkScreenState(page, "publishing-checks", "none-left");

    // the server says published, each as LinkedIn's one copy
    await expect
      .poll(
        async () => {
          const res = await page.request.get("/api/posts?status=published&limit=100");
          const { items } = (await res.json()) as { items: Array<{ id: string; body: string }> };
          return items.filter((p) => [...taken, refused].includes(p.body)).length;
        },
        { timeout: 30_000 },
      )
      .toBe(4);
    for (const text of [...taken, refused]) expect(await sim.withText(text)).toHaveLength(1);
    const res = await page.request.get("/api/posts?status=failed&limit=100");
    const failed = ((await res.json()) as { items: Array<{ body: string }> }).items;
    expect(failed.filter((p) => [...taken, refused].includes(p.body))).toEqual([]);
  });
});

test.describe("a first comment LinkedIn did not take", () => {
  test("Post the comment again (keyboard): the comment goes under the post, once; the panel says so and keeps the focus", async ({
    page,
    request,
    baseURL,
    mail,
    state,
  }) => {
    test.setTimeout(120_000);
    const { member } = await connectedUser(page, request, baseURL!, mail, state);
    const sim = linkedInSimulator(request, state, member);
    const text = unique("A post whose comment fails");
    const comment = unique("Sources in this comment");
    await writePost(page, text, comment);
    await sim.fault("comments", "server-error");
    await publishNow(page);
    await expect(panel(page).getByText(/its first comment could not be added/)).toBeVisible({ timeout: 30_000 });
    await checkScreenState(page, "publishing-checks", "comment-failed");
    const [published] = await sim.withText(text);
    const commentsOn = async () =>
      (await sim.records()).comments.filter((c) => c.postUrn === published!.urn).map((c) => c.parsed.text);
    expect(await commentsOn()).toEqual([]);

    await panel(page).getByRole("button", { name: "Post the comment again" }).focus();
    await page.keyboard.press("Enter");
    await expect(panel(page).getByText("The first comment is on LinkedIn.")).toBeVisible();
    await expect(panel(page).getByRole("button", { name: "Post the comment again" })).toHaveCount(0);
    await expect(panel(page)).toBeFocused();
    expect(await commentsOn()).toEqual([comment]);
    await checkScreenState(page, "publishing-checks", "comment-posted");
  });
});
