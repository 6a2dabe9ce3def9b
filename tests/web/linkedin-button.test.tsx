// @vitest-environment happy-dom
import { render, renderHook, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { ClientConfig } from "@contracts/system/client-config";
import { LinkedInButton } from "@/features/auth/components/linkedin-button";
import { resetClientConfig, useClientConfig } from "@/lib/app/client-config";
import { resetToasts, useToasts } from "@/lib/ui/use-toast";
import { setupTestI18n } from "./test-i18n";

const social = vi.fn();
vi.mock("@/lib/session/auth-client", () => ({
  loadAuthClient: async () => ({ signIn: { social } }),
  preloadAuthClient: () => {},
}));

beforeAll(async () => {
  await setupTestI18n();
});

/** /api/client-config answers `config` once `release()` is called. */
function serveConfig(config: ClientConfig) {
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      if (url !== "/api/client-config") throw new Error(`unexpected fetch ${url}`);
      await held;
      return new Response(JSON.stringify(config), { status: 200, headers: { "content-type": "application/json" } });
    }),
  );
  return release;
}

function renderButton() {
  render(<LinkedInButton />);
}

const NOT_SET_UP = "LinkedIn sign-in is not set up on this server";

beforeEach(() => {
  resetToasts();
  social.mockReset();
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetClientConfig();
});

describe("LinkedInButton", () => {
  it("paints at once, without waiting for the server's configuration", () => {
    serveConfig({ chatWidget: null, linkedinEnabled: false }); // never released
    renderButton();
    expect(screen.getByRole("button", { name: "Continue with LinkedIn" })).toBeTruthy();
  });

  it("when LinkedIn is not configured on the server, says so in place of the button", async () => {
    const release = serveConfig({ chatWidget: null, linkedinEnabled: false });
    renderButton();
    release();
    await waitFor(() => expect(screen.getByText(NOT_SET_UP)).toBeTruthy());
    expect(screen.queryByRole("button", { name: "Continue with LinkedIn" })).toBeNull();
  });

  it("when LinkedIn is configured, keeps the button", async () => {
    const release = serveConfig({ chatWidget: null, linkedinEnabled: true });
    renderButton();
    release();
    const { result } = renderHook(() => useClientConfig());
    await waitFor(() => expect(result.current.data?.linkedinEnabled).toBe(true));
    expect(screen.getByRole("button", { name: "Continue with LinkedIn" })).toBeTruthy();
    expect(screen.queryByText(NOT_SET_UP)).toBeNull();
  });

  it("clicked before the configuration arrived, on a server without LinkedIn: 'not set up', not 'authentication failed'", async () => {
    serveConfig({ chatWidget: null, linkedinEnabled: false }); // still pending when clicked
    social.mockResolvedValue({ error: { status: 404, message: "Not Found" } });
    renderButton();
    await userEvent.setup().click(screen.getByRole("button", { name: "Continue with LinkedIn" }));
    const { result } = renderHook(() => useToasts());
    await waitFor(() => expect(result.current[0]?.description).toBe(NOT_SET_UP));
  });
});
