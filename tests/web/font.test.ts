// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { beforeEach, describe, expect, it } from "vitest";
import { DEFAULT_FONT, FONT_STORAGE_KEY, readStoredFont, setFont, useFont, validateFont } from "@/lib/ui/font";

describe("font preference (SPEC §3/§5)", () => {
  beforeEach(() => {
    localStorage.clear();
    delete document.documentElement.dataset.font;
  });

  it("accepts only inter, manrope or system; anything else is inter", () => {
    expect(validateFont("inter")).toBe("inter");
    expect(validateFont("manrope")).toBe("manrope");
    expect(validateFont("system")).toBe("system");
    for (const bad of ["Inter", "comic-sans", "", null, undefined, 3, {}]) expect(validateFont(bad)).toBe("inter");
    expect(DEFAULT_FONT).toBe("inter");
  });

  it("reads the stored value, falling back to inter", () => {
    expect(readStoredFont()).toBe("inter");
    localStorage.setItem(FONT_STORAGE_KEY, "manrope");
    expect(readStoredFont()).toBe("manrope");
    localStorage.setItem(FONT_STORAGE_KEY, "papyrus");
    expect(readStoredFont()).toBe("inter");
  });

  it("setFont stores the font, applies it to <html data-font> and updates subscribers", () => {
    const { result } = renderHook(() => useFont());
    expect(result.current[0]).toBe("inter");
    act(() => setFont("system"));
    expect(result.current[0]).toBe("system");
    expect(localStorage.getItem(FONT_STORAGE_KEY)).toBe("system");
    expect(document.documentElement.dataset.font).toBe("system");
    act(() => setFont("nope" as never));
    expect(result.current[0]).toBe("inter");
  });
});
