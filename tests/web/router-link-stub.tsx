import type { AnchorHTMLAttributes, ReactNode, Ref } from "react";

/**
 * `@tanstack/react-router` for components rendered without a router: a Link is a plain anchor to its path (with
 * what a wrapper such as a menu item gives it: role, handlers, ref).
 * Use: `vi.mock("@tanstack/react-router", () => import("./router-link-stub"))`.
 */
export function Link({
  to,
  children,
  ref,
  params: _params,
  search: _search,
  ...rest
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: string;
  children: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
  params?: unknown;
  search?: unknown;
}) {
  return (
    <a ref={ref} href={to} {...rest}>
      {children}
    </a>
  );
}
