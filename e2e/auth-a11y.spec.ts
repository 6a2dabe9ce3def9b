import type { Page } from "@playwright/test";
import { test, expect, type Theme } from "./support/test";
import { createVerifiedUser } from "./support/auth";
import { expectNoAxeViolations } from "./support/shell";

// Every test makes its own user: they may run side by side.
test.describe.configure({ mode: "parallel" });

const SCREENS = [
  { path: "/sign-in", ready: { role: "button", name: "Sign in" } },
  { path: "/sign-in-2", ready: { role: "button", name: "Sign in" } },
  { path: "/sign-up", ready: { role: "button", name: "Create account" } },
  { path: "/forgot-password", ready: { role: "button", name: "Send reset link" } },
  { path: "/reset-password?token=e2e-dummy-token", ready: { role: "button", name: "Reset password" } },
  { path: "/otp", ready: { role: "button", name: "Send code" } },
] as const;

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

async function waitUntilSettled(page: Page, ready: { role: "button"; name: string }) {
  await expect(page.getByRole(ready.role, { name: ready.name, exact: true })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  // Let enter animations/transitions finish so colour contrast is measured on the final colours.
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), undefined, {
      timeout: 5_000,
    })
    .catch(() => undefined);
}

for (const theme of ["light", "dark"] as Theme[]) {
  test.describe(`${theme} theme`, () => {
    test.use({ theme });

    for (const screen of SCREENS) {
      test(`${screen.path} has no axe violations`, async ({ page }) => {
        for (const size of WIDTHS) {
          await page.setViewportSize(size);
          await page.goto(screen.path);
          await waitUntilSettled(page, screen.ready);
          if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
          else await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);

          await expectNoAxeViolations(page, `${screen.path} at ${size.width}px in ${theme}`);
        }
      });
    }

    test("/sign-in with validation errors has no axe violations", async ({ page }) => {
      await page.goto("/sign-in");
      await waitUntilSettled(page, { role: "button", name: "Sign in" });
      await page.getByRole("button", { name: "Sign in", exact: true }).click();
      await expect(page.getByText("Please enter your email")).toBeVisible();
      await expectNoAxeViolations(page, `/sign-in with errors in ${theme}`);
    });

    test("/otp code step has no axe violations", async ({ page, mail, request, baseURL }) => {
      const user = await createVerifiedUser(request, baseURL!, mail);
      await page.goto("/otp");
      await page.getByLabel("Email", { exact: true }).fill(user.email);
      await page.getByRole("button", { name: "Send code", exact: true }).click();
      await waitUntilSettled(page, { role: "button", name: "Verify code" });
      await expectNoAxeViolations(page, `/otp code step in ${theme}`);
    });
  });
}
