/**
 * "Never lose rows": a database left at any earlier version, holding content and
 * leads, is migrated to the latest version (as a deployment upgrading across
 * several releases would be) without a row going missing or a value changing.
 * When a migration is added, add the rows its tables can hold to ROWS_AT below.
 */
import { sql, type Kysely } from "kysely";
import { copyFileSync, rmSync } from "node:fs";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished } from "vitest";
import {
  BACKENDS,
  dropPostgresSchema,
  freshPostgresUrl,
  tempDataDir,
  type Backend,
} from "../tests/support/databases.ts";
import { openDatabase, SQLITE_FILE, type Database } from "./database.ts";
import { appliedMigrations, createMigrator, migrations } from "./migrations.ts";
import type { PageBlock } from "../app/kernel/page-blocks.ts";
import { block } from "./seed/build-kit.ts";
import { buildSeed } from "./seed/build.ts";
import { writeContent } from "./seed/index.ts";
import { PG_SERVER, withServer } from "../tests/support/seeded-templates.ts";

// Each version sees the schema as it was then, not as db/schema.ts describes it today.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The seed as a database before migration 0043 holds it: without the events table. */
function seedBeforeEvents(): ReturnType<typeof buildSeed> {
  const data = buildSeed();
  const { events: _events, ...rows } = data.rows;
  return { ...data, rows: rows as typeof data.rows };
}

/** Rows written while the database is at a version, for the tables that version adds. */
const ROWS_AT: Record<string, (db: Database) => Promise<void>> = {
  "0001_content": async (db) => {
    // The seed as it was at this version: Q&A and help articles had no cover columns before 0004;
    // help topics had no published flag and the site settings were a settings key before 0011;
    // news carried a typed reading time until 0025; pages of blocks came with 0029; videos'
    // MP4 copies with 0032; events with 0043.
    const data = buildSeed();
    const withoutCover = <R extends { cover_key?: unknown; cover_alt?: unknown }>(rows: R[]) =>
      rows.map(({ cover_key: _key, cover_alt: _alt, ...rest }) => rest);
    const { site_settings: site, pages: _pages, events: _events, ...rows } = data.rows;
    const s = site[0]!;
    const parse = (v: unknown) => JSON.parse(String(v)) as unknown;
    const oldSite = {
      siteName: s.site_name,
      companyName: s.company_name,
      tagline: s.tagline,
      contact: parse(s.contact),
      navigation: parse(s.navigation),
      footer: parse(s.footer),
      social: parse(s.social),
    };
    // Without the content version, which this version has no table for.
    await db.kysely.transaction().execute((trx) =>
      writeContent(trx, {
        ...data,
        rows: {
          ...rows,
          news: data.rows.news.map((n) => ({ ...n, reading_minutes: 3 })),
          qas: withoutCover(data.rows.qas),
          help_articles: withoutCover(data.rows.help_articles),
          help_categories: data.rows.help_categories.map(({ published: _published, ...rest }) => rest),
          videos: data.rows.videos.map(({ fallback_url: _mp4, ...rest }) => rest),
          settings: [...data.rows.settings, { key: "site", value: JSON.stringify(oldSite) }],
        } as unknown as typeof data.rows,
      }),
    );
  },
  "0043_events": async (db) => {
    const kysely = db.kysely as AnyDb;
    await kysely.insertInto("events").values(buildSeed().rows.events).execute();
    const lead = await kysely.selectFrom("leads").select("id").orderBy("id").executeTakeFirstOrThrow();
    await kysely.updateTable("leads").set({ event_id: 1 }).where("id", "=", lead.id).execute();
  },
  "0029_block_pages": async (db) => {
    await (db.kysely as AnyDb).insertInto("pages").values(buildSeed().rows.pages).execute();
  },
  "0002_leads": async (db) => {
    const lead = (n: number) => ({
      created_at: `2024-03-0${n}T09:30:00.000Z`,
      // The two kinds of key of this version: an Idempotency-Key header, and a form token's nonce.
      idempotency_key: n === 1 ? "key:retry-1" : "form:AbCdEfGhIjKlMnOpQrStUv",
      name: `Ada Tester ${n}`,
      email: `ada${n}@example.com`,
      phone: "+442079460958",
      company: "Test Ltd",
      job_title: "Tester",
      company_size: "1-10",
      product: "pm",
      region: n === 1 ? null : "europe",
      message: n === 1 ? null : "Line one\nline two",
      consent: db.kind === "postgres" ? true : 1,
      source: n === 1 ? "api" : "form",
      user_agent: "vitest",
      ip_hash: `hash-${n}`,
    });
    await (db.kysely as AnyDb)
      .insertInto("leads")
      .values([lead(1), lead(2)])
      .execute();
  },
  "0009_leads_inbox": async (db) => {
    const kysely = db.kysely as AnyDb;
    const first = await kysely.selectFrom("leads").select("id").orderBy("id").executeTakeFirstOrThrow();
    const at = "2024-03-02T10:00:00.000Z";
    await kysely
      .insertInto("lead_notes")
      .values({
        lead_id: first.id,
        author_id: null,
        author_email: "sales@example.com",
        created_at: at,
        body: "Called.",
      })
      .execute();
    await kysely
      .insertInto("lead_outbox")
      .values({ lead_id: first.id, channel: "mail", payload: "{}", created_at: at, next_attempt_at: at, sent_at: at })
      .execute();
  },
};

/**
 * Columns a migration removed on purpose: what they held is worked out from other columns now,
 * or kept in others (a lead's event is its item since 0046, checked below).
 */
const RETIRED_COLUMNS = ["news.reading_minutes", "leads.event_id"];

interface TableState {
  count: number;
  /** The first row in the order of all its columns: the same row on every look. */
  sample: Record<string, unknown> | undefined;
  columns: string[];
}

/** Row count and a sample row of every table of the database's own schema. */
async function snapshot(db: Database, onlyColumns?: Record<string, string[]>): Promise<Map<string, TableState>> {
  const kysely = db.kysely as AnyDb;
  let tables = await kysely.introspection.getTables();
  if (db.kind === "postgres") {
    // The test database holds every test file's schema; look at this one only.
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(kysely);
    tables = tables.filter((t) => t.schema === rows[0]?.schema);
  }
  const out = new Map<string, TableState>();
  for (const table of tables) {
    if (table.isView) continue;
    const columns = table.columns.map((c) => c.name);
    const orderBy = (onlyColumns?.[table.name] ?? columns).filter((c) => columns.includes(c)).map((c) => sql.ref(c));
    const { rows: counted } = await sql<{
      n: number | string;
    }>`select count(*) as n from ${sql.table(table.name)}`.execute(kysely);
    const { rows: first } = await sql<
      Record<string, unknown>
    >`select * from ${sql.table(table.name)} order by ${sql.join(orderBy)} limit 1`.execute(kysely);
    out.set(table.name, { count: Number(counted[0]?.n ?? 0), sample: first[0], columns });
  }
  return out;
}

const opened: Array<{ db: Database; url: string }> = [];
afterEach(async () => {
  for (const { db, url } of opened.splice(0)) {
    await db.close();
    if (url) await dropPostgresSchema(url);
  }
});

/** The migrations' names in the order they are applied, the same on both databases. */
const NAMES = Object.keys(await migrations("sqlite"));

/**
 * The database at every version, as a deployment left it: one walk per backend brings a database
 * from nothing to the latest version one migration at a time, writing ROWS_AT's rows at each step,
 * and keeps a copy after each (a SQLite file by VACUUM INTO, a PostgreSQL database as a template).
 * Each test then migrates one copy. Building each version from nothing ran every migration and
 * wrote the seed once per version, n² migrations in all.
 */
interface Walk {
  /** A database holding the copy of `version`, opened, with its removal. */
  open(version: string): Promise<{ db: Database; remove: () => Promise<void> }>;
  remove(): Promise<void>;
}

/** Runs each statement on the PostgreSQL server's maintenance database, in order. */
const onPostgresServer = (statements: string[]) =>
  withServer(async (client) => {
    for (const statement of statements) await client.query(statement);
  });

async function walkVersions(backend: Backend): Promise<Walk> {
  const dir = tempDataDir("migrate-walk");
  const base = `t_migrate_${process.pid}_${randomBytes(4).toString("hex")}`;
  const copyOf = (version: string) =>
    backend === "postgres" ? `${base}_${version.slice(0, 4)}` : path.join(dir, `${version}.sqlite`);
  if (backend === "postgres") await onPostgresServer([`create database ${base}`]);
  const open = () =>
    openDatabase({ databaseUrl: backend === "postgres" ? `${PG_SERVER}/${base}` : "", dataDir: dir, deadlines: false });

  let db = open();
  try {
    for (const name of NAMES.slice(0, -1)) {
      const migrator = await createMigrator(db.kysely, db.kind);
      expect(appliedMigrations(await migrator.migrateTo(name))).toEqual([name]);
      await ROWS_AT[name]?.(db);
      if (backend === "sqlite") await sql`vacuum into ${sql.lit(copyOf(name))}`.execute(db.kysely);
      else {
        // A template may have no session open while it is copied.
        await db.close();
        await onPostgresServer([`create database ${copyOf(name)} template ${base}`]);
        db = open();
      }
    }
  } finally {
    await db.close();
  }
  return {
    async open(version) {
      if (backend === "sqlite") {
        const dataDir = tempDataDir(`migrate-${version}`);
        copyFileSync(copyOf(version), path.join(dataDir, SQLITE_FILE));
        const copy = openDatabase({ databaseUrl: "", dataDir, deadlines: false });
        return { db: copy, remove: () => copy.close() };
      }
      const copy = openDatabase({ databaseUrl: `${PG_SERVER}/${copyOf(version)}`, dataDir: dir, deadlines: false });
      return {
        db: copy,
        remove: async () => {
          await copy.close();
          await onPostgresServer([`drop database if exists ${copyOf(version)} with (force)`]);
        },
      };
    },
    async remove() {
      if (backend === "postgres")
        await onPostgresServer(
          [base, ...NAMES.map(copyOf)].map((database) => `drop database if exists ${database} with (force)`),
        );
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe.each(BACKENDS)("migrations on %s", (backend) => {
  const names = NAMES;
  let walk: Walk;
  beforeAll(async () => {
    walk = await walkVersions(backend);
  });
  afterAll(() => walk?.remove());

  it("are listed in the order they are applied", () => {
    expect(names).toEqual([...names].sort());
    expect(names.length).toBeGreaterThan(1);
  });

  it.each(names.slice(0, -1))("keep every row and its values from version %s to the latest", async (version) => {
    const { db, remove } = await walk.open(version);
    onTestFinished(remove);
    const migrator = await createMigrator(db.kysely, db.kind);
    expect((await migrator.getMigrations()).filter((m) => m.executedAt !== undefined).map((m) => m.name)).toEqual(
      names.slice(0, names.indexOf(version) + 1),
    );
    const before = await snapshot(db);
    expect(before.get("news")?.count).toBeGreaterThanOrEqual(60);

    expect(appliedMigrations(await migrator.migrateToLatest())).toEqual(names.slice(names.indexOf(version) + 1));
    expect((await migrator.getMigrations()).every((m) => m.executedAt !== undefined)).toBe(true);

    // Samples are looked up in the order of the columns they had before, so a column
    // added since cannot change which row is compared.
    const after = await snapshot(db, Object.fromEntries([...before].map(([table, state]) => [table, state.columns])));
    for (const [table, was] of before) {
      const now = after.get(table);
      expect(now, `table ${table} still exists`).toBeDefined();
      expect(now!.count, `rows of ${table}`).toBeGreaterThanOrEqual(was.count);
      const kept = was.columns.filter((column) => !RETIRED_COLUMNS.includes(`${table}.${column}`));
      for (const column of kept) expect(now!.columns, `${table}.${column} still exists`).toContain(column);
      if (was.sample)
        expect(now!.sample, `sample row of ${table}`).toMatchObject(
          Object.fromEntries(Object.entries(was.sample).filter(([c]) => kept.includes(c))),
        );
    }
    // The content the seed wrote is still all there, not just counted.
    const news = await (db.kysely as AnyDb).selectFrom("news").select(["id", "title"]).orderBy("id").execute();
    expect(news.length).toBeGreaterThanOrEqual(60);
    if (names.indexOf(version) >= names.indexOf("0002_leads")) {
      const leads = await (db.kysely as AnyDb)
        .selectFrom("leads")
        .select(["email", "message", "region"])
        .orderBy("id")
        .execute();
      expect(leads).toEqual([
        { email: "ada1@example.com", message: null, region: null },
        { email: "ada2@example.com", message: "Line one\nline two", region: "europe" },
      ]);
    }
    if (
      names.indexOf(version) >= names.indexOf("0002_leads") &&
      names.indexOf(version) < names.indexOf("0005_lead_idempotency")
    ) {
      // The form a lead came from stays spent: its nonce is copied into the column that enforces it.
      const nonces = await (db.kysely as AnyDb)
        .selectFrom("leads")
        .select(["idempotency_key", "form_nonce", "request_hash"])
        .orderBy("id")
        .execute();
      expect(nonces).toEqual([
        { idempotency_key: "key:retry-1", form_nonce: null, request_hash: null },
        { idempotency_key: "form:AbCdEfGhIjKlMnOpQrStUv", form_nonce: "AbCdEfGhIjKlMnOpQrStUv", request_hash: null },
      ]);
    }
    if (names.indexOf(version) >= names.indexOf("0043_events")) {
      // The event the first lead registered for (ROWS_AT's 0043) is the item it registered for.
      const items = await (db.kysely as AnyDb)
        .selectFrom("leads")
        .select(["item_type", "item_id"])
        .orderBy("id")
        .execute();
      expect(items).toEqual([
        { item_type: "events", item_id: 1 },
        { item_type: null, item_id: null },
      ]);
    }
  });
});

describe.each(BACKENDS)("migration 0046 on %s", (backend) => {
  it("moves each lead's event into the generic item columns, keeping every lead, and drops event_id", async () => {
    const url = backend === "postgres" ? await freshPostgresUrl("migrate-0046") : "";
    const db = openDatabase({ databaseUrl: url, dataDir: tempDataDir("migrate-0046"), deadlines: false });
    opened.push({ db, url });
    const names = Object.keys(await migrations(backend));
    const migrator = await createMigrator(db.kysely, db.kind);
    appliedMigrations(await migrator.migrateTo(names[names.indexOf("0046_lead_item") - 1]!));
    const k = db.kysely as AnyDb;
    await ROWS_AT["0002_leads"]!(db);
    const ids = (await k.selectFrom("leads").select("id").orderBy("id").execute()).map((r: { id: number }) => r.id);
    // A lead whose event is deleted keeps its number; a lead from any other page has none.
    await k.updateTable("leads").set({ event_id: 12 }).where("id", "=", ids[0]).execute();

    expect(appliedMigrations(await migrator.migrateTo("0046_lead_item"))).toEqual(["0046_lead_item"]);

    const rows = await k.selectFrom("leads").selectAll().orderBy("id").execute();
    expect(rows.map((r: Record<string, unknown>) => [r.email, r.item_type, r.item_id])).toEqual([
      ["ada1@example.com", "events", 12],
      ["ada2@example.com", null, null],
    ]);
    expect(Object.keys(rows[0]!)).not.toContain("event_id");
  });
});

describe.each(BACKENDS)("migration 0036 on %s", (backend) => {
  it("drops the PM page's seeded rows and copy and writes the pages that were code as pages of blocks", async () => {
    const url = backend === "postgres" ? await freshPostgresUrl("migrate-0036") : "";
    const db = openDatabase({ databaseUrl: url, dataDir: tempDataDir("migrate-0036"), deadlines: false });
    opened.push({ db, url });
    const names = Object.keys(await migrations(backend));
    const migrator = await createMigrator(db.kysely, db.kind);
    appliedMigrations(await migrator.migrateTo(names[names.indexOf("0036_pm_privacy_pages") - 1]!));
    // The content as the release before wrote it: the PM page's rows and copy, the four pages of blocks it had.
    const before = ["contact", "careers", "terms", "security"];
    const data = seedBeforeEvents();
    const pmRows = [
      { ...block("pm", "faq", 1, "Is time tracking included?", "", "<p>Yes.</p>"), id: 9001 },
      { ...block("pm", "figure", 1, "integrations", "", ""), id: 9002, value: "120+" },
    ];
    const copy = { price: { title: "Pricing" }, pm: { title: "Brightlane PM", intro: "Plans" } };
    await db.kysely.transaction().execute((trx) =>
      writeContent(trx, {
        ...data,
        rows: {
          ...data.rows,
          blocks: [...data.rows.blocks, ...pmRows] as typeof data.rows.blocks,
          settings: [
            ...data.rows.settings.filter((s) => s.key !== "pages"),
            { key: "pages", value: JSON.stringify(copy) },
          ],
          pages: data.rows.pages.filter((p) => before.includes(p.path)),
        },
      }),
    );
    const blocksBefore = (await (db.kysely as AnyDb).selectFrom("blocks").select("id").execute()).length;

    expect(appliedMigrations(await migrator.migrateTo("0036_pm_privacy_pages"))).toContain("0036_pm_privacy_pages");

    const k = db.kysely as AnyDb;
    expect(await k.selectFrom("blocks").select("id").where("page", "=", "pm").execute()).toEqual([]);
    expect((await k.selectFrom("blocks").select("id").execute()).length).toBe(blocksBefore - pmRows.length);
    const pages = await k.selectFrom("settings").select("value").where("key", "=", "pages").executeTakeFirstOrThrow();
    const kept = typeof pages.value === "string" ? JSON.parse(pages.value) : pages.value;
    expect(kept).toEqual({ price: { title: "Pricing" } });
    const documents = await k.selectFrom("pages").select(["id", "path", "published"]).orderBy("id").execute();
    const top = Math.max(...data.rows.pages.filter((p) => before.includes(p.path)).map((p) => p.id));
    const added = ["about", "oa", "live", "trade", "education", "pm"]
      .concat(["case/fai", "case/foxwell", "case/geely", "case/jlb", "privacy"])
      .map((path, i) => ({ id: top + 1 + i, path, published: backend === "postgres" ? true : 1 }));
    expect(documents.slice(before.length)).toEqual(added);
  });
});

describe.each(BACKENDS)("migration 0038 on %s", (backend) => {
  it("writes the documents of the pages around live content with the words the database showed, and drops those rows", async () => {
    const url = backend === "postgres" ? await freshPostgresUrl("migrate-0038") : "";
    const db = openDatabase({ databaseUrl: url, dataDir: tempDataDir("migrate-0038"), deadlines: false });
    opened.push({ db, url });
    const names = Object.keys(await migrations(backend));
    const migrator = await createMigrator(db.kysely, db.kind);
    appliedMigrations(await migrator.migrateTo(names[names.indexOf("0038_page_words") - 1]!));
    // The content as the release before wrote it: the settings' copy, the steps, figures and tiers.
    const data = seedBeforeEvents();
    const words = ["price", "promotion", "service", "partner", "register", "partner/apply"];
    const old = [
      { ...block("service", "step", 1, "Listen", "We listen first.", ""), id: 9001 },
      { ...block("service", "figure", 1, "projects", "", ""), id: 9002, value: "12" },
      { ...block("partner", "tier", 1, "gold", "Proven specialists.", ""), id: 9003, data: JSON.stringify(["Leads"]) },
    ];
    const copy = {
      price: { title: "Fair prices", intro: "One price per user.", updated: "2026-10-01T08:00:00.000Z" },
      partner: { title: "Our partners", intro: "", ctaLabel: "Join us", ctaHref: "/contact" },
    };
    await db.kysely.transaction().execute((trx) =>
      writeContent(trx, {
        ...data,
        rows: {
          ...data.rows,
          blocks: [...data.rows.blocks, ...old] as typeof data.rows.blocks,
          settings: [...data.rows.settings, { key: "pages", value: JSON.stringify(copy) }],
          pages: data.rows.pages.filter((p) => !words.includes(p.path)),
        },
      }),
    );
    const k = db.kysely as AnyDb;
    const blocksBefore = (await k.selectFrom("blocks").select("id").execute()).length;

    expect(appliedMigrations(await migrator.migrateTo("0038_page_words"))).toEqual(["0038_page_words"]);

    expect(await k.selectFrom("settings").select("key").where("key", "=", "pages").execute()).toEqual([]);
    expect(await k.selectFrom("blocks").select("id").where("page", "in", ["service", "partner"]).execute()).toEqual([]);
    expect((await k.selectFrom("blocks").select("id").execute()).length).toBe(blocksBefore - old.length);
    const rows = await k.selectFrom("pages").selectAll().where("path", "in", words).orderBy("id").execute();
    expect(rows.map((r) => r.path)).toEqual(words);
    const doc = (path: string) => {
      const row = rows.find((r) => r.path === path)!;
      return { row, blocks: (typeof row.blocks === "string" ? JSON.parse(row.blocks) : row.blocks) as PageBlock[] };
    };
    const price = doc("price");
    expect(price.row.title).toBe("Fair prices");
    expect(price.blocks[0]).toMatchObject({ type: "hero", title: "Fair prices", lead: "One price per user." });
    expect(new Date(price.row.updated_at).toISOString()).toBe("2026-10-01T08:00:00.000Z");
    const service = doc("service").blocks;
    expect(service.find((b) => b.type === "features")).toMatchObject({
      items: [{ title: "Listen", text: "We listen first." }],
    });
    expect(service.find((b) => b.type === "figures")).toMatchObject({ items: [{ value: "12", label: "projects" }] });
    const partner = doc("partner").blocks;
    expect(partner[0]).toMatchObject({ title: "Our partners", lead: "" });
    expect(partner.find((b) => b.type === "columns")).toMatchObject({
      columns: [{ heading: "Gold partners", text: "Proven specialists.", points: ["Leads"] }],
    });
    expect(partner.find((b) => b.type === "cta")).toMatchObject({ label: "Join us", href: "/contact" });
    // Without copy of its own, a page gets the seed's words.
    expect(doc("promotion").blocks[0]).toMatchObject({ title: "Offers and promotions" });
  });
});

describe.each(BACKENDS)("migration 0042 on %s", (backend) => {
  /** A database at 0041 holding one lead, migrated to 0042 with `options`; the leads' locales after. */
  async function localesAfter(name: string, options: { defaultLocale?: string } = {}) {
    const url = backend === "postgres" ? await freshPostgresUrl(name) : "";
    const db = openDatabase({ databaseUrl: url, dataDir: tempDataDir(name), deadlines: false });
    opened.push({ db, url });
    const migrator = await createMigrator(db.kysely, db.kind, options);
    appliedMigrations(await migrator.migrateTo("0041_form_words"));
    await ROWS_AT["0002_leads"]!(db);
    expect(appliedMigrations(await migrator.migrateTo("0042_lead_locale"))).toEqual(["0042_lead_locale"]);
    const rows = await (db.kysely as AnyDb).selectFrom("leads").select(["email", "locale"]).orderBy("id").execute();
    return rows.map((r: { email: string; locale: string }) => `${r.email} ${r.locale}`);
  }

  it("gives the leads from before the default locale, en without a configuration", async () => {
    expect(await localesAfter("migrate-0042-en")).toEqual(["ada1@example.com en", "ada2@example.com en"]);
  });

  it("gives them the site's first configured locale when that is not en", async () => {
    expect(await localesAfter("migrate-0042-de", { defaultLocale: "de" })).toEqual([
      "ada1@example.com de",
      "ada2@example.com de",
    ]);
  });

  it("refuses a default locale that is no language tag before touching the database", async () => {
    await expect(migrations(backend, { defaultLocale: "en'; drop table leads; --" })).rejects.toThrow(/BCP 47/);
  });
});

describe.each(BACKENDS)("migration 0041 on %s", (backend) => {
  it("writes each request's words into the form pages' documents, keeping an editor's own", async () => {
    const url = backend === "postgres" ? await freshPostgresUrl("migrate-0041-intent-words") : "";
    const db = openDatabase({ databaseUrl: url, dataDir: tempDataDir("migrate-0041"), deadlines: false });
    opened.push({ db, url });
    const names = Object.keys(await migrations(backend));
    const migrator = await createMigrator(db.kysely, db.kind);
    appliedMigrations(await migrator.migrateTo(names[names.indexOf("0041_form_words") - 1]!));
    // The documents as the release before held them: a hero only, and on the register page
    // an editor's own trial form words.
    const data = seedBeforeEvents();
    const editorsTrial: PageBlock = {
      type: "lead-form",
      heading: "Try it free",
      intro: "",
      fields: [],
      intent: "trial",
      nextSteps: ["We call you."],
    };
    const pages = data.rows.pages.map((p) => {
      const blocks = (JSON.parse(p.blocks as string) as PageBlock[]).filter((b) => b.type !== "lead-form");
      return p.path === "register" || p.path === "partner/apply"
        ? { ...p, blocks: JSON.stringify(p.path === "register" ? [...blocks, editorsTrial] : blocks) }
        : p;
    });
    await db.kysely.transaction().execute((trx) => writeContent(trx, { ...data, rows: { ...data.rows, pages } }));

    expect(appliedMigrations(await migrator.migrateTo("0041_form_words"))).toEqual(["0041_form_words"]);

    const rows = await (db.kysely as AnyDb).selectFrom("pages").select(["path", "blocks"]).execute();
    const forms = (path: string) => {
      const row = rows.find((r) => r.path === path)!;
      const blocks = (typeof row.blocks === "string" ? JSON.parse(row.blocks) : row.blocks) as PageBlock[];
      return blocks.filter((b): b is Extract<PageBlock, { type: "lead-form" }> => b.type === "lead-form");
    };
    expect(forms("register").map((b) => [b.intent, b.heading])).toEqual([
      ["trial", "Try it free"],
      ["demo", "Book a demo"],
      ["sales", "Talk to sales"],
    ]);
    expect(forms("register")[1]).toMatchObject({
      nextSteps: [
        "A specialist for your product reads your request, usually the same day.",
        "We agree a time for a 45-minute live demo, or set up your trial workspace.",
        "No payment details needed, and no obligation to buy.",
      ],
      thanksHeading: "Thank you, your request has been received",
      messageHint: "What would you like to see in the demo?",
    });
    expect(forms("partner/apply")).toEqual([
      expect.objectContaining({
        intent: "partner",
        heading: "Apply to become a partner",
        thanksHeading: "Thank you, your application has been received",
        thanks: "The Brightlane partner team will review your application and reply within five working days.",
      }),
    ]);
    // The other documents are as they were.
    expect(forms("contact")).toHaveLength(1);
    expect(forms("contact")[0]!.intent).toBeUndefined();
  });

  it("leaves an empty database to its first seed", async () => {
    const url = backend === "postgres" ? await freshPostgresUrl("migrate-0041-intent-words-empty") : "";
    const db = openDatabase({ databaseUrl: url, dataDir: tempDataDir("migrate-0041-empty"), deadlines: false });
    opened.push({ db, url });
    const migrator = await createMigrator(db.kysely, db.kind);
    expect(appliedMigrations(await migrator.migrateToLatest())).toContain("0041_form_words");
    expect(await (db.kysely as AnyDb).selectFrom("pages").select("id").execute()).toEqual([]);
  });
});

describe.each(BACKENDS)("migration 0040 on %s", (backend) => {
  it("writes the sentences the pages wrote in code into their documents, keeping each button", async () => {
    const url = backend === "postgres" ? await freshPostgresUrl("migrate-0040") : "";
    const db = openDatabase({ databaseUrl: url, dataDir: tempDataDir("migrate-0040"), deadlines: false });
    opened.push({ db, url });
    const names = Object.keys(await migrations(backend));
    const migrator = await createMigrator(db.kysely, db.kind);
    appliedMigrations(await migrator.migrateTo(names[names.indexOf("0040_written_words") - 1]!));
    // The documents as the release before held them: no such blocks, the pitches' headings
    // never shown, and an editor's own button on the partner page.
    const data = seedBeforeEvents();
    const before = (path: string, blocks: PageBlock[]): PageBlock[] => {
      const kept = blocks.filter((b) => {
        if (b.type === "cta") return true;
        if (path === "price" || path === "partner") return b.type !== "text";
        if (path === "solution_list") return b.type === "hero";
        if (path === "videos" || path === "qas") return b.type !== "features";
        return true;
      });
      return kept.map((b) =>
        b.type !== "cta"
          ? b
          : path === "partner"
            ? { ...b, heading: "Become a partner", text: "", label: "Join us", href: "/contact" }
            : { ...b, text: "" },
      );
    };
    const pages = data.rows.pages.map((p) => ({
      ...p,
      blocks: JSON.stringify(before(p.path, JSON.parse(p.blocks as string) as PageBlock[])),
    }));
    await db.kysely.transaction().execute((trx) => writeContent(trx, { ...data, rows: { ...data.rows, pages } }));

    expect(appliedMigrations(await migrator.migrateTo("0040_written_words"))).toEqual(["0040_written_words"]);

    const k = db.kysely as AnyDb;
    const rows = await k.selectFrom("pages").select(["path", "blocks"]).execute();
    const doc = (path: string) => {
      const row = rows.find((r) => r.path === path)!;
      return (typeof row.blocks === "string" ? JSON.parse(row.blocks) : row.blocks) as PageBlock[];
    };
    const of = <T extends PageBlock["type"]>(path: string, type: T) =>
      doc(path).filter((b): b is Extract<PageBlock, { type: T }> => b.type === type);
    expect(JSON.stringify(of("price", "text")[0]!.body)).toContain("Prices in US dollars, excluding sales tax.");
    expect(of("service", "cta")).toEqual([
      expect.objectContaining({
        heading: "Plan your project with us",
        text: "Tell us about your rollout; a consultant replies within one working day.",
        href: "/register",
      }),
    ]);
    expect(of("partner", "cta")).toEqual([
      expect.objectContaining({ heading: "Join the partner programme", label: "Join us", href: "/contact" }),
    ]);
    expect(JSON.stringify(of("partner", "text")[0]!.body)).toContain("certified partners. Every partner is fictional");
    expect(of("solution_list", "text").map((b) => [b.skin, b.heading])).toEqual([
      ["desktop", "Solutions by industry"],
      ["mobile", "Solutions by industry"],
    ]);
    expect(of("solution_list", "columns")[0]!.columns[1]!.heading).toBe("Solutions for Retail");
    expect(of("solution_list", "columns")[1]).toMatchObject({ skin: "mobile" });
    expect(of("solution_list", "columns")[1]!.columns[0]!.heading).toBe("Talk to a manufacturing specialist");
    expect(of("videos", "features")[0]!.items.map((i) => i.title)).toEqual([
      "Product tours",
      "Briefings",
      "Customer stories",
      "Tutorials",
    ]);
    expect(of("qas", "features")[0]!.items[1]).toEqual({
      title: "Billing and plans",
      text: "Questions about plans, invoices, payment methods, upgrades and cancellations.",
    });
    // Each block once, and the other blocks kept (the services page's steps and figures).
    expect(doc("service").map((b) => b.type)).toEqual(["hero", "figures", "features", "cta"]);
  });

  it("leaves an empty database to its first seed", async () => {
    const url = backend === "postgres" ? await freshPostgresUrl("migrate-0040-empty") : "";
    const db = openDatabase({ databaseUrl: url, dataDir: tempDataDir("migrate-0040-empty"), deadlines: false });
    opened.push({ db, url });
    const migrator = await createMigrator(db.kysely, db.kind);
    expect(appliedMigrations(await migrator.migrateToLatest())).toContain("0040_written_words");
    expect(await (db.kysely as AnyDb).selectFrom("pages").select("id").execute()).toEqual([]);
  });
});

describe.each(BACKENDS)("migration 0039 on %s", (backend) => {
  const lists = ["news", "cases_list", "solution_list", "videos", "qas", "help"];

  it("writes the content lists' documents with the words the lists showed, leaving a taken path to its page", async () => {
    const url = backend === "postgres" ? await freshPostgresUrl("migrate-0039") : "";
    const db = openDatabase({ databaseUrl: url, dataDir: tempDataDir("migrate-0039"), deadlines: false });
    opened.push({ db, url });
    const names = Object.keys(await migrations(backend));
    const migrator = await createMigrator(db.kysely, db.kind);
    appliedMigrations(await migrator.migrateTo(names[names.indexOf("0039_list_words") - 1]!));
    // The content as the release before wrote it: no list documents; an editor's own page at "videos".
    const data = seedBeforeEvents();
    const before = data.rows.pages.filter((p) => !lists.includes(p.path) || p.path === "videos");
    const own = { ...before.find((p) => p.path === "videos")!, title: "Our own videos page" };
    await db.kysely.transaction().execute((trx) =>
      writeContent(trx, {
        ...data,
        rows: { ...data.rows, pages: before.map((p) => (p.path === "videos" ? own : p)) },
      }),
    );

    expect(appliedMigrations(await migrator.migrateTo("0039_list_words"))).toEqual(["0039_list_words"]);

    const k = db.kysely as AnyDb;
    const rows = await k.selectFrom("pages").selectAll().where("path", "in", lists).orderBy("id").execute();
    expect(rows.map((r) => r.path).sort()).toEqual([...lists].sort());
    expect(rows.find((r) => r.path === "videos")!.title).toBe("Our own videos page");
    const first = Math.max(...before.map((p) => p.id)) + 1;
    expect(rows.filter((r) => r.path !== "videos").map((r) => r.id)).toEqual([0, 1, 2, 3, 4].map((i) => first + i));
    const hero = (path: string) => {
      const row = rows.find((r) => r.path === path)!;
      return ((typeof row.blocks === "string" ? JSON.parse(row.blocks) : row.blocks) as PageBlock[])[0];
    };
    expect(hero("news")).toMatchObject({
      type: "hero",
      title: "News",
      lead: "Announcements, product updates, industry insight and events from Brightlane Software.",
    });
    expect(hero("qas")).toMatchObject({ title: "Questions and answers", lead: "" });
    expect(hero("help")).toMatchObject({ title: "Help centre" });
    expect(rows.every((r) => r.published === true || r.published === 1)).toBe(true);
  });

  it("leaves an empty database to its first seed", async () => {
    const url = backend === "postgres" ? await freshPostgresUrl("migrate-0039-empty") : "";
    const db = openDatabase({ databaseUrl: url, dataDir: tempDataDir("migrate-0039-empty"), deadlines: false });
    opened.push({ db, url });
    const migrator = await createMigrator(db.kysely, db.kind);
    expect(appliedMigrations(await migrator.migrateToLatest())).toContain("0039_list_words");
    expect(await (db.kysely as AnyDb).selectFrom("pages").select("id").execute()).toEqual([]);
  });
});

describe.each(BACKENDS)("migration 0037 on %s", (backend) => {
  it("writes the home page's document into a database that holds content", async () => {
    const url = backend === "postgres" ? await freshPostgresUrl("migrate-0037") : "";
    const db = openDatabase({ databaseUrl: url, dataDir: tempDataDir("migrate-0037"), deadlines: false });
    opened.push({ db, url });
    const names = Object.keys(await migrations(backend));
    const migrator = await createMigrator(db.kysely, db.kind);
    appliedMigrations(await migrator.migrateTo(names[names.indexOf("0037_home_page") - 1]!));
    const k = db.kysely as AnyDb;
    // The content as the release before wrote it: every page of blocks but the home page.
    const data = seedBeforeEvents();
    const before = data.rows.pages.filter((p) => p.path !== "");
    await db.kysely
      .transaction()
      .execute((trx) => writeContent(trx, { ...data, rows: { ...data.rows, pages: before } }));

    expect(appliedMigrations(await migrator.migrateTo("0037_home_page"))).toContain("0037_home_page");

    const home = await k.selectFrom("pages").selectAll().where("path", "=", "").execute();
    expect(home).toHaveLength(1);
    expect(home[0]!.id).toBe(Math.max(...before.map((p) => p.id)) + 1);
    expect(home[0]!.seo_title).toBe("Brightlane: office, project, trade, live and learning software");
    const blocks = (typeof home[0]!.blocks === "string" ? JSON.parse(home[0]!.blocks) : home[0]!.blocks) as {
      type: string;
    }[];
    expect(blocks.map((b) => b.type)).toContain("banners");
    expect((await k.selectFrom("pages").select("id").execute()).length).toBe(before.length + 1);
  });

  it("leaves an empty database to its first seed", async () => {
    const url = backend === "postgres" ? await freshPostgresUrl("migrate-0037-empty") : "";
    const db = openDatabase({ databaseUrl: url, dataDir: tempDataDir("migrate-0037-empty"), deadlines: false });
    opened.push({ db, url });
    const migrator = await createMigrator(db.kysely, db.kind);
    expect(appliedMigrations(await migrator.migrateToLatest())).toContain("0037_home_page");
    expect(await (db.kysely as AnyDb).selectFrom("pages").select("id").execute()).toEqual([]);
  });
});
