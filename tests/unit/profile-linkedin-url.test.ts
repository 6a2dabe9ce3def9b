import { describe, expect, it } from "vitest";
import {
  normalizeLinkedinUrl,
  PROFILE_CODES,
  profileFormSchema,
  updateProfileSchema,
} from "../../src/contracts/profile/schemas";

const ADA = "https://www.linkedin.com/in/ada";

describe("normalizeLinkedinUrl (issue 8 §2: one rule for the server and the web)", () => {
  it.each([
    "linkedin.com/in/ada",
    "www.linkedin.com/in/ada",
    "https://www.linkedin.com/in/ada",
    "http://www.linkedin.com/in/ada",
    "https://linkedin.com/in/ada",
    "http://linkedin.com/in/ada/",
    "https://www.linkedin.com/in/ada/",
    "  https://www.linkedin.com/in/ada  ",
    "fr.linkedin.com/in/ada",
    "https://uk.linkedin.com/in/ada/",
    "HTTPS://WWW.LinkedIn.COM/in/ada",
    "https://www.linkedin.com/IN/ada",
    "https://www.linkedin.com/in/ada?utm_source=share&utm_medium=member_desktop",
    "linkedin.com/in/ada/?originalSubdomain=fr",
    "https://www.linkedin.com/in/ada#experience",
    "//linkedin.com/in/ada",
  ])("accepts %s as the canonical profile URL", (input) => {
    expect(normalizeLinkedinUrl(input)).toBe(ADA);
  });

  it("keeps the slug (hyphens, digits, accents) and encodes it", () => {
    expect(normalizeLinkedinUrl("linkedin.com/in/ada-lovelace-1815")).toBe(
      "https://www.linkedin.com/in/ada-lovelace-1815",
    );
    expect(normalizeLinkedinUrl("https://fr.linkedin.com/in/j%C3%A9r%C3%B4me-dupont")).toBe(
      "https://www.linkedin.com/in/j%C3%A9r%C3%B4me-dupont",
    );
    expect(normalizeLinkedinUrl("linkedin.com/in/jérôme-dupont")).toBe(
      "https://www.linkedin.com/in/j%C3%A9r%C3%B4me-dupont",
    );
  });

  it.each([
    "https://example.com",
    "https://example.com/in/ada",
    "example.com",
    "https://linkedin.com.evil.com/in/ada",
    "https://evil-linkedin.com/in/ada",
    "https://www.linkedin.co/in/ada",
    "https://linkedin.com@evil.com/in/ada",
    "https://ada:secret@www.linkedin.com/in/ada",
    "https://www.linkedin.com:8443/in/ada",
    "https://a.b.linkedin.com/in/ada",
    "ftp://www.linkedin.com/in/ada",
    "javascript:alert(1)",
    "https://www.linkedin.com",
    "https://www.linkedin.com/",
    "https://www.linkedin.com/in/",
    "https://www.linkedin.com/in/ada/details/experience",
    "https://www.linkedin.com/company/acme",
    "https://www.linkedin.com/feed/",
    "https://www.linkedin.com/in/a",
    "https://www.linkedin.com/in/ada%2Fx",
    "https://www.linkedin.com/in/%E0%A4%A",
    "linkedin.com/in/ada lovelace",
    "linkedin",
    "not a url",
    "ada",
  ])("refuses %s", (input) => {
    expect(normalizeLinkedinUrl(input)).toBeNull();
  });
});

describe("the profile schemas apply it", () => {
  const form = { firstName: "Ada", lastName: "King", headline: "", language: "en" as const };

  it("stores the normalised URL, and an empty value clears it", () => {
    expect(profileFormSchema.parse({ ...form, linkedin: "linkedin.com/in/ada/" }).linkedin).toBe(ADA);
    expect(profileFormSchema.parse({ ...form, linkedin: "  " }).linkedin).toBe("");
    expect(updateProfileSchema.parse({ linkedin: "fr.linkedin.com/in/ada?x=1" }).linkedin).toBe(ADA);
    expect(updateProfileSchema.parse({ linkedin: null }).linkedin).toBeNull();
  });

  it("refuses other hosts with the SPEC §5 message", () => {
    const res = profileFormSchema.safeParse({ ...form, linkedin: "https://example.com" });
    expect(res.success).toBe(false);
    expect(res.error?.issues[0]?.message).toBe(PROFILE_CODES.linkedinInvalid);
  });
});
