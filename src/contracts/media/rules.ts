import { messageCodes } from "../messages";

/**
 * Media rules without zod (the Library's and the editor's first load read them). A post carries 1-20 images or one
 * PDF document (LinkedIn's multi-image and document posts); types are decided by the file's content, never its name.
 */
export const MEDIA_KINDS = ["image", "pdf"] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

/** The image types LinkedIn takes, by what the bytes are: content type -> file extension. */
export const IMAGE_TYPES = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
} as const;
export type ImageType = keyof typeof IMAGE_TYPES;

/** Every thumbnail (of an image or of a PDF's first page) is a WebP. */
export const THUMBNAIL_TYPE = "image/webp";

export const MEDIA_LIMITS = {
  /**
   * LinkedIn refuses images over 36,152,320 pixels: so does the upload, from the image's header, before decoding it
   * (a 400 kB PNG can declare 20,000 x 20,000 pixels, 1.6 GB once decoded).
   */
  imageMaxPixels: 36_152_320,
  /** All frames of an animation together (each is decoded to check it): ten times the cap of one image. */
  imageMaxAnimationPixels: 361_523_200,
  /** An upload above this is refused before it is decoded (a 36 MP PNG is well under it). */
  imageMaxBytes: 50 * 1024 * 1024,
  /** LinkedIn's document posts: at most 100 MB and 300 pages. */
  pdfMaxBytes: 100 * 1024 * 1024,
  pdfMaxPages: 300,
  /** Images of one post (a PDF is always alone). */
  postMaxImages: 20,
  /** Longest side of a thumbnail, in pixels. */
  thumbnailSize: 480,
  nameMax: 200,
} as const;

/** Every PDF starts with these bytes (within its first kilobyte: some files have junk before them). */
export const PDF_MAGIC = "%PDF-";
export const PDF_MAGIC_WITHIN = 1024;

/** The accept attribute of the upload fields (a hint for the file dialog; the server checks the content). */
export const MEDIA_ACCEPT = [...Object.keys(IMAGE_TYPES), "application/pdf"].join(",");

export const MEDIA_MESSAGES = {
  mediaMissing: "Choose an image or a PDF to upload",
  mediaType: "Upload a PNG, JPEG, WebP or GIF image, or a PDF document",
  mediaUnreadable: "This file is damaged or not what its type says; it could not be read",
  mediaNotPdf: "This file is named like a PDF but is not a PDF document",
  mediaImageTooLarge: "Images must be 50 MB or smaller",
  mediaImageTooManyPixels:
    "Images can have at most 36,152,320 pixels, LinkedIn's limit (6,000 × 6,000 is within it), and an animation 10 times that over all its frames: scale it down and upload it again",
  mediaTooComplex:
    "This file took too long or too much memory to read (a PDF page with very large images, for example): simplify it and upload it again",
  mediaQuotaExceeded: "This workspace's storage is full: delete files you no longer need, then upload this one again",
  mediaPdfTooLarge: "PDF documents must be 100 MB or smaller",
  mediaTooLarge: "Files must be 50 MB or smaller for images and 100 MB or smaller for PDF documents",
  mediaPdfTooManyPages: "PDF documents can have at most 300 pages",
  mediaInUse: "This file is used by posts; confirm to delete it and remove it from them",
  mediaNotFound: "A file does not exist in this workspace's Library",
  mediaMixed: "A post has either images or one PDF document, not both and not two PDFs",
  mediaTooMany: "A post can have at most 20 images",
  mediaDuplicate: "The same file is attached twice",
} as const;
export const MEDIA_CODES = messageCodes(MEDIA_MESSAGES);

/** What a post's files are allowed to be: 1-20 images, or one PDF; null when allowed, else the message code. */
export function postMediaProblem(kinds: readonly MediaKind[]): string | null {
  const pdfs = kinds.filter((k) => k === "pdf").length;
  if (pdfs > 0 && kinds.length > 1) return MEDIA_CODES.mediaMixed;
  if (kinds.length > MEDIA_LIMITS.postMaxImages) return MEDIA_CODES.mediaTooMany;
  return null;
}

/** "1.2 MB", "340 kB" ("1,2 Mo" in French): a file size for people, in the locale's own unit names. */
export function formatBytes(bytes: number, locale: string): string {
  const units = ["byte", "kilobyte", "megabyte", "gigabyte"] as const;
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return (
    new Intl.NumberFormat(locale, {
      style: "unit",
      unit: units[unit],
      unitDisplay: "short",
      maximumFractionDigits: unit === 0 || value >= 10 ? 0 : 1,
    })
      .format(value)
      // a no-break space: "19 MB" never wraps into "19" and "MB" (French already gets one, English a plain space)
      .replace(/\s/g, "\u00a0")
  );
}
