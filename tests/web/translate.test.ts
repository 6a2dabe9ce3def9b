import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n, pickLanguage, translate, type Strings } from "@/lib/i18n/translate";
import type { Language } from "@contracts/language";
import { en, fr } from "../support/locales";

const EN: Strings = {
  hello: "Hello {{name}}",
  spaced: "{{ first }} and {{first}} then {{second}}",
  plain: "No placeholders",
  nested: { deeper: { leaf: "Leaf" } },
  files_one: "{{count}} file",
  files_other: "{{count}} files",
  bare: "{{count}} thing(s)",
  onlyEnglish: "English only",
};
const FR: Strings = {
  hello: "Bonjour {{name}}",
  nested: { deeper: { leaf: "Feuille" } },
  files_one: "{{count}} fichier",
  files_other: "{{count}} fichiers",
};
const catalog = new Map<Language, Strings>([
  ["en", EN],
  ["fr", FR],
]);
const t = (lng: Language, key: string, options?: Record<string, unknown>) => translate(catalog, lng, key, options);

afterEach(() => vi.restoreAllMocks());

describe("translate", () => {
  it("reads nested keys and fills in every {{placeholder}}, spaces allowed, without escaping", () => {
    expect(t("en", "nested.deeper.leaf")).toBe("Leaf");
    expect(t("fr", "nested.deeper.leaf")).toBe("Feuille");
    expect(t("en", "hello", { name: "<Ada & Bob>" })).toBe("Hello <Ada & Bob>");
    expect(t("en", "spaced", { first: 1, second: 0 })).toBe("1 and 1 then 0");
    expect(t("en", "plain", { name: "x" })).toBe("No placeholders");
  });

  it("leaves a missing value empty, with a warning (as i18next did)", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(t("en", "hello")).toBe("Hello ");
    expect(warn).toHaveBeenCalledWith("missed to pass in variable name for interpolating Hello {{name}}");
    expect(t("en", "hello", { name: null })).toBe("Hello ");
    expect(warn).toHaveBeenCalledTimes(1);
  });

  it("picks the English plural form: 1 is one, 0 and 2 are other", () => {
    expect(t("en", "files", { count: 1 })).toBe("1 file");
    expect(t("en", "files", { count: 0 })).toBe("0 files");
    expect(t("en", "files", { count: 2 })).toBe("2 files");
    expect(t("en", "files", { count: 1.5 })).toBe("1.5 files");
  });

  it("picks the French plural form: 0, 1 and 1.5 are one, 2 is other", () => {
    expect(t("fr", "files", { count: 0 })).toBe("0 fichier");
    expect(t("fr", "files", { count: 1 })).toBe("1 fichier");
    expect(t("fr", "files", { count: 1.5 })).toBe("1.5 fichier");
    expect(t("fr", "files", { count: 2 })).toBe("2 fichiers");
  });

  it("uses the language's _other form for a category it has no text for (French 'many'), not English", () => {
    expect(new Intl.PluralRules("fr").select(1_000_000)).toBe("many");
    expect(t("fr", "files", { count: 1_000_000 })).toBe("1000000 fichiers");
  });

  it("uses the bare key when a counted text has no plural forms, and ignores a count that is not a number", () => {
    expect(t("en", "bare", { count: 3 })).toBe("3 thing(s)");
    expect(t("en", "files", { count: "1" })).toBe("files");
  });

  it("falls back to English for a string French lacks, then to the key itself", () => {
    expect(t("fr", "onlyEnglish")).toBe("English only");
    expect(t("fr", "bare", { count: 2 })).toBe("2 thing(s)");
    expect(t("fr", "missing.key")).toBe("missing.key");
    expect(t("en", "missing.key", { count: 2 })).toBe("missing.key");
  });

  it("answers the key for a branch, a too-deep path or an inherited property, never an object", () => {
    expect(t("en", "nested")).toBe("nested");
    expect(t("en", "nested.deeper.leaf.more")).toBe("nested.deeper.leaf.more");
    expect(t("en", "constructor")).toBe("constructor");
    expect(t("en", "hello.length")).toBe("hello.length");
    expect(t("en", "__proto__.toString")).toBe("__proto__.toString");
  });

  it("works with the app's own locale files (French counts 0 as one)", () => {
    const app = new Map<Language, Strings>([
      ["en", en],
      ["fr", fr],
    ]);
    expect(translate(app, "fr", "editor.media.attach", { count: 0 })).toBe("Joindre 0 fichier");
    expect(translate(app, "fr", "editor.media.attach", { count: 3 })).toBe("Joindre 3 fichiers");
    expect(translate(app, "en", "editor.media.attach", { count: 1 })).toBe(
      en.editor.media.attach_one.replace("{{count}}", "1"),
    );
    expect(translate(app, "en", "auth.errors.invalidCredentials")).toBe("Invalid email or password");
  });
});

describe("pickLanguage", () => {
  it("takes the first supported candidate, region and case aside, else English", () => {
    expect(pickLanguage(["de-DE", "fr-CA", "en"])).toBe("fr");
    expect(pickLanguage(["FR"])).toBe("fr");
    expect(pickLanguage(["en-GB", "fr"])).toBe("en");
    expect(pickLanguage([undefined, null, "", "french", "pt"])).toBe("en");
    expect(pickLanguage([])).toBe("en");
  });
});

describe("createI18n", () => {
  function loader(strings: Partial<Record<Language, Strings | undefined>>) {
    const calls: Language[] = [];
    const resolvers: (() => void)[] = [];
    const load = vi.fn((lng: Language) => {
      calls.push(lng);
      return new Promise<Strings | undefined>((resolve) => resolvers.push(() => resolve(strings[lng])));
    });
    const flush = async () => {
      while (resolvers.length) resolvers.shift()!();
      await new Promise((r) => setTimeout(r, 0));
    };
    return { load, calls, flush };
  }

  it("loads the language and English once each, then switches and tells its subscribers", async () => {
    const { load, calls, flush } = loader({ en: EN, fr: FR });
    const i18n = createI18n({ load });
    const listener = vi.fn();
    i18n.subscribe(listener);
    expect(i18n.resolvedLanguage).toBeUndefined();
    const before = i18n.fixedT;

    const first = i18n.changeLanguage("fr-FR");
    const second = i18n.changeLanguage("fr");
    await flush();
    await Promise.all([first, second]);
    expect(calls.sort()).toEqual(["en", "fr"]);
    expect(i18n.language).toBe("fr");
    expect(i18n.resolvedLanguage).toBe("fr");
    expect(listener).toHaveBeenCalledTimes(2);
    expect(i18n.fixedT).not.toBe(before);
    expect(i18n.fixedT("hello", { name: "Ada" })).toBe("Bonjour Ada");
    expect(i18n.t("onlyEnglish")).toBe("English only");

    await i18n.changeLanguage("en");
    expect(load).toHaveBeenCalledTimes(2); // nothing loaded twice
    expect(i18n.t("hello", { name: "Ada" })).toBe("Hello Ada");
    expect(i18n.getFixedT("fr")("hello", { name: "Ada" })).toBe("Bonjour Ada");
    expect(i18n.getFixedT("de")("hello", { name: "Ada" })).toBe("Hello Ada");
  });

  it("keeps `t` stable and reading the current language; `fixedT` stays on its own", async () => {
    const i18n = createI18n({ resources: { en: EN, fr: FR } });
    const { t: stable } = i18n;
    await i18n.changeLanguage("en");
    const englishT = i18n.fixedT;
    await i18n.changeLanguage("fr");
    expect(i18n.t).toBe(stable);
    expect(stable("nested.deeper.leaf")).toBe("Feuille");
    expect(englishT("nested.deeper.leaf")).toBe("Leaf");
  });

  it("lets the last of overlapping changes win", async () => {
    const { load, flush } = loader({ en: EN, fr: FR });
    const i18n = createI18n({ load });
    const toFrench = i18n.changeLanguage("fr");
    const toEnglish = i18n.changeLanguage("en");
    await flush();
    await Promise.all([toFrench, toEnglish]);
    expect(i18n.language).toBe("en");
  });

  it("switches even when the language's strings failed: English texts, resolvedLanguage English", async () => {
    const { load, flush } = loader({ en: EN, fr: undefined });
    const i18n = createI18n({ load });
    const changing = i18n.changeLanguage("fr");
    await flush();
    await changing;
    expect(i18n.language).toBe("fr");
    expect(i18n.resolvedLanguage).toBe("en");
    expect(i18n.t("nested.deeper.leaf")).toBe("Leaf");
  });

  it("shows the keys when nothing loaded, and loads a failed language again on the next change", async () => {
    const { load, flush } = loader({});
    const i18n = createI18n({ load });
    const changing = i18n.changeLanguage("fr");
    await flush();
    await changing;
    expect(i18n.resolvedLanguage).toBeUndefined();
    expect(i18n.t("nested.deeper.leaf")).toBe("nested.deeper.leaf");
    const again = i18n.changeLanguage("fr");
    await flush();
    await again;
    expect(load).toHaveBeenCalledTimes(4);
  });

  it("loads a page's files in the language and English once, joins them to what is in, and tells its subscribers", async () => {
    const files: Record<string, Strings> = {
      "en/core": { nested: { deeper: { leaf: "Leaf" } } },
      "fr/core": { nested: { deeper: { leaf: "Feuille" } } },
      "en/editor": { nested: { other: "Other" }, editor: { title: "Editor" } },
      "fr/editor": { nested: { other: "Autre" }, editor: { title: "Éditeur" } },
    };
    const calls: string[] = [];
    const i18n = createI18n({
      load: async (lng, ns) => {
        calls.push(`${lng}/${ns}`);
        return files[`${lng}/${ns}`];
      },
    });
    await i18n.changeLanguage("fr");
    expect(calls.sort()).toEqual(["en/core", "fr/core"]);
    expect(i18n.t("editor.title")).toBe("editor.title"); // not loaded yet
    const listener = vi.fn();
    i18n.subscribe(listener);
    await Promise.all([i18n.loadNamespaces(["editor"]), i18n.loadNamespaces(["editor"])]);
    expect(calls.sort()).toEqual(["en/core", "en/editor", "fr/core", "fr/editor"]); // once each
    expect(i18n.t("editor.title")).toBe("Éditeur");
    expect(i18n.t("nested.other")).toBe("Autre"); // a tree split between two files is joined
    expect(i18n.t("nested.deeper.leaf")).toBe("Feuille");
    expect(listener).toHaveBeenCalled();
    listener.mockClear();
    await i18n.loadNamespaces(["editor"]);
    expect(listener).not.toHaveBeenCalled(); // in already: nothing to tell
    // a language switched to later gets every file a page asked for
    calls.length = 0;
    files["de/core"] = {};
    await i18n.changeLanguage("en");
    expect(calls).toEqual([]);
    expect(i18n.t("editor.title")).toBe("Editor");
  });

  it("a page's files reach the language being switched to, whichever starts first (no English left on a French page)", async () => {
    const files: Record<string, Strings> = {
      "en/core": {},
      "fr/core": {},
      "en/slots": { slots: { use: "Use suggested slots" } },
      "fr/slots": { slots: { use: "Utiliser les créneaux suggérés" } },
    };
    for (const pageFirst of [false, true]) {
      const pending: (() => void)[] = [];
      const i18n = createI18n({
        load: (lng, ns) => new Promise((resolve) => pending.push(() => resolve(files[`${lng}/${ns}`]))),
      });
      const flush = async () => {
        while (pending.length) {
          pending.shift()!();
          await new Promise((r) => setTimeout(r, 0));
        }
      };
      const started = i18n.changeLanguage("en");
      await flush();
      await started;
      // the page's loader and the profile's language, in both orders, before either has loaded
      const steps = pageFirst
        ? [i18n.loadNamespaces(["slots"]), i18n.changeLanguage("fr")]
        : [i18n.changeLanguage("fr"), i18n.loadNamespaces(["slots"])];
      await flush();
      await Promise.all(steps);
      expect(i18n.language).toBe("fr");
      expect(i18n.t("slots.use"), `page first: ${pageFirst}`).toBe("Utiliser les créneaux suggérés");
    }
  });

  it("loads a page's file again on the next visit when it failed", async () => {
    let fail = true;
    const load = vi.fn(async (_lng: Language, ns: string) =>
      ns === "editor" && fail ? undefined : { [ns]: { x: ns } },
    );
    const i18n = createI18n({ load });
    await i18n.changeLanguage("en");
    await i18n.loadNamespaces(["editor"]);
    expect(i18n.t("editor.x")).toBe("editor.x");
    fail = false;
    await i18n.loadNamespaces(["editor"]);
    expect(i18n.t("editor.x")).toBe("editor");
  });

  it("stops telling a subscriber that unsubscribed; addResources counts as a change", () => {
    const i18n = createI18n();
    const listener = vi.fn();
    const unsubscribe = i18n.subscribe(listener);
    i18n.addResources("en", EN);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(i18n.t("plain")).toBe("No placeholders");
    unsubscribe();
    i18n.addResources("fr", FR);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
