// @vitest-environment happy-dom
import { renderHook, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadCrisp, resetChatWidget, useChatWidget } from "@/lib/app/chat-widget";
import { resetClientConfig } from "@/lib/app/client-config";

/** /api/client-config answers `config`. */
function serveConfig(config: unknown) {
  vi.stubGlobal(
    "fetch",
    vi.fn(
      async () =>
        new Response(JSON.stringify(config), { status: 200, headers: { "content-type": "application/json" } }),
    ),
  );
}

const scripts = () => [...document.head.querySelectorAll("script[data-chat-widget]")] as HTMLScriptElement[];

afterEach(() => {
  vi.unstubAllGlobals();
  resetClientConfig();
  for (const s of scripts()) s.remove();
  delete window.$crisp;
  delete window.CRISP_WEBSITE_ID;
});

describe("support chat widget", () => {
  it("loads nothing when the server has no widget configured", async () => {
    serveConfig({ chatWidget: null, linkedinEnabled: false });
    const { result } = renderHook(() => useChatWidget({ email: "a@b.co", name: "Ada" }));
    await waitFor(() => expect(result.current).toBeNull());
    expect(scripts()).toHaveLength(0);
    expect(window.$crisp).toBeUndefined();
  });

  it("loads nothing before sign-in, even when configured", async () => {
    serveConfig({ chatWidget: { provider: "crisp", websiteId: "site-1" }, linkedinEnabled: false });
    renderHook(() => useChatWidget(null));
    await new Promise((r) => setTimeout(r, 50));
    expect(scripts()).toHaveLength(0);
  });

  it("loads Crisp once with the signed-in visitor's name and email", async () => {
    serveConfig({ chatWidget: { provider: "crisp", websiteId: "site-1" }, linkedinEnabled: false });
    const { result } = renderHook(() => useChatWidget({ email: "ada@example.com", name: "Ada Lovelace" }));
    await waitFor(() => expect(result.current).not.toBeNull());
    await waitFor(() => expect(scripts()).toHaveLength(1));
    expect(scripts()[0].src).toBe("https://client.crisp.chat/l.js");
    expect(window.CRISP_WEBSITE_ID).toBe("site-1");
    expect(window.$crisp).toEqual([
      ["set", "user:email", ["ada@example.com"]],
      ["set", "user:nickname", ["Ada Lovelace"]],
    ]);
    loadCrisp("site-1", { email: "ada@example.com", name: "" });
    expect(scripts()).toHaveLength(1); // never twice
    resetChatWidget();
    expect(window.$crisp!.at(-1)).toEqual(["do", "session:reset"]);
  });
});
