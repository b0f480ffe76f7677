/**
 * The services one server process owns: database, content service, leads and
 * their lifecycle. Created once at start-up and shared by the API and the route
 * loaders and actions (which reach them through React Router's context,
 * app/lib/context.server.ts).
 *
 * Start-up: open the database (SQLite file under DATA_DIR, or PostgreSQL when
 * DATABASE_URL is set), apply pending migrations, seed the demo content if the
 * database is empty, and make sure this instance can serve the demo's pictures and tours
 * (server/media-library/seed-media.ts: from DATA_DIR/media, or the store instances share).
 */
import path from "node:path";
import type { Logger } from "pino";
import { readContentVersion } from "../db/content-version.ts";
import { openDatabase, type Database } from "../db/database.ts";
import { migrateToLatest } from "../db/migrations.ts";
import { seedDatabase } from "./seed.ts";
import { buildSkeleton } from "../db/seed/skeleton.ts";
import { describeProgress, throttleProgress } from "../db/seed/progress.ts";
import { TEST_SCRYPT } from "./accounts/passwords.ts";
import { createAccountsService } from "./accounts/service.ts";
import { createSignInThrottle } from "./accounts/throttle.ts";
import type { AccountsDeps } from "./accounts/context.ts";
import type { AccountsService, AuditService, MailService } from "../app/kernel/services/accounts.ts";
import type { Config } from "./config.ts";
import { createContentChanges, type ContentChanges } from "./content-changes.ts";
import { contentChangeNudges, openRedisLink, type RedisLink } from "./redis.ts";
import { createAuditService } from "./audit/service.ts";
import { createContentService, type ContentService } from "./content/service.ts";
import { previewLinkSecret } from "./editorial/previews.ts";
import { createPageExists, type PageExists } from "./editorial/redirect-targets.ts";
import { localeOverPage } from "./editorial/page-paths.ts";
import { createEditorialService } from "./editorial/service.ts";
import type { EditorialService } from "../app/kernel/services/editorial.ts";
import { createPurgeWorker, type PurgeWorker } from "./cdn/outbox.ts";
import { createAnalytics, type Analytics } from "./analytics/service.ts";
import { createLeadsBackOffice, type LeadsBackOffice } from "./leads/back-office.ts";
import type { LeadsService } from "../app/kernel/services/leads.ts";
import type { RouteServices } from "../app/kernel/services/index.ts";
import { createLeadsService } from "./leads/service.ts";
import { createMailService } from "./mail/service.ts";
import { OFFERING_PAGE_SOURCES } from "./search/pages.ts";
import { searchFor, type SearchService } from "./search/service.ts";
import { createMediaLibrary, type MediaLibrary } from "./media-library/service.ts";
import { prepareSeedMedia } from "./media-library/seed-media.ts";
import { createOriginalStore } from "./media-library/storage.ts";
import { createVariantPool } from "./media-library/variants.ts";

export interface Services {
  config: Config;
  /**
   * The database: `db.kysely` (Kysely<DB>, tables in db/schema.ts) and `db.kind`
   * ("sqlite" | "postgres"). For writers outside the content service, such as
   * leads; a content writer bumps the content version in its transaction
   * (db/content-version.ts) and calls `changes.check()` after it commits.
   */
  db: Database;
  /** The one content service used by route loaders and the JSON API. */
  content: ContentService;
  /**
   * Content changes, from whichever process made them: the content cache, the page
   * cache and the sitemaps and feeds subscribe (server/content-changes.ts).
   */
  changes: ContentChanges;
  /** The registration form's write path, for the JSON API and the register page; made on first use. */
  readonly leads: LeadsService;
  /** The leads inbox, erasure and retention, notification settings and the outbox worker (server/leads/back-office.ts). */
  readonly leadsAdmin: LeadsBackOffice;
  /** First-party analytics: the events endpoint's intake, the rollups and the dashboard's figures (server/analytics). */
  readonly analytics: Analytics;
  /** The CDN purge outbox's worker (server/cdn/outbox.ts). */
  readonly purges: PurgeWorker;
  /** Site search over the same database. */
  readonly search: SearchService;
  /** Staff accounts, sessions, two-factor sign-in, invitations, API tokens, settings (server/accounts/types.ts). */
  readonly accounts: AccountsService;
  /** The append-only audit trail: `record()` for every security and content event. */
  readonly audit: AuditService;
  /** Outgoing mail: SMTP_URL, or the log and DATA_DIR/outbox/ when it is not set. */
  readonly mail: MailService;
  /** The media library: uploads, their variants and uses (server/media-library/service.ts); made on first use. */
  readonly media: MediaLibrary;
  /** Drafts, revisions, publishing, schedules, previews and redirects (server/editorial/types.ts). */
  readonly editorial: EditorialService;
  /** Whether a site path is a public page of the site (server/editorial/redirect-targets.ts). */
  readonly pageExists: PageExists;
  /** Directory of the generated images, served under {BASE_PATH}media/. */
  mediaDir: string;
  /** The process's pino logger, for code that only reaches the services (route modules, entry.server). */
  logger: Logger;
  /**
   * Redis (REDIS_URL): shared rate-limit counters and content-change announcements.
   * Only an accelerator: while it is away the process counts and polls on its own.
   */
  redis: RedisLink | undefined;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** What the process does without just now while it still serves (["redis"]), for /readyz. */
  degraded(): string[];
  /** Closes pools and files. Safe to call twice. */
  close(): Promise<void>;
}

/**
 * The route modules see these services through the kernel's interfaces (app/kernel/services):
 * this line stops compiling when the server's services no longer satisfy them.
 */
const _servicesServeRoutes: Services extends RouteServices ? true : never = true;

/** How often the earlier variants past their time are removed. */
const VARIANT_SWEEP_MS = 3_600_000;

export interface ServicesOptions {
  /** Seed an empty database with the demo content (default true). */
  seed?: boolean;
  /** Render the demo images when missing (default true; tests switch it off). */
  media?: boolean;
  /** Content cache lifetime in milliseconds (default 60 s; 0 disables). */
  cacheTtlMs?: number;
  /** How often the content version is read (default CONTENT_POLL_MS; 0: never, a test that counts queries). */
  contentPollMs?: number;
  /** Redis channel of content version announcements (tests isolate theirs). */
  changeChannel?: string;
  /** SQLite file name inside DATA_DIR (tests). */
  sqliteFile?: string;
  /** Run the daily audit retention job (default true; tests call purgeExpired themselves). */
  auditRetention?: boolean;
  /** How often due schedules are looked for (default 5 s; 0: never, tests run them by hand). */
  jobIntervalMs?: number;
  /** Run the lead notification worker and the lead retention job (default true; tests drain the outbox themselves). */
  leadJobs?: boolean;
  /** false: no analytics writer and rollup job (tests that flush and roll up themselves). */
  analyticsJobs?: boolean;
  /** false: no CDN purge worker (tests that drain it themselves). */
  purgeJobs?: boolean;
  /** Tests only: a cheaper password hash than OWASP's scrypt cost. */
  scrypt?: AccountsDeps["scrypt"];
  /** Tests only: other bounds for sign-in password hashing. */
  hashQueue?: AccountsDeps["hashQueue"];
}

export async function createServices(config: Config, logger: Logger, options: ServicesOptions = {}): Promise<Services> {
  const started = performance.now();
  const where = { databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR, sqliteFile: options.sqliteFile };
  const db = openDatabase(where);
  // Start-up work may wait for another instance's migration or seed lock: on PostgreSQL it
  // runs on a pool of its own without the deadlines that protect visitors' requests.
  const setup = db.kind === "postgres" ? openDatabase({ ...where, poolSize: 2, deadlines: false }) : db;
  const mediaDir = path.join(config.DATA_DIR, "media");
  // A first start prepares the demo content for tens of seconds: say how far it is.
  const onProgress = throttleProgress((p) => logger.info({ ...p }, describeProgress(p)));
  try {
    const applied = await migrateToLatest(setup.kysely, setup.kind, { defaultLocale: config.LOCALES[0]?.tag });
    if (applied.length) logger.info({ migrations: applied, database: db.kind }, "database migrated");
    if (options.seed !== false) {
      const tourProgress = (done: number, total: number) =>
        onProgress({ step: "video tours", done, total, unit: "clips" });
      const demo = config.DEMO_CONTENT;
      const seeded = await seedDatabase(setup, {
        onlyIfEmpty: true,
        onProgress,
        ...(demo ? { locales: config.LOCALES.map((l) => l.tag) } : { data: buildSkeleton() }),
        // The tours are part of the seed's one write (with the media: tests leave both out).
        tours: demo && options.media !== false ? { dataDir: config.DATA_DIR, onProgress: tourProgress } : undefined,
      });
      if (seeded.seeded)
        logger.info(
          { rows: seeded.rows, ms: Math.round(seeded.ms) },
          demo ? "empty database seeded with demo content" : "empty database given the page skeleton, no demo content",
        );
      if (seeded.tours?.skipped)
        logger.warn(
          { reason: seeded.tours.skipped },
          "narrated video tours not made: those videos are not listed as playable",
        );
    }
    // A locale's prefix over a published page would hide the page (decision 0102).
    const hidden = await localeOverPage(setup.kysely, config.LOCALES);
    if (hidden) throw new Error(hidden);
    if (options.media !== false) {
      const prepared = await prepareSeedMedia(setup, createOriginalStore(config, setup), config.DATA_DIR, {
        onProgress,
      });
      const { media, clips } = prepared;
      if (media?.generated)
        logger.info(
          {
            files: media.files,
            rendered: media.rendered,
            cached: media.cached,
            ms: Math.round(media.ms),
            dir: mediaDir,
          },
          "demo images generated",
        );
      if (clips?.skipped)
        logger.warn({ reason: clips.skipped }, "narrated video tours missing from this instance's data directory");
      else if (clips?.clips.some((c) => !c.cached))
        logger.info({ clips: clips.clips.length, ms: Math.round(clips.ms) }, "narrated video tours generated");
      if (prepared.published)
        logger.info({ files: prepared.published, ms: Math.round(prepared.ms) }, "demo media stored for every instance");
    }
  } catch (error) {
    await db.close().catch(() => {});
    throw error;
  } finally {
    if (setup !== db) await setup.close().catch(() => {});
  }
  const content = createContentService(db.kysely, { basePath: config.BASE_PATH, cacheTtlMs: options.cacheTtlMs });
  // One link to Redis per process; it logs each outage once (decision 0052).
  const redis = config.REDIS_URL ? openRedisLink(config.REDIS_URL, logger) : undefined;
  // With Redis, a change reaches the other instances at once; the poll stays the fallback.
  const nudges = redis ? contentChangeNudges(redis, options.changeChannel) : undefined;
  const changes = createContentChanges({
    read: () => readContentVersion(db.kysely),
    intervalMs: options.contentPollMs,
    logger,
    nudges,
  });
  changes.subscribe(({ types }) => content.invalidate(types));
  // The pricing and service pages are in the search index as whole pages (server/search/pages.ts):
  // rewritten when their section, a plan, a service or a block of theirs changes, in any locale
  // ("zh-Hans/pages:3" is a translation's).
  changes.subscribe(({ types }) => {
    if (!types?.length || types.some((t) => OFFERING_PAGE_SOURCES.test(t.replace(/^[^/]+\//, ""))))
      searchFor({ db, content, config }).pagesChanged();
  });
  // After the seed: the content as it stands now is the starting point, not a change.
  await changes.start();
  logger.debug({ ms: Math.round(performance.now() - started), database: db.kind }, "services ready");
  let leads: LeadsService | undefined;
  let accounts: AccountsService | undefined;
  const audit = createAuditService({
    db: () => db.kysely,
    kind: db.kind,
    retentionDays: config.AUDIT_RETENTION_DAYS,
    logger,
  });
  if (options.auditRetention !== false) audit.startRetention();
  const mail = createMailService(config, logger);
  const variants = createVariantPool(mediaDir);
  let media: MediaLibrary | undefined;
  const pageExists = createPageExists(() => content);
  const editorial = createEditorialService({
    db: () => db.kysely,
    kind: db.kind,
    changes,
    audit,
    mail,
    logger,
    siteUrl: () => config.SITE_URL,
    basePath: config.BASE_PATH,
    pageExists,
    locales: config.LOCALES,
    previewSecret: previewLinkSecret(config, () => db.kysely),
    jobIntervalMs: options.jobIntervalMs,
  });
  // Schedules missed while every instance was down run now.
  editorial.start();
  // Each change queues its CDN purge in its own transaction; this process's worker sends
  // due purges, at once after a change it made or noticed (server/cdn/outbox.ts).
  const purges = createPurgeWorker({ config, db: () => db.kysely, kind: db.kind, logger });
  if (options.purgeJobs !== false) {
    purges.start();
    changes.subscribe(() => purges.kick());
  }
  const leadsAdmin = createLeadsBackOffice({ config, db: () => db.kysely, kind: db.kind, audit, mail, logger });
  if (options.leadJobs !== false) leadsAdmin.start({ retention: true });
  const analytics = createAnalytics({ config, db: () => db.kysely, kind: db.kind, sqliteFile: db.file, logger });
  if (options.analyticsJobs !== false) analytics.start();
  // Earlier variants no cached page may name any more are removed hourly (server/media-library/retired.ts).
  const variantSweep = setInterval(() => {
    services.media
      .sweepRetiredVariants()
      .catch((error: unknown) => logger.warn({ err: error }, "sweeping earlier media variants failed"));
  }, VARIANT_SWEEP_MS).unref();
  const services: Services = {
    config,
    db,
    content,
    changes,
    get leads() {
      return (leads ??= createLeadsService({
        config,
        db: () => db.kysely,
        // The form's choices, with the published plans a pricing page's button may name.
        loadOptions: async () => {
          const [options, price] = await Promise.all([content.getRegisterOptions(), content.getPricePage()]);
          return { ...options, plans: price.plans.map((plan) => ({ value: plan.slug, label: plan.name })) };
        },
        logger,
        channels: leadsAdmin.channels,
        onStored: () => leadsAdmin.worker.kick(),
        redis: redis?.client,
      }));
    },
    get search() {
      return searchFor({ db, content, config });
    },
    get accounts() {
      return (accounts ??= createAccountsService({
        config,
        db: () => db.kysely,
        kind: db.kind,
        audit,
        mail,
        throttle: createSignInThrottle(config, redis?.client, { address: config.SIGNIN_ADDRESS_ATTEMPTS }),
        redis: redis?.client,
        logger,
        scrypt: options.scrypt ?? (config.PASSWORD_HASH_COST === "test" ? TEST_SCRYPT : undefined),
        hashQueue: options.hashQueue,
      }));
    },
    leadsAdmin,
    pageExists,
    analytics,
    purges,
    audit,
    mail,
    get media() {
      return (media ??= createMediaLibrary({
        db: () => db.kysely,
        // Several instances share PostgreSQL or S3, never a disk (decision 0051).
        store: createOriginalStore(config, db),
        pool: variants,
        audit,
        basePath: config.BASE_PATH,
        logger,
        changed: () => void changes.check(),
      }));
    },
    editorial,
    mediaDir,
    logger,
    redis,
    ping: () => db.ping(),
    degraded: () => (redis?.degraded() ? ["redis"] : []),
    async close() {
      clearInterval(variantSweep);
      changes.stop();
      editorial.stop();
      await purges.stop();
      await analytics.stop();
      await leads?.close();
      await leadsAdmin.stop();
      await accounts?.close();
      audit.stop();
      await variants.close();
      await mail.close();
      await redis?.close();
      await db.close();
    },
  };
  return services;
}
