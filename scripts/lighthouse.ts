/**
 * `npm run lighthouse`: Lighthouse (the npm package) with /usr/bin/chromium against
 * the production build on loopback: the home page, a list, a detail, the price page, the
 * registration page, and the about and contact pages (pages of blocks, with a gallery and a
 * lead form), with the desktop preset on desktop URLs and the mobile preset (phone emulation,
 * simulated slow 4G) on their mobile counterparts. Writes the four category scores and the lab
 * Core Web Vitals to bench/lighthouse.md, and names every audit that kept a category under 100.
 *
 * Lighthouse's simulated throttling scales what the main thread really took, so one run on a
 * busy machine says little: each page runs LIGHTHOUSE_RUNS times (3), the passes interleaved
 * so that a burst of load elsewhere falls on every page alike, and the report keeps the run
 * with the median performance score (its range is shown), with the load average before and after.
 *
 * Environment: BUILD_DIR (build-bench), DATA_DIR (/tmp/vitrine-bench), LIGHTHOUSE_PORT
 * (4810), CHROMIUM_PATH (/usr/bin/chromium), BENCH_SKIP_BUILD=1 to reuse a build,
 * LIGHTHOUSE_RUNS (3), LIGHTHOUSE_ONLY (pages or page:preset, comma-separated) to run some
 * and write nothing. The median run's full report is kept as DATA_DIR/lighthouse-<page>-<preset>.json.
 *
 * LIGHTHOUSE_BASELINE=<build directory> (another commit's `react-router build`) serves that build
 * too, on LIGHTHOUSE_PORT + 1 with a data directory of its own, and runs every page against both
 * builds, back to back in each pass (which goes first alternating), so that both see the same
 * load: a before/after on a shared machine. It writes nothing either.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags, type RunnerResult } from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import { toMobilePath } from "../app/kernel/device-map.ts";
import { CHROMIUM_ARGS } from "../tests/support/chromium.ts";

const root = path.resolve(import.meta.dirname, "..");
const env = process.env;
const BUILD_DIR = path.resolve(root, env.BUILD_DIR ?? "build-bench");
const DATA_DIR = path.resolve(env.DATA_DIR ?? "/tmp/vitrine-bench");
const PORT = Number(env.LIGHTHOUSE_PORT ?? 4810);
const BIN = path.join(root, "node_modules/.bin");
const origin = `http://localhost:${PORT}`;
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;
const RUNS = Math.max(1, Number(env.LIGHTHOUSE_RUNS ?? 3));
const BASELINE = env.LIGHTHOUSE_BASELINE ? path.resolve(root, env.LIGHTHOUSE_BASELINE) : undefined;

function log(message: string): void {
  process.stdout.write(`${message}\n`);
}

async function waitFor200(url: string, exited: () => boolean, timeoutMs = 600_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (exited()) throw new Error(`the server exited; see ${path.join(DATA_DIR, "lighthouse-server.log")}`);
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer 200 in time`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

interface Row {
  page: string;
  preset: "desktop" | "mobile";
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  si: number;
  misses: string[];
  /** Lowest and highest performance score over the runs. */
  range: [number, number];
}

function load(): string {
  return loadavg()
    .map((l) => l.toFixed(2))
    .join(", ");
}

/** The figures of one Lighthouse result. */
function rowOf(page: string, preset: Row["preset"], url: string, lhr: RunnerResult["lhr"]): Row {
  const num = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Row["scores"];
  const misses: string[] = [];
  for (const c of CATEGORIES) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (!audit || ref.weight === 0 || audit.score === null || audit.score >= 0.9) continue;
      misses.push(`${c}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ""}`);
    }
  }
  return {
    page,
    preset,
    url,
    scores,
    lcp: num("largest-contentful-paint"),
    cls: num("cumulative-layout-shift"),
    tbt: num("total-blocking-time"),
    fcp: num("first-contentful-paint"),
    si: num("speed-index"),
    misses,
    range: [scores.performance, scores.performance],
  };
}

async function main(): Promise<void> {
  if (env.BENCH_SKIP_BUILD !== "1") {
    log(`Building into ${path.relative(root, BUILD_DIR)} ...`);
    const built = spawnSync(path.join(BIN, "react-router"), ["build"], {
      cwd: root,
      env: { ...env, PATH: `${BIN}:${env.PATH ?? ""}`, BUILD_DIR, BASE_PATH: "/", NODE_ENV: "production" },
      encoding: "utf8",
    });
    if (built.status !== 0) throw new Error(`build failed:\n${built.stdout}\n${built.stderr}`);
  }
  // This build, and the baseline's when one is given: [label, origin, server].
  const builds: Array<{ label: string; origin: string; server: ReturnType<typeof serve> }> = [
    { label: "", origin, server: serve(BUILD_DIR, PORT, DATA_DIR) },
    ...(BASELINE
      ? [
          {
            label: "baseline",
            origin: `http://localhost:${PORT + 1}`,
            server: serve(BASELINE, PORT + 1, `${DATA_DIR}-baseline`),
          },
        ]
      : []),
  ];
  for (const b of builds) await waitFor200(`${b.origin}/`, () => b.server.exitCode !== null);

  // A detail page: the first case study the list links to.
  const listPath = "/cases_list/manufacturing";
  const listHtml = await (await fetch(origin + listPath)).text();
  const detailPath = /href="(\/cases\/\d+)"/.exec(listHtml)?.[1] ?? "/cases/1";
  const pages: Array<[string, string]> = [
    ["home", "/"],
    ["list", listPath],
    ["detail", detailPath],
    ["price", "/price"],
    ["register", "/register"],
    // Pages of blocks (decisions 0087 and 0094): one with a gallery, one with a lead form.
    ["about", "/about"],
    ["contact", "/contact"],
  ];

  const chrome = await chromeLauncher.launch({
    chromePath: env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  // LIGHTHOUSE_ONLY=home:mobile,list: a quick look at some pages; the report is then not written.
  const only = env.LIGHTHOUSE_ONLY ? new Set(env.LIGHTHOUSE_ONLY.split(",").map((s) => s.trim())) : undefined;
  const targets = pages.flatMap(([page, desktopPath]) =>
    (["desktop", "mobile"] as const)
      .filter((preset) => !only || only.has(`${page}:${preset}`) || only.has(page))
      .map((preset) => ({
        page,
        preset,
        url: preset === "mobile" ? (toMobilePath(desktopPath) ?? desktopPath) : desktopPath,
      })),
  );
  const runs = new Map<string, Array<{ row: Row; report: string }>>();
  const loadBefore = load();
  log(
    `Load average before: ${loadBefore}; ${RUNS} run(s) of each page${BASELINE ? ` on this build and ${BASELINE}` : ""}`,
  );
  try {
    for (let pass = 1; pass <= RUNS; pass++) {
      for (const { page: name, preset, url: p } of targets)
        for (const { label, origin } of pass % 2 ? builds : [...builds].reverse()) {
          const page = label ? `${name} (${label})` : name;
          const flags: Flags = {
            port: chrome.port,
            output: "json",
            logLevel: "error",
            onlyCategories: [...CATEGORIES],
          };
          // Now and then Chromium's trace misses the navigation's start (NO_NAVSTART) and the run
          // has no metrics: that says nothing of the page, so such a run is made again (twice at most).
          let result: RunnerResult | undefined;
          for (let attempt = 1; attempt <= 3; attempt++) {
            result = (await lighthouse(origin + p, flags, preset === "desktop" ? desktopConfig : undefined)) as
              RunnerResult | undefined;
            if (!result?.lhr.runtimeError) break;
            log(`   ${page} ${preset}: ${result.lhr.runtimeError.code}, run again`);
          }
          if (!result) throw new Error(`Lighthouse returned nothing for ${origin + p}`);
          if (result.lhr.runtimeError)
            throw new Error(`Lighthouse failed on ${origin + p}: ${result.lhr.runtimeError.message}`);
          const row = rowOf(page, preset, p, result.lhr);
          const key = `${name}-${preset}${label ? `-${label}` : ""}`;
          runs.set(key, [...(runs.get(key) ?? []), { row, report: result.report as string }]);
          log(
            `${String(pass).padEnd(2)} ${page.padEnd(9)} ${preset.padEnd(8)} ${p.padEnd(34)} ${CATEGORIES.map((c) => `${c} ${row.scores[c]}`).join("  ")}  LCP ${Math.round(row.lcp)} ms  CLS ${row.cls.toFixed(3)}  TBT ${Math.round(row.tbt)} ms`,
          );
        }
    }
  } finally {
    chrome.kill();
    for (const b of builds) b.server.kill("SIGTERM");
  }
  const loadAfter = load();
  log(`Load average after: ${loadAfter}`);

  const rows: Row[] = [];
  for (const [key, list] of runs) {
    const sorted = list
      .slice()
      .sort((a, b) => a.row.scores.performance - b.row.scores.performance || a.row.tbt - b.row.tbt);
    const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
    const perf = sorted.map((r) => r.row.scores.performance);
    rows.push({ ...median.row, range: [perf[0]!, perf[perf.length - 1]!] });
    writeFileSync(path.join(DATA_DIR, `lighthouse-${key}.json`), median.report);
  }
  if (RUNS > 1) {
    log("\nMedian runs:");
    for (const r of rows)
      log(
        `${r.page.padEnd(9)} ${r.preset.padEnd(8)} performance ${r.scores.performance} (${r.range[0]}-${r.range[1]})  LCP ${Math.round(r.lcp)} ms  CLS ${r.cls.toFixed(3)}  TBT ${Math.round(r.tbt)} ms  FCP ${Math.round(r.fcp)} ms`,
      );
  }

  if (only || BASELINE) {
    log(`${only ? "LIGHTHOUSE_ONLY" : "LIGHTHOUSE_BASELINE"} is set: bench/lighthouse.md left as it was.`);
    return;
  }
  const dirty =
    spawnSync("git", ["status", "--porcelain", "--", "app", "server", "db"], {
      cwd: root,
      encoding: "utf8",
    }).stdout.trim() !== "";
  const commit = `${spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim()}${dirty ? " (with uncommitted changes in the working tree)" : ""}`;
  const chromium = spawnSync(env.CHROMIUM_PATH ?? "/usr/bin/chromium", ["--version"], {
    encoding: "utf8",
  }).stdout.trim();
  const table = [
    "| Page | Preset | URL | Performance | Runs' range | Accessibility | Best Practices | SEO | LCP ms | CLS | TBT ms | FCP ms | Speed Index ms |",
    "|---|---|---|--:|--:|--:|--:|--:|--:|--:|--:|--:|--:|",
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.preset} | \`${r.url}\` | ${r.scores.performance} | ${r.range[0]}–${r.range[1]} | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} | ${Math.round(r.lcp)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} | ${Math.round(r.fcp)} | ${Math.round(r.si)} |`,
    ),
  ];
  const misses = rows.filter((r) => r.misses.length).map((r) => `- ${r.page}, ${r.preset}: ${r.misses.join("; ")}`);
  const md = `# Lighthouse results

Generated by \`npm run lighthouse\` (scripts/lighthouse.ts) on ${new Date().toISOString()} at commit ${commit},
Lighthouse ${lighthouseVersion()} with ${chromium}, against the production build on ${origin} (loopback, embedded
SQLite database, page cache on). Desktop preset on desktop URLs; mobile preset (emulated phone, simulated slow 4G and
4x CPU slowdown) on the mobile counterparts.
Each page ran ${RUNS} times; each row is the run with the median performance score, beside the range over the runs.
The simulated throttling scales what the main thread really took, so the machine's load counts: the load average
(1, 5, 15 min) was ${loadBefore} before the runs and ${loadAfter} after, on ${cpus().length} cores.
Lab values: LCP, CLS and TBT (the lab stand-in for INP); target 100 in accessibility, best practices and SEO, at
least 98 in mobile performance, nothing under 95. Where the mobile points went, what was tried and what brought them
back: bench/mobile-performance.md.

${table.join("\n")}

## Audits that scored under 0.9

${misses.length ? misses.join("\n") : "None."}

## Exemption: the canonical link of the mobile home

Every mobile page names its desktop page as canonical (and the desktop page names the mobile one as its
alternate for small screens), as Google's guidance for separate mobile URLs asks. Lighthouse's canonical
audit reads the mobile home's canonical, \`/\`, as pointing to the site's root instead of to the page, and
scores that page's SEO 92. We keep the canonical: that score is the only one allowed under 100.
`;
  writeFileSync(path.join(root, "bench/lighthouse.md"), md);
  // The one recorded exemption: the mobile home's SEO, docked for its canonical link alone.
  const exempt = (r: Row, c: (typeof CATEGORIES)[number]) =>
    c === "seo" && r.page === "home" && r.preset === "mobile" && r.misses.every((m) => m.includes("rel=canonical"));
  const low = rows.filter((r) => CATEGORIES.some((c) => r.scores[c] < 95 && !exempt(r, c)));
  const slowMobile = rows.filter((r) => r.preset === "mobile" && r.scores.performance < 98);
  log(
    `\nWrote bench/lighthouse.md${low.length ? `; under 95: ${low.map((r) => `${r.page}/${r.preset}`).join(", ")}` : "; every score is 95 or more (the recorded exemption aside)"}` +
      (slowMobile.length
        ? `; mobile performance under 98: ${slowMobile.map((r) => r.page).join(", ")}`
        : "; mobile performance 98 or more on every page"),
  );
}

/** The production server on `port`, serving `buildDir` with its own data directory. */
function serve(buildDir: string, port: number, dataDir: string) {
  mkdirSync(dataDir, { recursive: true });
  const out = openSync(path.join(dataDir, "lighthouse-server.log"), "w");
  const server = spawn(path.join(BIN, "node"), ["server/index.ts"], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://localhost:${port}`,
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", out, out],
  });
  process.on("exit", () => server.kill("SIGTERM"));
  return server;
}

function lighthouseVersion(): string {
  return (
    JSON.parse(readFileSync(path.join(root, "node_modules/lighthouse/package.json"), "utf8")) as { version: string }
  ).version;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    log(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exit(1);
  },
);
