import crypto from "node:crypto";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { SCREEN_COMBINATIONS, checkScreenState, signedInUser, waitForShell } from "./support/shell";
import { connectLinkedIn, defaultMember, linkedInSimulator } from "./support/linkedin-sim";

/**
 * Issue 11's path in the editor, against the LinkedIn simulator the e2e server publishes to (global setup:
 * LINKEDIN_API_URL, LINKEDIN_API_TIMEOUT_MS=3000): connect LinkedIn, write, schedule a minute ahead, published with
 * its link; Publish now; a duplicate refused by LinkedIn; an answer that never comes (needs check) and its three
 * actions. Every e2e user connects the same simulated member, so each text is unique to its test.
 */

const unique = (words: string) => `${words} (${crypto.randomBytes(3).toString("hex")})`;

/** Writes a new post in the editor; answers its id once saved. */
async function writePost(page: Page, text: string): Promise<string> {
  await page.goto("/editor");
  await waitForShell(page);
  await page.getByLabel("Post", { exact: true }).fill(text);
  await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Saved", { exact: true })).toBeVisible();
  return page.url().split("/").pop()!;
}

const panel = (page: Page) => page.getByRole("region", { name: /^(Publishing|Publication)$/ });

async function publishNow(page: Page) {
  await panel(page).getByRole("button", { name: "Publish now" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Publish this post now?" });
  await confirm.getByRole("button", { name: "Publish now" }).click();
  await expect(confirm).toBeHidden();
}

/** "YYYY-MM-DD" and "HH:MM" of an instant in UTC (the browser's zone in these tests). */
const wall = (ms: number) => {
  const iso = new Date(ms).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
};

test.describe("publishing from the editor", () => {
  test("connect LinkedIn, write, schedule a minute ahead (keyboard): published on time, with its link, once", async ({
    page,
    request,
    baseURL,
    mail,
    state,
  }) => {
    test.setTimeout(300_000);
    const sim = linkedInSimulator(request, state, defaultMember(state));
    await signedInUser(page, request, baseURL!, mail);
    await connectLinkedIn(page, state);
    const text = unique("Three things I learned shipping a scheduler: time zones, retries and honesty #buildinpublic");
    await writePost(page, text);
    await expect(panel(page).getByText("Not scheduled yet.")).toBeVisible();
    await checkScreenState(page, "publishing-flow", "draft");

    await panel(page).getByRole("button", { name: "Schedule…" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Schedule the post" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("In your time zone: UTC")).toBeVisible();
    // a time in the past is refused on the spot
    const past = wall(Date.now() - 3_600_000);
    await dialog.getByLabel("Date").fill(past.date);
    await dialog.getByLabel("Time").fill(past.time);
    await page.keyboard.press("Enter");
    await expect(dialog.getByRole("alert")).toHaveText("Pick a time in the future.");
    await checkScreenState(page, "publishing-flow", "schedule-dialog-past");

    // the next minute at least 25 s away (the inputs are to the minute; the checks below run before it is due)
    const due = Math.ceil((Date.now() + 25_000) / 60_000) * 60_000;
    const at = wall(due);
    await dialog.getByLabel("Date").fill(at.date);
    await dialog.getByLabel("Time").fill(at.time);
    await dialog.getByLabel("Time").press("Enter");
    await expect(dialog).toBeHidden();
    await expect(panel(page)).toContainText("Scheduled for");
    await expect(panel(page)).toContainText(`${Number(at.time.slice(0, 2)) % 12 || 12}:${at.time.slice(3)}`);
    await expect(panel(page).getByRole("button", { name: "Reschedule…" })).toBeVisible();
    await expect(panel(page).getByRole("button", { name: "Unschedule" })).toBeVisible();
    await checkScreenState(page, "publishing-flow", "scheduled");
    expect(await sim.withText(text)).toHaveLength(0);

    // the worker in the app process publishes it at its time; the editor finds out by itself
    await expect(panel(page).getByText(/^Published on /)).toBeVisible({ timeout: due - Date.now() + 30_000 });
    const posts = await sim.withText(text);
    expect(posts).toHaveLength(1);
    // on time: LinkedIn got it at the scheduled instant, not before, and within seconds after
    const lag = Date.parse(posts[0].createdAt) - due;
    expect(lag).toBeGreaterThanOrEqual(0);
    expect(lag).toBeLessThan(5_000);
    expect(posts[0].parsed.truncated).toBe(false);
    const link = panel(page).getByRole("link", { name: /View on LinkedIn/ });
    await expect(link).toHaveAttribute("href", `${state.linkedinApi.origin}/feed/update/${posts[0].urn}/`);
    await expect(link).toHaveAttribute("target", "_blank");
    // on LinkedIn: the text is not editable here any more, and the page says why
    await expect(
      page.getByText("This post is on LinkedIn: its text can no longer be changed here.", { exact: false }),
    ).toBeVisible();
    await expect(page.getByLabel("Post", { exact: true })).toBeDisabled();
    await checkScreenState(page, "publishing-flow", "published");
    // the server agrees
    const id = page.url().split("/").pop()!;
    const current = (await (await page.request.get(`/api/posts/${id}`)).json()) as { post: { version: number } };
    const edit = await page.request.patch(`/api/posts/${id}`, { data: { version: current.post.version, body: "x" } });
    expect(edit.status()).toBe(409);
    expect(await sim.withText(text)).toHaveLength(1);
  });

  test("Publish now; LinkedIn refuses a duplicate; an answer that never comes needs checking, then Mark as published", async ({
    page,
    request,
    baseURL,
    mail,
    state,
  }) => {
    test.setTimeout(180_000);
    const sim = linkedInSimulator(request, state, defaultMember(state));
    await sim.clearFaults();
    await signedInUser(page, request, baseURL!, mail);
    await connectLinkedIn(page, state);

    // Publish now (confirmed first), right after typing: what is typed is saved first, then published
    const first = unique("Published the moment it was ready");
    await writePost(page, first);
    await page.getByLabel("Post", { exact: true }).press("End");
    await page.keyboard.type(" and not a moment later");
    const now = `${first} and not a moment later`;
    await publishNow(page);
    await expect(panel(page).getByText(/^Published on /)).toBeVisible({ timeout: 30_000 });
    expect(await sim.withText(now)).toHaveLength(1);
    expect(await sim.withText(first)).toHaveLength(0);

    // LinkedIn answers 422 DUPLICATE_POST: failed, with the reason and Publish again
    const duplicate = unique("A post LinkedIn thinks it has seen before");
    await writePost(page, duplicate);
    await sim.fault("posts", "duplicate");
    await publishNow(page);
    await expect(panel(page).getByText("Not published")).toBeVisible({ timeout: 30_000 });
    await expect(panel(page)).toContainText("LinkedIn refused it as a duplicate of an earlier post.");
    await expect(panel(page)).toContainText("LinkedIn said:");
    await expect(page.getByLabel("Post", { exact: true })).toBeEditable(); // a failed post can be fixed
    await checkScreenState(page, "publishing-flow", "failed-duplicate");
    expect(await sim.withText(duplicate)).toHaveLength(0);
    await panel(page).getByRole("button", { name: "Publish again" }).click();
    await expect(panel(page).getByText(/^Published on /)).toBeVisible({ timeout: 30_000 });
    expect(await sim.withText(duplicate)).toHaveLength(1);

    // LinkedIn takes the post and never answers: needs check, never sent again by itself
    const unknown = unique("Did this one make it? Nobody knows yet");
    await writePost(page, unknown);
    await sim.fault("posts", "hang-after-accept");
    await publishNow(page);
    await expect(panel(page).getByText("Check whether this post reached LinkedIn")).toBeVisible({ timeout: 30_000 });
    const check = panel(page).getByRole("link", { name: /Check on LinkedIn/ });
    await expect(check).toHaveAttribute("href", "https://www.linkedin.com/in/me/recent-activity/all/");
    await expect(check).toHaveAttribute("target", "_blank");
    await expect(panel(page).getByRole("button", { name: "Publish again" })).toBeVisible();
    await expect(panel(page).getByRole("button", { name: "Mark as published" })).toBeVisible();
    await checkScreenState(page, "publishing-flow", "needs-check");
    const [taken] = await sim.withText(unknown);
    expect(taken).toBeTruthy();

    // Publish again warns about a duplicate first (cancelled here: it is on LinkedIn)
    await panel(page).getByRole("button", { name: "Publish again" }).click();
    const again = page.getByRole("alertdialog", { name: "Publish this post again?" });
    await expect(again).toContainText("puts it there twice");
    await checkScreenState(page, "publishing-flow", "needs-check-publish-again");
    await page.keyboard.press("Escape");
    await expect(again).toBeHidden();

    // Mark as published, with the link checked like the server checks it
    await panel(page).getByRole("button", { name: "Mark as published" }).click();
    const mark = page.getByRole("dialog", { name: "Mark as published" });
    const url = mark.getByLabel("Link to the post (optional)");
    await url.fill("http://example.com/post/1");
    await mark.getByRole("button", { name: "Mark as published" }).click();
    await expect(mark.getByRole("alert")).toContainText("Paste the link of the post on LinkedIn");
    await checkScreenState(page, "publishing-flow", "mark-published-invalid");
    const postUrl = `https://www.linkedin.com/feed/update/${taken.urn}/`;
    await url.fill(postUrl);
    await url.press("Enter");
    await expect(mark).toBeHidden();
    await expect(panel(page).getByText(/^Published on /)).toBeVisible();
    await expect(panel(page).getByRole("link", { name: /View on LinkedIn/ })).toHaveAttribute("href", postUrl);
    expect(await sim.withText(unknown)).toHaveLength(1);
  });
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`publishing states ${theme} ${language}`, () => {
    test.use({ theme, language });
    test(`not connected, scheduled, failed: axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({
      page,
      request,
      baseURL,
      mail,
      state,
    }) => {
      test.setTimeout(120_000);
      const sim = linkedInSimulator(request, state, defaultMember(state));
      const fr = language === "fr";
      const folder = `publishing-states-${theme}-${language}`;
      await signedInUser(page, request, baseURL!, mail);
      const text = unique(fr ? "Un post pour voir chaque état" : "A post to see every state");
      const created = await page.request.post("/api/posts", { data: { body: text } });
      expect(created.status()).toBe(201);
      const { post } = (await created.json()) as { post: { id: string; version: number } };

      // not connected: said, with the way to connect
      await page.goto(`/editor/${post.id}`);
      await waitForShell(page);
      await expect(
        panel(page).getByRole("link", { name: fr ? "Connecter LinkedIn" : "Connect LinkedIn" }),
      ).toHaveAttribute("href", "/apps");
      await checkScreenState(page, folder, "not-connected");

      // scheduled in two hours
      await connectLinkedIn(page, state, fr ? "Connecter LinkedIn" : "Connect LinkedIn");
      const at = new Date(Math.ceil((Date.now() + 2 * 3_600_000) / 60_000) * 60_000).toISOString();
      const scheduled = await page.request.post(`/api/posts/${post.id}/schedule`, {
        data: { version: post.version, scheduledAt: at },
      });
      expect(scheduled.status()).toBe(200);
      await page.goto(`/editor/${post.id}`);
      await waitForShell(page);
      await expect(panel(page).getByRole("button", { name: fr ? "Reprogrammer…" : "Reschedule…" })).toBeVisible();
      await checkScreenState(page, folder, "scheduled");
      // the dialog opens on the post's time
      await panel(page)
        .getByRole("button", { name: fr ? "Reprogrammer…" : "Reschedule…" })
        .click();
      await expect(page.getByLabel(fr ? "Heure" : "Time")).toHaveValue(at.slice(11, 16));
      await checkScreenState(page, folder, "reschedule-dialog");
      await page.keyboard.press("Escape");

      // failed by LinkedIn (duplicate), with LinkedIn's words
      const unscheduled = await page.request.post(`/api/posts/${post.id}/unschedule`, {
        data: { version: post.version + 1 },
      });
      expect(unscheduled.status()).toBe(200);
      await sim.fault("posts", "duplicate");
      await page.goto(`/editor/${post.id}`);
      await waitForShell(page);
      await publishNowIn(page, fr);
      await expect(panel(page).getByRole("button", { name: fr ? "Publier de nouveau" : "Publish again" })).toBeVisible({
        timeout: 30_000,
      });
      await checkScreenState(page, folder, "failed");

      // LinkedIn refuses the token (401): reconnect needed, on this post and on a post scheduled for later
      const later = await page.request.post("/api/posts", { data: { body: unique("Later") } });
      const laterPost = ((await later.json()) as { post: { id: string; version: number } }).post;
      const laterAt = new Date(Math.ceil((Date.now() + 3 * 3_600_000) / 60_000) * 60_000).toISOString();
      expect(
        (
          await page.request.post(`/api/posts/${laterPost.id}/schedule`, {
            data: { version: laterPost.version, scheduledAt: laterAt },
          })
        ).status(),
      ).toBe(200);
      await sim.fault("posts", "unauthorized");
      await panel(page)
        .getByRole("button", { name: fr ? "Publier de nouveau" : "Publish again" })
        .click();
      const reconnect = panel(page).getByRole("link", { name: fr ? "Reconnecter LinkedIn" : "Reconnect LinkedIn" });
      await expect(reconnect).toHaveAttribute("href", "/apps", { timeout: 30_000 });
      await expect(panel(page)).toContainText(
        fr ? "LinkedIn a refusé la connexion." : "LinkedIn refused the connection.",
      );
      await checkScreenState(page, folder, "failed-reconnect");
      await page.goto(`/editor/${laterPost.id}`);
      await waitForShell(page);
      await expect(reconnect).toBeVisible();
      await expect(panel(page)).toContainText(
        fr ? "LinkedIn n'accepte plus la connexion" : "LinkedIn no longer accepts the connection",
      );
      await checkScreenState(page, folder, "scheduled-reconnect");
    });
  });
}

async function publishNowIn(page: Page, fr: boolean) {
  await panel(page)
    .getByRole("button", { name: fr ? "Publier maintenant" : "Publish now" })
    .click();
  const confirm = page.getByRole("alertdialog");
  await confirm.getByRole("button", { name: fr ? "Publier maintenant" : "Publish now" }).click();
  await expect(confirm).toBeHidden();
}
