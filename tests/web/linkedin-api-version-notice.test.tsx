// @vitest-environment happy-dom
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { useLinkedinConnection } from "@/features/linkedin/api";
import { ApiVersionNotice } from "@/features/linkedin/api-version-notice";
import { setupTestI18n } from "./test-i18n";
import { fr } from "../support/locales";

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(state: "current" | "retiring" | "retired") {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(
          JSON.stringify({
            available: true,
            connection: null,
            apiVersion: { version: "202601", retiresAround: "2027-01-15", state },
          }),
          { status: 200, headers: { "content-type": "application/json" } },
        ),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Loaded />
      <div data-testid="notice-slot">
        <ApiVersionNotice />
      </div>
    </QueryClientProvider>,
  );
}

/** Says when the connection's answer has arrived (the notice reads the same query). */
function Loaded() {
  return useLinkedinConnection().isSuccess ? <p>loaded</p> : null;
}

describe("the Apps page's LinkedIn-Version notice", () => {
  it("says when LinkedIn retires the version and what the administrator sets, on that day wherever the reader is", async () => {
    const tz = process.env.TZ;
    process.env.TZ = "America/Los_Angeles"; // 2027-01-15T00:00Z is still the 14th there
    onTestFinished(() => void (process.env.TZ = tz));
    renderWith("retiring");
    const notice = await screen.findByTestId("linkedin-api-version");
    expect(screen.getByRole("heading", { name: "Update needed on this server" })).toBeTruthy();
    expect(notice.textContent).toContain(
      "LinkedIn retires the API version this server uses (202601) around January 15, 2027. From then, no post is " +
        "published until an administrator sets LINKEDIN_API_VERSION to a recent version and restarts PillarPost",
    );
  });

  it("says that it was retired once it is", async () => {
    renderWith("retired");
    expect((await screen.findByTestId("linkedin-api-version")).textContent).toContain(
      "LinkedIn retired the API version this server uses (202601) around January 15, 2027: no post can be published",
    );
  });

  it("shows nothing while the version is current", async () => {
    renderWith("current");
    await screen.findByText("loaded");
    expect(screen.getByTestId("notice-slot").innerHTML).toBe("");
  });

  it("has its French words", () => {
    expect(fr.linkedin.apiVersion.retiring).toMatch(/\{\{version\}\}.*\{\{date\}\}.*LINKEDIN_API_VERSION/);
    expect(fr.linkedin.apiVersion.retired).toMatch(/\{\{version\}\}.*\{\{date\}\}.*LINKEDIN_API_VERSION/);
  });
});
