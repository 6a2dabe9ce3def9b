// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { getDisplayName, getInitials } from "@/lib/session/display-name";

describe("display name rule (SPEC §3)", () => {
  const base = { id: "u1", email: "ada.l@example.com" };

  it("prefers the single-sign-on provider's names", () => {
    expect(getDisplayName({ ...base, fullName: "Stored Name" }, { name: "Ada Lovelace" })).toBe("Ada Lovelace");
    expect(getDisplayName({ ...base, fullName: "Stored Name" }, { given_name: "Ada", family_name: "Byron" })).toBe(
      "Ada Byron",
    );
  });

  it("then the stored full name", () => {
    expect(getDisplayName({ ...base, fullName: "  Ada King ", firstName: "A", lastName: "K" })).toBe("Ada King");
  });

  it("joins first and last name when there is no full name", () => {
    expect(getDisplayName({ ...base, firstName: "Ada", lastName: "Lovelace" })).toBe("Ada Lovelace");
    expect(getDisplayName({ ...base, firstName: "Ada", lastName: "" })).toBe("Ada");
  });

  it("falls back to the part of the email before @, then to User", () => {
    expect(getDisplayName({ ...base })).toBe("ada.l");
    expect(getDisplayName({ id: "u2", email: "" })).toBe("User");
    expect(getDisplayName(null)).toBe("User");
  });

  it("uses better-auth's name when the app fields are absent", () => {
    expect(getDisplayName({ ...base, name: "Ada from LinkedIn" })).toBe("Ada from LinkedIn");
  });

  it("derives initials from the name, else from the email", () => {
    expect(getInitials({ ...base, fullName: "Ada Lovelace" })).toBe("AL");
    expect(getInitials({ ...base })).toBe("AD");
  });
});

describe("display name in the shell (SPEC §3 via GET /api/me)", () => {
  it("a LinkedIn identity's names win over the stored ones", () => {
    const me = { id: "u", email: "grace@example.com", fullName: "Stored Name", firstName: "S", lastName: "N" };
    const identity = { name: null, givenName: "Grace", familyName: "Hopper" };
    expect(
      getDisplayName(me, { name: identity.name, given_name: identity.givenName, family_name: identity.familyName }),
    ).toBe("Grace Hopper");
    expect(getDisplayName(me, { name: "", given_name: "", family_name: "" })).toBe("Stored Name");
  });
});
