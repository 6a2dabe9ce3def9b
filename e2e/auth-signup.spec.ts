import { test, expect, uniqueEmail, pathOf, SUBJECTS, DEFAULT_PASSWORD } from "./support/test";
import { fillSignInForm, logOutViaUi } from "./support/auth";

test("sign up -> verify by mail -> sign in -> /generate-post -> log out", async ({ page, mail }) => {
  const email = uniqueEmail("signup");
  const password = DEFAULT_PASSWORD;

  await page.goto("/sign-up");
  await page.getByLabel("First name", { exact: true }).fill("Ada");
  await page.getByLabel("Last name", { exact: true }).fill("Lovelace");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Create account", exact: true }).click();

  const message = await mail.waitFor(email, { subjectIncludes: SUBJECTS.verify });
  expect(message.text).toContain("Ada");
  expect(message.html).toContain("<a ");
  const link = mail.link(message, /verify-email|token=/);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);

  // Before verification, sign-in is refused with the spec's message and the resend control.
  await page.goto("/sign-in");
  await fillSignInForm(page, { email, password });
  await expect(page.getByText("Please verify your email first").first()).toBeVisible();
  await page.getByRole("button", { name: "Resend verification link" }).click();
  await expect(page.getByText("Verification link sent").first()).toBeVisible();
  await expect(page.getByText("A new verification link has been sent to your email.").first()).toBeVisible();
  const resent = await mail.waitFor(email, { subjectIncludes: SUBJECTS.verify, afterId: message.id });
  const newestLink = mail.link(resent, /verify-email|token=/);

  // Open the (newest) link from the mail, as a user would.
  await page.goto(newestLink);
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByText("Email verified").first()).toBeVisible();
  // (The resent link may equal the first one: better-auth's token is a JWT with a 1-second iat.)
  expect(resent.id).toBeGreaterThan(message.id);

  await fillSignInForm(page, { email, password });
  await expect(page).toHaveURL(/\/generate-post\/?$/);
  await expect(page.getByText("Ada Lovelace").first()).toBeVisible();

  // The session lives in an httpOnly, SameSite=Lax cookie; no token in browser storage.
  const cookies = await page.context().cookies();
  const session = cookies.find((c) => /session/i.test(c.name));
  expect(session, `cookies: ${cookies.map((c) => c.name).join(", ")}`).toBeTruthy();
  expect(session!.httpOnly).toBe(true);
  expect(session!.sameSite).toBe("Lax");
  const storageKeys = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
  expect(storageKeys.filter((k) => /token/i.test(k))).toEqual([]);

  await logOutViaUi(page, { name: "Ada Lovelace", email });
  await expect(page).toHaveURL(/\/sign-in/);
  await expect(page.getByText("You have been signed out successfully.").first()).toBeVisible();
  expect(pathOf(page)).toBe("/sign-in");

  // Signed out for real: a protected page sends us back to sign-in.
  await page.goto("/generate-post");
  await expect(page).toHaveURL(/\/sign-in\?redirect=/);
});

test("sign up with an existing email says so", async ({ page, mail, request, baseURL }) => {
  const { createUser } = await import("./support/auth");
  const user = await createUser(request, baseURL!, mail, { verify: false });

  await page.goto("/sign-up");
  await page.getByLabel("First name", { exact: true }).fill("Other");
  await page.getByLabel("Last name", { exact: true }).fill("Person");
  await page.getByLabel("Email", { exact: true }).fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(DEFAULT_PASSWORD);
  await page.getByRole("button", { name: "Create account", exact: true }).click();
  await expect(page.getByText("Email already exists").first()).toBeVisible();
});

test("a common password is refused with a clear message, in English and in French", async ({ page }) => {
  const fill = async (labels: { first: string; last: string; email: string; password: string; confirm: string }) => {
    await page.getByLabel(labels.first, { exact: true }).fill("Ada");
    await page.getByLabel(labels.last, { exact: true }).fill("Lovelace");
    await page.getByLabel(labels.email, { exact: true }).fill(uniqueEmail("common"));
    await page.getByLabel(labels.password, { exact: true }).fill("password");
    await page.getByLabel(labels.confirm, { exact: true }).fill("password");
  };
  await page.goto("/sign-up");
  await fill({
    first: "First name",
    last: "Last name",
    email: "Email",
    password: "Password",
    confirm: "Confirm password",
  });
  await page.getByRole("button", { name: "Create account", exact: true }).click();
  await expect(page.getByText("This password is too common. Please choose another one.").first()).toBeVisible();

  await page.goto("/sign-up?lng=fr");
  await fill({
    first: "Prénom",
    last: "Nom",
    email: "E-mail",
    password: "Mot de passe",
    confirm: "Confirmer le mot de passe",
  });
  await page.getByRole("button", { name: "Créer le compte", exact: true }).click();
  await expect(page.getByText("Ce mot de passe est trop courant. Veuillez en choisir un autre.").first()).toBeVisible();
});
