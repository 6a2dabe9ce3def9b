// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { EmailSection } from "@/features/settings/account/email-section";
import type { EmailChangeOutcome } from "@/features/settings/account/email-api";
import { emailChangeSearch } from "@/features/settings/account/email-api";
import { setupTestI18n } from "./test-i18n";

const toastMock = vi.hoisted(() => vi.fn());
vi.mock("@/lib/ui/use-toast", async (importOriginal) => ({ ...(await importOriginal<object>()), toast: toastMock }));
const navigate = vi.hoisted(() => vi.fn());
vi.mock("@tanstack/react-router", () => ({ useNavigate: () => navigate }));
const auth = vi.hoisted(() => ({ listAccounts: vi.fn() }));
vi.mock("@/lib/session/auth-client", () => ({
  loadAuthClient: async () => ({ listAccounts: auth.listAccounts }),
  preloadAuthClient: () => {},
}));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** The section, with the server answering POST /api/account/email with `answers` in turn. */
function renderSection(providers: string[], answers: Response[] = [], outcome?: EmailChangeOutcome) {
  auth.listAccounts.mockResolvedValue({ data: providers.map((providerId) => ({ providerId })), error: null });
  const posted: unknown[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (url === "/api/account/email" && init.method === "POST") {
        posted.push(JSON.parse(String(init.body)));
        return answers.shift() ?? json(500, { error: { code: "INTERNAL", message: "no answer" } });
      }
      return json(404, { error: { code: "NOT_FOUND", message: url } });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <EmailSection email="ada@example.com" outcome={outcome} />
    </QueryClientProvider>,
  );
  return posted;
}

describe("Settings > Account > Email", () => {
  it("opens a small form on the new address, and closes it back to its button (Cancel or Escape)", async () => {
    renderSection(["credential"]);
    expect(screen.getByText("ada@example.com")).toBeTruthy();
    await userEvent.click(await screen.findByRole("button", { name: "Change email" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("New email address")));
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Change email" })));
    expect(screen.queryByLabelText("New email address")).toBeNull();

    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("New email address")));
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "Change email" })));
  });

  it("says a wrong password at its field, then that the link is sent to the new address", async () => {
    const posted = renderSection(
      ["credential", "linkedin"],
      [
        json(400, { error: { code: "INVALID_PASSWORD", message: "Invalid password" } }),
        json(200, { email: "ada.new@example.com" }),
      ],
    );
    await userEvent.click(await screen.findByRole("button", { name: "Change email" }));
    await userEvent.type(screen.getByLabelText("New email address"), " Ada.New@example.com ");
    await userEvent.type(screen.getByLabelText("Current password"), "wrong-one-1");
    await userEvent.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByText("Your current password is not right.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Current password")));
    expect(posted).toEqual([{ newEmail: "Ada.New@example.com", currentPassword: "wrong-one-1" }]);

    await userEvent.clear(screen.getByLabelText("Current password"));
    await userEvent.type(screen.getByLabelText("Current password"), "right-one-1{Enter}");
    const sent = await screen.findByRole("status");
    expect(sent.textContent).toContain("We sent a link to ada.new@example.com; your address changes when you open it.");
    await waitFor(() => expect(document.activeElement).toBe(sent));
    // the form is gone: no password stays on screen
    expect(screen.queryByLabelText("Current password")).toBeNull();
    expect(screen.getByText("ada@example.com")).toBeTruthy(); // still the address until the link is opened
  });

  it("says the same address at the address field, and checks the address before asking the server", async () => {
    const posted = renderSection(["credential"], [json(400, { error: { code: "EMAIL_UNCHANGED", message: "same" } })]);
    await userEvent.click(await screen.findByRole("button", { name: "Change email" }));
    await userEvent.type(screen.getByLabelText("New email address"), "not-an-address");
    await userEvent.type(screen.getByLabelText("Current password"), "right-one-1");
    await userEvent.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByText("Invalid email address")).toBeTruthy();
    expect(posted).toEqual([]);

    await userEvent.clear(screen.getByLabelText("New email address"));
    await userEvent.type(screen.getByLabelText("New email address"), "ada@example.com");
    await userEvent.click(screen.getByRole("button", { name: "Send the link" }));
    expect(await screen.findByText("This is already your email address.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("New email address")));
  });

  it("asks a LinkedIn-only account to set a password first, and offers no form", async () => {
    renderSection(["linkedin"]);
    expect(await screen.findByText(/Your account has no password yet/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Change email" })).toBeNull();
  });

  it("says how the mailed link ended, once, and takes it out of the address", async () => {
    renderSection(["credential"], [], "changed");
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(
        expect.objectContaining({ title: "Email changed", description: "You now sign in with ada@example.com." }),
      ),
    );
    expect(navigate).toHaveBeenCalledWith({ to: "/settings/account", search: {}, replace: true });
    cleanup();
    toastMock.mockClear();
    renderSection(["credential"], [], "refused");
    await waitFor(() =>
      expect(toastMock).toHaveBeenCalledWith(
        expect.objectContaining({ variant: "destructive", title: "This link no longer works" }),
      ),
    );
  });

  it("reads the landing address: changed, or refused when better-auth added an error", () => {
    expect(emailChangeSearch({ email: "changed" })).toEqual({ emailChange: "changed" });
    expect(emailChangeSearch({ email: "changed", error: "INVALID_TOKEN" })).toEqual({ emailChange: "refused" });
    expect(emailChangeSearch({ linkedin: "connected" })).toEqual({});
  });
});
