// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { carouselDesignSchema, DEFAULT_CAROUSEL_THEME } from "@contracts/carousels/carousel";
import { printDocument } from "@shared/carousel/print-document";
import { SlidePreview } from "@/features/carousels/slide-preview";

// The editor's picture of a slide is the PDF's page scaled down: the same markup inside, the box the scaled size.
const mediaId = "11111111-1111-4111-8111-111111111111";
const design = carouselDesignSchema.parse({
  theme: DEFAULT_CAROUSEL_THEME,
  slides: [
    { layout: "cover", title: "Five lessons" },
    { layout: "image", mediaId, caption: "The team" },
  ],
});

/** An element as tag, attributes, style (as the browser reads it: React writes it another way) and children. */
function shape(node: Node): unknown {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  const el = node as HTMLElement;
  const attributes = Object.fromEntries(
    [...el.attributes].filter((a) => a.name !== "style").map((a) => [a.name, a.value]),
  );
  return { tag: el.tagName, attributes, style: el.style?.cssText ?? "", children: [...el.childNodes].map(shape) };
}

describe("a slide's preview", () => {
  it("is the PDF's slide scaled to the width asked, labelled for screen readers, in a box of the scaled size", () => {
    render(<SlidePreview design={design} index={0} width={270} label="Slide 1 of 2" />);
    const picture = screen.getByRole("img", { name: "Slide 1 of 2" });
    expect(picture.style.width).toBe("270px");
    expect(picture.style.height).toBe("338px"); // 1350 x 0.25, rounded
    expect((picture.firstElementChild as HTMLElement).style.transform).toBe("scale(0.25)");
    const slide = picture.querySelector("[data-slide]")!;
    // the same slide as the PDF's page: parse the print document and compare the page's first slide
    const printed = document.createElement("div");
    printed.innerHTML = printDocument(design, { fontCss: "", lang: "en" }).replace(
      /^[\s\S]*<body>|<\/body>[\s\S]*$/g,
      "",
    );
    const page = printed.querySelector('[data-slide="1"]')!;
    const joined = slide.cloneNode(true); // React writes "1", "/", "2" as three text nodes
    joined.normalize();
    expect(shape(joined)).toEqual(shape(page));
    expect(slide.textContent).toContain("Five lessons");
  });

  it("shows a Library image from the app's file address", () => {
    const { container } = render(<SlidePreview design={design} index={1} width={540} label="Slide 2 of 2" />);
    expect(container.querySelector("img")!.getAttribute("src")).toBe(`/api/media/${mediaId}/file`);
  });
});
