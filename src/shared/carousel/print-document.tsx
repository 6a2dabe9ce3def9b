import { renderToStaticMarkup } from "react-dom/server";
import { CAROUSEL_SIZES, type CarouselDesign } from "../../contracts/carousels/carousel";
import { SlideView } from "./slide";

/**
 * The page the PDF renderer prints: every slide (the editor's own component) on a page of its size. `fontCss` is the
 * @font-face rules of the carousel fonts (the server writes them, pointing at the files it serves to the page);
 * the Library's images are read at `imageUrl(id)` (default `/media/<id>`, relative to the print page).
 * Nothing here runs script: the markup is static, and every user text was escaped by React.
 */
export function printDocument(
  design: CarouselDesign,
  opts: { fontCss: string; lang: string; imageUrl?: (mediaId: string) => string },
): string {
  const imageUrl = opts.imageUrl ?? ((id: string) => `/media/${encodeURIComponent(id)}`);
  const { width, height } = CAROUSEL_SIZES[design.size];
  const slides = design.slides.map((_, index) => (
    <div key={index} style={{ breakAfter: index < design.slides.length - 1 ? "page" : "auto" }}>
      <SlideView design={design} index={index} imageUrl={imageUrl} />
    </div>
  ));
  const lang = /^[a-z]{2}(-[A-Z]{2})?$/.test(opts.lang) ? opts.lang : "en";
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<style>@page{size:${width}px ${height}px;margin:0}html,body{margin:0;padding:0}` +
    `*{-webkit-print-color-adjust:exact;print-color-adjust:exact}${opts.fontCss}</style></head><body>` +
    renderToStaticMarkup(<>{slides}</>) +
    "</body></html>"
  );
}
