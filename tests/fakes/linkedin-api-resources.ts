/**
 * The resources of the LinkedIn simulator (./linkedin-api.ts): posts, images and documents, comments, with the
 * checks LinkedIn makes on them (author, commentary length, media uploaded and owned, a document's title,
 * duplicates) and its error bodies. The HTTP side (headers, tokens, faults) is in linkedin-api.ts.
 */
import crypto from "node:crypto";
import { parseLittleText, type ParsedLittleText } from "./linkedin-little-text";

/** A LinkedIn error answer: `{status, message, ...}`. */
export class ApiError {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {}
}

export const error = (status: number, message: string, extra: Record<string, unknown> = {}) =>
  new ApiError(status, { status, message, ...extra });

/** LinkedIn's 422 with one input error (its `code`, e.g. DUPLICATE_POST, and the field). */
export const inputError = (fieldPath: string, code: string, description: string, message = description) =>
  new ApiError(422, {
    status: 422,
    message,
    errorDetailType: "com.linkedin.common.error.BadRequest",
    errorDetails: { inputErrors: [{ description, input: { inputPath: { fieldPath } }, code }] },
  });

export interface SimPost {
  urn: string;
  author: string;
  /** The commentary exactly as received. */
  commentary: string;
  /** How LinkedIn read it: `parsed.text` is what the feed shows, `parsed.truncated` a cut post. */
  parsed: ParsedLittleText;
  body: Record<string, unknown>;
  createdAt: Date;
}

export interface SimMedia {
  urn: string;
  kind: "image" | "document";
  owner: string;
  uploadUrl: string;
  /** The uploaded bytes, null until the PUT. */
  bytes: Buffer | null;
  contentType: string | null;
  /** An image LinkedIn could not process (a type its image upload does not take): no post can use it. */
  failed: boolean;
}

/**
 * Image types LinkedIn's image upload does not take (it takes JPEG, PNG and GIF), by their bytes: the upload is
 * accepted and the image then fails processing. Other bytes pass (tests upload short stand-ins for images).
 */
export function unsupportedImageType(bytes: Buffer): string | null {
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP")
    return "image/webp";
  if (bytes.subarray(4, 12).toString("latin1") === "ftypavif") return "image/avif";
  if (bytes.subarray(0, 2).toString("latin1") === "BM") return "image/bmp";
  return null;
}

export interface SimComment {
  urn: string;
  postUrn: string;
  actor: string;
  message: string;
  parsed: ParsedLittleText;
}

export interface Answer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export function linkedInResources(origin: string, { detectDuplicates }: { detectDuplicates: boolean }) {
  const posts: SimPost[] = [];
  /** author + "\n" + commentary -> the post's URN, for LinkedIn's duplicate check. */
  const published = new Map<string, string>();
  const media: SimMedia[] = [];
  const comments: SimComment[] = [];
  let sequence = 7_300_000_000_000_000_000n;
  const nextId = () => String(++sequence);

  function initializeUpload(endpoint: "images" | "documents", body: Record<string, unknown>): Answer {
    const owner = (body.initializeUploadRequest as { owner?: unknown } | undefined)?.owner;
    if (typeof owner !== "string" || !/^urn:li:(person|organization):/.test(owner))
      throw inputError("/initializeUploadRequest/owner", "MISSING_FIELD", "owner is required");
    const kind = endpoint === "images" ? "image" : "document";
    const urn = `urn:li:${kind}:C4D${crypto.randomBytes(8).toString("hex")}`;
    const uploadUrl = `${origin}/dms-uploads/${encodeURIComponent(urn)}`;
    media.push({ urn, kind, owner, uploadUrl, bytes: null, contentType: null, failed: false });
    return { status: 200, body: { value: { uploadUrl, [kind]: urn, uploadUrlExpiresAt: Date.now() + 86_400_000 } } };
  }

  function upload(urn: string, bytes: Buffer, contentType: string | null, member: string): Answer {
    const item = media.find((m) => m.urn === urn);
    if (!item) throw error(404, "Upload URL not found");
    if (item.owner !== member) throw error(403, "Not enough permissions to upload for this owner");
    if (bytes.length === 0) throw error(400, "Empty upload");
    item.bytes = bytes;
    item.contentType = contentType;
    item.failed = item.kind === "image" && unsupportedImageType(bytes) !== null;
    return { status: 201 };
  }

  function uploadedMedia(id: unknown, kind: "image" | "document" | null, member: string, field: string): SimMedia {
    const item = typeof id === "string" ? media.find((m) => m.urn === id) : undefined;
    if (!item || (kind && item.kind !== kind) || item.owner !== member)
      throw inputError(field, "INVALID_URN", `${String(id)} is not a media of the author`);
    if (!item.bytes) throw inputError(field, "MEDIA_NOT_READY", `${item.urn} has not been uploaded`);
    if (item.failed)
      throw inputError(field, "INVALID_MEDIA", `${item.urn} failed processing: unsupported image format`);
    return item;
  }

  function createPost(body: Record<string, unknown>, member: string): Answer {
    if (body.author !== member)
      throw error(403, "Not enough permissions to post as this author", { code: "ACCESS_DENIED" });
    if (typeof body.commentary !== "string") throw inputError("/commentary", "MISSING_FIELD", "commentary is required");
    const parsed = parseLittleText(body.commentary);
    // The limit is taken on the commentary as sent, escapes counted: LINKEDIN.md does not say which of the text sent
    // or the text shown LinkedIn counts, and this is the stricter reading (a post the app lets through must pass).
    if (body.commentary.length > 3000)
      throw inputError("/commentary", "INVALID_VALUE", "commentary is longer than 3000 characters");
    if (!["PUBLIC", "CONNECTIONS", "LOGGED_IN"].includes(String(body.visibility)))
      throw inputError("/visibility", "INVALID_VALUE", "visibility is not valid");
    if ((body.distribution as { feedDistribution?: unknown } | undefined)?.feedDistribution !== "MAIN_FEED")
      throw inputError("/distribution/feedDistribution", "INVALID_VALUE", "feedDistribution must be MAIN_FEED");
    if (body.lifecycleState !== "PUBLISHED")
      throw inputError("/lifecycleState", "INVALID_VALUE", "lifecycleState must be PUBLISHED");
    const content = body.content as { media?: { id?: unknown; title?: unknown }; multiImage?: { images?: unknown } };
    if (content?.media) {
      const item = uploadedMedia(content.media.id, null, member, "/content/media/id");
      if (item.kind === "document" && (typeof content.media.title !== "string" || content.media.title === ""))
        throw inputError("/content/media/title", "MISSING_FIELD", "a document needs a title");
    } else if (content?.multiImage) {
      const images = content.multiImage.images;
      if (!Array.isArray(images) || images.length < 2 || images.length > 20)
        throw inputError("/content/multiImage/images", "INVALID_VALUE", "multiImage takes 2 to 20 images");
      images.forEach((image: { id?: unknown }, i) =>
        uploadedMedia(image?.id, "image", member, `/content/multiImage/images/${i}/id`),
      );
    }
    const key = `${member}\n${body.commentary}`;
    const duplicate = detectDuplicates ? published.get(key) : undefined;
    // LinkedIn's words (as its answers quote them): the message names the earlier post, the input error does not
    if (duplicate)
      throw inputError(
        "/commentary",
        "DUPLICATE_POST",
        "Duplicate post is detected",
        `com.linkedin.content.common.exception.BadRequestResponseException: Content is a duplicate of ${duplicate}`,
      );
    const urn = `urn:li:share:${nextId()}`;
    published.set(key, urn);
    posts.push({
      urn,
      author: member,
      commentary: body.commentary,
      parsed,
      body,
      createdAt: new Date(),
    });
    return { status: 201, headers: { "x-restli-id": urn } };
  }

  function comment(postUrn: string, body: Record<string, unknown>, member: string): Answer {
    if (!posts.some((p) => p.urn === postUrn)) throw error(404, `${postUrn} does not exist`);
    if (body.actor !== member)
      throw error(403, "Not enough permissions to comment as this actor", { code: "ACCESS_DENIED" });
    if (body.object !== postUrn) throw inputError("/object", "INVALID_VALUE", "object must be the post of the path");
    const text = (body.message as { text?: unknown } | undefined)?.text;
    if (typeof text !== "string" || text === "")
      throw inputError("/message/text", "MISSING_FIELD", "message.text is required");
    const urn = `urn:li:comment:(${postUrn},${nextId()})`;
    comments.push({ urn, postUrn, actor: member, message: text, parsed: parseLittleText(text) });
    return {
      status: 201,
      headers: { "x-restli-id": urn },
      body: {
        id: urn.slice(urn.lastIndexOf(",") + 1, -1),
        $URN: urn,
        actor: member,
        object: postUrn,
        message: { text },
      },
    };
  }

  return {
    posts,
    media,
    comments,
    initializeUpload,
    upload,
    createPost,
    comment,
    reset() {
      posts.length = 0;
      published.clear();
      media.length = 0;
      comments.length = 0;
    },
  };
}
