// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ME_QUERY_KEY, useCurrentUser } from "@/entities/profile/me";
import { IdentitySection } from "@/features/settings/account/identity-section";
import { setupTestI18n } from "./test-i18n";

vi.mock("@tanstack/react-router", () => import("./router-link-stub"));
vi.mock("@/lib/session/use-session", () => ({
  // the session's copy of the photo: it must not come back once /api/me says there is none
  useSession: () => ({
    user: { id: "u1", email: "ada@example.com", image: "/uploads/avatars/u1/1.png" },
    loading: false,
  }),
}));
const toastMock = vi.hoisted(() => vi.fn());
vi.mock("@/lib/ui/use-toast", async (importOriginal) => ({ ...(await importOriginal<object>()), toast: toastMock }));

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  toastMock.mockClear();
});

const me = {
  id: "u1",
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  fullName: "Ada Lovelace",
  headline: null,
  linkedin: null,
  language: "en",
  timeZone: null,
  avatarUrl: "/uploads/avatars/u1/1.png",
  linkedinConnected: true,
  emailVerified: true,
  linkedinIdentity: {
    sub: "s",
    name: "Ada",
    givenName: "Ada",
    familyName: "Lovelace",
    picture: "https://media.licdn.com/p.jpg",
    headline: null,
    profileUrl: null,
  },
  workspace: null,
};

/** The shell's avatar, as the user menu reads it. */
function ShellAvatar() {
  const { image } = useCurrentUser();
  return <output data-testid="shell-avatar">{image ?? "initials"}</output>;
}

function renderSection(removeStatus = 200) {
  const calls: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    calls.push(`${method} ${new URL(url, "http://x").pathname}`);
    if (url.endsWith("/api/profile/avatar") && method === "DELETE") {
      if (removeStatus !== 200) return Response.json({ error: { code: "INTERNAL", message: "x" } }, { status: 500 });
      return Response.json({ profile: { ...me, avatarUrl: null } });
    }
    // /api/me read again after the removal: still the old answer for a moment (a slow server)
    if (url.endsWith("/api/me")) return new Promise<Response>(() => {});
    return new Response("{}", { status: 404 });
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(ME_QUERY_KEY, me as never);
  render(
    <QueryClientProvider client={client}>
      <ShellAvatar />
      <IdentitySection />
    </QueryClientProvider>,
  );
  return calls;
}

describe("Settings > Account > Identity: Remove photo", () => {
  it("asks first; Keep it changes nothing and gives the focus back to the button", async () => {
    const calls = renderSection();
    const button = screen.getByRole("button", { name: "Remove photo" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("alertdialog", { name: "Remove your photo?" })).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "Keep it" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(calls.filter((c) => c.startsWith("DELETE"))).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(button));
    expect(screen.getByTestId("shell-avatar").textContent).toBe("/uploads/avatars/u1/1.png");
  });

  it("removes it: the shell's avatar is initials at once, the focus goes to the profile link", async () => {
    const calls = renderSection();
    await userEvent.click(screen.getByRole("button", { name: "Remove photo" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove photo" }));
    await waitFor(() => expect(screen.getByTestId("shell-avatar").textContent).toBe("initials"));
    expect(calls).toContain("DELETE /api/profile/avatar");
    // neither the uploaded photo, the LinkedIn picture nor the session's copy is shown, and the button is gone
    expect(screen.queryByRole("button", { name: "Remove photo" })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("link", { name: "View profile" })));
    expect(toastMock).toHaveBeenCalledWith(expect.objectContaining({ title: "Photo removed" }));
  });

  it("keeps the photo when the server fails, and says so", async () => {
    renderSection(500);
    await userEvent.click(screen.getByRole("button", { name: "Remove photo" }));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Remove photo" }));
    await waitFor(() => expect(toastMock).toHaveBeenCalled());
    expect(screen.getByTestId("shell-avatar").textContent).toBe("/uploads/avatars/u1/1.png");
    expect(toastMock).not.toHaveBeenCalledWith(expect.objectContaining({ title: "Photo removed" }));
  });
});
