import type { CarouselDesign } from "../../../contracts/carousels/carousel";
import { printDocument } from "../../../shared/carousel/print-document";
import { carouselFontCss } from "./font-css";
import { PRINT_ORIGIN, type PdfPrinter, type PrintResult } from "./pdf-printer";

let fontCss: string | undefined;

/** A carousel as the PDF LinkedIn gets: its slides (the editor's components) printed by `printer`. */
export function carouselPdf(printer: PdfPrinter, design: CarouselDesign, lang: string): Promise<PrintResult> {
  fontCss ??= carouselFontCss(PRINT_ORIGIN);
  return printer.print(printDocument(design, { fontCss, lang }));
}
