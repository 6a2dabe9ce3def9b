import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { SCREEN_COMBINATIONS, checkScreenState, desktopSidebar, waitForShell } from "./support/shell";
import { PERSON_PACE, focused, signUpThroughUi } from "./support/first-use";
import { connectLinkedIn } from "./support/linkedin-sim";

// Issue 32: the swipe file as a new user meets it: signed up through the UI, entering from the sidebar, nothing made
// through the API, typed at a person's pace.

const ACTIVITY = "7123456789012345678";
const SHARE_LINK = `https://www.linkedin.com/posts/jane-doe_hiring-activity-${ACTIVITY}-AbCd?utm_source=share`;
const CANONICAL = `https://www.linkedin.com/feed/update/urn:li:activity:${ACTIVITY}/`;

async function typeInto(page: Page, label: string, text: string) {
  await page.getByLabel(label, { exact: true }).click();
  await page.keyboard.type(text, PERSON_PACE);
}

const csvFile = (text: string) => ({ name: "swipe.csv", mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });

test.describe("saved posts as a new user meets them", () => {
  test("paste a post, find it again, import a file with a preview, turn one into an idea", async ({ page, mail }) => {
    await signUpThroughUi(page, mail);
    await desktopSidebar(page).getByRole("link", { name: "Saved Posts", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Saved Posts", level: 1 })).toBeVisible();
    await expect(page.getByText("No saved posts yet.", { exact: false })).toBeVisible();

    // paste: the share link (tracking and all), the author, the text
    await typeInto(page, "Link to the post", SHARE_LINK);
    await typeInto(page, "Author", "Jane Doe");
    await typeInto(page, "Text of the post", "Le réseau, c'est 80 % de ma carrière. <b>Vraiment</b>.");
    await typeInto(page, "Hook pattern", "Confession with a number");
    await page.keyboard.press("Enter");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(1);
    // the link back is the canonical one; pasted HTML shows as the text it is
    await expect(cards.getByRole("link", { name: /linkedin\.com/ })).toHaveAttribute("href", CANONICAL);
    await expect(cards.getByText("<b>Vraiment</b>", { exact: false })).toBeVisible();
    // the form is empty and ready for the next post
    await expect(page.getByLabel("Link to the post", { exact: true })).toHaveValue("");
    expect(await focused(page)).toBe("#saved-post-url");

    // the same post in its feed form: a duplicate, said beside the link
    await page.keyboard.type(`https://www.linkedin.com/feed/update/urn:li:activity:${ACTIVITY}`, PERSON_PACE);
    await page.keyboard.press("Enter");
    await expect(page.getByText("This post is already in your saved posts.")).toBeVisible();
    // a script is not a link: refused before anything is sent
    await page.getByLabel("Link to the post", { exact: true }).fill("");
    await page.keyboard.type("javascript:alert(1)", PERSON_PACE);
    await page.keyboard.press("Enter");
    await expect(page.getByText("The link must be a web address starting with http:// or https://.")).toBeVisible();
    expect(await focused(page)).toBe("#saved-post-url");
    await page.getByLabel("Link to the post", { exact: true }).fill("");

    // import: a spreadsheet saved in Latin-1 (not UTF-8) is named as such, never imported with broken letters
    const fileInput = page.getByLabel("Choose a CSV or JSON file");
    await fileInput.setInputFiles({
      name: "latin1.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("url,author,text\r\nhttps://example.com/z,Zoé,Réseau d'été\r\n", "latin1"),
    });
    await expect(
      page.getByText("This file is not UTF-8 text. Save it as “CSV UTF-8” and choose it again.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    // a file with a bad row is previewed with the row's error and cannot be imported
    await fileInput.setInputFiles(
      csvFile(
        "\uFEFFurl,author,text,format,tags\r\n" +
          'https://example.com/a,Sam,"Pricing, the hard way",Story,pricing\r\n' +
          "javascript:alert(1),Eve,bad,,\r\n",
      ),
    );
    await expect(page.getByText("1 ready, 0 already saved (skipped), 1 with errors")).toBeVisible();
    await expect(page.getByRole("cell", { name: /must be a web address/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /^Import \d/ })).toHaveCount(0);
    // fixed: the duplicate is skipped, the rest imported in one go
    await fileInput.setInputFiles(
      csvFile(
        "url,author,text,format,tags\r\n" +
          'https://example.com/a,Sam,"Pricing, the hard way",Story,pricing\r\n' +
          `${SHARE_LINK},Jane,dup,,\r\n` +
          'https://example.com/b,Lou,"=HYPERLINK(""http://evil.example"",""x"")",Listicle,\r\n',
      ),
    );
    await expect(page.getByText("2 ready, 1 already saved (skipped), 0 with errors")).toBeVisible();
    await page.getByRole("button", { name: "Import 2 posts" }).click();
    await expect(cards).toHaveCount(3);
    await expect(cards.getByText('=HYPERLINK("http://evil.example","x")')).toBeVisible();

    // search (accents ignored, prefix) and filters
    await page.getByLabel("Search saved posts").click();
    await page.keyboard.type("reseau carr", PERSON_PACE);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Jane Doe");
    await page.getByLabel("Search saved posts").fill("");
    await page.getByLabel("Format", { exact: true }).last().selectOption("Story");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Sam");
    await page.getByLabel("Format", { exact: true }).last().selectOption("");
    await expect(cards).toHaveCount(3);

    // Ctrl+K finds the saved post too, and opens Saved Posts with that search
    await page.getByRole("heading", { name: "Saved Posts", level: 1 }).click();
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await expect(palette.getByRole("combobox")).toBeFocused();
    await page.keyboard.type("reseau", PERSON_PACE);
    const found = palette.getByRole("option", { name: /^Saved post:/ });
    await expect(found).toHaveCount(1);
    await found.click();
    await expect(page).toHaveURL(/\/saved-posts\?q=reseau$/);
    await expect(page.getByLabel("Search saved posts")).toHaveValue("reseau");
    await expect(cards).toHaveCount(1);
    await page.getByLabel("Search saved posts").fill("");
    await expect(cards).toHaveCount(3);

    // turn into an idea: a card on the board, linked back
    const jane = cards.filter({ hasText: "Jane Doe" });
    await jane.getByRole("button", { name: "Turn into an idea" }).click();
    await expect(jane.getByRole("link", { name: "Idea on the board" })).toBeVisible();
    const posts = (await (await page.request.get("/api/posts?status=idea")).json()) as {
      items: { body: string; status: string }[];
    };
    expect(posts.items.find((p) => p.status === "idea")?.body).toContain(CANONICAL);
  });

  test("remix into my pillar: the structure becomes the topic, and a near copy asks before it becomes a draft and before it is scheduled", async ({
    page,
    context,
    mail,
    state,
  }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await signUpThroughUi(page, mail);
    await desktopSidebar(page).getByRole("link", { name: "Saved Posts", exact: true }).click();
    await typeInto(page, "Text of the post", "I hired 12 engineers last year and got 3 of them wrong.");
    await typeInto(page, "Hook pattern", "Confession with a number");
    await typeInto(page, "Angle", "Mistakes");
    await page.keyboard.press("Enter");
    const cards = page.getByRole("article");
    await expect(cards).toHaveCount(1);

    // Remix: Generate Post, the saved post's structure as the topic, never its text
    await cards.getByRole("button", { name: "Remix into my pillar" }).click();
    await expect(page).toHaveURL(/\/generate-post\?remix=/);
    await expect(page.getByText("Remixing the structure of someone's post")).toBeVisible();
    await expect(page.getByLabel("Topic or idea")).toHaveValue("Confession with a number · Mistakes");
    await page.getByRole("button", { name: "Generate 3 variants" }).click();
    const variants = page.getByTestId("variant-card");
    const templateFallback = page.getByRole("alert").getByRole("button", { name: "Use template mode" });
    // written (a Copy button once saved), or the AI failed and the template mode is offered (variants that were
    // streaming go away then: only a finished variant or the offer counts)
    const copyFirst = variants.first().getByRole("button", { name: "Copy" });
    await expect(copyFirst.or(templateFallback).first()).toBeVisible({ timeout: 60_000 });
    if (await templateFallback.isVisible()) await templateFallback.click();
    await expect(copyFirst).toBeVisible({ timeout: 60_000 });
    // the person copies a variant and pastes it back as a saved post: the next remix of it is a near copy
    await variants.first().getByRole("button", { name: "Copy" }).click();
    await desktopSidebar(page).getByRole("link", { name: "Saved Posts", exact: true }).click();
    await page.getByLabel("Text of the post", { exact: true }).click();
    await page.keyboard.press("Control+V");
    await expect(page.getByLabel("Text of the post", { exact: true })).not.toHaveValue("");
    await typeInto(page, "Author", "Copycat");
    await page.keyboard.press("Enter");
    await expect(cards).toHaveCount(2);
    await cards.filter({ hasText: "Copycat" }).getByRole("button", { name: "Remix into my pillar" }).click();
    await expect(page.getByText("Remixing the structure of Copycat's post")).toBeVisible();
    // the earlier generation, opened again from the history: its first variant is the saved post's text
    await page.getByTestId("history-item").first().getByRole("button", { name: /^Open/ }).click();
    await variants.first().getByRole("button", { name: "Open in editor" }).click();
    const warning = page.getByRole("alertdialog", { name: "This draft is very close to the saved post" });
    await expect(warning).toBeVisible();
    await expect(warning).toContainText("100% similar");
    // "Rewrite it" keeps the writer on Generate Post, no draft made
    await warning.getByRole("button", { name: "Rewrite it" }).click();
    await expect(warning).toHaveCount(0);
    await expect(page).toHaveURL(/\/generate-post/);
    await variants.first().getByRole("button", { name: "Open in editor" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Keep it anyway" }).click();
    await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);

    // again before it goes out: the draft remembers its saved post (with LinkedIn connected, Schedule… is offered)
    const draftUrl = page.url();
    await connectLinkedIn(page, state);
    await page.goto(draftUrl);
    const schedule = page.getByRole("button", { name: "Schedule…" });
    await expect(schedule).toBeEnabled();
    await schedule.click();
    const again = page.getByRole("alertdialog", { name: "This post is still very close to the saved post it remixes" });
    await expect(again).toBeVisible();
    await expect(again).toContainText("100% similar");
    await again.getByRole("button", { name: "Keep editing" }).click();
    await expect(again).toHaveCount(0);
    await expect(page.getByRole("dialog", { name: "Schedule the post" })).toHaveCount(0);
    await expect(schedule).toBeFocused();
    // rewritten in the writer's own words: Schedule… opens the dialog at once
    await page.getByLabel("Post", { exact: true }).click();
    await page.keyboard.press("ControlOrMeta+A");
    await page.keyboard.type("Three questions I now ask before every hire, after the ones I got wrong.", PERSON_PACE);
    await schedule.click();
    await expect(page.getByRole("dialog", { name: "Schedule the post" })).toBeVisible();
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
  });

  test("the bookmarklet on a page with a strict Content-Security-Policy opens the app prefilled", async ({
    page,
    context,
    mail,
  }) => {
    await signUpThroughUi(page, mail);
    await desktopSidebar(page).getByRole("link", { name: "Saved Posts", exact: true }).click();
    const code = await page.getByLabel("Bookmarklet code (to paste as a bookmark's address)").inputValue();
    expect(code.startsWith("javascript:")).toBe(true);

    // a post on another site, whose CSP allows nothing: no script, no connection, no frame
    const source = await context.newPage();
    const requests: string[] = [];
    await source.route("http://swipe-source.test/**", (route) =>
      route.fulfill({
        status: 200,
        headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": "default-src 'none'" },
        body: "<!doctype html><html lang=en><title>A post</title><p id=post>Hiring is a product problem.</p></html>",
      }),
    );
    await source.goto("http://swipe-source.test/post/42?utm_source=x");
    source.on("request", (r) => requests.push(r.url()));
    await source.locator("#post").click({ clickCount: 3 });
    // the bookmarklet runs as a bookmark would: its code, in the page
    const opened = context.waitForEvent("page");
    await source.evaluate(code.slice("javascript:".length));
    const app = await opened;
    await app.waitForLoadState();
    // it made no request of its own from the page: only the app's tab loads
    expect(requests).toEqual([]);
    await expect(app).toHaveURL(/\/saved-posts\/new\?url=/);
    await waitForShell(app);
    await expect(app.getByLabel("Link to the post", { exact: true })).toHaveValue(
      "http://swipe-source.test/post/42?utm_source=x",
    );
    await expect(app.getByLabel("Text of the post", { exact: true })).toHaveValue(/Hiring is a product problem\./);
    expect(await focused(app)).toBe("#saved-post-author");
    await app.keyboard.type("Sam Lee", PERSON_PACE);
    await app.keyboard.press("Enter");
    await expect(app).toHaveURL(/\/saved-posts\/?$/);
    const card = app.getByRole("article");
    await expect(card).toHaveCount(1);
    await expect(card.getByRole("link", { name: /swipe-source\.test/ })).toHaveAttribute(
      "href",
      "http://swipe-source.test/post/42",
    );
  });
});

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`saved posts states ${theme} ${language}`, () => {
    test.use({ theme, language });
    test(`axe, no sideways scroll, screenshots (${theme}, ${language})`, async ({ page, signedIn }) => {
      await signedIn("/saved-posts");
      await checkScreenState(page, "saved-posts-states", `${theme}-${language}-empty`);
      await page.request.post("/api/saved-posts", {
        data: {
          sourceUrl: SHARE_LINK,
          authorName: "Jane Doe",
          text: "I hired 12 engineers last year.\nI got 3 wrong. Here is what it cost.",
          hookPattern: "Confession with a number",
          format: "Story",
          angle: "Mistakes",
          whySaved: "Honest numbers",
          tags: ["hiring"],
          figures: "1,204 reactions",
        },
      });
      await page.request.post("/api/saved-posts", { data: { text: "Only the text of a post, no link." } });
      await page.reload();
      await waitForShell(page);
      await expect(page.getByRole("article")).toHaveCount(2);
      await checkScreenState(page, "saved-posts-states", `${theme}-${language}-list`);
      await page
        .getByLabel(language === "en" ? "Choose a CSV or JSON file" : "Choisir un fichier CSV ou JSON")
        .setInputFiles(csvFile("url,text\r\nhttps://example.com/x,ok\r\nftp://x,bad\r\n"));
      await expect(page.getByRole("table")).toBeVisible();
      await checkScreenState(page, "saved-posts-states", `${theme}-${language}-import-preview`);
    });
  });
}
