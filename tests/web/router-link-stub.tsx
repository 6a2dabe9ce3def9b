import type { ReactNode } from "react";

/**
 * `@tanstack/react-router` for components rendered without a router: a Link is a plain anchor to its path.
 * Use: `vi.mock("@tanstack/react-router", () => import("./router-link-stub"))`.
 */
export function Link({ to, children, className }: { to: string; children: ReactNode; className?: string }) {
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
