// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DeleteAccountSection } from "@/features/settings/account/delete-account-section";
import { setupTestI18n } from "./test-i18n";

const toastMock = vi.hoisted(() => vi.fn());
vi.mock("@/lib/ui/use-toast", async (importOriginal) => ({ ...(await importOriginal<object>()), toast: toastMock }));
const navigate = vi.hoisted(() => vi.fn(async () => {}));
vi.mock("@tanstack/react-router", () => ({ useNavigate: () => navigate }));

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

interface Answers {
  check: {
    confirmation: "password" | "code";
    sharedWorkspaces: { id: string; name: string | null; otherMembers: number }[];
  };
  remove?: (body: Record<string, string>) => Response;
}

function renderSection(answers: Answers) {
  const calls: { url: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url: String(url), method, body });
      if (url === "/api/account/deletion" && method === "GET") return json(200, answers.check);
      if (url === "/api/account/deletion/code") return json(202, { expiresInMinutes: 10 });
      if (url === "/api/account/deletion") return answers.remove!(body);
      return json(404, { error: { code: "NOT_FOUND", message: "no" } });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DeleteAccountSection email="ada@example.com" />
    </QueryClientProvider>,
  );
  return calls;
}

describe("Settings > Account > Delete account", () => {
  it("says what goes, asks the password, says a wrong one at its field, then signs out to the sign-in page", async () => {
    let tries = 0;
    const calls = renderSection({
      check: { confirmation: "password", sharedWorkspaces: [] },
      remove: () =>
        ++tries === 1
          ? json(400, { error: { code: "ACCOUNT_DELETION_WRONG_PASSWORD", message: "The password is wrong" } })
          : json(200, { deleted: true }),
    });
    expect(await screen.findByText(/scheduled posts are cancelled/)).toBeTruthy();
    const open = screen.getByRole("button", { name: "Delete my account" });
    await waitFor(() => expect(open.getAttribute("aria-disabled")).toBe("false"));
    await userEvent.click(open);
    const dialog = await screen.findByRole("alertdialog", { name: "Delete your account for good?" });
    expect(dialog).toBeTruthy();

    // nothing typed: said at the field, nothing sent
    await userEvent.click(screen.getByRole("button", { name: "Delete my account for good" }));
    expect(await screen.findByText("Enter your password to confirm.")).toBeTruthy();
    expect(calls.filter((c) => c.method === "POST")).toEqual([]);

    await userEvent.type(screen.getByLabelText("Your password"), "wrong-one-1");
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText("This password is not the right one.")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Your password")));
    expect(navigate).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText("Your password"));
    await userEvent.type(screen.getByLabelText("Your password"), "right-one-1{Enter}");
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: "/sign-in", replace: true }));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([
      { password: "wrong-one-1" },
      { password: "right-one-1" },
    ]);
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: "Your account is deleted" }));
  });

  it("confirms an account without a password by a mailed code", async () => {
    const calls = renderSection({
      check: { confirmation: "code", sharedWorkspaces: [] },
      remove: () => json(200, { deleted: true }),
    });
    const open = await screen.findByRole("button", { name: "Delete my account" });
    await waitFor(() => expect(open.getAttribute("aria-disabled")).toBe("false"));
    await userEvent.click(open);
    expect(await screen.findByText(/we email a code to ada@example.com/)).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Email me a code" }));
    // the code's field takes the focus once it is sent
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Code from the email")));
    expect(screen.getByRole("button", { name: "Send a new code" })).toBeTruthy();
    await userEvent.type(screen.getByLabelText("Code from the email"), " abcd234 {Enter}");
    await waitFor(() => expect(navigate).toHaveBeenCalledWith({ to: "/sign-in", replace: true }));
    expect(calls.filter((c) => c.method === "POST").map((c) => [c.url, c.body])).toEqual([
      ["/api/account/deletion/code", undefined],
      ["/api/account/deletion", { code: "abcd234" }],
    ]);
  });

  it("names the shared workspaces to hand over and does not open the dialog while there are any", async () => {
    renderSection({
      check: {
        confirmation: "password",
        sharedWorkspaces: [
          { id: "11111111-1111-4111-8111-111111111111", name: "Acme team", otherMembers: 3 },
          { id: "22222222-2222-4222-8222-222222222222", name: null, otherMembers: 1 },
        ],
      },
    });
    expect(await screen.findByText("Acme team (3 other members)")).toBeTruthy();
    expect(screen.getByText("Your personal workspace (1 other member)")).toBeTruthy();
    const open = screen.getByRole("button", { name: "Delete my account" });
    expect(open.getAttribute("aria-disabled")).toBe("true");
    await userEvent.click(open);
    expect(screen.queryByRole("alertdialog")).toBeNull();
  });
});
