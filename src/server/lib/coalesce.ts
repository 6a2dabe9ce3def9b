/**
 * Group commit: concurrent calls are gathered and run together by `runBatch` (one statement, one round trip, one
 * commit for all of them), one batch at a time. The calls made in the same turn of the event loop go together;
 * those made while a batch runs go in the next one, so batches grow with the load and a lone call waits for no
 * timer. A batch that fails is run again call by call, so that one bad call fails alone.
 */
export interface Coalescer<I, O> {
  run(input: I): Promise<O>;
}

export function coalesce<I, O>(
  runBatch: (inputs: readonly I[]) => Promise<readonly O[]>,
  opts: { maxBatch: number },
): Coalescer<I, O> {
  type Pending = { input: I; resolve: (o: O) => void; reject: (err: unknown) => void };
  const queue: Pending[] = [];
  let running = false;
  let scheduled = false;

  const runAlone = (p: Pending) =>
    runBatch([p.input]).then(
      ([o]) => p.resolve(o as O),
      (err: unknown) => p.reject(err),
    );

  const settle = async (batch: Pending[]) => {
    let outputs: readonly O[];
    try {
      outputs = await runBatch(batch.map((p) => p.input));
    } catch (err) {
      // a single call's failure is its own; a batch's is retried call by call
      if (batch.length === 1) batch[0]!.reject(err);
      else await Promise.all(batch.map(runAlone));
      return;
    }
    if (outputs.length !== batch.length) {
      const err = new Error("a batch answered a different number of results");
      batch.forEach((p) => p.reject(err));
    } else batch.forEach((p, i) => p.resolve(outputs[i]!));
  };

  const next = () => {
    scheduled = false;
    if (running || queue.length === 0) return;
    running = true;
    void settle(queue.splice(0, opts.maxBatch)).finally(() => {
      running = false;
      next();
    });
  };

  return {
    run(input) {
      return new Promise<O>((resolve, reject) => {
        queue.push({ input, resolve, reject });
        if (!running && !scheduled) {
          scheduled = true;
          setImmediate(next);
        }
      });
    },
  };
}
