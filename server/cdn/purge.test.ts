/**
 * Exact purge at the edge (issue 30, point 3): the requests each CDN's client sends,
 * checked by a local stand-in; one purge row of exactly the affected tags per change,
 * written by the change itself; the outbox sends each purge once with two instances on
 * PostgreSQL, and again after a failure.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { purgeTagsOf, SITE_TAG } from "../../app/kernel/change-tags.ts";
import { openDatabase, type Database } from "../../db/database.ts";
import { bumpContentVersion, readContentVersion } from "../../db/content-version.ts";
import { EDITOR } from "../../tests/support/cached-site.ts";
import { FAST_SCRYPT } from "../../tests/support/accounts.ts";
import { createTestServices, tempDataDir, type TestServices } from "../../tests/support/databases.ts";
import { createPurgeWorker } from "./outbox.ts";
import { purgeKind, sendPurge } from "./send.ts";

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A stand-in CDN API on loopback: records each request and answers with `status()`. */
async function standIn(status: () => number = () => 200) {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => {
      seen.push({ method: req.method ?? "", url: req.url ?? "", headers: req.headers, body });
      res.writeHead(status(), { "content-type": "application/json" }).end('{"status":"ok"}');
    });
  });
  server.listen(0, "127.0.0.1");
  await new Promise((r) => server.once("listening", r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { seen, origin, close: () => new Promise((r) => server.close(r)) };
}

const config = (url: string, kind: "" | "varnish" | "fastly" | "cloudflare" = "", token = "") => ({
  CDN_PURGE_URL: url,
  CDN_PURGE_KIND: kind,
  CDN_PURGE_TOKEN: token,
});

describe("purge clients", () => {
  it("infers the kind from the URL's host", () => {
    expect(purgeKind(config("https://api.fastly.com/service/abc/purge"))).toBe("fastly");
    expect(purgeKind(config("https://api.cloudflare.com/client/v4/zones/z1/purge_cache"))).toBe("cloudflare");
    expect(purgeKind(config("http://10.0.0.5:6081/,http://10.0.0.6:6081/"))).toBe("varnish");
    expect(purgeKind(config("http://127.0.0.1/", "fastly"))).toBe("fastly");
  });

  it("sends Varnish one PURGE with xkey to every URL listed", async () => {
    const [one, two] = [await standIn(), await standIn()];
    await sendPurge(config(`${one.origin}/,${two.origin}/`), ["news:12", "news:list", "home"]);
    for (const s of [one, two]) {
      expect(s.seen).toHaveLength(1);
      expect(s.seen[0]).toMatchObject({ method: "PURGE", url: "/", body: "" });
      expect(s.seen[0]!.headers.xkey).toBe("news:12 news:list home");
      await s.close();
    }
  });

  it("sends Fastly's surrogate-key purge, 256 keys a call, with Fastly-Key", async () => {
    const s = await standIn();
    const tags = Array.from({ length: 300 }, (_, i) => `news:${i}`);
    await sendPurge(config(`${s.origin}/service/SU1Z0isxPaozGVKXdv0eY/purge`, "fastly", "fastly-token"), tags);
    expect(s.seen).toHaveLength(2);
    for (const call of s.seen) {
      expect(call.method).toBe("POST");
      expect(call.url).toBe("/service/SU1Z0isxPaozGVKXdv0eY/purge");
      expect(call.headers["fastly-key"]).toBe("fastly-token");
      expect(call.headers["content-type"]).toBe("application/json");
    }
    const sent = s.seen.map((c) => (JSON.parse(c.body) as { surrogate_keys: string[] }).surrogate_keys);
    expect(sent.map((k) => k.length)).toEqual([256, 44]);
    expect(sent.flat()).toEqual(tags);
    await s.close();
  });

  it("sends Cloudflare's purge by tag, 100 tags a call, with a bearer token", async () => {
    const s = await standIn();
    const tags = Array.from({ length: 150 }, (_, i) => `help:${i}`);
    await sendPurge(
      config(`${s.origin}/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache`, "cloudflare", "cf"),
      tags,
    );
    expect(s.seen.map((c) => c.method)).toEqual(["POST", "POST"]);
    expect(s.seen[0]!.url).toBe("/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache");
    expect(s.seen[0]!.headers.authorization).toBe("Bearer cf");
    const sent = s.seen.map((c) => (JSON.parse(c.body) as { tags: string[] }).tags);
    expect(sent.map((t) => t.length)).toEqual([100, 50]);
    expect(sent.flat()).toEqual(tags);
    await s.close();
  });

  it("fails on an error answer and never follows a redirect", async () => {
    const failing = await standIn(() => 503);
    await expect(sendPurge(config(`${failing.origin}/`), ["all"])).rejects.toThrow(/503/);
    const moving = await standIn(() => 302);
    await expect(sendPurge(config(`${moving.origin}/`), ["all"])).rejects.toThrow(/302/);
    expect(moving.seen).toHaveLength(1);
    await Promise.all([failing.close(), moving.close()]);
  });
});

describe("the purge outbox on PostgreSQL", () => {
  let site: TestServices;
  let second: Database;

  beforeAll(async () => {
    site = await createTestServices("postgres", "cdn-purges", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
      leadJobs: false,
      purgeJobs: false,
    });
    second = openDatabase({ databaseUrl: site.config.DATABASE_URL, dataDir: tempDataDir("cdn-purges-b") });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await site?.dispose();
  });

  const db = () => site.db.kysely;
  const rows = async () =>
    (await db().selectFrom("cdn_purges").select(["id", "tags", "sent_at"]).orderBy("id").execute()).map((r) => ({
      ...r,
      tags: JSON.parse(r.tags) as string[],
    }));
  const clear = () => db().deleteFrom("cdn_purges").execute();

  /** The one row a change wrote: exactly the tags its content version names. */
  async function onePurgeFor(change: () => Promise<unknown>): Promise<string[]> {
    await clear();
    await change();
    const written = await rows();
    expect(written).toHaveLength(1);
    expect(written[0]!.tags).toEqual(purgeTagsOf((await readContentVersion(db())).types));
    return written[0]!.tags;
  }

  it("queues one purge of exactly the affected tags for a publish, a take-down, a schedule firing, a redirect and a reseed", async () => {
    const news = (await site.editorial.list(EDITOR, "news", { status: "published", pageSize: 1 })).items[0]!;
    const doc = await site.editorial.get(EDITOR, "news", news.id);
    await site.editorial.saveDraft(EDITOR, "news", news.id, doc.version, {
      ...doc.document,
      title: "Purged at the edge",
    });
    const published = await onePurgeFor(() => site.editorial.publish(EDITOR, "news", news.id));
    expect(published).toContain(`news:${news.id}`);
    expect(published).not.toContain(SITE_TAG);

    const down = await onePurgeFor(() => site.editorial.unpublish(EDITOR, "news", news.id));
    expect(down).toContain(`news:${news.id}`);

    await site.editorial.schedule(EDITOR, "news", news.id, "publish", new Date(Date.now() + 60_000).toISOString());
    const fired = await onePurgeFor(() => site.editorial.runDueSchedules(new Date(Date.now() + 120_000)));
    expect(fired).toContain(`news:${news.id}`);

    const redirect = await onePurgeFor(() =>
      site.editorial.saveRedirect(EDITOR, { from: "/old-news-page", to: "/news", status: 301 }),
    );
    expect(redirect.length).toBeGreaterThan(0);

    // A reseed, like a media change (server/media-library/service.ts bumps without types): everything.
    expect(
      await onePurgeFor(() =>
        site.db.kysely.transaction().execute(async (trx) => {
          await bumpContentVersion(trx);
        }),
      ),
    ).toEqual([SITE_TAG]);
  }, 60_000);

  it("sends each purge once with two instances draining together, and again after the CDN failed", async () => {
    await clear();
    let failures = 1;
    const cdn = await standIn(() => (failures-- > 0 ? 503 : 200));
    const make = (database: Database) =>
      createPurgeWorker({
        config: config(`${cdn.origin}/`),
        db: () => database.kysely,
        kind: "postgres",
        logger: pino({ level: "silent" }),
        pollMs: 3_600_000,
      });
    const [a, b] = [make(site.db), make(second)];
    await site.db.kysely.transaction().execute(async (trx) => {
      for (const id of [1, 2, 3, 4, 5, 6]) await bumpContentVersion(trx, [`news:${id}`]);
    });
    const now = new Date();
    const [sentA, sentB] = await Promise.all([a.drain(now), b.drain(now)]);
    // One failed (the stand-in's first answer): it stays due for a retry, nothing is lost.
    expect(sentA + sentB).toBe(5);
    expect((await rows()).filter((r) => r.sent_at === null)).toHaveLength(1);
    const later = new Date(now.getTime() + 2000);
    expect((await a.drain(later)) + (await b.drain(later))).toBe(1);
    expect((await rows()).every((r) => r.sent_at !== null)).toBe(true);
    const purged = cdn.seen.map((s) => s.headers.xkey);
    expect(purged).toHaveLength(7);
    // Each purge reached the CDN once, apart from the one retried after the failure.
    const ok = purged.slice(1);
    expect(new Set(ok).size).toBe(6);
    await Promise.all([a.stop(), b.stop(), cdn.close()]);
  }, 60_000);
});
