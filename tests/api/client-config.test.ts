import { describe, expect, it } from "vitest";
import { makeTestApp } from "../support/test-app";

describe("client config", () => {
  it("has no chat widget and no third-party origin in the CSP by default", async () => {
    const t = makeTestApp();
    const res = await t.app.request("/api/client-config");
    expect(await res.json()).toEqual({ chatWidget: null, linkedinEnabled: false });
    expect(res.headers.get("content-security-policy")).not.toContain("crisp");
  });

  it("exposes a configured Crisp widget and allows only its origins", async () => {
    const t = makeTestApp({ CHAT_WIDGET_ID: "abc-123", LINKEDIN_CLIENT_ID: "id" });
    const res = await t.app.request("/api/client-config");
    expect(await res.json()).toEqual({
      chatWidget: { provider: "crisp", websiteId: "abc-123" },
      linkedinEnabled: true,
    });
    const csp = res.headers.get("content-security-policy")!;
    expect(csp).toContain("script-src 'self' https://client.crisp.chat");
  });
});
