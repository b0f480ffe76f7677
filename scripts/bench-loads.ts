/**
 * `npm run bench:loads`: real page loads in Chromium on a throttled network and CPU,
 * to weigh where a page's scripts start (decision 0044). Two servers run the same
 * build with the fast entry: SCRIPT_ORDER=after-paint, whose scripts start after the
 * first paint, and SCRIPT_ORDER=stock (the default), React Router's order, whose scripts
 * are preloaded from the head at low priority. Each page loads LOADS_RUNS times (20) in each, the two interleaved,
 * each load in a fresh browser context (empty cache) throttled through the DevTools
 * protocol like Lighthouse's mobile preset: 150 ms round trip, 1.6 Mbit/s down,
 * 750 kbit/s up (Network.emulateNetworkConditions) and the CPU slowed 4 times
 * (Emulation.setCPUThrottlingRate).
 *
 * Measured per load: first contentful paint and largest contentful paint (the
 * browser's own entries), and on pages with a carousel the time until a visitor's
 * gesture works: from the start of the load, a click on "next" (desktop) or a swipe
 * (phone) every 100 ms until a slide other than the first is active. Writes medians
 * and 90th percentiles to bench/loads.md.
 *
 * Environment: BUILD_DIR (build-bench), DATA_DIR (/tmp/vitrine-loads), LOADS_PORT (4830,
 * and the next port), CHROMIUM_PATH (/usr/bin/chromium), BENCH_SKIP_BUILD=1 to reuse a
 * build, LOADS_RUNS (20), LOADS_OUT to write elsewhere than bench/loads.md.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, openSync, writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../tests/support/chromium.ts";

const root = path.resolve(import.meta.dirname, "..");
const env = process.env;
const BUILD_DIR = path.resolve(root, env.BUILD_DIR ?? "build-bench");
const DATA_DIR = path.resolve(env.DATA_DIR ?? "/tmp/vitrine-loads");
const PORT = Number(env.LOADS_PORT ?? 4830);
const RUNS = Math.max(1, Number(env.LOADS_RUNS ?? 20));
const OUT = path.resolve(root, env.LOADS_OUT ?? "bench/loads.md");
const BIN = path.join(root, "node_modules/.bin");
/** How long a gesture may keep failing before the load counts as never interactive. */
const GESTURE_TIMEOUT_MS = 20_000;

const ENTRIES = ["after-paint", "stock"] as const;
type Entry = (typeof ENTRIES)[number];

interface Target {
  name: string;
  path: string;
  phone: boolean;
  gesture?: "click" | "swipe";
}

const TARGETS: Target[] = [
  { name: "desktop home", path: "/", phone: false, gesture: "click" },
  { name: "mobile home", path: "/mobile", phone: true, gesture: "swipe" },
  { name: "mobile about", path: "/mobile/about", phone: true },
];

interface Load {
  fcp: number;
  lcp: number;
  /** Milliseconds from the start of navigation until a gesture moved the carousel. */
  interactive?: number;
}

const log = (message: string) => process.stdout.write(`${message}\n`);

async function waitFor200(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited; see ${DATA_DIR}`);
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

function startServer(entry: Entry, port: number): ChildProcess {
  const dataDir = path.join(DATA_DIR, entry);
  mkdirSync(dataDir, { recursive: true });
  const out = openSync(path.join(dataDir, "server.log"), "w");
  const server = spawn(path.join(BIN, "node"), ["server/index.ts"], {
    cwd: root,
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://localhost:${port}`,
      BUILD_DIR,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      LOG_LEVEL: "warn",
      SCRIPT_ORDER: entry,
    },
    stdio: ["ignore", out, out],
  });
  process.on("exit", () => server.kill("SIGTERM"));
  return server;
}

async function throttledContext(browser: Browser, phone: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
      : { viewport: { width: 1350, height: 940 } },
  );
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  return { context, page };
}

/** True once the carousel shows a slide other than its first (Swiper marks the active one). */
const movedOn = (page: Page) =>
  page
    .evaluate(() => {
      const active = document.querySelector("[data-carousel] .swiper-slide-active");
      return active !== null && active.previousElementSibling !== null ? performance.now() : undefined;
    })
    .catch(() => undefined);

async function gesture(page: Page, kind: "click" | "swipe"): Promise<void> {
  if (kind === "click") {
    const box = await page.locator("[data-carousel] .carousel__nav--next").boundingBox({ timeout: 100 });
    if (box) await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    return;
  }
  const box = await page.locator("[data-carousel] .carousel__viewport").boundingBox({ timeout: 100 });
  if (!box) return;
  const cdp = await page.context().newCDPSession(page);
  const y = box.y + box.height / 2;
  const at = (x: number) => [{ x, y }];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(box.x + box.width * 0.8) });
  for (const f of [0.65, 0.5, 0.35, 0.2])
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(box.x + box.width * f) });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await cdp.detach();
}

async function measure(browser: Browser, origin: string, target: Target): Promise<Load> {
  const { context, page } = await throttledContext(browser, target.phone);
  try {
    await page.addInitScript(() => {
      const w = window as unknown as { __lcp: number };
      w.__lcp = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__lcp = e.startTime;
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    const navigation = page.goto(origin + target.path, { waitUntil: "load", timeout: 60_000 });
    let interactive: number | undefined;
    if (target.gesture) {
      await page.waitForSelector("[data-carousel]", { state: "attached", timeout: 30_000 });
      const deadline = Date.now() + GESTURE_TIMEOUT_MS;
      while (interactive === undefined && Date.now() < deadline) {
        await gesture(page, target.gesture).catch(() => undefined);
        interactive = await movedOn(page);
        if (interactive === undefined) await page.waitForTimeout(100);
      }
    }
    await navigation;
    // The largest paint is final once the visitor acts or the page has settled.
    await page.waitForTimeout(target.gesture ? 0 : 1500);
    const paints = await page.evaluate(() => ({
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      lcp: (window as unknown as { __lcp: number }).__lcp,
    }));
    return { ...paints, ...(interactive === undefined ? {} : { interactive }) };
  } finally {
    await context.close();
  }
}

const quantile = (values: number[], q: number) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * (sorted.length - 1) + 0.5))]!;
};
const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v).toLocaleString("en-GB")}` : "–");

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
  const origins = Object.fromEntries(ENTRIES.map((e, i) => [e, `http://localhost:${PORT + i}`])) as Record<
    Entry,
    string
  >;
  const servers = ENTRIES.map((e, i) => startServer(e, PORT + i));
  await Promise.all(ENTRIES.map((e, i) => waitFor200(`${origins[e]}/`, servers[i]!)));

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const loads = new Map<string, Load[]>();
  const before = loadavg()[0]!.toFixed(2);
  try {
    // One load of each page warms each server's caches before anything counts.
    for (const entry of ENTRIES) for (const t of TARGETS) await measure(browser, origins[entry], t);
    for (let run = 1; run <= RUNS; run++) {
      for (const t of TARGETS) {
        // Alternate which order goes first, so a burst of load elsewhere falls on both alike.
        for (const entry of run % 2 ? ENTRIES : [...ENTRIES].reverse()) {
          const load = await measure(browser, origins[entry], t);
          const key = `${t.name}|${entry}`;
          loads.set(key, [...(loads.get(key) ?? []), load]);
        }
      }
      log(`run ${run}/${RUNS} done`);
    }
  } finally {
    await browser.close();
    for (const s of servers) s.kill("SIGTERM");
  }
  const after = loadavg()[0]!.toFixed(2);

  const rows = TARGETS.flatMap((t) =>
    ENTRIES.map((entry) => {
      const l = loads.get(`${t.name}|${entry}`) ?? [];
      const col = (pick: (x: Load) => number | undefined) => {
        const v = l.map(pick).map((x) => x ?? Number.NaN);
        return `${ms(quantile(v, 0.5))} / ${ms(quantile(v, 0.9))}`;
      };
      const failed = t.gesture ? l.filter((x) => x.interactive === undefined).length : 0;
      return `| ${t.name} | ${entry === "after-paint" ? "after first paint" : "stock (preloaded, low priority)"} | ${col((x) => x.fcp)} | ${col((x) => x.lcp)} | ${t.gesture ? col((x) => x.interactive) + (failed ? ` (${failed} never)` : "") : "–"} |`;
    }),
  );
  const report = `# Real page loads: where the scripts start

Written by \`npm run bench:loads\` (scripts/bench-loads.ts) on ${new Date().toISOString().slice(0, 10)}:
Chromium ${browser.version()}, ${RUNS} loads of each page with each script order, interleaved, each in an
empty browser context, throttled through the DevTools protocol like Lighthouse's mobile preset
(150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4 times), from one production build
served on loopback. Load average ${before} before, ${after} after.

Milliseconds from the start of navigation, median / 90th percentile. "Carousel works" is when a
click on "next" (desktop) or a swipe (phone), tried every 100 ms from the start of the load, first
moves the carousel on.

| Page | Scripts start | First paint | Largest paint | Carousel works |
| ---- | ------------- | ----------: | ------------: | -------------: |
${rows.join("\n")}
`;
  writeFileSync(OUT, report);
  log(report);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
