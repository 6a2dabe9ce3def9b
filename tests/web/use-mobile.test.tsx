// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useIsMobile } from "@/hooks/use-mobile";

const renders: boolean[] = [];
function Probe() {
  const mobile = useIsMobile();
  renders.push(mobile);
  return <p>{mobile ? "phone" : "desktop"}</p>;
}

/** A window as wide as a phone's (or not). */
function windowIsAPhone(phone: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: phone,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.cookie = "pp-viewport=; max-age=0";
  renders.length = 0;
});

describe("useIsMobile", () => {
  it("the server renders, and hydration starts from, the width the browser's cookie told: on a phone, no switch after", async () => {
    // Rendered and hydrated as a desktop's, the shell on a phone was switched right after hydration, unmounting the
    // whole sidebar for its sheet (a long task on every signed-in page's load on a phone).
    document.cookie = "pp-viewport=mobile";
    const html = renderToString(<Probe />);
    expect(html).toContain("phone");

    windowIsAPhone(true);
    renders.length = 0;
    const root = document.createElement("div");
    root.innerHTML = html;
    await act(async () => {
      hydrateRoot(root, <Probe />);
    });
    expect(root.textContent).toBe("phone");
    expect(renders).toEqual([true]);
  });

  it("without the cookie, a desktop's; the window's own width wins once hydrated", async () => {
    expect(renderToString(<Probe />)).toContain("desktop");
    windowIsAPhone(true);
    const root = document.createElement("div");
    root.innerHTML = renderToString(<Probe />);
    await act(async () => {
      hydrateRoot(root, <Probe />);
    });
    expect(root.textContent).toBe("phone");
  });
});
