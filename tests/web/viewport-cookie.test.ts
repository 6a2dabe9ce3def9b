// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { readCookie, setRenderCookie } from "@/lib/app/request-cookie";
import { MOBILE_QUERY, renderedViewport, rememberViewport, VIEWPORT_COOKIE } from "@/lib/app/viewport";

// The browser's width, told to the server in a cookie so that its render of Content Management's table (a list of
// cards on a phone) is what the browser shows (src/web/prerender/render-page.tsx).
afterEach(() => {
  setRenderCookie(undefined);
  document.cookie = `${VIEWPORT_COOKIE}=; max-age=0; path=/`;
});

/** A window whose width is a phone's until `resize` says otherwise. */
function fakeWindow(mobile: boolean) {
  const listeners: Array<() => void> = [];
  const mq = {
    get matches() {
      return mobile;
    },
    addEventListener: (_: string, cb: () => void) => listeners.push(cb),
    removeEventListener: () => {},
  };
  const win = {
    matchMedia: (query: string) => {
      expect(query).toBe(MOBILE_QUERY);
      return mq;
    },
  } as unknown as Window;
  return {
    win,
    resize: (next: boolean) => {
      mobile = next;
      for (const cb of listeners) cb();
    },
  };
}

describe("the viewport cookie", () => {
  it("is written at the app's start and again when the window crosses the phone's width", () => {
    expect(readCookie(VIEWPORT_COOKIE)).toBeUndefined();
    const { win, resize } = fakeWindow(true);
    rememberViewport(win);
    expect(readCookie(VIEWPORT_COOKIE)).toBe("mobile");
    resize(false);
    expect(readCookie(VIEWPORT_COOKIE)).toBe("desktop");
  });

  it("is what the server's render reads, and nothing else names a viewport", () => {
    setRenderCookie(`a=b; ${VIEWPORT_COOKIE}=mobile`);
    expect(renderedViewport()).toBe("mobile");
    setRenderCookie(`${VIEWPORT_COOKIE}=tablet`);
    expect(renderedViewport()).toBeUndefined();
    setRenderCookie("");
    expect(renderedViewport()).toBeUndefined();
  });
});
