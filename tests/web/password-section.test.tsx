// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { PasswordSection } from "@/features/settings/account/password-section";
import { setupTestI18n } from "./test-i18n";

const toastMock = vi.hoisted(() => vi.fn());
vi.mock("@/lib/ui/use-toast", async (importOriginal) => ({ ...(await importOriginal<object>()), toast: toastMock }));
const auth = vi.hoisted(() => ({
  providers: ["credential"] as string[],
  listAccounts: vi.fn(),
  changePassword: vi.fn(),
  requestPasswordReset: vi.fn(),
}));
vi.mock("@/lib/session/auth-client", () => ({
  loadAuthClient: async () => ({
    listAccounts: auth.listAccounts,
    changePassword: auth.changePassword,
    requestPasswordReset: auth.requestPasswordReset,
  }),
  preloadAuthClient: () => {},
}));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

function renderSection(providers: string[]) {
  auth.listAccounts.mockResolvedValue({ data: providers.map((providerId) => ({ providerId })), error: null });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PasswordSection email="ada@example.com" />
    </QueryClientProvider>,
  );
}

async function fill(current: string, next: string) {
  await userEvent.type(await screen.findByLabelText("Current password"), current);
  await userEvent.type(screen.getByLabelText("New password"), next);
  await userEvent.type(screen.getByLabelText("Confirm password"), next);
}

describe("Settings > Account > Password", () => {
  it("changes it, signing the other devices out by default; a wrong current password is said at its field", async () => {
    renderSection(["credential", "linkedin"]);
    auth.changePassword.mockResolvedValueOnce({
      data: null,
      error: { status: 400, code: "INVALID_PASSWORD", message: "Invalid password" },
    });
    await fill("wrong-one-1", "river-lantern-42");
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Your current password is not right.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Current password")));
    expect(auth.changePassword).toHaveBeenCalledWith({
      currentPassword: "wrong-one-1",
      newPassword: "river-lantern-42",
      revokeOtherSessions: true,
    });

    auth.changePassword.mockResolvedValueOnce({ data: { token: null }, error: null });
    await userEvent.clear(screen.getByLabelText("Current password"));
    await userEvent.type(screen.getByLabelText("Current password"), "right-one-1");
    await userEvent.click(screen.getByLabelText("Sign out my other devices"));
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() =>
      expect(toastMock).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Password changed" })),
    );
    expect(auth.changePassword).toHaveBeenLastCalledWith({
      currentPassword: "right-one-1",
      newPassword: "river-lantern-42",
      revokeOtherSessions: false,
    });
    // the fields are emptied: no password stays on screen
    expect((screen.getByLabelText("Current password") as HTMLInputElement).value).toBe("");
  });

  it("offline: says so, keeps what was typed; on a slow answer a second submit sends nothing", async () => {
    renderSection(["credential"]);
    auth.changePassword.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    await fill("right-one-1", "river-lantern-42");
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    await waitFor(() =>
      expect(toastMock).toHaveBeenLastCalledWith(
        expect.objectContaining({
          title: "The password was not changed",
          description: expect.stringMatching(/^You are offline or the server cannot be reached/),
        }),
      ),
    );
    expect((screen.getByLabelText("Current password") as HTMLInputElement).value).toBe("right-one-1");
    expect((screen.getByLabelText("New password") as HTMLInputElement).value).toBe("river-lantern-42");

    let answer: (v: unknown) => void = () => {};
    auth.changePassword.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    const busy = await screen.findByRole("button", { name: "Changing…" });
    expect(busy.getAttribute("aria-busy")).toBe("true");
    // Enter in a field while the first is on its way (the fields stay focusable, read-only)
    screen.getByLabelText("Confirm password").focus();
    await userEvent.keyboard("{Enter}");
    expect(auth.changePassword).toHaveBeenCalledTimes(2);
    answer({ data: { token: null }, error: null });
    await waitFor(() =>
      expect(toastMock).toHaveBeenLastCalledWith(expect.objectContaining({ title: "Password changed" })),
    );
    expect(auth.changePassword).toHaveBeenCalledTimes(2);
  });

  it("checks the new password before asking the server", async () => {
    renderSection(["credential"]);
    await fill("right-one-1", "short");
    await userEvent.click(screen.getByRole("button", { name: "Change password" }));
    expect(await screen.findByText("Password must be at least 7 characters long")).toBeTruthy();
    expect(auth.changePassword).not.toHaveBeenCalled();
  });

  it("offers a LinkedIn-only account a link by email to set one", async () => {
    renderSection(["linkedin"]);
    expect(await screen.findByText("You sign in with LinkedIn")).toBeTruthy();
    expect(screen.queryByLabelText("Current password")).toBeNull();
    auth.requestPasswordReset.mockResolvedValueOnce({ data: { status: true }, error: null });
    await userEvent.click(screen.getByRole("button", { name: "Email me a link to set a password" }));
    expect(auth.requestPasswordReset).toHaveBeenCalledWith({ email: "ada@example.com", redirectTo: "/reset-password" });
    await waitFor(() =>
      expect(toastMock).toHaveBeenLastCalledWith(
        expect.objectContaining({
          title: "Link sent",
          description: "Open the email sent to ada@example.com and choose your password.",
        }),
      ),
    );
  });
});
