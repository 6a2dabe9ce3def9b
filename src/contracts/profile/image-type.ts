/** The image type of these bytes by their magic numbers (never by name or declared type), or null. */
export function detectImageType(
  bytes: Uint8Array,
): { ext: "png" | "jpg" | "webp" | "gif"; contentType: string } | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  const ascii = (offset: number, text: string) => at(offset, ...[...text].map((ch) => ch.charCodeAt(0)));
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))
    return { ext: "png", contentType: "image/png" };
  if (bytes.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return { ext: "jpg", contentType: "image/jpeg" };
  if (bytes.length >= 12 && ascii(0, "RIFF") && ascii(8, "WEBP")) return { ext: "webp", contentType: "image/webp" };
  if (bytes.length >= 6 && (ascii(0, "GIF87a") || ascii(0, "GIF89a"))) return { ext: "gif", contentType: "image/gif" };
  return null;
}
