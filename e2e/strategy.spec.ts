import { test, expect } from "./support/test";
import { GENERATION_WAIT } from "./support/generation";
import { holdApp } from "./support/take-over";
import { signedInUser } from "./support/shell";
import { brightness, pixelAt } from "./support/pixel";
import { answerAll, answerCurrent, counter, holdGeneration, saveCompleteAnswers } from "./support/strategy";

test.describe("strategy wizard", () => {
  test.setTimeout(120_000);

  test("Next clicked on the server-rendered wizard, before the app has loaded: the app shows the validation", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    await signedInUser(page, request, baseURL!, mail);
    const release = await holdApp(page);
    await page.goto("/strategy", { waitUntil: "commit" });
    await expect(page.locator("#root[data-prerendered]")).toHaveCount(1);
    await expect(page.getByText("Question 1 of")).toBeVisible();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    release();
    await expect(page.locator("#root[data-prerendered]")).toHaveCount(0);
    await expect(page.getByRole("alert").filter({ hasText: /Please (provide an answer|select)/ })).toBeVisible();
    await expect(page.getByText("Question 1 of")).toBeVisible();
  });

  test("answer, reload, generate, toggle, edit, review, reset", async ({ page, request, baseURL, mail }) => {
    await signedInUser(page, request, baseURL!, mail);
    await page.goto("/strategy");
    await expect(page.getByRole("heading", { name: "Content Strategy Planning" })).toBeVisible();
    await expect(page.getByText("Question 1 of")).toBeVisible();
    await expect(page.getByRole("button", { name: "Previous" })).toBeDisabled();
    await expect(page.locator("#root[data-prerendered]")).toHaveCount(0);

    // Validation message on an empty answer.
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: /Please (provide an answer|select)/ })).toBeVisible();

    let restoredAt = 0;
    await answerAll(page, "en", async () => {
      const { current } = await counter(page, "en");
      restoredAt = current;
      await page.reload();
      // Answers restored: the wizard opens on the first unanswered question, the earlier ones marked answered.
      await expect(page.getByText(`Question ${current + 1} of`)).toBeVisible();
      await expect(page.getByRole("button", { name: `Question ${current} (answered)` })).toBeVisible();
      await expect(page.getByRole("progressbar", { name: "Progress" }).first()).not.toHaveAttribute(
        "aria-valuenow",
        "0",
      );
    });
    expect(restoredAt).toBeGreaterThan(1);

    await expect(page.getByText("Your strategy has been successfully saved!", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Generate Strategy" }).click();
    await expect(page.getByRole("heading", { name: /LinkedIn Content Strategy/ })).toBeVisible(GENERATION_WAIT);
    await expect(page.getByText("Built-in generator")).toBeVisible();
    const switches = page.getByRole("switch");
    expect(await switches.count()).toBeGreaterThanOrEqual(3);

    // Toggle a pillar: saved at once.
    const first = switches.first();
    await expect(first).toHaveAttribute("aria-checked", "true");
    await first.click();
    await expect(page.getByText("Pillar updated successfully", { exact: true })).toBeVisible();
    await expect(first).toHaveAttribute("aria-checked", "false");

    // Edit a pillar.
    await page
      .getByRole("button", { name: /Edit Pillar/ })
      .first()
      .click();
    await page.getByLabel("Name", { exact: true }).fill("Renamed pillar");
    await page.getByRole("checkbox", { name: "Polls" }).check();
    await page.getByLabel("Frequency").selectOption("Once a week");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByRole("heading", { name: "Renamed pillar" })).toBeVisible();
    await expect(page.getByText("Once a week").first()).toBeVisible();

    // Reload: the results open in review mode.
    await page.reload();
    await expect(page.getByRole("heading", { name: "Renamed pillar" })).toBeVisible();
    await page.getByRole("button", { name: "Review Questions" }).click();
    await expect(page.getByText("Review Mode - Answers cannot be changed")).toBeVisible();
    await expect(page.getByRole("button", { name: /^Question 2/ })).toBeDisabled();

    await expect(page.getByRole("button", { name: "Results", exact: true })).toBeDisabled();
    await expect(page.locator("form textarea")).toBeDisabled(); // locked by its disabled fieldset
    // Previous / Next read through the answers (the numbered steps stay locked); "Back to results" leaves.
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expect(page.getByText("Question 2 of")).toBeVisible();
    await expect(page.getByText("Review Mode - Answers cannot be changed")).toBeVisible();
    await page.getByRole("button", { name: "Back to results" }).click();

    // Reset: confirm dialog, back to step 1.
    await page.getByRole("button", { name: "Reset Strategy" }).click();
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Reset Strategy" }).click();
    await expect(page.getByText("All strategies and responses have been reset", { exact: true })).toBeVisible();
    await expect(page.getByText("Question 1 of")).toBeVisible();
    await expect(page.locator("textarea, select").first()).toHaveValue("");
  });

  test("builds the built-in strategy in the browser when the generate call fails", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    await signedInUser(page, request, baseURL!, mail);
    await page.goto("/strategy");
    await expect(page.getByText("Question 1 of")).toBeVisible();
    await answerAll(page, "en");

    await page.route("**/api/functions/generate-strategy", (route) => route.abort("failed"));
    const created: string[] = [];
    // Slow the pillar saves down so the failure toast can be seen before the success one replaces it.
    await page.route("**/api/strategy-pillars", async (route) => {
      if (route.request().method() === "POST") created.push(route.request().postData() ?? "");
      await new Promise((r) => setTimeout(r, 400));
      await route.continue();
    });
    await page.getByRole("button", { name: "Generate Strategy" }).click();
    await expect(page.getByText("Failed to generate AI strategy", { exact: true })).toBeVisible();
    await expect(page.getByText("Strategy created successfully", { exact: true })).toBeVisible(GENERATION_WAIT);
    await expect(page.getByRole("heading", { name: /LinkedIn Content Strategy - / })).toBeVisible();
    await expect(page.getByText("Built-in generator", { exact: true })).toBeVisible();
    expect(created.length).toBeGreaterThanOrEqual(3);
    const switches = page.getByRole("switch");
    await expect(switches).toHaveCount(created.length);

    // Saved on the server: still there after a reload, in review mode.
    await page.unrouteAll();
    await page.reload();
    await expect(page.getByRole("heading", { name: /LinkedIn Content Strategy - / })).toBeVisible();
    await expect(page.getByRole("switch")).toHaveCount(created.length);
  });

  test("a double click on Generate Strategy makes exactly one strategy", async ({ page, request, baseURL, mail }) => {
    await signedInUser(page, request, baseURL!, mail);
    await saveCompleteAnswers(page, baseURL!);
    await page.goto("/strategy");
    const calls: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/functions/generate-strategy")) calls.push(r.method());
    });
    await page.getByRole("button", { name: "Generate Strategy" }).dblclick();
    await expect(page.getByRole("button", { name: "Edit Pillar" }).first()).toBeVisible(GENERATION_WAIT);
    await page.waitForTimeout(1000); // a second generation, if any, would have started by now
    expect(calls).toEqual(["POST"]);
    const list = (await (await page.request.get("/api/strategies")).json()) as { strategies: unknown[] };
    expect(list.strategies).toHaveLength(1);
  });

  test("while another tab generates (409), the page waits for that strategy instead of building a second", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    await signedInUser(page, request, baseURL!, mail);
    await saveCompleteAnswers(page, baseURL!);
    await page.goto("/strategy");
    await page.route("**/api/functions/generate-strategy", (route) =>
      route.fulfill({
        status: 409,
        contentType: "application/json",
        body: JSON.stringify({
          error: {
            code: "GENERATION_IN_PROGRESS",
            message: "Your strategy is already being generated. Please wait for it to finish.",
          },
        }),
      }),
    );
    await page.getByRole("button", { name: "Generate Strategy" }).click();
    await expect(
      page.getByText("Your strategy is already being generated. Please wait for it to finish.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Generating…" })).toBeDisabled();
    // The other tab's generation ends.
    const other = await page.request.post(`${baseURL}/api/functions/generate-strategy`, {
      headers: { origin: baseURL!, "content-type": "application/json" },
      data: {},
    });
    expect(other.status()).toBe(200);
    await expect(page.getByRole("button", { name: "Edit Pillar" }).first()).toBeVisible({ timeout: 15_000 });
    const list = (await (await page.request.get("/api/strategies")).json()) as { strategies: unknown[] };
    expect(list.strategies).toHaveLength(1);
  });

  test("a rate-limited generate call still gives a strategy and says when to try again", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    await signedInUser(page, request, baseURL!, mail);
    await saveCompleteAnswers(page, baseURL!);
    await page.goto("/strategy");
    await page.route("**/api/functions/generate-strategy", (route) =>
      route.fulfill({
        status: 429,
        headers: { "retry-after": "720" },
        contentType: "application/json",
        body: '{"error":{"code":"RATE_LIMITED","message":"Too many requests. Please try again later."}}',
      }),
    );
    await page.getByRole("button", { name: "Generate Strategy" }).click();
    await expect(page.getByText("Strategy created successfully", { exact: true })).toBeVisible(GENERATION_WAIT);
    await expect(
      page.getByText(
        "AI generation limit reached; try again in 12 minutes. A strategy was built from your answers instead.",
        { exact: true },
      ),
    ).toBeVisible();
    await expect(page.getByText("Built-in generator", { exact: true })).toBeVisible();
    const list = (await (await page.request.get("/api/strategies")).json()) as { strategies: unknown[] };
    expect(list.strategies).toHaveLength(1);
  });

  test("the focus follows the steps: results heading after Finish, strategy name after Generate, Name in Edit Pillar", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedInUser(page, request, baseURL!, mail);
    await saveCompleteAnswers(page, baseURL!);
    await page.goto("/strategy");
    await page.getByRole("button", { name: "Back to Questions" }).click();
    await page.getByRole("button", { name: "Finish", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Ready to build your strategy" })).toBeFocused();
    await page.getByRole("button", { name: "Generate Strategy" }).click();
    await expect(page.getByRole("heading", { name: /LinkedIn Content Strategy/ })).toBeFocused(GENERATION_WAIT);
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("strategy-name");

    // The last card's Edit Pillar: the form opens at its top, the focus in Name.
    await page.getByRole("button", { name: "Edit Pillar" }).last().scrollIntoViewIfNeeded();
    await page.getByRole("button", { name: "Edit Pillar" }).last().click();
    const name = page.getByLabel("Name", { exact: true });
    await expect(name).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("INPUT");
    const top = await page.getByRole("heading", { name: "Edit Pillar" }).evaluate((h) => h.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(250);

    // Cancel: back on that pillar's Edit Pillar button.
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("button", { name: "Edit Pillar" }).last()).toBeFocused();
  });

  for (const theme of ["light", "dark"] as const) {
    test.describe(`Reset dialog (${theme})`, () => {
      test.use({ theme });
      test("dims the page behind it", async ({ page, request, baseURL, mail }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await signedInUser(page, request, baseURL!, mail);
        await saveCompleteAnswers(page, baseURL!);
        await page.goto("/strategy");
        await page.getByRole("button", { name: "Generate Strategy" }).click();
        await expect(page.getByRole("button", { name: "Edit Pillar" }).first()).toBeVisible(GENERATION_WAIT);
        const card = page.getByRole("heading", { name: /LinkedIn Content Strategy/ });
        const box = (await card.boundingBox())!;
        // A point of the page the dialog does not cover: the strategy card, right of its title.
        const at = { x: 1180, y: Math.round(box.y + box.height / 2) };
        const before = brightness(await pixelAt(page, at.x, at.y));
        await page.getByRole("button", { name: "Reset Strategy" }).click();
        await expect(page.getByRole("alertdialog")).toBeVisible();
        await page.waitForTimeout(300); // the backdrop's fade-in
        const after = brightness(await pixelAt(page, at.x, at.y));
        // Dark on dark needs more: 50 % black barely shows on the dark theme's near-black surfaces.
        expect(after, `backdrop at (${at.x}, ${at.y}): ${before} -> ${after}`).toBeLessThan(
          before * (theme === "dark" ? 0.4 : 0.6),
        );
      });
    });
  }

  test("a generation keeps running while the user browses elsewhere, and its page shows it on return", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    await signedInUser(page, request, baseURL!, mail);
    await saveCompleteAnswers(page, baseURL!);
    await page.goto("/strategy");
    const release = await holdGeneration(page);
    await page.getByRole("button", { name: "Generate Strategy" }).click();
    await expect(page.getByRole("button", { name: "Generating…" })).toBeDisabled();

    const nav = page.getByRole("navigation", { name: "Main navigation" });
    await nav.getByRole("link", { name: "Profile" }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await nav.getByRole("link", { name: /Content Strategy/ }).click();
    // Still running: the progress (elapsed time counted from the start), no second Generate button.
    await expect(page.getByRole("button", { name: "Generating…" })).toBeDisabled();
    await expect(page.getByRole("progressbar", { name: "Generating your strategy" })).toBeVisible();

    await nav.getByRole("link", { name: "Profile" }).click();
    release();
    // Finished while on another page: the toast still says so (the e2e AI server answers 500 by default, so the
    // strategy comes from the answers, and the toast says that, not an AI success)
    await expect(page.getByText("Strategy built from your answers, without AI", { exact: true })).toBeVisible(
      GENERATION_WAIT,
    );
    await nav.getByRole("link", { name: /Content Strategy/ }).click();
    await expect(page.getByRole("button", { name: "Edit Pillar" }).first()).toBeVisible();
    const list = (await (await page.request.get("/api/strategies")).json()) as { strategies: unknown[] };
    expect(list.strategies).toHaveLength(1);
  });

  test("Save progress: to the account online, to this browser offline, with the failure toasts", async ({
    page,
    context,
    request,
    baseURL,
    mail,
  }) => {
    await signedInUser(page, request, baseURL!, mail);
    await page.goto("/strategy");
    await expect(page.getByText("Question 1 of")).toBeVisible();
    await answerCurrent(page, 1);
    const save = page.getByRole("button", { name: "Save progress" });

    // Online: saved to the account.
    await save.click();
    await expect(page.getByText("Responses saved successfully", { exact: true })).toBeVisible();
    const saved = (await (await page.request.get("/api/strategy-responses")).json()) as {
      answers: Record<string, unknown>;
    };
    expect(Object.keys(saved.answers).length).toBe(1);

    // The server refuses: the failure toast with the error.
    await page.route("**/api/strategy-responses", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({
            status: 503,
            contentType: "application/json",
            body: '{"error":{"code":"UNAVAILABLE","message":"Try later"}}',
          })
        : route.continue(),
    );
    await save.click();
    // The server's own text is not shown (SPEC §8); the reason is, in the interface language.
    await expect(page.getByText("Failed to save responses", { exact: true })).toBeVisible();
    await expect(
      page.getByText("The server could not complete this. Please try again later.", { exact: true }),
    ).toBeVisible();
    await page.unrouteAll();

    // Offline: saved in this browser only; then the browser refuses too.
    await context.setOffline(true);
    await save.click();
    await expect(page.getByText("Progress saved locally", { exact: true })).toBeVisible();
    await page.evaluate(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException("full", "QuotaExceededError");
      };
    });
    await save.click();
    await expect(page.getByText("Failed to save your progress locally", { exact: true })).toBeVisible();
    await context.setOffline(false);
  });

  test.describe("in French", () => {
    test.use({ language: "fr" });
    test("the whole wizard", async ({ page, request, baseURL, mail }) => {
      await signedInUser(page, request, baseURL!, mail);
      await page.goto("/strategy");
      await expect(page.getByRole("heading", { name: "Planification de la stratégie de contenu" })).toBeVisible();
      await answerAll(page, "fr");
      await expect(page.getByText("Votre stratégie a bien été enregistrée !", { exact: true })).toBeVisible();
      await page.getByRole("button", { name: "Générer la stratégie" }).click();
      await expect(page.getByText("Générateur intégré")).toBeVisible(GENERATION_WAIT);
      await expect(page.getByRole("button", { name: /Modifier le pilier/ }).first()).toBeVisible();
    });
  });
});
