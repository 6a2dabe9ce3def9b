import path from "node:path";
import { test, expect } from "./support/test";
import { signedInUser } from "./support/shell";

const AVATAR = path.join(import.meta.dirname, "fixtures", "avatar.png");

test.describe("profile", () => {
  test("view, validate, edit with avatar upload, language", async ({ page, request, baseURL, mail }) => {
    await signedInUser(page, request, baseURL!, mail, { firstName: "Grace", lastName: "Hopper" });
    await page.goto("/profile");
    await expect(page.getByRole("heading", { name: "Grace Hopper" })).toBeVisible();
    await page.getByRole("button", { name: "Edit Profile" }).click();

    // Validation (SPEC §5).
    await page.getByLabel("First name").fill("");
    await page.getByLabel("LinkedIn profile URL").fill("not a url");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("First name is required", { exact: true })).toBeVisible();
    await expect(page.getByText("Please enter a valid LinkedIn URL", { exact: true })).toBeVisible();

    // Photo: a preview until Save; Cancel discards it (nothing stored).
    await page.locator('input[type="file"]').setInputFiles(AVATAR);
    await expect(page.locator('img[src^="blob:"]')).toBeVisible();
    await expect(page.getByText("New photo chosen: it is saved when you press Save.", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Cancel" }).click();
    expect(
      ((await (await page.request.get("/api/profile")).json()) as { profile: { avatarUrl: string | null } }).profile
        .avatarUrl,
    ).toBeNull();
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.locator('input[type="file"]').setInputFiles(AVATAR);
    await expect(page.locator('img[src^="blob:"]')).toBeVisible();

    // LinkedIn URL without scheme: accepted and stored in its canonical form.

    await page.getByLabel("First name").fill("Amazing Grace");
    await page.getByLabel("LinkedIn profile URL").fill("linkedin.com/in/grace-hopper/");
    await page.getByLabel("Headline").fill("Rear admiral and compiler pioneer");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Profile updated successfully", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Amazing Grace Hopper" })).toBeVisible();
    await expect(page.locator('img[src*="/uploads/avatars/"]').first()).toBeVisible();
    await expect(page.getByText("Rear admiral and compiler pioneer")).toBeVisible();
    await expect(page.getByRole("link", { name: /View profile/ })).toHaveAttribute(
      "href",
      "https://www.linkedin.com/in/grace-hopper",
    );

    // Language: also switches the interface.
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.locator("#profile-language").selectOption("fr");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("button", { name: "Modifier le profil" })).toBeVisible();
    // The success toast speaks the language just chosen.
    await expect(page.getByText("Profil mis à jour avec succès", { exact: true })).toBeVisible();
    await expect(page.getByText("Français")).toBeVisible();
  });

  test("remove the photo from the keyboard: initials after Save, the file gone", async ({
    page,
    request,
    baseURL,
    mail,
  }) => {
    await signedInUser(page, request, baseURL!, mail, { firstName: "Ada", lastName: "Lovelace" });
    await page.goto("/profile");
    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.locator('input[type="file"]').setInputFiles(AVATAR);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Profile updated successfully", { exact: true })).toBeVisible();
    const photo = page.locator('#main-content img[src*="/uploads/avatars/"]').first();
    await expect(photo).toBeVisible();
    const url = (await photo.getAttribute("src"))!;

    await page.getByRole("button", { name: "Edit Profile" }).click();
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("button", { name: "Remove photo" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: "test-results/profile-photo-remove-375.png" });
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole("button", { name: "Remove photo" }).focus();
    await page.keyboard.press("Enter");
    // the focus stays with the photo's controls, the initials show, nothing is removed yet
    await expect(page.locator("button", { hasText: "Upload photo" })).toBeFocused();
    await expect(page.getByText(/The photo will be removed when you press Save/)).toBeVisible();
    expect((await page.request.get(url)).status()).toBe(200);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText("Profile updated successfully", { exact: true })).toBeVisible();
    await expect(page.locator('#main-content img[src*="/uploads/avatars/"]')).toHaveCount(0);
    await expect(page.getByText("AL").first()).toBeVisible();
    expect((await page.request.get(url)).status()).toBe(404);
    await page.screenshot({ path: "test-results/profile-photo-removed-1280.png" });
  });
});
