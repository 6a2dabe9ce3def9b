import { makeImage } from "../tests/support/media-fixtures";
import { expect, test } from "./support/test";
import { signedInUser, toastButton, waitForOfflineCopy, waitForShell } from "./support/shell";

interface PostBody {
  post: { id: string; body: string; media: { id: string }[] };
}

const HOOK = [
  "Nobody told me what good looked like in my first job.",
  "So I wrote it down for every new hire on my team.",
  "Here is the one page I give them on day one,",
  "and why it saves us a month of guessing.",
].join("\n");

// Issue 10's whole path: note -> draft -> style -> fold -> attach an image -> reload -> offline edit -> online ->
// found in the Library and from Ctrl+K -> delete -> undo.
test.describe("writing, end to end", () => {
  test.use({ serviceWorkers: "allow" });

  test("a note becomes a styled, illustrated post that survives reloads and an outage, is found, deleted and restored", async ({
    page,
    context,
    request,
    baseURL,
    mail,
  }) => {
    await signedInUser(page, request, baseURL!, mail);
    // an image in the Library
    const upload = await page.request.post("/api/media", {
      multipart: {
        file: { name: "onboarding.png", mimeType: "image/png", buffer: await makeImage("png", 1200, 628, "#2255aa") },
      },
    });
    expect(upload.status()).toBe(201);

    // The idea, captured as a note, then drafted.
    await page.goto("/notes");
    await waitForShell(page);
    await page.getByRole("heading", { name: "Notes", level: 1 }).click();
    await page.keyboard.press("n");
    await page.keyboard.type(HOOK);
    await page.keyboard.press("Control+Enter");
    await page.getByRole("article").getByRole("button", { name: "Draft post" }).click();
    await expect(page).toHaveURL(/\/editor\/[0-9a-f-]{36}$/);
    const postId = page.url().split("/").pop()!;
    const body = page.getByLabel("Post", { exact: true });
    await expect(body).toHaveValue(HOOK);

    // Style the first word, see the fold of the hook in the preview.
    await body.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 6)); // "Nobody"
    await body.press("Control+b");
    await expect(body).toHaveValue(HOOK.replace("Nobody", "𝗡𝗼𝗯𝗼𝗱𝘆"));
    const preview = page.getByTestId("post-preview");
    await expect(preview.getByRole("button", { name: "…see more" })).toBeVisible();

    // Attach the image from the Library.
    await page.getByRole("button", { name: "Add from Library" }).click();
    const picker = page.getByRole("dialog", { name: "Attach from your Library" });
    await picker.getByRole("button", { name: "onboarding.png" }).click();
    await picker.getByRole("button", { name: "Attach 1 file" }).click();
    await expect(page.getByTestId("attachment")).toHaveCount(1);
    const server = async () => ((await (await page.request.get(`/api/posts/${postId}`)).json()) as PostBody).post;
    await expect.poll(async () => (await server()).media.length).toBe(1);
    await expect.poll(async () => (await server()).body).toBe(HOOK.replace("Nobody", "𝗡𝗼𝗯𝗼𝗱𝘆"));

    // Reload: nothing lost.
    await page.reload();
    await expect(body).toHaveValue(HOOK.replace("Nobody", "𝗡𝗼𝗯𝗼𝗱𝘆"));
    await expect(page.getByTestId("attachment")).toHaveCount(1);
    // the worker keeps this page for offline use
    await waitForOfflineCopy(page, postId);

    // Offline: edit, reload, edit again; online: saved.
    await context.setOffline(true);
    await body.press("Control+End");
    await page.keyboard.type("\n\n#onboarding");
    await expect(page.getByRole("status").filter({ hasText: "Offline – kept on this device" })).toBeVisible();
    await page.reload();
    await expect(body).toHaveValue(`${HOOK.replace("Nobody", "𝗡𝗼𝗯𝗼𝗱𝘆")}\n\n#onboarding`);
    await expect(page.getByTestId("attachment")).toHaveCount(1);
    await context.setOffline(false);
    await expect.poll(async () => (await server()).body).toBe(`${HOOK.replace("Nobody", "𝗡𝗼𝗯𝗼𝗱𝘆")}\n\n#onboarding`);
    expect((await server()).media).toHaveLength(1);

    // Found by the Library's search and by Ctrl+K.
    await page.goto("/library");
    await waitForShell(page);
    await page.getByLabel("Search", { exact: true }).fill("guessing");
    const rows = page.getByRole("main").getByRole("listitem");
    await expect(rows).toHaveCount(1);
    await expect(rows.first().locator("mark")).toHaveText("guessing");
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await expect(palette.getByRole("combobox")).toBeFocused();
    await page.keyboard.type("hire");
    await palette
      .getByRole("option")
      .filter({ has: page.locator("mark") })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/editor/${postId}$`));

    // Delete, then Undo.
    await page.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/editor$/);
    await toastButton(page, "Undo").click();
    await expect(page).toHaveURL(new RegExp(`/editor/${postId}$`));
    await expect(body).toHaveValue(`${HOOK.replace("Nobody", "𝗡𝗼𝗯𝗼𝗱𝘆")}\n\n#onboarding`);
    await expect(page.getByTestId("attachment")).toHaveCount(1);
  });
});
