/**
 * The demo seed on SQLite and PostgreSQL: the same database every time, a content
 * version bumped once, leads kept, every editable item created through the editorial
 * write path with its first revision, and content failing its schema refused.
 */
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentOfRow } from "../app/kernel/editorial-rows.ts";
import { CONTENT_TYPES } from "../app/kernel/editorial-schemas.ts";
import { bool, json } from "../app/kernel/rows.ts";
import { readContentVersion } from "../db/content-version.ts";
import type { Database } from "../db/database.ts";
import { migrateToLatest } from "../db/migrations.ts";
import { CONTENT_TABLES } from "../db/schema.ts";
import { buildSeed } from "../db/seed/build.ts";
import { buildTranslations } from "../db/seed/build-translations.ts";
import { mediaDigest } from "../db/seed/images.ts";
import { ensureSeedMedia } from "../db/seed/index.ts";
import type { SeedProgress } from "../db/seed/progress.ts";
import { ensureSeedClips } from "../db/seed/videos.ts";
import { BACKENDS, createTestServices, type TestServices } from "../tests/support/databases.ts";
import { TYPES } from "./editorial/registry.ts";
import { seedDatabase } from "./seed.ts";

/** Every content row in primary-key order, with values normalised across drivers. */
async function dump(db: Database): Promise<Record<string, unknown[]>> {
  const out: Record<string, unknown[]> = {};
  for (const table of CONTENT_TABLES) {
    const key = table === "media" || table === "settings" ? "key" : "id";
    const rows = await db.kysely.selectFrom(table).selectAll().orderBy(key).execute();
    out[table] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([k, v]) => {
          if (v instanceof Date) return [k, v.toISOString()];
          if (typeof v === "boolean") return [k, v ? 1 : 0];
          if (typeof v === "string" && /^[[{"]/.test(v)) {
            try {
              return [k, JSON.parse(v)];
            } catch {
              return [k, v];
            }
          }
          if (typeof v === "string" && /^\d{4}-\d\d-\d\dT/.test(v)) return [k, new Date(v).toISOString()];
          return [k, v];
        }),
      ),
    );
  }
  return out;
}

describe.each(BACKENDS)("seeding %s", (backend) => {
  let s: TestServices;
  let other: TestServices;
  beforeAll(async () => {
    [s, other] = await Promise.all([createTestServices(backend, "seed-a"), createTestServices(backend, "seed-b")]);
  });
  afterAll(async () => {
    await Promise.all([s?.dispose(), other?.dispose()]);
  });

  it("gives the same database when run twice, and the same as a fresh one", async () => {
    const first = await dump(s.db);
    expect(first.news!.length).toBeGreaterThanOrEqual(60);
    const again = await seedDatabase(s.db);
    expect(again.seeded).toBe(true);
    expect(await dump(s.db)).toEqual(first);
    expect(await dump(other.db)).toEqual(first);
  });

  it("publishes every seed translation with LOCALES unset, for a locale switched on later", async () => {
    await seedDatabase(s.db);
    const live = await s.db.kysely.selectFrom("live_translations").select(["type", "item_id", "locale"]).execute();
    const seeded = buildTranslations();
    expect(seeded.length).toBeGreaterThan(100);
    expect(live.map((r) => `${r.locale} ${r.type} ${r.item_id}`).sort()).toEqual(
      seeded.map((t) => `${t.locale} ${t.type} ${t.id}`).sort(),
    );
  });

  it("bumps the content version with every seed it writes, naming no type (everything changed)", async () => {
    const before = await readContentVersion(s.db.kysely);
    expect(before.version).toBeGreaterThan(1); // the migration's row, then the first seed
    await seedDatabase(s.db);
    expect(await readContentVersion(s.db.kysely)).toEqual({ version: before.version + 1, types: null });
    await seedDatabase(s.db, { onlyIfEmpty: true });
    expect((await readContentVersion(s.db.kysely)).version).toBe(before.version + 1);
  });

  it("does not seed a database that has content, and keeps leads on a re-seed", async () => {
    expect((await seedDatabase(s.db, { onlyIfEmpty: true })).seeded).toBe(false);
    await s.db.kysely
      .insertInto("leads")
      .values({
        created_at: new Date().toISOString(),
        idempotency_key: null,
        name: "Ada Test",
        email: "ada@example.com",
        phone: "+44 20 0000 0000",
        company: "Test Ltd",
        job_title: "Tester",
        company_size: "1-10",
        product: "pm",
        region: null,
        message: null,
        consent: true,
        source: "api",
        user_agent: "vitest",
        ip_hash: "x",
      })
      .execute();
    await seedDatabase(s.db);
    const leads = await s.db.kysely.selectFrom("leads").select("email").execute();
    expect(leads.map((l) => l.email)).toEqual(["ada@example.com"]);
  });

  it("records which images the content needs, readable on either database", async () => {
    const row = await s.db.kysely
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "media_digest")
      .executeTakeFirstOrThrow();
    expect(json<{ digest: string }>(row.value).digest).toBe(mediaDigest(buildSeed().media));
    // With a matching manifest in place, start-up renders nothing.
    const dir = path.join(s.dataDir, "media");
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, ".manifest.json"), JSON.stringify({ digest: mediaDigest(buildSeed().media) }));
    expect((await ensureSeedMedia(s.db, s.dataDir)).generated).toBe(false);
  });

  it("gives every editable item its first revision, equal to its live row, as publishing leaves it", async () => {
    const problems: string[] = [];
    let items = 0;
    for (const type of CONTENT_TYPES) {
      const info = TYPES[type];
      let query = s.db.kysely.selectFrom(info.table).selectAll();
      for (const [column, value] of Object.entries(info.scope))
        query = query.where(column as never, "=", value as never);
      const live = (await query.execute()) as Record<string, unknown>[];
      const metas = await s.db.kysely.selectFrom("editorial_items").selectAll().where("type", "=", type).execute();
      const revisions = await s.db.kysely
        .selectFrom("editorial_revisions")
        .selectAll()
        .where("type", "=", type)
        .execute();
      for (const row of live) {
        items++;
        const id = Number(row.id);
        const meta = metas.find((m) => m.item_id === id);
        const mine = revisions.filter((r) => r.item_id === id);
        const published = bool(row.published);
        const current = mine.find((r) => Number(r.id) === (meta?.published_revision_id ?? meta?.draft_revision_id));
        if (!meta || !current) {
          problems.push(`${type} ${id}: no editorial row or revision`);
          continue;
        }
        expect(JSON.parse(JSON.stringify(json(current.document))), `${type} ${id}`).toEqual(
          JSON.parse(JSON.stringify(documentOfRow(info, row))),
        );
        expect([meta.status, meta.version, current.number, bool(current.published)], `${type} ${id}`).toEqual(
          published ? ["published", 1, 1, true] : ["draft", 1, 1, false],
        );
      }
    }
    expect(problems).toEqual([]);
    expect(items).toBeGreaterThan(300);
  });

  it("refuses content that fails its type's schema, naming each item, and leaves the database as it was", async () => {
    const before = await dump(s.db);
    const broken = buildSeed();
    broken.rows.news[0]!.author = "";
    broken.rows.blocks.find((b) => b.page === "home" && b.kind === "banner")!.link_href = "javascript:alert(1)";
    const refusal = await seedDatabase(s.db, { data: broken }).then(
      () => new Error("seeded"),
      (error: Error) => error,
    );
    expect(refusal.message).toMatch(/^2 items fail their schema:/);
    expect(refusal.message).toMatch(/^news 1: .*author/m);
    expect(refusal.message).toMatch(/^home-blocks \d+: .*linkHref/m);
    expect(await dump(s.db)).toEqual(before);
  });

  it("applies migrations once; running them again changes nothing", async () => {
    expect(await migrateToLatest(s.db.kysely, s.db.kind)).toEqual([]);
  });
});

describe("seed progress", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices("sqlite", "seed-progress", { seed: false, media: false });
  });
  afterAll(async () => {
    await s?.dispose();
  });

  it("reports the rows written, from none to all of them", async () => {
    const reports: SeedProgress[] = [];
    const result = await seedDatabase(s.db, { onProgress: (p) => reports.push(p) });
    expect(reports[0]).toMatchObject({ step: "content", done: 0, unit: "rows" });
    expect(reports.at(-1)).toEqual({ step: "content", done: result.rows, total: result.rows, unit: "rows" });
    const done = reports.map((r) => r.done);
    expect(done).toEqual([...done].sort((a, b) => a - b));
    expect(reports.length).toBeGreaterThan(5);
  });
});

describe("the seed with its narrated video tours", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices("sqlite", "seed-tours");
  });
  afterAll(async () => {
    await s?.dispose();
  });

  // CI installs ffmpeg and espeak-ng (.ci/run); the tours come from the media cache there.
  it(
    "writes each tour with its video, in its first revision; a start only places missing files",
    { timeout: 600_000 },
    async () => {
      const seeded = await seedDatabase(s.db, { tours: { dataDir: s.dataDir } });
      expect(seeded.tours?.skipped).toBeUndefined();
      expect(seeded.tours?.clips.length).toBe(30);
      const live = (await s.db.kysely
        .selectFrom("videos")
        .selectAll()
        .where("published", "=", true)
        .orderBy("id")
        .execute()) as Array<
        Record<string, unknown> & { id: number; source_url: string | null; fallback_url: string | null }
      >;
      expect(live.length).toBe(30);
      expect(live.filter((v) => v.source_url !== `media/tour-${v.id}.webm`)).toEqual([]);
      expect(live.filter((v) => v.fallback_url !== `media/tour-${v.id}.mp4`)).toEqual([]);
      const revisions = await s.db.kysely
        .selectFrom("editorial_revisions")
        .selectAll()
        .where("type", "=", "videos")
        .execute();
      for (const row of live) {
        const first = revisions.find((r) => r.item_id === Number(row.id));
        expect(JSON.parse(JSON.stringify(json(first?.document))), `video ${row.id}`).toEqual(
          JSON.parse(JSON.stringify(documentOfRow(TYPES.videos, row))),
        );
      }
      // A start finds every file in place and writes nothing; an instance missing one gets it back.
      const version = (await readContentVersion(s.db.kysely)).version;
      expect((await ensureSeedClips(s.db, s.dataDir)).clips).toEqual([]);
      rmSync(path.join(s.dataDir, "media", "tour-3.webm"));
      const again = await ensureSeedClips(s.db, s.dataDir);
      expect(again.clips.map((c) => [c.id, c.cached])).toEqual([[3, true]]);
      expect(existsSync(path.join(s.dataDir, "media", "tour-3.webm"))).toBe(true);
      // The MP4 copy as well: a start missing only it places it again.
      rmSync(path.join(s.dataDir, "media", "tour-4.mp4"));
      expect((await ensureSeedClips(s.db, s.dataDir)).clips.map((c) => c.id)).toEqual([4]);
      expect(existsSync(path.join(s.dataDir, "media", "tour-4.mp4"))).toBe(true);
      expect((await readContentVersion(s.db.kysely)).version).toBe(version);
    },
  );
});
