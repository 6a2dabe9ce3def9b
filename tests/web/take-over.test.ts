// @vitest-environment happy-dom
import { renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetClientConfig, seedClientConfig, useClientConfig } from "@/lib/app/client-config";
import { watchPrerendered } from "@/lib/app/take-over";

const SCREEN =
  '<form method="dialog"><input id="e" value=""><input id="p" type="password" value="">' +
  '<button type="button">Show</button><button type="submit">Go</button></form>';

const nameOf = (b: Element) => b.getAttribute("aria-label") ?? b.textContent;

function rootWith(html: string, prerendered = true) {
  const root = document.createElement("div");
  root.id = "root";
  if (prerendered) root.setAttribute("data-prerendered", "en");
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.innerHTML = "";
  delete window.__ppEarly;
});

describe("the app taking over a prerendered screen", () => {
  it("does nothing without prerendered markup", () => {
    expect(watchPrerendered(rootWith(SCREEN, false))).toBeUndefined();
  });

  it("waits for the app's screen, then carries over typed text, the focus and the recorded clicks", () => {
    const root = rootWith(SCREEN);
    const screen = watchPrerendered(root)!;
    (root.querySelector("#e") as HTMLInputElement).value = "ada@example.com";
    const password = root.querySelector("#p") as HTMLInputElement;
    password.value = "secret";
    password.focus();
    const clicks: string[] = [];
    window.__ppEarly = [root.querySelector('button[type="button"]')!];
    expect(screen.restore()).toBe(false); // the prerendered markup is still there

    // The app's first commit: the same screen, new elements.
    root.innerHTML = SCREEN;
    const inputs: string[] = [];
    root.addEventListener("input", (e) => inputs.push((e.target as HTMLInputElement).id));
    root.querySelector('button[type="button"]')!.addEventListener("click", () => clicks.push("show"));
    expect(screen.restore()).toBe(true);
    expect((root.querySelector("#e") as HTMLInputElement).value).toBe("ada@example.com");
    expect((root.querySelector("#p") as HTMLInputElement).value).toBe("secret");
    expect(inputs).toEqual(["e", "p"]);
    expect(document.activeElement?.id).toBe("p");
    expect(clicks).toEqual([]); // replayed once the app's effects have run on that screen
    screen.replay();
    expect(clicks).toEqual(["show"]);
    expect(root.hasAttribute("data-prerendered")).toBe(false);
    expect(window.__ppEarly).toEqual([]);
  });

  it("on a signed-in page, matches the controls of its content only (the shell differs on a phone)", () => {
    const page = (shell: string) =>
      `<nav>${shell}</nav><main id="main-content"><form method="dialog"><textarea id="a"></textarea>` +
      '<button type="button">Next</button></form></main>';
    const root = rootWith(page('<a href="/x">X</a><a href="/y">Y</a>'));
    const screen = watchPrerendered(root)!;
    const field = root.querySelector("textarea")!;
    field.value = "typed early";
    field.focus();
    root.innerHTML = page("<button>Menu</button>"); // the app's shell: another set of controls
    expect(screen.restore()).toBe(true);
    expect(root.querySelector("textarea")!.value).toBe("typed early");
    expect(document.activeElement).toBe(root.querySelector("textarea"));
  });

  it("replays a click on the shell's buttons on the app's button of the same name, as a pointer press", () => {
    const page = (shell: string) => `<header>${shell}</header><main id="main-content"><p>Page</p></main>`;
    const root = rootWith(page('<button aria-label="Theme">☾</button><button>Search</button>'));
    const screen = watchPrerendered(root)!;
    window.__ppEarly = [...root.querySelectorAll("header button")];
    // the app's shell: more controls, in another order (a phone's menu button first)
    root.innerHTML = page('<button>Menu</button><button>Search</button><button aria-label="Theme">☾</button>');
    expect(screen.restore()).toBe(true);
    const events: string[] = [];
    for (const b of root.querySelectorAll("button"))
      for (const type of ["pointerdown", "click"]) b.addEventListener(type, () => events.push(`${nameOf(b)} ${type}`));
    screen.replay();
    // a menu button opens on the pointer going down, every other button on the click
    expect(events).toEqual(["Theme pointerdown", "Theme click", "Search pointerdown", "Search click"]);
  });

  it("replays no click on a shell button whose name the app's shell has twice or not at all", () => {
    const page = (shell: string) => `<header>${shell}</header><main id="main-content"><p>Page</p></main>`;
    const root = rootWith(page("<button>Open</button><button>Gone</button>"));
    const screen = watchPrerendered(root)!;
    window.__ppEarly = [...root.querySelectorAll("header button")];
    root.innerHTML = page("<button>Open</button><button>Open</button>");
    expect(screen.restore()).toBe(true);
    const clicks = vi.fn();
    root.addEventListener("click", clicks);
    screen.replay();
    expect(clicks).not.toHaveBeenCalled();
  });

  it("carries over a <details> opened on the markup, and the focus on its summary", () => {
    const page =
      '<main id="main-content"><button type="button">Star</button><details><summary tabindex="0">Example</summary>' +
      "<p>Text</p></details><details><summary>Other</summary></details></main>";
    const root = rootWith(page);
    const screen = watchPrerendered(root)!;
    const [opened] = root.querySelectorAll("details");
    opened!.open = true;
    root.querySelector("summary")!.focus();
    root.innerHTML = page;
    expect(screen.restore()).toBe(true);
    expect([...root.querySelectorAll("details")].map((d) => d.open)).toEqual([true, false]);
    expect(document.activeElement).toBe(root.querySelector("summary"));
  });

  it("takes over whenever the app's screen comes, however late, and replays a submit then", async () => {
    const root = rootWith(SCREEN);
    const screen = watchPrerendered(root)!;
    window.__ppEarly = [root.querySelector("form")!];
    const taken = vi.fn();
    screen.watch(taken);
    root.innerHTML = "<p>Loading…</p>"; // the app, its data still on the way: no longer the prerendered markup
    await Promise.resolve();
    expect(taken).not.toHaveBeenCalled();
    expect(root.hasAttribute("data-prerendered")).toBe(false); // its own page works meanwhile
    root.innerHTML = SCREEN;
    const submits: string[] = [];
    root.querySelector("form")!.addEventListener("submit", (e) => {
      e.preventDefault();
      submits.push("go");
    });
    await new Promise((resolve) => setTimeout(resolve));
    expect(taken).toHaveBeenCalledTimes(1);
    screen.replay();
    expect(submits).toEqual(["go"]);
  });

  it("drops what was recorded when the app goes to another address", async () => {
    const root = rootWith(SCREEN);
    const screen = watchPrerendered(root)!;
    window.__ppEarly = [root.querySelector('button[type="button"]')!];
    const taken = vi.fn();
    const stop = screen.watch(taken);
    window.history.pushState(null, "", "/elsewhere");
    root.innerHTML = SCREEN;
    const clicks: string[] = [];
    root.querySelector('button[type="button"]')!.addEventListener("click", () => clicks.push("show"));
    await new Promise((resolve) => setTimeout(resolve));
    stop();
    screen.replay();
    expect(taken).not.toHaveBeenCalled();
    expect(clicks).toEqual([]);
    window.history.pushState(null, "", "/");
  });

  it("gives up when the app shows another screen", () => {
    const root = rootWith(SCREEN);
    const screen = watchPrerendered(root)!;
    root.innerHTML = "<main>elsewhere</main>";
    expect(screen.restore()).toBe(false);
    screen.abandon();
    expect(root.hasAttribute("data-prerendered")).toBe(false);
  });
});

describe("the client settings the server put in the page", () => {
  it("seeds the settings (no request then), and ignores what it cannot read", () => {
    const fetchMock = vi.fn(async () => new Response("{}", { status: 500 }));
    vi.stubGlobal("fetch", fetchMock);
    const read = () => renderHook(() => useClientConfig()).result.current.data;
    document.body.innerHTML = '<script type="application/json" id="pp-config">{"linkedinEnabled":false}</script>';
    seedClientConfig();
    expect(read()).toEqual({ linkedinEnabled: false });
    expect(fetchMock).not.toHaveBeenCalled();

    resetClientConfig();
    document.body.innerHTML = '<script type="application/json" id="pp-config">{oops</script>';
    seedClientConfig();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(read()).toBeUndefined();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
});
