import { describe, expect, it } from "vitest";
import { describeUserAgent } from "../../src/server/modules/account-sessions/user-agent";

describe("a signed-in device's user agent", () => {
  it.each([
    ["Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0", "firefox", "linux", false],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      "edge",
      "windows",
      false,
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      "safari",
      "macos",
      false,
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1",
      "chrome",
      "ios",
      true,
    ],
    // a headless Chromium (automation, a preview tool) is Chrome, not an unknown browser
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36",
      "chrome",
      "linux",
      false,
    ],
    ["curl/8.5.0", "other", "other", false],
  ] as const)("%s", (ua, browser, system, mobile) => {
    expect(describeUserAgent(ua)).toEqual({ browser, system, mobile });
  });

  it("reads nothing past 512 characters and takes none as unknown", () => {
    expect(describeUserAgent(`${"x".repeat(600)} Firefox/128.0`).browser).toBe("other");
    expect(describeUserAgent(null)).toEqual({ browser: "other", system: "other", mobile: false });
  });
});
