import { describe, expect, it } from "vitest";
import { tokenCipher } from "../../src/server/lib/token-cipher";

const SECRET = "s".repeat(40);

describe("tokenCipher", () => {
  it("round-trips any text, and never shows it", () => {
    const c = tokenCipher(SECRET, "linkedin");
    for (const plain of ["AQX-token_123", "", "é🚀\u0000x", "t".repeat(5000)]) {
      const sealed = c.encrypt(plain);
      expect(sealed.startsWith("v1.")).toBe(true);
      if (plain.length > 3) expect(sealed).not.toContain(plain);
      expect(c.decrypt(sealed)).toBe(plain);
    }
  });

  it("a fresh nonce each time: the same token seals differently", () => {
    const c = tokenCipher(SECRET, "linkedin");
    expect(c.encrypt("same")).not.toBe(c.encrypt("same"));
  });

  it("another secret or purpose, an altered or truncated value: null, never a wrong token", () => {
    const sealed = tokenCipher(SECRET, "linkedin").encrypt("AQX-token");
    expect(tokenCipher("t".repeat(40), "linkedin").decrypt(sealed)).toBeNull();
    expect(tokenCipher(SECRET, "other").decrypt(sealed)).toBeNull();
    const parts = sealed.split(".");
    const flipped = Buffer.from(parts[3]!, "base64url");
    flipped[0]! ^= 1;
    expect(
      tokenCipher(SECRET, "linkedin").decrypt([...parts.slice(0, 3), flipped.toString("base64url")].join(".")),
    ).toBeNull();
    for (const bad of ["", "v1", "v2.a.b.c", sealed.slice(0, -4), "AQX-token"])
      expect(tokenCipher(SECRET, "linkedin").decrypt(bad), bad).toBeNull();
  });
});
