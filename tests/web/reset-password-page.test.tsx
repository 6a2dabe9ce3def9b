// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ResetPasswordPage } from "@/features/auth/reset-password/reset-password-page";
import i18n from "@/lib/i18n/i18n";
import { NavigationProvider } from "@/lib/router/navigation";
import { ThemeProvider } from "@/lib/ui/theme";
import { setupTestI18n } from "./test-i18n";
import { fr } from "../support/locales";

const toastMock = vi.hoisted(() => vi.fn());
vi.mock("@/lib/ui/use-toast", async (importOriginal) => ({ ...(await importOriginal<object>()), toast: toastMock }));
const auth = vi.hoisted(() => ({ resetPassword: vi.fn() }));
vi.mock("@/lib/session/auth-client", () => ({
  loadAuthClient: async () => ({ resetPassword: auth.resetPassword }),
  preloadAuthClient: () => {},
}));

beforeAll(async () => {
  await setupTestI18n();
  i18n.addResources("fr", fr);
});
afterEach(async () => {
  cleanup();
  vi.clearAllMocks();
  await i18n.changeLanguage("en");
});

async function resetWith(password: string) {
  auth.resetPassword.mockResolvedValue({ data: { status: true }, error: null });
  const navigate = vi.fn(async () => {});
  render(
    <ThemeProvider>
      <NavigationProvider value={{ navigate, preload: () => {}, usePathname: () => "/reset-password" }}>
        <ResetPasswordPage search={{ token: "abc" }} />
      </NavigationProvider>
    </ThemeProvider>,
  );
  const [first, second] = screen.getAllByLabelText(/password|mot de passe/i, { selector: "input" });
  await userEvent.type(first!, password);
  await userEvent.type(second!, password);
  await userEvent.keyboard("{Enter}");
  await waitFor(() => expect(navigate).toHaveBeenCalledWith("/sign-in", { replace: true }));
}

describe("the password reset's success message", () => {
  it("says the password is changed and every device is signed out (what the server does on a reset)", async () => {
    await resetWith("river-lantern-42");
    expect(auth.resetPassword).toHaveBeenCalledWith({ newPassword: "river-lantern-42", token: "abc" });
    expect(toastMock).toHaveBeenCalledWith({
      title: "Password changed",
      description:
        "Your password is changed. You are signed out of every device where you were signed in: sign in with your new password.",
    });
  });

  it("in French too", async () => {
    await i18n.changeLanguage("fr");
    await resetWith("river-lantern-42");
    expect(toastMock).toHaveBeenCalledWith({
      title: "Mot de passe modifié",
      description:
        "Votre mot de passe est modifié. Vous êtes déconnecté de tous les appareils où vous étiez connecté : connectez-vous avec le nouveau mot de passe.",
    });
  });
});
