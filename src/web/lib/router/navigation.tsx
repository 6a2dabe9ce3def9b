import { createContext, useContext, type AnchorHTMLAttributes, type MouseEvent } from "react";

/**
 * Navigation for the screens two routers show: the signed-out screens run under TanStack Router inside the app
 * (lib/router/tanstack-navigation.tsx) and under the signed-out app's small router on their own first load
 * (src/web/signed-out/), so they move through this interface, never through a router's API.
 */
export interface Navigation {
  /** Goes to an address of this site ("/otp?redirect=%2Fstrategy"). */
  navigate(href: string, options?: { replace?: boolean }): Promise<void>;
  /** Warms what an address needs (its code), on the intent to follow a link. */
  preload(href: string): void;
  /** The current path, as a hook (the component re-renders when it changes). */
  usePathname(): string;
}

const NavigationContext = createContext<Navigation | null>(null);
export const NavigationProvider = NavigationContext.Provider;

export function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error("useNavigation must be used inside a NavigationProvider");
  return navigation;
}

export type SearchParams = Record<string, string | undefined>;

/** "/otp" and { redirect: "/x" } -> "/otp?redirect=%2Fx"; undefined values are left out. */
export function hrefOf(to: string, search?: SearchParams): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search ?? {})) if (value !== undefined) params.set(key, value);
  const query = params.toString();
  return query ? `${to}?${query}` : to;
}

/** A click the browser should handle itself: a new tab or window, a download, another button. */
const browserClick = (e: MouseEvent<HTMLAnchorElement>) =>
  e.defaultPrevented ||
  e.button !== 0 ||
  e.metaKey ||
  e.ctrlKey ||
  e.shiftKey ||
  e.altKey ||
  (e.currentTarget.target !== "" && e.currentTarget.target !== "_self");

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  search?: SearchParams;
  replace?: boolean;
}

/** An anchor to a path of the app: followed by the router, its code warmed on hover, focus or touch. */
export function Link({ to, search, replace, onClick, onMouseEnter, onFocus, onTouchStart, ...props }: LinkProps) {
  const navigation = useNavigation();
  const href = hrefOf(to, search);
  const active = navigation.usePathname() === to;
  const preload = () => navigation.preload(href);
  return (
    <a
      {...props}
      href={href}
      {...(active ? { "data-status": "active", "aria-current": "page" as const } : {})}
      onClick={(e) => {
        onClick?.(e);
        if (browserClick(e)) return;
        e.preventDefault();
        void navigation.navigate(href, { replace });
      }}
      onMouseEnter={(e) => {
        onMouseEnter?.(e);
        preload();
      }}
      onFocus={(e) => {
        onFocus?.(e);
        preload();
      }}
      onTouchStart={(e) => {
        onTouchStart?.(e);
        preload();
      }}
    />
  );
}

/** The navigate function of the router the screen runs under. */
export function useNavigate(): Navigation["navigate"] {
  return useNavigation().navigate;
}
