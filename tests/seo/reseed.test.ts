/**
 * A reseed from another process reaches a running site (decision 0018): within
 * a few seconds, not the caches' one-minute lifetimes, its pages, API, sitemaps
 * and feeds show the new content. On the embedded SQLite file with two worker
 * processes (each with its own caches), and on PostgreSQL.
 *
 * The site starts on a database that differs from the seed (one news title and
 * date changed, another item unpublished, written without a content version
 * bump, as a hand edit would be), serves and caches that, and then
 * `npm run db:seed` puts the seed back.
 */
import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync } from "node:fs";
import http from "node:http";
import path from "node:path";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/database.ts";
import { migrateToLatest } from "../../db/migrations.ts";
import { buildSeed } from "../../db/seed/build.ts";
import { seedDatabase } from "../../server/seed.ts";
import { CONTENT_POLL_MS } from "../../server/content-changes.ts";
import { ensurePostgresDatabase } from "../support/postgres.ts";
import { buildDirFor, ensureBuild, root, startServer, type RunningServer } from "../support/server.ts";

const DATA_ROOT = "/tmp/vitrine-f";
const MEDIA_TEMPLATE = path.join(DATA_ROOT, "media-template");
const BUILD_DIR = buildDirFor("/");
/** One poll of the content version, with room for a busy machine; every cache's own lifetime is 60 s. */
const WITHIN_MS = CONTENT_POLL_MS + 4000;
const STALE_TITLE = "A headline the reseed must replace";
const STALE_DATE = "2020-01-02T03:04:05.000Z";

const seed = buildSeed();
const newsTitle = (id: number) => seed.rows.news.find((n) => n.id === id)!.title;

/** A GET on a connection of its own, so that the workers of a cluster take turns answering. */
function get(origin: string, p: string): Promise<{ status: number; cache: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${origin}${p}`,
      { agent: false, headers: { cookie: `XSRF-TOKEN=${"r".repeat(43)}` } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            cache: res.headers["x-page-cache"] as string | undefined,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
  });
}

/** What the site shows of the two news items the test changed, seen through every cache. */
const VIEWS = {
  feed: "/feeds/news.xml",
  sitemap: "/sitemaps/news.xml",
  page: "/detail/1",
  list: "/news",
  api: "/api/v1/news/1",
};

function looksStale(view: keyof typeof VIEWS, body: string): boolean {
  if (view === "sitemap") return body.includes(`<lastmod>${STALE_DATE}</lastmod>`) && !body.includes("/detail/2<");
  if (view === "feed") return body.includes(STALE_TITLE) && !body.includes("/detail/2<");
  return body.includes(STALE_TITLE);
}

function looksSeeded(view: keyof typeof VIEWS, body: string): boolean {
  if (view === "sitemap") return !body.includes(STALE_DATE) && body.includes("/detail/2<");
  if (view === "feed") return !body.includes(STALE_TITLE) && body.includes("/detail/2<");
  return !body.includes(STALE_TITLE) && body.includes(newsTitle(1).slice(-20));
}

/** Every view, asked `times` times over fresh connections. */
async function everyView(origin: string, times: number) {
  const out: Array<{ view: keyof typeof VIEWS; status: number; cache: string | undefined; body: string }> = [];
  for (const view of Object.keys(VIEWS) as Array<keyof typeof VIEWS>) {
    for (let i = 0; i < times; i++) out.push({ view, ...(await get(origin, VIEWS[view])) });
  }
  return out;
}

describe.each([
  { name: "SQLite, two worker processes", databaseUrl: "", port: 4611, workers: "2" },
  {
    name: "PostgreSQL",
    databaseUrl: "postgres://postgres@127.0.0.1:5432/vitrine_seo_reseed",
    port: 4612,
    workers: "1",
  },
])("a reseed from another process, on $name", ({ databaseUrl, port, workers }) => {
  let server: RunningServer;
  let dataDir = "";
  const origin = `http://127.0.0.1:${port}`;
  const env = () => ({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir });

  beforeAll(async () => {
    ensureBuild(BUILD_DIR, { BASE_PATH: "/" });
    mkdirSync(DATA_ROOT, { recursive: true });
    dataDir = mkdtempSync(path.join(DATA_ROOT, `reseed${port}-`));
    if (existsSync(MEDIA_TEMPLATE)) cpSync(MEDIA_TEMPLATE, path.join(dataDir, "media"), { recursive: true });
    // The database as a hand edit left it: seeded, then changed without a version bump.
    if (databaseUrl) await ensurePostgresDatabase(databaseUrl);
    const db = openDatabase({ databaseUrl, dataDir, deadlines: false });
    try {
      if (databaseUrl) await sql`drop schema if exists public cascade; create schema public`.execute(db.kysely);
      await migrateToLatest(db.kysely, db.kind);
      await seedDatabase(db);
      await db.kysely
        .updateTable("news")
        .set({ title: STALE_TITLE, updated_at: STALE_DATE })
        .where("id", "=", 1)
        .execute();
      await db.kysely.updateTable("news").set({ published: false }).where("id", "=", 2).execute();
    } finally {
      await db.close();
    }
    server = await startServer(
      {
        PORT: String(port),
        BUILD_DIR,
        SITE_URL: origin,
        WEB_CONCURRENCY: workers,
        PAGE_CACHE: "on",
        LOG_LEVEL: "info",
        ...env(),
      },
      120_000,
    );
    const started = Date.now();
    while (workers !== "1" && !server.output().includes("all workers started")) {
      if (Date.now() - started > 120_000)
        throw new Error(`the workers did not start:\n${server.output().slice(-3000)}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  });
  afterAll(async () => {
    expect(await server?.stop()).toBe(0);
  });

  it("shows the reseeded content everywhere within one poll of the content version", async () => {
    // Served and cached as the database stands; asked twice per worker, so every cache holds it.
    const before = await everyView(origin, 2 * Number(workers));
    for (const answer of before) {
      expect(answer.status, answer.view).toBe(200);
      expect(looksStale(answer.view, answer.body), `${answer.view} before the reseed`).toBe(true);
    }
    expect(before.filter((a) => a.view === "page").map((a) => a.cache)).toContain("hit");

    const seeded = spawnSync("npm", ["run", "--silent", "db:seed"], {
      cwd: root,
      env: { ...process.env, ...env() },
      encoding: "utf8",
    });
    expect(seeded.status, `${seeded.stdout}\n${seeded.stderr}`).toBe(0);
    const reseededAt = Date.now();

    let last: Awaited<ReturnType<typeof everyView>> = [];
    for (;;) {
      last = await everyView(origin, 2 * Number(workers));
      if (last.every((a) => a.status === 200 && looksSeeded(a.view, a.body))) break;
      const waited = Date.now() - reseededAt;
      if (waited > WITHIN_MS) {
        const stale = last
          .filter((a) => !looksSeeded(a.view, a.body))
          .map((a) => `${a.view} (${a.status}, ${a.cache ?? "-"})`);
        throw new Error(`still showing the old content ${waited} ms after the reseed: ${stale.join(", ")}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const took = Date.now() - reseededAt;
    process.stdout.write(`reseed reached every view and worker in ${took} ms\n`);
    expect(took).toBeLessThanOrEqual(WITHIN_MS);
    // Each process learnt of it on its own, from the database.
    expect(server.output().match(/"msg":"content changed"/g) ?? []).toHaveLength(Number(workers));
  });
});
