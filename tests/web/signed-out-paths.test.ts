// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { signedOutPath, startsSignedOut } from "@/signed-out/paths";

afterEach(() => {
  document.head.innerHTML = "";
  window.history.replaceState(null, "", "/");
});

describe("which pages start the signed-out app", () => {
  it("knows its screens, with or without a trailing slash, and nothing else", () => {
    expect(signedOutPath("/sign-in")).toBe("/sign-in");
    expect(signedOutPath("/reset-password/")).toBe("/reset-password");
    expect(signedOutPath("/auth/callback")).toBeUndefined();
    expect(signedOutPath("/sign-in/more")).toBeUndefined();
    expect(signedOutPath("/")).toBeUndefined();
  });

  it("starts it on those screens unless the page names a signed-in user", () => {
    window.history.replaceState(null, "", "/otp?redirect=%2Fstrategy");
    expect(startsSignedOut()).toBe(true);
    document.head.insertAdjacentHTML(
      "beforeend",
      '<script type="application/json" id="pp-session">{"id":"u1"}</script>',
    );
    expect(startsSignedOut()).toBe(false);
    document.head.innerHTML = "";
    window.history.replaceState(null, "", "/strategy");
    expect(startsSignedOut()).toBe(false);
  });
});
