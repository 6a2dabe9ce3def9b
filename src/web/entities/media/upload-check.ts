import { MEDIA_CODES, MEDIA_LIMITS } from "@contracts/media/rules";
import { SNIFF_BYTES, sniffFileType } from "@shared/media/file-type";

const PDF_NAME = /\.pdf$/i;

/**
 * Why the server would refuse `file`, found in the browser before sending it (a 65 MB image is refused at once, not
 * after a minute of upload): what its first bytes are (the server's own sniffer and limits), then its size. Null
 * when it may go; the server still decodes it (a damaged file is refused there).
 */
export async function uploadProblem(file: File): Promise<string | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer());
  const type = sniffFileType(head);
  if (!type)
    return PDF_NAME.test(file.name) || file.type === "application/pdf"
      ? MEDIA_CODES.mediaNotPdf
      : MEDIA_CODES.mediaType;
  if (type === "application/pdf") return file.size > MEDIA_LIMITS.pdfMaxBytes ? MEDIA_CODES.mediaPdfTooLarge : null;
  return file.size > MEDIA_LIMITS.imageMaxBytes ? MEDIA_CODES.mediaImageTooLarge : null;
}
