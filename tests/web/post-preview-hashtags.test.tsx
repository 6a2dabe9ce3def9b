// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { FeedText } from "@/features/editor/components/post-preview";
import { setupTestI18n } from "./test-i18n";

beforeAll(async () => {
  await setupTestI18n();
});
afterEach(cleanup);

describe("the preview's hashtags", () => {
  it("are the ones the publisher keeps: not #1, not C#, not in a link, and #customer_success ends at the _", () => {
    const text = "#growth rank #1 #2026 C# https://x.y/#part #customer_success #web3 #a-b";
    render(<FeedText text={text} />);
    const shown = screen.getByTestId("preview-text");
    expect(shown.textContent).toBe(text);
    expect([...shown.querySelectorAll("span.font-semibold")].map((s) => s.textContent)).toEqual([
      "#growth",
      "#customer",
      "#web3",
      "#a",
    ]);
  });
});
