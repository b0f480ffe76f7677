import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import base from "../../vitest.config.ts";

/**
 * Files that mostly wait (on a database cut or frozen, a shutdown's deadline, an outage's
 * retries), each on ports no other file here uses. `npm test` runs them as a lane of their own
 * (SECURITY_FILES=waits) beside the others (SECURITY_FILES=load); a file that shares Redis's
 * budgets or a port with another belongs in the same lane as it.
 */
const WAITING = [
  "database-outage",
  "database-partition",
  "graceful-shutdown",
  "rate-limits",
  "redis-outage",
  "service",
  "sqlite-outage",
].map((name) => `tests/security/${name}.test.ts`);

const lane = process.env.SECURITY_FILES;

// The security suite (npm run test:security; `npm test` runs it beside the browser tests).
// It starts production servers on fixed ports, so within a lane its files run one at a time.
export default defineConfig({
  ...base,
  root: path.resolve(import.meta.dirname, "../.."),
  test: {
    ...base.test,
    include: lane === "waits" ? WAITING : ["tests/security/**/*.test.ts"],
    exclude: lane === "load" ? [...configDefaults.exclude, ...WAITING] : configDefaults.exclude,
    // The unit suite's seeded templates, and a data directory a server starts on without seeding.
    globalSetup: [base.test?.globalSetup ?? [], "tests/security/site-template.ts"].flat(),
    testTimeout: 60_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A process per file, as before decision 0107: these files stop servers, databases and
    // Redis under themselves, and are few.
    isolate: true,
  },
});
