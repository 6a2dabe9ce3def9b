import { describe, expect, it } from "vitest";
import { MEDIA_LIMITS } from "../../src/contracts/media/rules";
import { checkPixels } from "../../src/server/modules/media/image-processing";
import { linkedInImageFormat, webpIsLossless } from "../../src/server/modules/media/linkedin-image";
import { semaphore } from "../../src/server/lib/semaphore";

const riff = (...chunks: [string, number][]) => {
  const parts = chunks.map(([name, size]) => {
    const c = Buffer.alloc(8 + size + (size % 2));
    c.write(name, 0, "latin1");
    c.writeUInt32LE(size, 4);
    return c;
  });
  return Buffer.concat([Buffer.from("RIFF\0\0\0\0WEBP", "latin1"), ...parts]);
};

describe("the pixel check, from the header", () => {
  const code = (meta: Parameters<typeof checkPixels>[0]) => {
    try {
      checkPixels(meta);
      return null;
    } catch (err) {
      return (err as { code: string }).code;
    }
  };
  it("takes one frame up to LinkedIn's cap, one pixel more is refused", () => {
    expect(code({ width: MEDIA_LIMITS.imageMaxPixels, height: 1 })).toBeNull();
    expect(code({ width: MEDIA_LIMITS.imageMaxPixels + 1, height: 1 })).toBe("MEDIA_IMAGE_TOO_MANY_PIXELS");
    expect(code({ width: 20_000, height: 20_000 })).toBe("MEDIA_IMAGE_TOO_MANY_PIXELS");
  });
  it("counts an animation's frames: each within the cap, all together within ten times it", () => {
    // 1,000 x 1,000 frames: 361 fit, 362 do not
    expect(code({ width: 1000, height: 361_000, pageHeight: 1000, pages: 361 })).toBeNull();
    expect(code({ width: 1000, height: 362_000, pageHeight: 1000, pages: 362 })).toBe("MEDIA_IMAGE_TOO_MANY_PIXELS");
    expect(code({ width: 7000, height: 14_000, pageHeight: 7000, pages: 2 })).toBe("MEDIA_IMAGE_TOO_MANY_PIXELS");
  });
});

describe("what a WebP becomes for LinkedIn", () => {
  it("reads lossless from the RIFF chunks, past the extended header and its metadata", () => {
    expect(webpIsLossless(riff(["VP8 ", 10]))).toBe(false);
    expect(webpIsLossless(riff(["VP8L", 10]))).toBe(true);
    expect(webpIsLossless(riff(["VP8X", 10], ["ICCP", 333], ["VP8L", 5]))).toBe(true);
    expect(webpIsLossless(riff(["VP8X", 10], ["ALPH", 7], ["VP8 ", 5]))).toBe(false);
    // a chunk size past the end stops the walk
    expect(webpIsLossless(riff(["VP8X", 10]).subarray(0, 20))).toBe(false);
  });
  it("an animation a GIF, lossless or transparent a PNG, a lossy photo a JPEG", () => {
    expect(linkedInImageFormat(riff(["VP8 ", 10]), { pages: 3, hasAlpha: false })).toBe("gif");
    expect(linkedInImageFormat(riff(["VP8L", 10]), { hasAlpha: false })).toBe("png");
    expect(linkedInImageFormat(riff(["VP8 ", 10]), { hasAlpha: true })).toBe("png");
    expect(linkedInImageFormat(riff(["VP8 ", 10]), { hasAlpha: false, pages: 1 })).toBe("jpeg");
  });
});

describe("the semaphore of upload work", () => {
  it("runs at most `limit` tasks at once, the others in their order of arrival, and frees a failed task's place", async () => {
    const turns = semaphore(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const gates = Array.from({ length: 5 }, () => {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      return { promise, resolve };
    });
    const tasks = gates.map((gate, i) =>
      turns.run(async () => {
        started.push(i);
        running += 1;
        most = Math.max(most, running);
        await gate.promise;
        running -= 1;
        if (i === 0) throw new Error("task 0 fails");
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect([started, turns.running, turns.waiting]).toEqual([[0, 1], 2, 3]);
    gates[0].resolve();
    await expect(tasks[0]).rejects.toThrow("task 0 fails");
    expect(started).toEqual([0, 1, 2]);
    for (const gate of gates.slice(1)) gate.resolve();
    expect(await Promise.all(tasks.slice(1))).toEqual([1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect([most, turns.running, turns.waiting]).toEqual([2, 0, 0]);
  });
});
