// @vitest-environment happy-dom
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Link, useNavigate } from "@/lib/router/navigation";
import { memoryHistory } from "@/signed-out/history";
import { createSmallRouter } from "@/signed-out/router";
import type { Screen } from "@/signed-out/screens";
import { SignedOutApp } from "@/signed-out/signed-out-app";

// The signed-out app (src/web/signed-out/signed-out-app.tsx) with screens that navigate the way the auth pages do,
// through lib/router/navigation.tsx.

function SignIn({ redirect }: { redirect?: string }) {
  return (
    <main>
      <h1>Sign in</h1>
      <Link to="/sign-in">Brand</Link>
      <Link to="/otp" search={{ redirect }}>
        Use a code
      </Link>
    </main>
  );
}

function Otp() {
  const navigate = useNavigate();
  return (
    <main>
      <h1>Code</h1>
      <button type="button" onClick={() => void navigate("/sign-in", { replace: true })}>
        Back
      </button>
    </main>
  );
}

function Broken(): never {
  throw new Error("broken screen");
}

function setup(initial: string) {
  const history = memoryHistory(initial);
  const loadOtp = vi.fn(async (): Promise<Screen> => () => <Otp />);
  const screens: Record<string, () => Promise<Screen>> = {
    "/sign-in": async () => (search) => <SignIn redirect={search.redirect as string | undefined} />,
    "/otp": loadOtp,
  };
  const router = createSmallRouter<Screen>({
    history,
    screen: (pathname) => screens[pathname],
    guard: async () => undefined,
    leave: () => {},
  });
  return { history, router, loadOtp };
}

afterEach(() => vi.restoreAllMocks());

describe("the signed-out app", () => {
  it("renders its links with their search, the current page's marked", async () => {
    const { router } = setup("/sign-in?redirect=%2Fstrategy");
    await router.start();
    render(<SignedOutApp router={router} />);
    const brand = screen.getByRole("link", { name: "Brand" });
    expect(brand.getAttribute("href")).toBe("/sign-in");
    expect(brand.getAttribute("aria-current")).toBe("page");
    const code = screen.getByRole("link", { name: "Use a code" });
    expect(code.getAttribute("href")).toBe("/otp?redirect=%2Fstrategy");
    expect(code.hasAttribute("aria-current")).toBe(false);
  });

  it("follows a link without leaving the page, warming its screen on hover, and starts it at the top", async () => {
    const { router, history, loadOtp } = setup("/sign-in");
    await router.start();
    render(<SignedOutApp router={router} />);
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    const link = screen.getByRole("link", { name: "Use a code" });
    fireEvent.mouseEnter(link);
    expect(loadOtp).toHaveBeenCalledTimes(1);
    let followed = true;
    await act(async () => {
      followed = fireEvent.click(link);
    });
    expect(followed).toBe(false); // the router took the click
    expect(await screen.findByRole("heading", { name: "Code" })).toBeTruthy();
    expect(history.entries()).toEqual(["/sign-in", "/otp"]);
    expect(loadOtp).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Back" }));
    });
    expect(await screen.findByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(history.entries()).toEqual(["/sign-in", "/sign-in"]);
  });

  it("leaves a click that opens a new tab to the browser", async () => {
    const { router, history } = setup("/sign-in");
    await router.start();
    render(<SignedOutApp router={router} />);
    const link = screen.getByRole("link", { name: "Use a code" });
    // Stops happy-dom's own navigation, after the router saw the click (the document is above React's root).
    const stop = (e: Event) => e.preventDefault();
    document.addEventListener("click", stop);
    await act(async () => {
      fireEvent.click(link, { ctrlKey: true });
      fireEvent.click(link, { metaKey: true });
    });
    document.removeEventListener("click", stop);
    expect(history.entries()).toEqual(["/sign-in"]);
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeTruthy();
  });

  it("hands over to the app when a screen fails to render", async () => {
    const history = memoryHistory("/sign-in");
    const router = createSmallRouter<Screen>({
      history,
      screen: () => async () => () => <Broken />,
      guard: async () => undefined,
      leave: () => {},
    });
    await router.start();
    const onError = vi.fn();
    vi.spyOn(console, "error").mockImplementation(() => {});
    render(<SignedOutApp router={router} onError={onError} />);
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
  });

  it("keeps the scroll position on back and forward", async () => {
    const { router, history } = setup("/sign-in");
    await router.start();
    render(<SignedOutApp router={router} />);
    await act(() => router.navigate("/otp"));
    const scrollTo = vi.spyOn(window, "scrollTo").mockImplementation(() => {});
    await act(async () => {
      history.go(-1);
      await vi.waitFor(() => expect(router.getState()?.location.pathname).toBe("/sign-in"));
    });
    expect(screen.getByRole("heading", { name: "Sign in" })).toBeTruthy();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
