// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ME_QUERY_KEY } from "@/entities/profile/me";
import { linkedinConnectionQuery } from "@/features/linkedin/api";
import { SignInSection } from "@/features/settings/account/sign-in-section";
import { resetClientConfig, setClientConfig } from "@/lib/app/client-config";
import { setupTestI18n } from "./test-i18n";

vi.mock("@tanstack/react-router", () => ({ useNavigate: () => vi.fn() }));
vi.mock("@/lib/session/use-session", () => ({
  useSession: () => ({ user: { id: "u1", email: "ada@example.com" }, loading: false }),
}));
const auth = vi.hoisted(() => ({ listAccounts: vi.fn() }));
vi.mock("@/lib/session/auth-client", () => ({
  loadAuthClient: async () => ({ listAccounts: auth.listAccounts }),
  preloadAuthClient: () => {},
}));
const toastMock = vi.hoisted(() => vi.fn());
vi.mock("@/lib/ui/use-toast", async (importOriginal) => ({ ...(await importOriginal<object>()), toast: toastMock }));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  resetClientConfig();
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/** Settings > Account's sign-in rows on `providers`, the API answering with `answer`. */
function renderSection(providers: string[], answer: (method: string, body: unknown) => Response) {
  let current = providers;
  auth.listAccounts.mockImplementation(async () => ({
    data: current.map((providerId) => ({ providerId })),
    error: null,
  }));
  const calls: { method: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      if (String(url) !== "/api/account/sign-in/linkedin") return json(404, { error: { code: "NOT_FOUND" } });
      calls.push({ method, body });
      const res = answer(method, body);
      if (method === "DELETE" && res.status === 200) current = current.filter((p) => p !== "linkedin");
      return res;
    }),
  );
  setClientConfig({ chatWidget: null, linkedinEnabled: true } as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(ME_QUERY_KEY, {
    id: "u1",
    email: "ada@example.com",
    emailVerified: true,
    linkedinIdentity: providers.includes("linkedin") ? { name: "Ada at LinkedIn" } : null,
  } as never);
  client.setQueryData(linkedinConnectionQuery.queryKey, { available: true, connection: null } as never);
  render(
    <QueryClientProvider client={client}>
      <SignInSection />
    </QueryClientProvider>,
  );
  return { calls, row: () => screen.getByTestId("linkedin-sign-in") };
}

describe("Settings > Account: LinkedIn's sign-in, linked and unlinked", () => {
  it("links after the password: a wrong one said at its field, then the browser goes to LinkedIn", async () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, assign });
    let tries = 0;
    const { calls, row } = renderSection(["credential"], () =>
      ++tries === 1
        ? json(400, { error: { code: "INVALID_PASSWORD", message: "Invalid password" } })
        : json(200, { authorizeUrl: "https://linkedin.example/oauth/auth?state=s" }),
    );
    await userEvent.click(await within(row()).findByRole("button", { name: "Link LinkedIn" }));
    const dialog = await screen.findByRole("dialog", { name: "Link a LinkedIn account for signing in" });
    const field = within(dialog).getByLabelText("Your password");

    // nothing typed: said at the field, nothing sent
    await userEvent.click(within(dialog).getByRole("button", { name: "Continue to LinkedIn" }));
    expect(await within(dialog).findByText("Please enter your password")).toBeTruthy();
    expect(calls).toEqual([]);

    await userEvent.type(field, "wrong-one-1{Enter}");
    expect(await within(dialog).findByText("Your current password is not right.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(assign).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, "right-one-1{Enter}");
    await waitFor(() => expect(assign).toHaveBeenCalledWith("https://linkedin.example/oauth/auth?state=s"));
    expect(calls.map((c) => c.body)).toEqual([{ password: "wrong-one-1" }, { password: "right-one-1" }]);
  });

  it("refuses to unlink the only way in, saying why in the dialog, the focus on Keep it", async () => {
    const { row } = renderSection(["linkedin"], () =>
      json(409, { error: { code: "LINKEDIN_SIGN_IN_ONLY_WAY_IN", message: "set a password first" } }),
    );
    // an account without a password is never offered a link
    await userEvent.click(await within(row()).findByRole("button", { name: "Unlink" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Stop signing in with LinkedIn?" });
    expect(within(dialog).getByText(/as Ada at LinkedIn/)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole("button", { name: "Unlink LinkedIn" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "LinkedIn is your only way to sign in: set a password first (under Password), then unlink it.",
    );
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole("button", { name: "Keep it" })));
    expect(within(row()).getByText("Linked", { exact: true })).toBeTruthy();
    expect(toastMock).not.toHaveBeenCalled();
  });

  it("unlinks, says so, and puts the focus on Link LinkedIn in the button's place", async () => {
    const { calls, row } = renderSection(["credential", "linkedin"], () => json(200, { linked: false }));
    await userEvent.click(await within(row()).findByRole("button", { name: "Unlink" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Stop signing in with LinkedIn?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Unlink LinkedIn" }));
    const link = await within(row()).findByRole("button", { name: "Link LinkedIn" });
    await waitFor(() => expect(document.activeElement).toBe(link));
    expect(within(row()).getByText("Not linked", { exact: true })).toBeTruthy();
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: "LinkedIn unlinked" }));
    expect(calls).toEqual([{ method: "DELETE", body: undefined }]);
  });
});
