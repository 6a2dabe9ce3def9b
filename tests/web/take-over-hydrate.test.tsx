// @vitest-environment happy-dom
import { act, startTransition, Suspense, useEffect, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { noteTyped } from "@/lib/app/carry-typed";
import { usePageEffectsSignal } from "@/lib/app/page-effects";
import { watchPrerendered } from "@/lib/app/take-over";
import { TakeOver } from "@/lib/app/take-over-screen";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A signed-in page as the server renders it: a topic (a controlled textarea with the server's text), a name (an
 * input), a box, and a button that counts its clicks; the page shows what its state holds. */
function Page(props: { onMore: (ready: boolean) => void; label?: string }) {
  // in a Suspense boundary, as the router's pages are: hydrated after the root's first commit
  return (
    <Suspense fallback={null}>
      <Content {...props} />
    </Suspense>
  );
}

function Content({ onMore, label = "More" }: { onMore: (ready: boolean) => void; label?: string }) {
  // set by the page's effect, as the strategy wizard sets up its answers: a click replayed before it meets `false`
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  const [topic, setTopic] = useState("Pricing");
  const [name, setName] = useState("");
  const [daily, setDaily] = useState(false);
  usePageEffectsSignal(); // as the app's pages do, through their layout (`Page`)
  return (
    <main id="main-content">
      <textarea id="topic" value={topic} onChange={(e) => setTopic(e.target.value)} />
      <input id="name" value={name} onChange={(e) => setName(e.target.value)} />
      <input id="daily" type="checkbox" checked={daily} onChange={(e) => setDaily(e.target.checked)} />
      <button type="button" onClick={() => onMore(ready)}>
        {label}
      </button>
      <output id="state">{`${topic}|${name}|${daily}`}</output>
    </main>
  );
}

function serverPage(html: string) {
  const root = document.createElement("div");
  root.id = "root";
  root.setAttribute("data-prerendered", "en");
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

/** index.html's recorder, as it records a click on the prerendered markup. */
const recordClick = (el: Element) => (window.__ppEarly ??= []).push(el);

async function hydrate(root: HTMLElement, page: React.ReactNode) {
  const screen = watchPrerendered(root, window, noteTyped)!;
  expect(screen.hydratable()).toBe(true);
  screen.hydrating();
  await act(async () => {
    startTransition(() => {
      hydrateRoot(root, <TakeOver screen={screen}>{page}</TakeOver>, { onRecoverableError: () => {} });
    });
  });
  // the page's boundary hydrates after the root's commit; the replay then waits for a render asked from an effect
  for (let i = 0; i < 5; i++) await act(() => new Promise((r) => setTimeout(r, 20)));
  return screen;
}

afterEach(() => {
  document.body.innerHTML = "";
  delete window.__ppEarly;
});

describe("hydrating a signed-in page the server rendered", () => {
  it("keeps the server's nodes and gives the app what was typed, ticked and clicked before, once", async () => {
    const more = vi.fn();
    const root = serverPage(renderToString(<Page onMore={more} />));
    const topic = root.querySelector<HTMLTextAreaElement>("#topic")!;
    const name = root.querySelector<HTMLInputElement>("#name")!;
    const box = root.querySelector<HTMLInputElement>("#daily")!;
    // typed before the app's code ran (hydration puts a textarea's server text back: the typing must survive that)
    topic.value = "Pricing for founders";
    name.value = "Ada";
    box.checked = true;
    name.focus();
    recordClick(root.querySelector("button")!);

    await hydrate(root, <Page onMore={more} />);
    // the same elements: nothing made anew, nothing laid out again
    expect(root.querySelector("#topic")).toBe(topic);
    expect(root.querySelector("#name")).toBe(name);
    // the app's state holds what was typed (it fails when a typed value stays in the DOM only)
    expect(root.querySelector("#state")!.textContent).toBe("Pricing for founders|Ada|true");
    expect(topic.value).toBe("Pricing for founders");
    expect(document.activeElement).toBe(name);
    // (the caret: happy-dom moves it when React sets the value attribute; the e2e checks it in Chromium)
    expect(more).toHaveBeenCalledTimes(1); // the recorded click, replayed once
    expect(more).toHaveBeenCalledWith(true); // after the page's effects, and their render
    expect(root.hasAttribute("data-prerendered")).toBe(false);

    // from now on the app handles the page itself
    root.querySelector("button")!.click();
    expect(more).toHaveBeenCalledTimes(2);
  });

  it("a page whose markup differs is rendered anew, and what was typed is carried over to the new nodes", async () => {
    const more = vi.fn();
    const root = serverPage(renderToString(<Page onMore={more} label="More (server)" />));
    const oldName = root.querySelector<HTMLInputElement>("#name")!;
    oldName.value = "Grace";
    recordClick(root.querySelector("button")!);

    await hydrate(root, <Page onMore={more} />);
    const name = root.querySelector<HTMLInputElement>("#name")!;
    expect(name).not.toBe(oldName); // rendered anew
    expect(name.value).toBe("Grace");
    expect(root.querySelector("#state")!.textContent).toBe("Pricing|Grace|false");
    expect(more).toHaveBeenCalledTimes(1);
  });

  it("is not tried on a screen in another language than the app's (its markup waits hidden)", () => {
    document.documentElement.setAttribute("data-lng", "fr");
    try {
      const root = serverPage(renderToString(<Page onMore={() => {}} />));
      expect(watchPrerendered(root)!.hydratable()).toBe(false);
    } finally {
      document.documentElement.removeAttribute("data-lng");
    }
  });

  it("is not tried on a signed-out screen (the app renders over it)", () => {
    const root = serverPage("<form><input></form>");
    expect(watchPrerendered(root)!.hydratable()).toBe(false);
  });
});
