import { describe, expect, it } from "vitest";
import { coalesce } from "../../src/server/lib/coalesce";

/** A batch runner that records each batch and answers when told to (or at once). */
function recorder(opts: { hold?: boolean; fail?: (inputs: readonly number[]) => boolean } = {}) {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const run = async (inputs: readonly number[]) => {
    batches.push([...inputs]);
    if (opts.hold) await new Promise<void>((r) => releases.push(r));
    if (opts.fail?.(inputs)) throw new Error(`refused ${inputs.join(",")}`);
    return inputs.map((n) => n * 10);
  };
  return { batches, releases, run };
}

const tick = () => new Promise((r) => setImmediate(r));

describe("coalesce (group commit)", () => {
  it("runs the calls of one turn of the event loop as one batch, each getting its own answer", async () => {
    const r = recorder();
    const c = coalesce(r.run, { maxBatch: 10 });
    expect(await Promise.all([c.run(1), c.run(2), c.run(3)])).toEqual([10, 20, 30]);
    expect(r.batches).toEqual([[1, 2, 3]]);
  });

  it("a lone call runs at once, and the calls made while a batch runs go together in the next one", async () => {
    const r = recorder({ hold: true });
    const c = coalesce(r.run, { maxBatch: 10 });
    const first = c.run(1);
    await tick();
    expect(r.batches).toEqual([[1]]);
    const later = [c.run(2), c.run(3)];
    await tick();
    await tick();
    // one batch at a time: the second waits for the first
    expect(r.batches).toEqual([[1]]);
    r.releases.shift()!();
    expect(await first).toBe(10);
    await tick();
    expect(r.batches).toEqual([[1], [2, 3]]);
    r.releases.shift()!();
    expect(await Promise.all(later)).toEqual([20, 30]);
  });

  it("never puts more than maxBatch calls in one batch", async () => {
    const r = recorder();
    const c = coalesce(r.run, { maxBatch: 2 });
    expect(await Promise.all([1, 2, 3, 4, 5].map((n) => c.run(n)))).toEqual([10, 20, 30, 40, 50]);
    expect(r.batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it("a failed batch is run again call by call: only the bad call fails", async () => {
    const r = recorder({ fail: (inputs) => inputs.includes(2) });
    const c = coalesce(r.run, { maxBatch: 10 });
    const results = await Promise.allSettled([c.run(1), c.run(2), c.run(3)]);
    expect(results.map((x) => (x.status === "fulfilled" ? x.value : (x.reason as Error).message))).toEqual([
      10,
      "refused 2",
      30,
    ]);
    expect(r.batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it("a batch that answers the wrong number of results fails every call of it, and the next batch still runs", async () => {
    let calls = 0;
    const c = coalesce(async (inputs: readonly number[]) => (++calls === 1 ? [1] : inputs.map((n) => n)), {
      maxBatch: 10,
    });
    const results = await Promise.allSettled([c.run(1), c.run(2)]);
    expect(results.map((x) => x.status)).toEqual(["rejected", "rejected"]);
    expect(await c.run(3)).toBe(3);
  });
});
