// @vitest-environment happy-dom
import { afterEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { GENERATION_PATHS } from "@contracts/generation/paths";
import type { GenerationEvent } from "@contracts/generation/schemas";
import { MEDIA_PATHS, mediaFilePath, mediaThumbnailPath } from "@contracts/media/paths";
import type { LibraryMedia } from "@contracts/media/schemas";
import { api, type ApiEvent, type ApiResult, type StreamPath } from "@/lib/api/api-client";

afterEach(() => vi.unstubAllGlobals());

describe("api() by response kind", () => {
  it("gives a file endpoint's bytes as a Blob, from the contract's path", async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const fetch = vi.fn(async () => new Response(bytes, { status: 200, headers: { "content-type": "image/png" } }));
    vi.stubGlobal("fetch", fetch);
    const file = await api(MEDIA_PATHS.getMediaFile, { params: { id: "m 1" } });
    expect(fetch).toHaveBeenCalledWith("/api/media/m%201/file", expect.objectContaining({ method: "GET" }));
    expect(file).toBeInstanceOf(Blob);
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(bytes);
  });

  it("still parses a JSON endpoint's answer", async () => {
    const page = { items: [], total: 0, offset: 0, limit: 20 };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json(page)),
    );
    expect(await api(MEDIA_PATHS.listMedia, { query: {} })).toEqual(page);
  });

  it("reads a JSON endpoint's answer as JSON whatever its content type says (the kind comes from the contract)", async () => {
    const page = { items: [], total: 0, offset: 0, limit: 20 };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify(page), { status: 200, headers: { "content-type": "text/plain" } })),
    );
    expect(await api(MEDIA_PATHS.listMedia, { query: {} })).toEqual(page);
  });

  it("types each kind's answer: JSON parsed, a file a Blob, a stream only through apiStream", () => {
    expectTypeOf<ApiResult<typeof MEDIA_PATHS.getMedia>>().toEqualTypeOf<{ media: LibraryMedia }>();
    expectTypeOf<ApiResult<typeof MEDIA_PATHS.getMediaThumbnail>>().toEqualTypeOf<Blob>();
    expectTypeOf<ApiResult<typeof GENERATION_PATHS.createGeneration>>().toBeNever();
    expectTypeOf<ApiEvent<typeof GENERATION_PATHS.regenerateVariant>>().toEqualTypeOf<GenerationEvent>();
    expectTypeOf<typeof GENERATION_PATHS.createGeneration>().toExtend<StreamPath>();
    expectTypeOf<typeof MEDIA_PATHS.getMediaFile>().not.toExtend<StreamPath>();
  });

  it("builds the media's file addresses from the contract's paths", () => {
    expect(mediaFilePath("abc")).toBe("/api/media/abc/file");
    expect(mediaThumbnailPath("abc")).toBe("/api/media/abc/thumbnail");
  });
});
