/** The few S3 XML documents the storage reads and writes (list pages, multipart uploads), without an XML parser. */

const unescapeXml = (s: string) =>
  s.replace(/&(lt|gt|quot|apos|amp|#(\d+)|#x([0-9a-fA-F]+));/g, (_, name: string, dec?: string, hex?: string) => {
    if (dec) return String.fromCodePoint(Number(dec));
    if (hex) return String.fromCodePoint(parseInt(hex, 16));
    return { lt: "<", gt: ">", quot: '"', apos: "'", amp: "&" }[name] ?? "";
  });

const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

const tag = (xml: string, name: string) => {
  const m = new RegExp(`<${name}>([\\s\\S]*?)</${name}>`).exec(xml);
  return m ? unescapeXml(m[1]) : undefined;
};

/** A ListObjectsV2 page: its objects and the token of the next page, if any. */
export function listPage(xml: string): { objects: { key: string; size: number }[]; next?: string } {
  const objects = [...xml.matchAll(/<Contents>([\s\S]*?)<\/Contents>/g)].map(([, item]) => ({
    key: tag(item, "Key") ?? "",
    size: Number(tag(item, "Size") ?? 0),
  }));
  const next = tag(xml, "IsTruncated") === "true" ? tag(xml, "NextContinuationToken") : undefined;
  return { objects, next };
}

/** The UploadId of an InitiateMultipartUploadResult. */
export function multipartUploadId(xml: string): string {
  const id = tag(xml, "UploadId");
  if (!id) throw new Error("S3 CreateMultipartUpload answered without an UploadId");
  return id;
}

/** The CompleteMultipartUpload body: each part's number and ETag, in order. */
export function multipartCompletion(etags: readonly string[]): string {
  const parts = etags.map((etag, i) => `<Part><PartNumber>${i + 1}</PartNumber><ETag>${escapeXml(etag)}</ETag></Part>`);
  return `<?xml version="1.0" encoding="UTF-8"?><CompleteMultipartUpload>${parts.join("")}</CompleteMultipartUpload>`;
}
