import { printChromium } from "../../integrations/chromium/find-chromium";
import { pdfPrinter, type PdfPrinter } from "./pdf-printer";

/**
 * The process's printer, made on the first export (a process that never prints never starts a browser); undefined
 * while there is no Chromium (looked for again at the next export: one installed meanwhile is used).
 */
export function printerOfProcess(settings: { chromiumPath: string; timeoutMs: number }): () => PdfPrinter | undefined {
  let printer: PdfPrinter | undefined;
  return () => {
    if (printer) return printer;
    const executablePath = printChromium({ CHROMIUM_PATH: settings.chromiumPath, PATH: process.env.PATH });
    if (!executablePath) return undefined;
    printer = pdfPrinter({ executablePath, timeoutMs: settings.timeoutMs });
    return printer;
  };
}
