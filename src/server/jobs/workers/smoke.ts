import { defineWorker } from "../worker";

/** Echoes its input as its output: proves the queue and the worker process end to end. */
export const smokeWorker = defineWorker({
  queue: "system.smoke",
  needs: [],
  pollingIntervalSeconds: 0.5,
  async run(data, { log }) {
    log.debug("smoke job ran");
    return { echo: data.echo, ranAt: new Date().toISOString(), pid: process.pid };
  },
});
