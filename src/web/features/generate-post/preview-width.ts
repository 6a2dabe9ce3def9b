import { useSyncExternalStore } from "react";
import type { PreviewWidth } from "@/features/editor/components/post-preview";

const PHONE = "(max-width: 639px)";
const subscribe = (cb: () => void) => {
  const query = window.matchMedia(PHONE);
  query.addEventListener("change", cb);
  return () => query.removeEventListener("change", cb);
};

/** The feed the variants are shown in: the mobile one on a phone-sized window, else the desktop one. */
export function usePreviewWidth(): PreviewWidth {
  return useSyncExternalStore(
    subscribe,
    () => (window.matchMedia(PHONE).matches ? "mobile" : "desktop"),
    () => "desktop",
  );
}
