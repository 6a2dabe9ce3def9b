import { describe, expect, it } from "vitest";
import { linkedInPublisherFromConfig } from "../../src/server/composition";
import { loadConfig } from "../../src/server/config";

describe("the LinkedIn publisher of the composition root", () => {
  it("links posts on LINKEDIN_WEB_URL (LinkedIn by default, the simulator when set)", () => {
    expect(linkedInPublisherFromConfig(loadConfig({})).postUrl("urn:li:share:7")).toBe(
      "https://www.linkedin.com/feed/update/urn:li:share:7/",
    );
    const sim = linkedInPublisherFromConfig(loadConfig({ LINKEDIN_WEB_URL: "http://127.0.0.1:3101/" }));
    expect(sim.postUrl("urn:li:share:7")).toBe("http://127.0.0.1:3101/feed/update/urn:li:share:7/");
  });
});
