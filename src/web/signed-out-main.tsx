import { startTransition, StrictMode } from "react";
import { createRoot, type Root } from "react-dom/client";
import { preloadListed } from "./lib/app/modulepreload";
import { startPage } from "./lib/app/start-page";
import { watchPrerendered } from "./lib/app/take-over";
import { TakeOver } from "./lib/app/take-over-screen";
import { browserHistory } from "./signed-out/history";
import { SignedOutApp } from "./signed-out/signed-out-app";
import { createSignedOutRouter } from "./signed-out/signed-out-router";

// The signed-out app (issue 8 §3): a first load of a signed-out screen (signed-out/paths.ts) starts these screens
// with a small router of their own instead of the whole app and TanStack Router (25 kB gzip). The screens are the
// app's own (features/auth/), which navigate through lib/router/navigation.tsx. Any other address (after signing in, a
// signed-in visitor, back to a page of the app) starts the app (main.tsx), whose router reads it from the history.

const i18nReady = startPage();
const rootElement = document.getElementById("root")!;
const prerendered = watchPrerendered(rootElement);
let root: Root | undefined;
let handedOver = false;

function handOver() {
  handedOver = true;
  rootElement.removeEventListener("focusin", warmApp);
  if (root) {
    // The app renders over a still copy of this screen (clones keep the typed values), so nothing blinks while it
    // loads; its first commit replaces the copy.
    const still = Array.from(rootElement.childNodes, (node) => node.cloneNode(true));
    root.unmount();
    rootElement.replaceChildren(...still);
  }
  // Before a first render, a prerendered screen and what was done to it stay for the app to take over.
  void import("./main");
}

const router = createSignedOutRouter(browserHistory(), handOver);

// The app this one hands over to after a sign-in downloads once the visitor starts filling a form (the server lists
// its files in `pp-app`), not with the first load, and the hand-over then waits for no download.
const warmApp = (e: FocusEvent) => {
  if (!(e.target instanceof HTMLInputElement)) return;
  rootElement.removeEventListener("focusin", warmApp);
  preloadListed("pp-app");
};
rootElement.addEventListener("focusin", warmApp);

// As in main.tsx: one render once the translations and the screen are in, as a transition.
void Promise.all([i18nReady, router.start()]).then(() => {
  if (handedOver || !router.getState()) return;
  root = createRoot(rootElement);
  const app = <SignedOutApp router={router} onError={router.leave} />;
  startTransition(() =>
    root!.render(<StrictMode>{prerendered ? <TakeOver screen={prerendered}>{app}</TakeOver> : app}</StrictMode>),
  );
});
