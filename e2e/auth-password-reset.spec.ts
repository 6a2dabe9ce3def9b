import { test, expect, SUBJECTS } from "./support/test";
import { createVerifiedUser, fillSignInForm } from "./support/auth";

test("forgot password -> mail link -> /reset-password -> new password works, old one fails", async ({
  page,
  mail,
  request,
  baseURL,
  browser,
}) => {
  const user = await createVerifiedUser(request, baseURL!, mail, { firstName: "Reset", lastName: "Me" });
  const newPassword = "Brand-New-Pass-8";
  // a device signed in before the reset: the success message says it is signed out, and it is
  const phone = await browser.newContext({ baseURL });
  const signedIn = await phone.request.post("/api/auth/sign-in/email", {
    headers: { origin: baseURL!, "content-type": "application/json" },
    data: { email: user.email, password: user.password },
  });
  expect(signedIn.status()).toBe(200);
  expect((await phone.request.get("/api/me")).status()).toBe(200);

  await page.goto("/sign-in");
  await page.getByRole("link", { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/forgot-password/);

  const before = await mail.lastId(user.email);
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByRole("button", { name: "Send reset link", exact: true }).click();

  const message = await mail.waitFor(user.email, { subjectIncludes: SUBJECTS.reset, afterId: before });
  const link = mail.link(message, "reset-password");
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?.*token=/);

  await page.getByLabel("New password", { exact: true }).fill(newPassword);
  await page.getByLabel("Confirm password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Reset password", exact: true }).click();

  // Changed: said with what happened to the devices signed in (all signed out), and on to sign in with it.
  const toasts = page.getByRole("region", { name: /^Notifications/ }).getByRole("listitem");
  await expect(toasts.filter({ hasText: "Password changed" })).toHaveText(
    /^Password changedYour password is changed\. You are signed out of every device where you were signed in: sign in with your new password\./,
  );
  await expect(page).toHaveURL(/\/sign-in$/);
  expect((await phone.request.get("/api/me")).status()).toBe(401);
  await phone.close();
  await page.context().clearCookies();

  await page.goto("/sign-in");
  await fillSignInForm(page, { email: user.email, password: user.password });
  await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);

  await page.getByLabel("Password", { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/generate-post\/?$/);
});

test("a reset link can be used only once", async ({ page, mail, request, baseURL }) => {
  const user = await createVerifiedUser(request, baseURL!, mail);
  const before = await mail.lastId(user.email);
  const res = await request.post(`${baseURL}/api/auth/request-password-reset`, {
    headers: { origin: baseURL!, "content-type": "application/json" },
    data: { email: user.email, redirectTo: `${baseURL}/reset-password` },
  });
  expect(res.status(), await res.text()).toBe(200);
  const link = mail.link(
    await mail.waitFor(user.email, { subjectIncludes: SUBJECTS.reset, afterId: before }),
    "reset-password",
  );

  await page.goto(link);
  await page.getByLabel("New password", { exact: true }).fill("First-Reset-1");
  await page.getByLabel("Confirm password", { exact: true }).fill("First-Reset-1");
  await page.getByRole("button", { name: "Reset password", exact: true }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.context().clearCookies();

  // Second use: the link is refused at once (the server checks it before the page opens), no form to fill.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Link invalid or expired" })).toBeVisible();
  await expect(
    page.getByText("This password reset link is invalid or has expired. Request a new one to continue.", {
      exact: true,
    }),
  ).toBeVisible();
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
  // and the token is spent on the server too: the first reset's password stands
  const again = await request.post(`${baseURL}/api/auth/reset-password`, {
    headers: { origin: baseURL!, "content-type": "application/json" },
    data: { newPassword: "Second-Reset-2", token: new URL(link).pathname.split("/").pop() },
  });
  expect(again.status()).toBe(400);
  await page.goto("/sign-in");
  await fillSignInForm(page, { email: user.email, password: "Second-Reset-2" });
  await expect(page.getByText("Invalid email or password").first()).toBeVisible();
  await page.getByLabel("Password", { exact: true }).fill("First-Reset-1");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(/\/generate-post\/?$/);
});
