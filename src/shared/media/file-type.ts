import { PDF_MAGIC, PDF_MAGIC_WITHIN, type ImageType } from "../../contracts/media/rules";

export type SniffedType = ImageType | "application/pdf";

/** How many first bytes of a file say what it is (`sniffFileType` reads no further). */
export const SNIFF_BYTES = PDF_MAGIC_WITHIN;

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** PDF readers accept the header anywhere in the first 1,024 bytes (ISO 32000, implementation note 13). */
function pdfHeaderAt(bytes: Uint8Array): boolean {
  const head = String.fromCharCode(...bytes.subarray(0, PDF_MAGIC_WITHIN));
  return head.includes(PDF_MAGIC);
}

/**
 * What the file is by its first bytes (magic numbers), never by its name or declared type; null for anything else.
 * The server's decoders then prove it (a PNG header on garbage is refused as unreadable); the browser checks the
 * same before uploading.
 */
export function sniffFileType(bytes: Uint8Array): SniffedType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "image/gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  if (pdfHeaderAt(bytes)) return "application/pdf";
  return null;
}
