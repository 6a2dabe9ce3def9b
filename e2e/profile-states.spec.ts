import path from "node:path";
import { expect, test } from "./support/test";
import { SCREEN_COMBINATIONS, checkScreenState } from "./support/shell";

// Each combination makes its own user: they can run on different workers.
test.describe.configure({ mode: "parallel" });

// Every state of /profile in light/dark × en/fr: axe, no sideways scrolling, screenshots at 375 and 1280 px
// (test-results/profile-states/*.png).
const AVATAR = path.join(import.meta.dirname, "fixtures", "avatar.png");

const T = {
  en: {
    edit: "Edit Profile",
    save: "Save",
    firstName: "First name",
    linkedin: "LinkedIn profile URL",
    required: "First name is required",
    uploadFailed: "Error uploading image – Please try again later.",
    notImage: "Please upload a PNG, JPEG, WebP or GIF image",
    photoPending: "New photo chosen: it is saved when you press Save.",
    updated: "Profile updated successfully",
  },
  fr: {
    edit: "Modifier le profil",
    save: "Enregistrer",
    firstName: "Prénom",
    linkedin: "URL du profil LinkedIn",
    required: "Le prénom est obligatoire",
    uploadFailed: "Erreur lors de l'import de l'image – Veuillez réessayer plus tard.",
    notImage: "Veuillez envoyer une image PNG, JPEG, WebP ou GIF",
    photoPending: "Nouvelle photo choisie : elle sera enregistrée quand vous cliquerez sur Enregistrer.",
    updated: "Profil mis à jour avec succès",
  },
};

for (const [theme, language] of SCREEN_COMBINATIONS) {
  test.describe(`profile states ${theme} ${language}`, () => {
    test.use({ theme, language });

    test(`every state: axe clean, no sideways scroll, screenshots (${theme}, ${language})`, async ({
      page,
      signedIn,
    }) => {
      const L = T[language];
      const shot = (state: string) => checkScreenState(page, "profile-states", `${theme}-${language}-${state}`);
      await signedIn("/profile", { firstName: "Grace", lastName: "Hopper" });
      await expect(page.getByRole("heading", { name: "Grace Hopper" })).toBeVisible();
      await shot("view");

      await page.getByRole("button", { name: L.edit }).click();
      await shot("edit");

      await page.getByLabel(L.firstName).fill("");
      await page.getByLabel(L.linkedin).fill("not a url");
      await page.getByRole("button", { name: L.save, exact: true }).click();
      await expect(page.getByText(L.required, { exact: true })).toBeVisible();
      await shot("validation");

      // A file that only claims to be an image: refused by its content at once, the reason shown in the interface language.
      await page
        .locator('input[type="file"]')
        .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: Buffer.from("not really a picture") });
      await expect(page.getByRole("alert").filter({ hasText: L.notImage })).toBeVisible();
      await expect(page.getByText(L.uploadFailed, { exact: true })).toHaveCount(0);
      await shot("upload-refused");

      // A real image: a preview, stored on Save.
      await page.locator('input[type="file"]').setInputFiles(AVATAR);
      await expect(page.locator('img[src^="blob:"]')).toBeVisible();
      await expect(page.getByText(L.photoPending, { exact: true })).toBeVisible();
      await shot("with-photo");
      await page.getByLabel(L.firstName).fill("Grace");
      await page.getByLabel(L.linkedin).fill("fr.linkedin.com/in/grace-hopper");
      // The profile's language is the interface's (Save switches the interface to it).
      await page.locator("#profile-language").selectOption(language);
      await page.getByRole("button", { name: L.save, exact: true }).click();
      await expect(page.getByText(L.updated, { exact: true })).toBeVisible();
      await expect(page.locator('img[src*="/uploads/avatars/"]').first()).toBeVisible();
      await shot("saved-with-photo");
    });
  });
}
