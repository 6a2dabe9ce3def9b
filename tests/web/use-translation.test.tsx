// @vitest-environment happy-dom
// own module graph: the first test starts i18n as the app does at load
import { act, render, screen } from "@testing-library/react";
import { useCallback } from "react";
import { afterAll, describe, expect, it, vi } from "vitest";
import i18n, { startI18n } from "@/lib/i18n/i18n";
import { useTranslation } from "@/lib/i18n/use-translation";
import { en, fr } from "../support/locales";

afterAll(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the app's i18n (lib/i18n/i18n.ts)", () => {
  it("starts in the detected language with its strings and English's, mirrored on <html lang> and remembered", async () => {
    localStorage.setItem("i18nextLng", "fr-CA");
    const urls: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        urls.push(url);
        return new Response(JSON.stringify(url.includes("/fr/") ? fr : en), { status: 200 });
      }),
    );
    expect(startI18n()).toBe(startI18n()); // started once
    await startI18n();
    expect(urls.sort()).toEqual(["/locales/en/core.json", "/locales/fr/core.json"]);
    expect(i18n.language).toBe("fr");
    expect(i18n.resolvedLanguage).toBe("fr");
    expect(document.documentElement.lang).toBe("fr");
    expect(localStorage.getItem("i18nextLng")).toBe("fr");
    expect(i18n.t("auth.errors.invalidCredentials")).toBe(fr.auth.errors.invalidCredentials);
  });
});

function Greeting() {
  const { t, i18n: instance } = useTranslation();
  const label = useCallback(() => t("auth.errors.invalidCredentials"), [t]);
  return (
    <p>
      {label()} ({instance.resolvedLanguage})
    </p>
  );
}

describe("useTranslation", () => {
  it("renders in the current language and again after a change of language", async () => {
    render(<Greeting />);
    expect(screen.getByText(`${fr.auth.errors.invalidCredentials} (fr)`)).toBeTruthy();
    await act(() => i18n.changeLanguage("en"));
    expect(screen.getByText("Invalid email or password (en)")).toBeTruthy();
    expect(document.documentElement.lang).toBe("en");
    expect(localStorage.getItem("i18nextLng")).toBe("en");
  });

  it("gives the same t between renders while nothing changes, a new one after a change", async () => {
    const seen: unknown[] = [];
    function Probe({ n }: { n: number }) {
      const { t } = useTranslation();
      seen.push(t);
      return <span>{n}</span>;
    }
    const { rerender } = render(<Probe n={1} />);
    rerender(<Probe n={2} />);
    expect(seen.at(-1)).toBe(seen.at(-2));
    await act(() => i18n.changeLanguage("fr"));
    expect(seen.at(-1)).not.toBe(seen.at(-2));
  });
});
