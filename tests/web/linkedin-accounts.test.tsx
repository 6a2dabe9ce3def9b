// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ME_QUERY_KEY } from "@/entities/profile/me";
import { linkedinConnectionQuery } from "@/features/linkedin/api";
import { LinkedInAccountsSummary } from "@/features/linkedin/linkedin-accounts-summary";
import { LinkedInConnectionCard } from "@/features/linkedin/connection-card";
import { SignInSection } from "@/features/settings/account/sign-in-section";
import { resetClientConfig, setClientConfig } from "@/lib/app/client-config";
import { setupTestI18n } from "./test-i18n";

vi.mock("@tanstack/react-router", () => import("./router-link-stub"));
vi.mock("@/lib/session/use-session", () => ({
  useSession: () => ({ user: { id: "u1", email: "ada@example.com" }, loading: false }),
}));
vi.mock("@/entities/profile/use-can", () => ({ useCan: () => true }));
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
  resetClientConfig();
});

const DAY = 86_400_000;
const connection = (days: number, extra: { refreshable?: boolean; needsReconnect?: boolean } = {}) => ({
  memberId: "m1",
  name: "Ada Lovelace",
  pictureUrl: null,
  expiresAt: new Date(Date.now() + days * DAY + 3_600_000).toISOString(),
  connectedAt: new Date(Date.now() - DAY).toISOString(),
  refreshable: false,
  needsReconnect: false,
  ...extra,
});

type Setup = { providers: string[]; linkedinEnabled?: boolean; connection: ReturnType<typeof connection> | null };

/** Settings > Account's two LinkedIn places and the summary Profile and the Help Center show, on one state. */
function renderAll({ providers, linkedinEnabled = true, connection: conn }: Setup) {
  auth.listAccounts.mockResolvedValue({ data: providers.map((providerId) => ({ providerId })), error: null });
  setClientConfig({ chatWidget: null, linkedinEnabled } as never);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  client.setQueryData(ME_QUERY_KEY, {
    id: "u1",
    email: "ada@example.com",
    emailVerified: true,
    linkedinIdentity: providers.includes("linkedin") ? { name: "Ada at LinkedIn" } : null,
  } as never);
  client.setQueryData(linkedinConnectionQuery.queryKey, { available: true, connection: conn } as never);
  render(
    <QueryClientProvider client={client}>
      <SignInSection />
      <LinkedInConnectionCard returnTo="/settings/account" />
      <LinkedInAccountsSummary />
    </QueryClientProvider>,
  );
  return {
    signInRow: () => screen.getByTestId("linkedin-sign-in"),
    card: () => screen.getByRole("region", { name: "LinkedIn" }),
    summary: () => screen.getByRole("region", { name: "LinkedIn: sign-in and publishing" }),
  };
}

describe("LinkedIn's sign-in and publishing agree everywhere", () => {
  it("linked for sign-in, publishing connected: each said once in Account, the same in the summary", async () => {
    const { signInRow, card, summary } = renderAll({
      providers: ["credential", "linkedin"],
      connection: connection(40),
    });
    expect(await within(signInRow()).findByText("Linked")).toBeTruthy();
    expect(within(signInRow()).getByText("Linked to Ada at LinkedIn.")).toBeTruthy();
    // what each does is said
    expect(within(signInRow()).getByText(/signs you in without a password/)).toBeTruthy();
    expect(within(card()).getByText(/Publishes your scheduled posts/)).toBeTruthy();
    expect(within(card()).getByText("Connected", { exact: true })).toBeTruthy();
    expect(within(summary()).getByTestId("linkedin-signIn-state").textContent).toBe("Linked");
    expect(within(summary()).getByTestId("linkedin-publishing-state").textContent).toBe("Connected");
    expect(within(summary()).getByRole("link", { name: "Manage in Settings › Account" }).getAttribute("href")).toBe(
      "/settings/account",
    );
    // sign-in is not shown in the publishing card, nor publishing in the sign-in row
    expect(within(card()).queryByText("Linked")).toBeNull();
    expect(within(signInRow()).queryByText("Connected")).toBeNull();
  });

  it("not linked for sign-in (an email account) even with a publishing connection: no 'linked' anywhere", async () => {
    const { signInRow, summary } = renderAll({ providers: ["credential"], connection: connection(40) });
    expect(await within(signInRow()).findByText("Not linked")).toBeTruthy();
    expect(within(signInRow()).getByText(/verified email is ada@example.com/)).toBeTruthy();
    expect(await within(summary()).findByText("Not linked")).toBeTruthy();
    expect(within(summary()).getByTestId("linkedin-publishing-state").textContent).toBe("Connected");
  });

  it("sign-in not set up on the server: said the same in both places", async () => {
    const { signInRow, summary } = renderAll({ providers: ["credential"], linkedinEnabled: false, connection: null });
    expect(await within(signInRow()).findByText("Not available")).toBeTruthy();
    expect(within(signInRow()).getByText("LinkedIn sign-in is not set up on this server.")).toBeTruthy();
    expect(within(summary()).getByTestId("linkedin-signIn-state").textContent).toBe("Not available");
  });

  const publishingCases: [string, ReturnType<typeof connection> | null, string, RegExp][] = [
    ["not connected", null, "Not connected", /Connect LinkedIn/],
    ["expiring soon", connection(3), "Expiring soon", /3 days left/],
    ["expired", connection(-2), "Expired", /Access expired on/],
    ["needs reconnecting", connection(40, { needsReconnect: true }), "Needs reconnecting", /no longer accepts/],
    // renewed by the server: nothing to do, even within 7 days (the card used to say "Needs attention" there)
    ["renewed automatically", connection(2, { refreshable: true }), "Connected", /renewed automatically/],
  ];
  for (const [name, conn, badge, detail] of publishingCases) {
    it(`publishing ${name}: the card and the summary say "${badge}"`, async () => {
      const { card, summary } = renderAll({ providers: ["credential"], connection: conn });
      expect(within(card()).getByText(badge, { exact: true })).toBeTruthy();
      expect(within(card()).getByText(detail)).toBeTruthy();
      expect(within(summary()).getByTestId("linkedin-publishing-state").textContent).toBe(badge);
    });
  }
});
