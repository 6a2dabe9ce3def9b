import type { Metadata } from "sharp";
import { IMAGE_TYPES, MEDIA_LIMITS, type ImageType } from "../../../contracts/media/rules";
import { AppError } from "../../lib/errors";

export interface ProcessedFile {
  /** What is stored: the upload itself, or its downscaled copy. */
  data: Uint8Array;
  contentType: string;
  ext: string;
  width: number;
  height: number;
  pageCount: number | null;
  thumbnail: Uint8Array;
}

/** Format names sharp reports for each accepted type. */
const SHARP_FORMAT: Record<ImageType, string> = {
  "image/png": "png",
  "image/jpeg": "jpeg",
  "image/webp": "webp",
  "image/gif": "gif",
};

// Refuses decompression bombs before decoding: a 20,000 x 20,000 image is far beyond any photo and LinkedIn's cap.
const LIMIT_INPUT_PIXELS = 400_000_000;

const unreadable = () => new AppError({ code: "MEDIA_UNREADABLE" });

// sharp (libvips) takes about 30 MB once loaded: a process that never handles an image never loads it.
let sharpModule: Promise<typeof import("sharp")> | undefined;
const loadSharp = async () => (await (sharpModule ??= import("sharp"))).default;

/** A thumbnail of any image sharp reads (the first frame of an animation), as WebP. */
export async function thumbnailOf(input: Uint8Array): Promise<Uint8Array> {
  const size = MEDIA_LIMITS.thumbnailSize;
  const sharp = await loadSharp();
  return sharp(input, { pages: 1, limitInputPixels: LIMIT_INPUT_PIXELS })
    .rotate()
    .resize(size, size, { fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .webp({ quality: 80 })
    .toBuffer();
}

/** The largest size within LinkedIn's pixel cap with the same aspect ratio (unchanged when already within it). */
export function fitWithinPixelCap(width: number, height: number, cap = MEDIA_LIMITS.imageMaxPixels) {
  if (width * height <= cap) return { width, height, scaled: false };
  const factor = Math.sqrt(cap / (width * height));
  let w = Math.max(1, Math.floor(width * factor));
  let h = Math.max(1, Math.floor(height * factor));
  while (w * h > cap) {
    if (w > h) w -= 1;
    else h -= 1;
  }
  return { width: w, height: h, scaled: true };
}

/**
 * Proves the upload is the image its bytes claim (sharp decodes it entirely), downscales it to LinkedIn's pixel cap
 * when larger (keeping its type and, for GIF and WebP, its animation), and makes its thumbnail. Upright sizes: a
 * JPEG rotated by its EXIF orientation reports its displayed width and height.
 */
export async function processImage(bytes: Uint8Array, type: ImageType): Promise<ProcessedFile> {
  const animated = type === "image/gif" || type === "image/webp";
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: LIMIT_INPUT_PIXELS }).metadata();
    // decode every pixel: a valid header on a truncated or garbage body fails here
    await sharp(bytes, { limitInputPixels: LIMIT_INPUT_PIXELS, animated }).raw().toBuffer({ resolveWithObject: false });
  } catch {
    throw unreadable();
  }
  if (meta.format !== SHARP_FORMAT[type] || !meta.width || !meta.height) throw unreadable();
  const frameHeight = meta.pageHeight ?? meta.height;
  const turned = (meta.orientation ?? 1) >= 5;
  const upright = turned ? { width: frameHeight, height: meta.width } : { width: meta.width, height: frameHeight };
  const fit = fitWithinPixelCap(upright.width, upright.height);
  let data: Uint8Array = bytes;
  if (fit.scaled) {
    const pipeline = sharp(bytes, { limitInputPixels: LIMIT_INPUT_PIXELS, animated })
      .rotate()
      .resize(fit.width, fit.height, { fit: "fill" });
    const format = SHARP_FORMAT[type] as "png" | "jpeg" | "webp" | "gif";
    data = await pipeline.toFormat(format, format === "jpeg" ? { quality: 90 } : {}).toBuffer();
  }
  const size = fit.scaled ? fit : upright;
  return {
    data,
    contentType: type,
    ext: IMAGE_TYPES[type],
    width: size.width,
    height: size.height,
    pageCount: null,
    thumbnail: await thumbnailOf(data),
  };
}
