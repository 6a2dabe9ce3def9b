// The page's entry: starts the app (main.tsx). Over a prerendered screen (src/server/http/prerendered.ts) it first
// lets the browser paint that screen: the app's code takes a long task to evaluate on a slow phone, and the screen
// need not wait for it. Its files download meanwhile (the server preloads them, src/server/http/spa-page.ts).
// The stylesheet belongs to this entry, so the page links it (a dynamic import would load it after the code).
import "./styles.css";

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import("./main");
};
if (document.getElementById("root")?.hasAttribute("data-prerendered") && document.visibilityState === "visible") {
  // A rAF callback runs just before the next paint; a task queued from it runs after that paint.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
