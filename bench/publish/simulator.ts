// The benchmark's LinkedIn, in a process of its own like the real one (the workers, the benchmark and the simulator
// do not share an event loop). LinkedIn's duplicate check is off: a post sent twice must show as two posts, not as a
// refusal that would hide it.
import { startLinkedInApi } from "../../tests/fakes/linkedin-api";

const api = await startLinkedInApi({ detectDuplicates: false });
console.log(`READY ${api.origin}`);
const stop = async () => {
  await api.stop();
  process.exit(0);
};
process.once("SIGTERM", () => void stop());
process.once("SIGINT", () => void stop());
