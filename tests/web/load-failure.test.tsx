// @vitest-environment happy-dom
import { act, render, screen } from "@testing-library/react";
import { Component, Suspense, type ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { lazyComponent, retryFailedLoads } from "@/lib/router/lazy-component";
import { isChunkLoadError, isNetworkError, loadFailureKind } from "@/lib/router/load-failure";

describe("loadFailureKind: a route's code or data out of reach, or another error", () => {
  it("a dynamic import whose file could not be fetched, in each browser, and a chunk's stylesheet", () => {
    const chunk = [
      new TypeError("Failed to fetch dynamically imported module: https://pp.example/assets/library-Cj.js"),
      new TypeError("error loading dynamically imported module: https://pp.example/assets/library-Cj.js"),
      new TypeError("Importing a module script failed."),
      new Error("Unable to preload CSS for https://pp.example/assets/calendar-grid-_U.css"),
    ];
    for (const error of chunk) {
      expect(isChunkLoadError(error), error.message).toBe(true);
      expect(loadFailureKind(error), error.message).toBe("unreachable");
    }
  });

  it("a fetch that got no answer", () => {
    for (const message of ["Failed to fetch", "NetworkError when attempting to fetch resource.", "Load failed"]) {
      expect(isNetworkError(new TypeError(message)), message).toBe(true);
      expect(loadFailureKind(new TypeError(message)), message).toBe("unreachable");
    }
  });

  it("anything else is another error: bugs, HTTP errors, values that are not errors", () => {
    const others: unknown[] = [
      new TypeError("Cannot read properties of undefined (reading 'map')"),
      new Error("Failed to fetch"), // not the TypeError fetch() throws
      new Error("Something about a dynamically imported module failed"),
      Object.assign(new Error("Not found"), { status: 404 }),
      "Failed to fetch dynamically imported module",
      null,
      undefined,
      { code: "NOT_FOUND" },
    ];
    for (const error of others) {
      expect(loadFailureKind(error), String(error)).toBe("other");
    }
  });
});

class Boundary extends Component<{ children: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: null };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    return this.state.error ? <p>failed: {(this.state.error as Error).message}</p> : this.props.children;
  }
}

const chunkError = () => new TypeError("Failed to fetch dynamically imported module: https://pp.example/assets/x.js");

describe("lazyComponent: a failed fetch is tried again for real", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it("offline: the failure is shown (no reload), and retryFailedLoads() imports the file again", async () => {
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
    const reload = vi.fn();
    vi.stubGlobal("location", { ...location, reload });
    const importer = vi
      .fn<() => Promise<{ Tool: () => ReactNode }>>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ Tool: () => <p>the tool</p> });
    const Lazy = lazyComponent(importer, "Tool");

    // rendered first: the render starts the import (and suspends until it settles)
    const view = await act(async () =>
      render(
        <Boundary>
          <Suspense fallback={<p>loading</p>}>
            <Lazy />
          </Suspense>
        </Boundary>,
      ),
    );
    expect(await screen.findByText(/^failed: Failed to fetch dynamically imported module/)).toBeTruthy();
    expect(reload).not.toHaveBeenCalled();
    expect(importer).toHaveBeenCalledTimes(1);

    await act(() => retryFailedLoads());
    expect(importer).toHaveBeenCalledTimes(2);
    // the failure is not kept (React.lazy would keep it): rendered again, the component is there
    view.rerender(
      <Suspense fallback={<p>loading</p>}>
        <Lazy />
      </Suspense>,
    );
    expect(await screen.findByText("the tool")).toBeTruthy();
    // loaded: nothing left for the router to wait for
    expect(Lazy.preload).toBeUndefined();
  });

  it("the router's preload() retries too, and a second failure is shown again", async () => {
    vi.stubGlobal("navigator", { ...navigator, onLine: false });
    const importer = vi
      .fn<() => Promise<{ default: () => ReactNode }>>()
      .mockRejectedValueOnce(chunkError())
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValue({ default: () => <p>the tool</p> });
    const Lazy = lazyComponent(importer);
    await Lazy.preload!();
    await Lazy.preload!();
    expect(importer).toHaveBeenCalledTimes(2);
    const view = render(
      <Boundary>
        <Lazy />
      </Boundary>,
    );
    expect(screen.getByText(/^failed:/)).toBeTruthy();
    await Lazy.preload!();
    view.rerender(<Lazy />);
    expect(await screen.findByText("the tool")).toBeTruthy();
  });

  it("online, a file that cannot be fetched reloads the page once (a newer build removed it), not twice", async () => {
    vi.stubGlobal("navigator", { ...navigator, onLine: true });
    const reload = vi.fn();
    vi.stubGlobal("location", { ...location, reload });
    const Lazy = lazyComponent(() => Promise.reject(chunkError()));
    await Lazy.preload!();
    render(
      <Boundary>
        <Suspense fallback={<p>reloading</p>}>
          <Lazy />
        </Suspense>
      </Boundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);

    // after the reload (same tab session), the same failure is shown instead of reloading again
    const Again = lazyComponent(() => Promise.reject(chunkError()));
    await Again.preload!();
    render(
      <Boundary>
        <Again />
      </Boundary>,
    );
    expect(screen.getByText(/^failed:/)).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
