// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { teamName } from "@/components/layout/team-name";
import { createI18n } from "@/lib/i18n/translate";
import { en, fr } from "../support/locales";

const instance = createI18n({ resources: { en, fr } });

describe("sidebar team entry name (SPEC §1)", () => {
  it("shows a named workspace's own name", () => {
    expect(teamName(instance.getFixedT("en"), "Acme content", "Ada")).toBe("Acme content");
  });

  it("names a personal workspace after the user's first name, in the interface language", () => {
    expect(teamName(instance.getFixedT("en"), null, " Ada ")).toBe("Ada's workspace");
    expect(teamName(instance.getFixedT("fr"), null, "Ada")).toBe("Espace de Ada");
  });

  it("falls back to a generic name without a first name", () => {
    expect(teamName(instance.getFixedT("en"), null, "")).toBe("My workspace");
    expect(teamName(instance.getFixedT("fr"), undefined, undefined)).toBe("Mon espace");
  });
});
