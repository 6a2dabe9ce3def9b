import { test, expect } from "./support/test";
import { createVerifiedUser, fillSignInForm } from "./support/auth";
import { keepScreenshot } from "./support/screenshots";

test("the sign-in form validates before calling the server (SPEC §5)", async ({ page }) => {
  let signInCalls = 0;
  page.on("request", (req) => {
    if (req.url().includes("/api/auth/sign-in/email")) signInCalls++;
  });
  await page.goto("/sign-in");
  const submit = page.getByRole("button", { name: "Sign in", exact: true });

  await submit.click();
  await expect(page.getByText("Please enter your email")).toBeVisible();
  await expect(page.getByText("Please enter your password")).toBeVisible();

  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByLabel("Password", { exact: true }).fill("short");
  await submit.click();
  await expect(page.getByText("Invalid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 7 characters long")).toBeVisible();
  expect(signInCalls).toBe(0);
});

test("show/hide password, links to sign-up and forgot-password", async ({ page }) => {
  await page.goto("/sign-in");
  const password = page.getByLabel("Password", { exact: true });
  await password.fill("secret-123");
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: "Show password" }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: "Hide password" }).click();
  await expect(password).toHaveAttribute("type", "password");

  await page.getByRole("link", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.goto("/sign-in");
  await page.getByRole("link", { name: /Forgot password/ }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
});

test("wrong credentials: 'Invalid email or password' and a 'Sign in failed' toast", async ({
  page,
  mail,
  request,
  baseURL,
}) => {
  const user = await createVerifiedUser(request, baseURL!, mail);
  await page.goto("/sign-in");
  await fillSignInForm(page, { email: user.email, password: "Wrong-Password-9" });
  await expect(page.getByText("Sign in failed").first()).toBeVisible();
  await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);

  await page.getByLabel("Password", { exact: true }).fill(user.password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/generate-post\/?$/);
  await expect(page.getByText("You have been signed in successfully.").first()).toBeVisible();
});

test("the LinkedIn button is disabled with a loading label while running and re-enabled on failure", async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/api/auth/sign-in/social", async (route) => {
    await held;
    await route.fulfill({
      status: 500,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "INTERNAL", message: "boom" } }),
    });
  });
  await page.goto("/sign-in");
  await page.getByRole("button", { name: "Continue with LinkedIn" }).click();
  const busy = page.getByRole("button", { name: "Connecting to LinkedIn..." });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();
  await expect(page.getByText("Authentication with LinkedIn failed. Please try again.").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with LinkedIn" })).toBeEnabled();
});

test.describe("in French", () => {
  test.use({ language: "fr", locale: "fr-FR" });

  test("the sign-in screen is translated", async ({ page }) => {
    await page.goto("/sign-in");
    await expect(page.getByRole("button", { name: "Se connecter", exact: true })).toBeVisible();
    await expect(page.getByLabel("E-mail", { exact: true })).toBeVisible();
    await expect(page.getByLabel("Mot de passe", { exact: true })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  });
});

test("a server without LinkedIn: the sign-in form paints, then a note replaces the LinkedIn button", async ({
  page,
}) => {
  // The e2e server has a (fake) LinkedIn: answer the public settings the way a server without one does, in the
  // page (where the server puts them) and from the API.
  const noLinkedIn = JSON.stringify({ chatWidget: null, linkedinEnabled: false });
  await page.route("**/api/client-config", (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: noLinkedIn }),
  );
  await page.route("**/sign-in", async (route) => {
    const res = await route.fetch();
    const html = (await res.text()).replace(
      /(<script type="application\/json" id="pp-config">)[^<]*/,
      `$1${noLinkedIn}`,
    );
    route.fulfill({ status: res.status(), contentType: "text/html", body: html });
  });
  await page.goto("/sign-in");
  await expect(page.getByText("LinkedIn sign-in is not set up on this server")).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue with LinkedIn" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Sign in with a one-time code" })).toBeVisible();
  await keepScreenshot(page, "test-results/auth-sign-in/no-linkedin-1280.png");
  await page.setViewportSize({ width: 375, height: 812 });
  await keepScreenshot(page, "test-results/auth-sign-in/no-linkedin-375.png");
});
