/** A navigation entry (SPEC §2): title (an i18n key), url, optional icon, badge and sub-items. */
export interface NavLinkLike {
  url: string;
  items?: { url: string }[];
}

const stripTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, "") : path);
const withoutQuery = (href: string) => href.split(/[?#]/)[0];

/**
 * SPEC §2: an item is active when the current location equals its url, equals it without the query string,
 * or equals one of its children's urls. Trailing slashes are ignored ("/notes/" is "/notes").
 */
export function isNavItemActive(href: string, item: NavLinkLike): boolean {
  const url = stripTrailingSlash(item.url);
  const full = stripTrailingSlash(href);
  const path = stripTrailingSlash(withoutQuery(href));
  if (full === url || path === url) return true;
  return (item.items ?? []).some((child) => {
    const childUrl = stripTrailingSlash(child.url);
    return full === childUrl || path === childUrl;
  });
}

/** SPEC §2: a group is open by default when the location's first path segment matches the group's. */
export function isGroupOpenByDefault(href: string, item: NavLinkLike): boolean {
  if (isNavItemActive(href, item)) return true;
  const segment = withoutQuery(href).split("/")[1] ?? "";
  if (!segment) return false;
  const own = item.url.split("/")[1] ?? "";
  if (own === segment) return true;
  return (item.items ?? []).some((child) => (child.url.split("/")[1] ?? "") === segment);
}
