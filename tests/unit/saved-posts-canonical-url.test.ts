import { describe, expect, it } from "vitest";
import { canonicalSourceUrl } from "../../src/shared/saved-posts/canonical-url";

const canon = (url: string) => {
  const r = canonicalSourceUrl(url);
  return r.ok ? r.url : null;
};
const POST = "https://www.linkedin.com/feed/update/urn:li:activity:7123456789012345678/";

describe("canonicalSourceUrl", () => {
  it("makes a /posts/<slug>-activity-<id> link the feed URN of its activity", () => {
    expect(canon("https://www.linkedin.com/posts/jane-doe_hiring-growth-activity-7123456789012345678-AbCd")).toBe(POST);
    expect(canon("https://www.linkedin.com/posts/jane-doe_x-activity-7123456789012345678-AbCd/?utm_source=share")).toBe(
      POST,
    );
  });

  it("keeps a /feed/update/urn:li:activity:<id> link, escaped or not, on any LinkedIn host", () => {
    expect(canon("https://www.linkedin.com/feed/update/urn:li:activity:7123456789012345678")).toBe(POST);
    expect(canon("https://fr.linkedin.com/feed/update/urn%3Ali%3Aactivity%3A7123456789012345678/")).toBe(POST);
    expect(canon("http://m.linkedin.com/feed/update/urn:li:activity:7123456789012345678/#comments")).toBe(POST);
  });

  it("drops LinkedIn's tracking parameters and fragments", () => {
    expect(
      canon("https://www.linkedin.com/feed/update/urn:li:activity:7123456789012345678/?trk=public&utm_medium=x#c"),
    ).toBe(POST);
  });

  it("keeps other sites' meaningful query but not their tracking parameters", () => {
    expect(canon("https://Example.com/blog?id=4&utm_source=li&fbclid=abc#top")).toBe("https://example.com/blog?id=4");
    expect(canon("https://user:secret@example.com/a")).toBe("https://example.com/a");
  });

  it("refuses anything but http(s)", () => {
    for (const bad of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "file:///etc/passwd",
      "ftp://example.com/",
      "//example.com/a",
      "example.com",
      "https://",
      "https://exa mple.com/",
      "https://example.com/\u0000",
      `https://example.com/${"a".repeat(3000)}`,
    ])
      expect(canon(bad), bad).toBeNull();
  });
});
