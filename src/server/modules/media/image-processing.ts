import type { Metadata, Sharp, SharpOptions } from "sharp";

type SharpFn = Awaited<ReturnType<typeof loadSharp>>;
import { IMAGE_TYPES, MEDIA_LIMITS, type ImageType } from "../../../contracts/media/rules";
import { AppError } from "../../lib/errors";
import { linkedInImageFormat, type LinkedInImageFormat } from "./linkedin-image";

export interface ProcessedFile {
  /** What is stored: the upload itself, or its copy in a type LinkedIn takes (WebP). */
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

const unreadable = () => new AppError({ code: "MEDIA_UNREADABLE" });
const tooManyPixels = () => new AppError({ code: "MEDIA_IMAGE_TOO_MANY_PIXELS" });

// sharp (libvips) takes about 30 MB once loaded: a process that never handles an image never loads it.
let sharpModule: Promise<typeof import("sharp")> | undefined;
export const loadSharp = async () => {
  const sharp = (await (sharpModule ??= import("sharp"))).default;
  // each upload is read once: libvips' operation cache would only keep its pixels in memory after the answer
  sharp.cache(false);
  return sharp;
};

/**
 * How every upload is opened: streamed (libvips reads it top to bottom, holding a few lines of pixels instead of the
 * whole image), refused past `pixels`, and failing on a damaged body (a valid header on a truncated or garbage body).
 */
const reading = (pixels: number, extra: SharpOptions = {}): SharpOptions => ({
  limitInputPixels: pixels,
  sequentialRead: true,
  failOn: "warning",
  ...extra,
});

/** A thumbnail of any image sharp reads (the first frame of an animation), as WebP. Decodes the whole frame. */
export async function thumbnailOf(input: Uint8Array): Promise<Uint8Array> {
  const size = MEDIA_LIMITS.thumbnailSize;
  const sharp = await loadSharp();
  return sharp(input, reading(MEDIA_LIMITS.imageMaxPixels, { pages: 1 }))
    .rotate()
    .resize(size, size, { fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .webp({ quality: 80 })
    .toBuffer();
}

/**
 * The image's size from its header alone (nothing decoded yet): refused past LinkedIn's pixel cap per frame, and an
 * animation past `imageMaxAnimationPixels` over all its frames (each frame is decoded to check it).
 */
export function checkPixels(meta: Pick<Metadata, "width" | "height" | "pageHeight" | "pages">): void {
  const frameHeight = meta.pageHeight ?? meta.height;
  const frame = meta.width * frameHeight;
  if (frame > MEDIA_LIMITS.imageMaxPixels) throw tooManyPixels();
  if (frame * (meta.pages ?? 1) > MEDIA_LIMITS.imageMaxAnimationPixels) throw tooManyPixels();
}

/** Every frame after the first decoded too (the thumbnail decodes the first), into a strip a few pixels wide. */
async function decodeEveryFrame(sharp: SharpFn, bytes: Uint8Array): Promise<void> {
  await sharp(bytes, reading(MEDIA_LIMITS.imageMaxAnimationPixels, { animated: true }))
    .resize({ width: 4, fit: "fill" })
    .raw()
    .toBuffer();
}

/** WebP in the type LinkedIn takes (see linkedin-image.ts): the animation kept as a GIF. */
async function convertForLinkedIn(sharp: SharpFn, bytes: Uint8Array, format: LinkedInImageFormat): Promise<Uint8Array> {
  const pipeline: Sharp = sharp(bytes, reading(MEDIA_LIMITS.imageMaxAnimationPixels, { animated: format === "gif" }));
  if (format === "jpeg") return pipeline.jpeg({ quality: 92, chromaSubsampling: "4:4:4" }).toBuffer();
  if (format === "png") return pipeline.png().toBuffer();
  return pipeline.gif().toBuffer();
}

const CONTENT_TYPE: Record<LinkedInImageFormat, ImageType> = {
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
};

/**
 * Proves the upload is the image its bytes claim, within LinkedIn's pixel cap (read from the header: a decompression
 * bomb is refused before a pixel is decoded), decodes it streamed into its thumbnail, and converts a WebP to a type
 * LinkedIn takes. Other types are stored as uploaded. Upright sizes: a JPEG rotated by its EXIF orientation reports
 * its displayed width and height.
 */
export async function processImage(bytes: Uint8Array, type: ImageType): Promise<ProcessedFile> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // the header only: its size is checked below, whatever it declares
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  if (meta.format !== SHARP_FORMAT[type] || !meta.width || !meta.height) throw unreadable();
  checkPixels(meta);
  const frameHeight = meta.pageHeight ?? meta.height;
  const turned = (meta.orientation ?? 1) >= 5;
  const upright = turned ? { width: frameHeight, height: meta.width } : { width: meta.width, height: frameHeight };
  let data = bytes;
  let contentType = type;
  let thumbnail: Uint8Array;
  try {
    thumbnail = await thumbnailOf(bytes);
    if ((meta.pages ?? 1) > 1) await decodeEveryFrame(sharp, bytes);
    if (type === "image/webp") {
      const format = linkedInImageFormat(bytes, meta);
      data = await convertForLinkedIn(sharp, bytes, format);
      contentType = CONTENT_TYPE[format];
    }
  } catch {
    throw unreadable();
  }
  return {
    data,
    contentType,
    ext: IMAGE_TYPES[contentType],
    width: upright.width,
    height: upright.height,
    pageCount: null,
    thumbnail,
  };
}

/**
 * The bytes of a Library image as LinkedIn's image upload takes them (JPEG, PNG or GIF): unchanged, except a WebP
 * stored before uploads were converted, which is converted now (the publishing worker sends what this answers).
 */
export async function imageForLinkedIn(bytes: Buffer, contentType: string): Promise<Buffer> {
  if (contentType !== "image/webp") return bytes;
  const sharp = await loadSharp();
  const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  return Buffer.from(await convertForLinkedIn(sharp, bytes, linkedInImageFormat(bytes, meta)));
}
