import type { CarouselDesign } from "../../../contracts/carousels/carousel";
import { printDocument } from "../../../shared/carousel/print-document";
import { carouselFontCss } from "./font-css";
import { PRINT_ORIGIN, type PdfPrinter, type PrintImage, type PrintResult } from "./pdf-printer";

let fontCss: string | undefined;

/**
 * A carousel as the PDF LinkedIn gets: its slides (the editor's components) printed by `printer`, with the Library
 * images it shows (`images`, by media id: the caller read them, in the carousel's workspace).
 */
export function carouselPdf(
  printer: PdfPrinter,
  design: CarouselDesign,
  lang: string,
  images: ReadonlyMap<string, PrintImage> = new Map(),
): Promise<PrintResult> {
  fontCss ??= carouselFontCss(PRINT_ORIGIN);
  const imageUrl = (id: string) => `${PRINT_ORIGIN}/media/${encodeURIComponent(id)}`;
  return printer.print(printDocument(design, { fontCss, lang, imageUrl }), images);
}
