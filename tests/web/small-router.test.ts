import { describe, expect, it, vi } from "vitest";
import { memoryHistory } from "@/signed-out/history";
import { createSmallRouter, parseLocation, type RouterOptions } from "@/signed-out/router";

// The signed-out app's router (src/web/signed-out/router.ts), with screens that are their path's name.

/** A loader that resolves when the test says so (`release`), counting its calls. */
function heldLoader(name: string) {
  let release!: () => void;
  let fail!: (err: Error) => void;
  const loader = vi.fn(
    () =>
      new Promise<string>((resolve, reject) => {
        release = () => resolve(name);
        fail = reject;
      }),
  );
  return { loader, release: () => release(), fail: (err: Error) => fail(err) };
}

function setup(initial: string, overrides: Partial<RouterOptions<string>> = {}) {
  const history = memoryHistory(initial);
  const leave = vi.fn();
  const screens: Record<string, () => Promise<string>> = {
    "/sign-in": vi.fn(async () => "sign-in"),
    "/sign-up": vi.fn(async () => "sign-up"),
    "/otp": vi.fn(async () => "otp"),
  };
  const router = createSmallRouter<string>({
    history,
    screen: (pathname) => screens[pathname],
    guard: async () => undefined,
    leave,
    ...overrides,
  });
  return { history, leave, screens, router };
}

describe("the signed-out app's router", () => {
  it("reads the path and the search, a repeated parameter as an array", () => {
    expect(parseLocation("/otp?redirect=%2Fstrategy%3Fa%3D1&x=1&x=2#top")).toEqual({
      pathname: "/otp",
      search: { redirect: "/strategy?a=1", x: ["1", "2"] },
      href: "/otp?redirect=%2Fstrategy%3Fa%3D1&x=1&x=2#top",
    });
  });

  it("shows the screen at the history's address once its code is loaded", async () => {
    const { router, history, leave } = setup("/sign-in?verified=1");
    expect(router.getState()).toBeUndefined();
    await router.start();
    expect(router.getState()).toMatchObject({
      screen: "sign-in",
      action: "start",
      location: { pathname: "/sign-in", search: { verified: "1" } },
    });
    expect(history.entries()).toEqual(["/sign-in?verified=1"]);
    expect(leave).not.toHaveBeenCalled();
  });

  it("pushes or replaces the address and tells its subscribers once the next screen is loaded", async () => {
    const otp = heldLoader("otp");
    const { router, history } = setup("/sign-in", {
      screen: (p) => (p === "/otp" ? otp.loader : async () => "sign-in"),
    });
    await router.start();
    const changes = vi.fn();
    router.subscribe(changes);

    const going = router.navigate("/otp?redirect=%2Fstrategy");
    await Promise.resolve();
    // the previous screen stays, at its address, while the next one loads
    expect(router.getState()?.screen).toBe("sign-in");
    expect(history.entries()).toEqual(["/sign-in"]);
    otp.release();
    await going;
    expect(changes).toHaveBeenCalledTimes(1);
    expect(router.getState()).toMatchObject({
      screen: "otp",
      action: "push",
      location: { search: { redirect: "/strategy" } },
    });
    expect(history.entries()).toEqual(["/sign-in", "/otp?redirect=%2Fstrategy"]);

    await router.navigate("/sign-in", { replace: true });
    expect(router.getState()).toMatchObject({ screen: "sign-in", action: "replace" });
    expect(history.entries()).toEqual(["/sign-in", "/sign-in"]);
  });

  it("follows the back and forward buttons", async () => {
    const { router, history } = setup("/sign-in");
    await router.start();
    await router.navigate("/sign-up");
    history.go(-1);
    await vi.waitFor(() => expect(router.getState()?.screen).toBe("sign-in"));
    expect(router.getState()?.action).toBe("pop");
    history.go(1);
    await vi.waitFor(() => expect(router.getState()?.screen).toBe("sign-up"));
  });

  it("hands any other address to the app, once, and then does nothing more", async () => {
    const { router, history, leave } = setup("/sign-in");
    await router.start();
    const changes = vi.fn();
    router.subscribe(changes);
    await router.navigate("/strategy?tab=pillars", { replace: true });
    expect(history.entries()).toEqual(["/strategy?tab=pillars"]);
    expect(leave).toHaveBeenCalledTimes(1);
    // the app's router owns the history from now on
    await router.navigate("/sign-up");
    history.go(0);
    await Promise.resolve();
    expect(history.entries()).toEqual(["/strategy?tab=pillars"]);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(changes).not.toHaveBeenCalled();
    expect(router.getState()?.screen).toBe("sign-in");
  });

  it("stops when told to leave (a screen failed to render): the app takes the address as it is", async () => {
    const { router, history, leave } = setup("/sign-in");
    await router.start();
    router.leave();
    router.leave();
    expect(leave).toHaveBeenCalledTimes(1);
    history.push("/sign-up");
    history.go(0);
    await router.navigate("/otp");
    expect(history.entries()).toEqual(["/sign-in", "/sign-up"]);
    expect(router.getState()?.screen).toBe("sign-in");
  });

  it("adds no history entry for a link to the address shown", async () => {
    const { router, history } = setup("/sign-in");
    await router.start();
    await router.navigate("/sign-in");
    expect(history.entries()).toEqual(["/sign-in"]);
    expect(router.getState()?.action).toBe("push");
  });

  it("hands a back button to a page of the app over to the app", async () => {
    const history = memoryHistory("/strategy");
    history.push("/sign-in");
    const leave = vi.fn();
    const router = createSmallRouter<string>({
      history,
      screen: (p) => (p === "/sign-in" ? async () => "sign-in" : undefined),
      guard: async () => undefined,
      leave,
    });
    await router.start();
    history.go(-1);
    await vi.waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(history.location()).toBe("/strategy");
  });

  it("sends the visitor where the guard says before any screen shows (a signed-in visitor to the app)", async () => {
    const { router, history, leave, screens } = setup("/sign-in?redirect=%2Fstrategy", {
      guard: async () => "/",
    });
    await router.start();
    expect(history.entries()).toEqual(["/"]);
    expect(leave).toHaveBeenCalledTimes(1);
    expect(screens["/sign-in"]).not.toHaveBeenCalled();
    expect(router.getState()).toBeUndefined();
  });

  it("lets the last navigation win when an earlier one loads slower", async () => {
    const slow = heldLoader("otp");
    const { router, history } = setup("/sign-in", {
      screen: (p) => (p === "/otp" ? slow.loader : p === "/sign-up" ? async () => "sign-up" : async () => "sign-in"),
    });
    await router.start();
    const first = router.navigate("/otp");
    await vi.waitFor(() => expect(slow.loader).toHaveBeenCalled());
    await router.navigate("/sign-up");
    slow.release();
    await first;
    expect(router.getState()?.screen).toBe("sign-up");
    expect(history.entries()).toEqual(["/sign-in", "/sign-up"]);
  });

  it("leaves to the app, at the address, when a screen's code fails to load", async () => {
    const broken = heldLoader("otp");
    const { router, history, leave } = setup("/sign-in", {
      screen: (p) => (p === "/otp" ? broken.loader : async () => "sign-in"),
    });
    await router.start();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const going = router.navigate("/otp");
    await Promise.resolve();
    broken.fail(new Error("offline"));
    await going;
    warn.mockRestore();
    expect(history.entries()).toEqual(["/sign-in", "/otp"]);
    expect(leave).toHaveBeenCalledTimes(1);
  });

  it("loads a screen's code once, whether preloaded (a hovered link) or navigated to", async () => {
    const { router, screens } = setup("/sign-in");
    await router.start();
    router.preload("/sign-up?x=1");
    router.preload("/strategy"); // not its own: nothing to load
    await router.navigate("/sign-up");
    expect(screens["/sign-up"]).toHaveBeenCalledTimes(1);
    expect(router.getState()?.screen).toBe("sign-up");
  });

  it("resolves an address relative to the current one", async () => {
    const { router, history } = setup("/sign-in?redirect=%2Fx");
    await router.start();
    await router.navigate("otp?redirect=%2Fy");
    expect(history.location()).toBe("/otp?redirect=%2Fy");
  });
});
