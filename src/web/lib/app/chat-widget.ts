import { useEffect } from "react";
import { useClientConfig } from "./client-config";

declare global {
  interface Window {
    $crisp?: unknown[][];
    CRISP_WEBSITE_ID?: string;
  }
}

const CRISP_SCRIPT = "https://client.crisp.chat/l.js";

/** Loads Crisp once with the visitor's identity (SPEC §1). Nothing third-party loads unless configured. */
export function loadCrisp(websiteId: string, user: { email: string; name: string }) {
  window.$crisp ??= [];
  if (!window.CRISP_WEBSITE_ID) {
    window.CRISP_WEBSITE_ID = websiteId;
    const script = document.createElement("script");
    script.src = CRISP_SCRIPT;
    script.async = true;
    script.dataset.chatWidget = "crisp";
    document.head.appendChild(script);
  }
  if (user.email) window.$crisp.push(["set", "user:email", [user.email]]);
  if (user.name) window.$crisp.push(["set", "user:nickname", [user.name]]);
}

/** On sign-out: forget the visitor in the widget (the script itself stays until the page reloads). */
export function resetChatWidget() {
  if (typeof window !== "undefined" && window.$crisp && window.CRISP_WEBSITE_ID) {
    window.$crisp.push(["do", "session:reset"]);
  }
}

/** Mount inside the authenticated layout only: loads the configured widget after sign-in. */
export function useChatWidget(user: { email: string; name: string } | null) {
  const { data } = useClientConfig();
  const widget = data?.chatWidget ?? null;
  const email = user?.email ?? "";
  const name = user?.name ?? "";
  useEffect(() => {
    if (!widget || widget.provider !== "crisp" || !widget.websiteId || !email) return;
    loadCrisp(widget.websiteId, { email, name });
  }, [widget, email, name]);
  return widget;
}

/** Opens the chat if the widget is loaded; returns false when there is none. */
export function openChatWidget(): boolean {
  if (!window.$crisp || !window.CRISP_WEBSITE_ID) return false;
  window.$crisp.push(["do", "chat:open"]);
  return true;
}
