/**
 * At most `limit` tasks at once in this process; the others wait their turn (first come, first served). For work
 * bounded by this process's CPU and memory (decoding images, rendering PDFs), so it is per process by nature.
 */
export interface Semaphore {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now, and waiting. */
  readonly running: number;
  readonly waiting: number;
}

export function semaphore(limit: number): Semaphore {
  if (!Number.isInteger(limit) || limit < 1) throw new Error("a semaphore needs a limit of at least 1");
  let running = 0;
  const queue: Array<() => void> = [];
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else running -= 1;
  };
  return {
    async run(task) {
      if (running < limit) running += 1;
      // the releasing task hands its place over: `running` stays the same
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
