import { describe, expect, it } from "vitest";
import { wallTimeText } from "@/lib/i18n/format";

const plain = (text: string) => text.replace(/\s/g, " ");

describe("one way to write a time of day", () => {
  it("is the language's own clock: 12 h without a leading zero in English, 24 h in French", () => {
    expect(plain(wallTimeText("en-US", "09:00"))).toBe("9:00 AM");
    expect(plain(wallTimeText("en-US", "15:41"))).toBe("3:41 PM");
    expect(plain(wallTimeText("en-US", 0))).toBe("12:00 AM");
    expect(wallTimeText("fr-FR", "09:00")).toBe("09:00");
    expect(wallTimeText("fr-FR", 15 * 60 + 41)).toBe("15:41");
  });
});
