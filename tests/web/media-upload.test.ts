import { describe, expect, it } from "vitest";
import { formatBytes, postMediaProblem } from "../../src/contracts/media/rules";
import type { Media } from "../../src/contracts/media/schemas";
import { moved, withAdded } from "../../src/web/features/editor/attachments";
import { toListQuery, EMPTY_FILTER } from "../../src/web/features/library/api";
import { uploadFile } from "../../src/web/entities/media/upload-file";
import { ApiError } from "../../src/web/lib/api/api-client";

/** A scripted XMLHttpRequest: records what is sent, then plays progress events and an answer. */
class FakeXhr {
  method = "";
  url = "";
  headers: Record<string, string> = {};
  sent: FormData | null = null;
  status = 0;
  responseText = "";
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor(private readonly script: (xhr: FakeXhr) => void) {}
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.sent = body;
    queueMicrotask(() => this.script(this));
  }
}

const media = { id: "m1", name: "a.png" };
const file = () => new File([new Uint8Array([1, 2, 3])], "a.png", { type: "image/png" });

describe("uploadFile", () => {
  it("posts the file as multipart 'file' to the upload endpoint and reports progress to 100", async () => {
    const seen: number[] = [];
    let xhr: FakeXhr | undefined;
    const result = await uploadFile(
      file(),
      (p) => seen.push(p),
      () =>
        (xhr = new FakeXhr((x) => {
          x.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
          x.upload.onprogress?.({ lengthComputable: false, loaded: 2, total: 0 });
          x.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 4 });
          x.status = 201;
          x.responseText = JSON.stringify({ media });
          x.onload?.();
        })) as unknown as XMLHttpRequest,
    );
    expect(result).toEqual(media);
    expect(seen).toEqual([25, 75, 100]);
    expect([xhr!.method, xhr!.url]).toEqual(["POST", "/api/media"]);
    expect((xhr!.sent!.get("file") as File).name).toBe("a.png");
  });

  it("rejects with the API's error code, or a network error", async () => {
    const refused = uploadFile(
      file(),
      () => {},
      () =>
        new FakeXhr((x) => {
          x.status = 415;
          x.responseText = JSON.stringify({ error: { code: "MEDIA_TYPE", message: "no" } });
          x.onload?.();
        }) as unknown as XMLHttpRequest,
    );
    await expect(refused).rejects.toMatchObject({ status: 415, code: "MEDIA_TYPE" });
    await expect(refused).rejects.toBeInstanceOf(ApiError);
    const proxyPage = uploadFile(
      file(),
      () => {},
      () =>
        new FakeXhr((x) => {
          x.status = 502;
          x.responseText = "<html>Bad gateway</html>";
          x.onload?.();
        }) as unknown as XMLHttpRequest,
    );
    await expect(proxyPage).rejects.toMatchObject({ status: 502, code: "HTTP_502" });
    const offline = uploadFile(
      file(),
      () => {},
      () => new FakeXhr((x) => x.onerror?.()) as unknown as XMLHttpRequest,
    );
    await expect(offline).rejects.toBeInstanceOf(TypeError);
  });
});

describe("media rules", () => {
  it("a post has 1-20 images or one PDF", () => {
    expect(postMediaProblem([])).toBeNull();
    expect(postMediaProblem(["pdf"])).toBeNull();
    expect(postMediaProblem(Array(20).fill("image"))).toBeNull();
    expect(postMediaProblem(Array(21).fill("image"))).toBe("MEDIA_TOO_MANY");
    expect(postMediaProblem(["image", "pdf"])).toBe("MEDIA_MIXED");
    expect(postMediaProblem(["pdf", "pdf"])).toBe("MEDIA_MIXED");
  });

  it("formats sizes for people", () => {
    expect(formatBytes(512, "en")).toBe("512\u00a0byte");
    // a no-break space between the number and its unit: a narrow card never shows "19 / MB"
    expect(formatBytes(1_234_567, "en")).toBe("1.2\u00a0MB");
    expect(formatBytes(19_000_000, "fr")).toBe("19\u00a0Mo");
    expect(formatBytes(45_000, "en")).toBe("45\u00a0kB");
  });

  it("the Library's 'has media' filter becomes hasMedia", () => {
    expect(toListQuery({ ...EMPTY_FILTER, media: "with" }).hasMedia).toBe("true");
    expect(toListQuery({ ...EMPTY_FILTER, media: "without" }).hasMedia).toBe("false");
    expect(toListQuery(EMPTY_FILTER)).not.toHaveProperty("hasMedia");
  });
});

describe("post attachments", () => {
  const img = (id: string) => ({ id, kind: "image" }) as Media;
  const pdf = (id: string) => ({ id, kind: "pdf" }) as Media;

  it("adds files after the attached ones, once each, within the post rules", () => {
    expect(withAdded([img("a")], [img("b"), img("a"), img("b")])).toEqual({ ids: ["a", "b"] });
    expect(withAdded([], [pdf("p")])).toEqual({ ids: ["p"] });
    expect(withAdded([img("a")], [pdf("p")])).toEqual({ problem: "MEDIA_MIXED" });
    expect(withAdded([pdf("p")], [pdf("q")])).toEqual({ problem: "MEDIA_MIXED" });
    const twenty = Array.from({ length: 20 }, (_, i) => img(String(i)));
    expect(withAdded(twenty, [img("x")])).toEqual({ problem: "MEDIA_TOO_MANY" });
  });

  it("moves a file one place earlier or later, never out of the list", () => {
    expect(moved(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b"], 0, -1)).toEqual(["a", "b"]);
    expect(moved(["a", "b"], 1, 1)).toEqual(["a", "b"]);
  });
});
