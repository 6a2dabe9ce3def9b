// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { isGroupOpenByDefault, isNavItemActive } from "@/components/layout/nav-active";
import { NAV_GROUPS, TOOL_ITEMS } from "@/components/layout/nav-data";

const settings = {
  url: "/settings",
  items: [{ url: "/settings/account" }, { url: "/settings/appearance" }],
};

describe("active navigation item (SPEC §2)", () => {
  it("is active when the location equals its url", () => {
    expect(isNavItemActive("/notes", { url: "/notes" })).toBe(true);
    expect(isNavItemActive("/notes/", { url: "/notes" })).toBe(true);
    expect(isNavItemActive("/library", { url: "/notes" })).toBe(false);
  });

  it("is active when the location without its query string equals its url", () => {
    expect(isNavItemActive("/scheduler?week=12", { url: "/scheduler" })).toBe(true);
    expect(isNavItemActive("/scheduler/?week=12", { url: "/scheduler" })).toBe(true);
    expect(isNavItemActive("/scheduler#today", { url: "/scheduler" })).toBe(true);
  });

  it("is active when the location equals one of its children's urls", () => {
    expect(isNavItemActive("/settings/appearance", settings)).toBe(true);
    expect(isNavItemActive("/settings/appearance?x=1", settings)).toBe(true);
    expect(isNavItemActive("/settings/display", settings)).toBe(false);
  });

  it("is not active for a mere prefix", () => {
    expect(isNavItemActive("/notes-archive", { url: "/notes" })).toBe(false);
    expect(isNavItemActive("/editor", { url: "/carousel-editor" })).toBe(false);
  });

  it("opens a group by default when the first path segment matches", () => {
    expect(isGroupOpenByDefault("/settings/display", settings)).toBe(true);
    expect(isGroupOpenByDefault("/settings", settings)).toBe(true);
    expect(isGroupOpenByDefault("/notes", settings)).toBe(false);
    expect(isGroupOpenByDefault("/", settings)).toBe(false);
  });
});

describe("navigation data (SPEC §2)", () => {
  it("lists the nine tools with their paths and badges, in order", () => {
    expect(TOOL_ITEMS.map((i) => [i.url, i.badge ?? null])).toEqual([
      ["/strategy", "new"],
      ["/content-management", null],
      ["/generate-post", "hot"],
      ["/editor", null],
      ["/carousel-editor", "hot"],
      ["/inspirations", null],
      ["/notes", null],
      ["/library", null],
      ["/scheduler", null],
    ]);
    for (const item of TOOL_ITEMS) expect(item.icon, item.url).toBeTruthy();
  });

  it("every navigation url is unique", () => {
    const urls = NAV_GROUPS.flatMap((g) => g.items.flatMap((i) => [i.url, ...(i.items ?? []).map((s) => s.url)]));
    expect(new Set(urls).size).toBe(urls.length);
  });
});
