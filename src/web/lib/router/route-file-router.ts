// What the route files get for "@tanstack/react-router" (scripts/vite-lazy-route-component.ts): the router itself,
// but the app's lazyRouteComponent, which the route plugin's code splitting wraps each split component in. The app's
// retries a fetch that failed offline instead of reloading the page (lib/router/lazy-component.ts).
export * from "@tanstack/react-router";
export { lazyRouteComponent } from "./lazy-component";
