import type { Metadata } from "sharp";

/** The image types LinkedIn's image upload takes (docs/LINKEDIN.md): JPEG, PNG and GIF. WebP is not one. */
export type LinkedInImageFormat = "jpeg" | "png" | "gif";

/** Whether a WebP file's image is lossless (a `VP8L` chunk) rather than lossy (`VP8 `): RIFF chunks, walked. */
export function webpIsLossless(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const fourcc = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  // "RIFF" size "WEBP", then chunks: fourcc, little-endian size, data padded to an even length
  for (let at = 12; at + 8 <= bytes.byteLength;) {
    const name = fourcc(at);
    if (name === "VP8L") return true;
    if (name === "VP8 ") return false;
    const size = view.getUint32(at + 4, true);
    at += 8 + size + (size % 2);
  }
  return false;
}

/**
 * What a WebP becomes for LinkedIn, keeping what it shows: an animation a GIF (the only animated type LinkedIn takes),
 * a lossless or transparent image a PNG (exactly its pixels), a lossy opaque one (a photo) a JPEG at quality 92
 * without chroma subsampling (a PNG of a photo would be several times its size for nothing the eye sees).
 */
export function linkedInImageFormat(
  bytes: Uint8Array,
  meta: Pick<Metadata, "pages" | "hasAlpha">,
): LinkedInImageFormat {
  if ((meta.pages ?? 1) > 1) return "gif";
  if (meta.hasAlpha || webpIsLossless(bytes)) return "png";
  return "jpeg";
}
