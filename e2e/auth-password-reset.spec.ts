import { test, expect, SUBJECTS } from "./support/test";
import { createVerifiedUser, fillSignInForm } from "./support/auth";

test("forgot password -> mail link -> /reset-password -> new password works, old one fails", async ({
  page,
  mail,
  request,
  baseURL,
}) => {
  const user = await createVerifiedUser(request, baseURL!, mail, { firstName: "Reset", lastName: "Me" });
  const newPassword = "Brand-New-Pass-8";

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

  // The spec allows either: signed in at once, or sent to sign-in.
  await expect(page).toHaveURL(/\/(sign-in|generate-post)/);
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
  await expect(page).toHaveURL(/\/(sign-in|generate-post)/);
  await page.context().clearCookies();

  // Second use: the page says the link is invalid, either at once or when the form is submitted.
  await page.goto(link);
  const newPassword = page.getByLabel("New password", { exact: true });
  const problem = page.getByText(/invalid|expired|failed/i).first();
  await expect(newPassword.or(problem).first()).toBeVisible();
  if (!(await problem.isVisible()) && (await newPassword.isVisible())) {
    await newPassword.fill("Second-Reset-2");
    await page.getByLabel("Confirm password", { exact: true }).fill("Second-Reset-2");
    await page.getByRole("button", { name: "Reset password", exact: true }).click();
  }
  await expect(problem).toBeVisible();
});
