/**
 * `npm run bench:cdn` (also run at the end of `npm run bench`): the production build behind
 * Debian's Varnish with deploy/varnish/default.vcl, two instances on one PostgreSQL database
 * and Redis (tests/support/cdn-site.ts), on loopback only. Measures:
 *
 *   - origin requests per 1,000 page views: every sitemap page crawled CDN_BENCH_PASSES (4)
 *     times by a desktop and a phone browser, each pass with a fresh cookie jar; counted by
 *     Varnish (MAIN.backend_req), first pass included and warm passes alone;
 *   - publish to every instance through Varnish: CDN_BENCH_PUBLISHES (10) title changes of a
 *     news item through the admin API of one instance then the other, timed from the request
 *     until its detail page shows the new title through Varnish (desktop and phone) and
 *     straight from each instance.
 *
 * Writes bench/cdn.md.
 */
import { writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { crawl, publishTitle, sitemapPaths, startCdnSite, timesUntilShown } from "../tests/support/cdn-site.ts";
import { root } from "../tests/support/server.ts";
import { DESKTOP_AGENT, PHONE_AGENT } from "../tests/support/user-agents.ts";
import { varnishdVersion } from "../tests/support/varnish.ts";

const PASSES = Number(process.env.CDN_BENCH_PASSES ?? 4);
const PUBLISHES = Number(process.env.CDN_BENCH_PUBLISHES ?? 10);
const AGENTS = [DESKTOP_AGENT, PHONE_AGENT];

const log = (line: string) => process.stdout.write(`${line}\n`);
const f0 = (n: number) => n.toFixed(0);
const ms = (n: number) => (Number.isFinite(n) ? `${f0(n)} ms` : "not within 5 s");
const goal = (values: number[]) => (Math.max(...values) < 1000 ? "met" : "missed");
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

const site = await startCdnSite("benchcdn", { LOG_LEVEL: "error" });
try {
  const base = site.varnish.url;
  const paths = await sitemapPaths(base);
  log(`${paths.length} sitemap pages, ${PASSES} passes by ${AGENTS.length} browsers`);

  const passes: Array<{ views: number; origin: number; hits: number }> = [];
  for (let pass = 0; pass < PASSES; pass++) {
    const before = site.varnish.counter("MAIN.backend_req");
    const visits = (await Promise.all(AGENTS.map((agent) => crawl(base, paths, agent)))).flat();
    const origin = site.varnish.counter("MAIN.backend_req") - before;
    passes.push({ views: visits.length, origin, hits: visits.filter((v) => v.cache === "HIT").length });
    log(`pass ${pass + 1}: ${visits.length} views, ${origin} origin requests`);
  }
  const per1000 = (rows: typeof passes) =>
    (1000 * rows.reduce((s, r) => s + r.origin, 0)) / rows.reduce((s, r) => s + r.views, 0);

  const list = (await (await fetch(`${base}/api/v1/news?page=1`)).json()) as { items: Array<{ id: number }> };
  const id = list.items[0]!.id;
  const targets = [
    { url: `${base}/detail/${id}`, agent: DESKTOP_AGENT },
    { url: `${base}/mobile/detail/${id}`, agent: PHONE_AGENT },
  ];
  const direct = site.instances.map((i) => ({ url: `${i.url}/detail/${id}`, agent: DESKTOP_AGENT }));
  const throughCdn: number[] = [];
  const perInstance: number[] = [];
  /** How long the publish request itself took: the change is committed when it answers. */
  const requests: number[] = [];
  /** When the last of those answers arrived. */
  const answers: number[] = [];
  for (let round = 0; round < PUBLISHES; round++) {
    // Warm: the page is in Varnish and in each instance's own page cache before the change.
    for (const t of [...targets, ...targets, ...direct, ...direct])
      await (await fetch(t.url, { headers: { "user-agent": t.agent } })).arrayBuffer();
    const title = `Bench publish ${round} ${Date.now()}`;
    const started = await publishTitle(site.instances[round % 2]!.url, site.editorToken, "news", id, title);
    requests.push(performance.now() - started);
    // Not shown within 5 s counts as Infinity: reported, not hidden.
    const shown = await timesUntilShown([...targets, ...direct], title, started, 5000);
    const times = shown.map((t) => t?.requested ?? Infinity);
    answers.push(Math.max(...shown.map((t) => t?.answered ?? Infinity)));
    throughCdn.push(Math.max(...times.slice(0, targets.length)));
    perInstance.push(Math.max(...times.slice(targets.length)));
    log(`publish ${round + 1}: through Varnish ${ms(throughCdn.at(-1)!)}, every instance ${ms(perInstance.at(-1)!)}`);
  }

  const md = `# Behind a CDN: Varnish in front of two instances

Written by \`npm run bench:cdn\` (scripts/bench-cdn.ts) on ${new Date().toISOString().slice(0, 10)}:
${varnishdVersion()} with \`deploy/varnish/default.vcl\`, two production instances on one PostgreSQL
database and Redis, ${os.cpus().length} cores shared by everything, loopback only.

## Origin requests per 1,000 page views

Every sitemap page (${paths.length}) visited by a desktop and a phone browser, ${PASSES} passes, a fresh cookie
jar each pass; origin requests counted by Varnish (\`MAIN.backend_req\`).

| Pass | Page views | Served from the cache | Origin requests |
|--:|--:|--:|--:|
${passes.map((p, i) => `| ${i + 1} | ${p.views} | ${p.hits} | ${p.origin} |`).join("\n")}

| Crawl | Origin requests per 1,000 page views |
|---|--:|
| All ${PASSES} passes (the first on an empty cache) | ${per1000(passes).toFixed(1)} |
| Passes 2 to ${PASSES} (warm cache) | ${per1000(passes.slice(1)).toFixed(1)} |

## Publish to every instance, through Varnish

${PUBLISHES} title changes of news item ${id}, published through one instance's admin API, then the other's;
timed from the publish request to the first request that got the new title (from then on every
visitor gets it).

| Where | Median | Max | Goal: under 1 s |
|---|--:|--:|--:|
| Through Varnish (desktop \`/detail/${id}\` and phone \`/mobile/detail/${id}\`, the later of the two) | ${ms(quantile(throughCdn, 0.5))} | ${ms(Math.max(...throughCdn))} | ${goal(throughCdn)} |
| Straight from each instance (the later of the two) | ${ms(quantile(perInstance, 0.5))} | ${ms(Math.max(...perInstance))} | ${goal(perInstance)} |
| (The publish request itself, included above) | ${ms(quantile(requests, 0.5))} | ${ms(Math.max(...requests))} | |
| (The last of those answers received, render time included) | ${ms(quantile(answers, 0.5))} | ${ms(Math.max(...answers))} | |
`;
  writeFileSync(path.join(root, "bench/cdn.md"), md);
  log(`\n${md}\nWrote bench/cdn.md`);
} finally {
  await site.close();
}
process.exit(0);
