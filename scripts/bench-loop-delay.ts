/**
 * Loaded into the server by `npm run bench:scale` (node --import): the longest the
 * server's event loop waited, measured with perf_hooks.monitorEventLoopDelay. Each
 * SIGUSR2 writes the longest delay since the previous one (milliseconds) to
 * LOOP_DELAY_FILE and starts over, so the bench reads the stall a request caused.
 */
import { writeFileSync } from "node:fs";
import { monitorEventLoopDelay } from "node:perf_hooks";

const file = process.env.LOOP_DELAY_FILE;
if (file) {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  process.on("SIGUSR2", () => {
    writeFileSync(file, String(delay.max / 1e6));
    delay.reset();
  });
}
