/**
 * `npm test`: typecheck, lint (with the layer rules and the duplicate scan), formatting, unit and integration tests, the search-engine, security,
 * performance and CDN (Varnish) suites, then browser tests, and the hydration and navigation ones again
 * under React Router's stock document entry (decision 0019) and with the scripts after the first paint
 * (decision 0044).
 * Every step runs even when an earlier one fails; the exit code is non-zero if any step failed.
 * Steps in one stage run side by side where the two cores would otherwise idle (scripts/steps.ts,
 * decision 0057).
 */
import { writeKernelIndex } from "./kernel-index.ts";
import { report, runStages, type Stage } from "./steps.ts";

// The kernel's generated index (scripts/kernel-index.ts), once, before the stages start their processes.
writeKernelIndex();

const stages: Stage[] = [
  // The type check and the linters use one core each; the demo's pictures and tours (sharp and
  // ffmpeg) and the production build fill what is left. Every later data directory links the
  // cached media files, and every later suite starts its servers on that build.
  [
    [["typecheck", ["npm", "run", "typecheck"]]],
    [
      ["lint", ["npm", "run", "lint"]],
      ["formatting", ["npm", "run", "format:check"]],
    ],
    [
      ["demo pictures and video tours", ["node", "scripts/prepare-media.ts"]],
      [
        "Chromium and the production build",
        ["sh", "-c", "node scripts/ensure-chromium.ts && node scripts/ensure-build.ts"],
      ],
    ],
  ],
  // Two lanes, each a sequence, with no barrier between the suites of a lane, then a queue that
  // whichever lane is free first takes from (decision 0122): neither lane waits for the other's
  // last file, and the suites that are left go to the lane that ran faster that day. In the
  // first, the unit tests, two files at a time (vitest.config.ts). In the second, the
  // search-engine suite, which fills the gaps while the unit tests wait on their servers, and the
  // short browser reruns on a port of their own: the way back (decision 0019), React Router's
  // stock entry hydrating every page type on the same build, and the fast entry's other script
  // order (SCRIPT_ORDER=after-paint, decision 0044). Then the browser tests: each Playwright
  // worker runs its own production server and data directory (E2E_PORT + n) and drives
  // Chromium's headless shell (decision 0103). The queue: the security suite, on fixed ports of
  // its own, one file at a time, then the performance and Varnish suites. Beside the security
  // suite the browser tests ask for about a core: a third browser worker or a second security
  // lane only slowed the other (decision 0119).
  {
    lanes: [
      [["unit and integration tests", ["npm", "run", "test:unit"]]],
      [
        ["search engines, sharing and site search", ["npm", "run", "test:seo"]],
        [
          "hydration with DOCUMENT_ENTRY=stock",
          ["npx", "playwright", "test", "tests/e2e/hydration.spec.ts", "tests/e2e/navigation.modes.spec.ts"],
          { DOCUMENT_ENTRY: "stock", E2E_PORT: "4030", E2E_WORKERS: "1" },
        ],
        [
          "scripts after the first paint with SCRIPT_ORDER=after-paint",
          ["npx", "playwright", "test", "tests/e2e/hydration.spec.ts"],
          { SCRIPT_ORDER: "after-paint", E2E_PORT: "4030", E2E_WORKERS: "1" },
        ],
        ["browser tests", ["npx", "playwright", "test"], { E2E_WORKERS: "2" }],
      ],
    ],
    queue: [
      ["security and reliability", ["npm", "run", "test:security"]],
      ["performance budgets and queries", ["npm", "run", "test:perf"]],
      ["Varnish in front of two instances", ["npm", "run", "test:cdn"]],
    ],
  },
];

report(await runStages(stages));
