// The page's entry: starts the app (main.tsx). Over a prerendered screen (src/server/http/prerendered.ts) it first
// lets the browser paint that screen, then fetches the app's files all at once (the server lists them in
// `<script type="application/json" id="pp-preload">`; on other pages it preloads them itself, spa-page.ts): the
// screen then waits neither for their download nor for their evaluation, a long task on a slow phone.
// The stylesheet belongs to this entry, so the page links it (a dynamic import would load it after the code).
import "./styles.css";
import { preloadListed } from "./lib/app/modulepreload";
import { startsSignedOut } from "./signed-out/paths";

let started = false;
const start = () => {
  if (started) return;
  started = true;
  preloadListed("pp-preload");
  // the signed-out screens' own small app, else the app (signed-out-main.tsx)
  void (startsSignedOut() ? import("./signed-out-main") : import("./main"));
};
if (document.getElementById("root")?.hasAttribute("data-prerendered") && document.visibilityState === "visible") {
  // A rAF callback runs just before the next paint; a task queued from it runs after that paint.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
