/**
 * A new machine serves in seconds (decision 0051): one instance seeds a fresh
 * PostgreSQL schema, which stores the demo's pictures and tours once, and renders the
 * variants of an upload; a second instance, started as its own process on an empty
 * data directory with an empty media cache, answers /readyz having spent under 10 s of CPU
 * (its wall time is reported: on a busy machine it waits for a core) and serves a
 * demo picture, the upload's variant and a tour, all from the shared store, having
 * drawn, recorded and rendered nothing itself.
 */
import { mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../../tests/support/accounts.ts";
import { dropPostgresSchema, freshPostgresUrl, tempDataDir } from "../../tests/support/databases.ts";
import { solid } from "../../tests/support/media.ts";
import { ensureBuild, freePort, startServer, type RunningServer } from "../../tests/support/server.ts";
import { parseConfig } from "../config.ts";
import { createServices, type Services } from "../services.ts";
import { missingTools } from "../../db/seed/videos.ts";
import { prepareSeedMedia } from "./seed-media.ts";
import { createOriginalStore } from "./storage.ts";

const VARIANT_NAME = /^upload-\d+\.[^-]+-\d+\.(avif|webp|jpg)$/;

describe("a second instance on an already-seeded PostgreSQL", () => {
  let url: string;
  let first: Services;
  let second: RunningServer | undefined;
  let startedIn = 0;
  let cpuMs = 0;
  let variants: string[] = [];

  const stored = async (name: string) =>
    (await first.db.kysely.selectFrom("media_files").select("data").where("name", "=", name).executeTakeFirst())?.data;

  beforeAll(async () => {
    ensureBuild("build");
    url = await freshPostgresUrl("newmachine");
    const config = parseConfig({
      NODE_ENV: "test",
      DATA_DIR: tempDataDir("newmachine-a"),
      DATABASE_URL: url,
      LOG_LEVEL: "silent",
    });
    // The first instance seeds and stores the demo media (from the checkout's media cache).
    first = await createServices(config, pino({ level: "silent" }), { scrypt: FAST_SCRYPT, leadJobs: false });
    const staff = await makeStaff(first, "newmachine@example.com", "admin");
    const user = (await accountsOf(first).currentUser(adminRequest(staff.jar)))!;
    const item = await first.media.upload(
      { fileName: "wide.png", data: await solid("png", "#aa3366", 1600, 900) },
      { id: user.id, email: user.email },
    );
    variants = item.image.sources.flatMap((s) => s.srcset.split(", ").map((c) => c.split(" ")[0]!.split("/").pop()!));
    // The upload's variants are rendered in the background, then stored for every instance.
    const deadline = Date.now() + 60_000;
    while ((await Promise.all(variants.map(stored))).some((data) => !data)) {
      if (Date.now() > deadline) throw new Error("the first instance did not store its variants");
      await new Promise((r) => setTimeout(r, 100));
    }

    const emptyCache = tempDataDir("newmachine-cache");
    mkdirSync(emptyCache, { recursive: true });
    const started = performance.now();
    second = await startServer(
      {
        PORT: String(await freePort()),
        DATABASE_URL: url,
        DATA_DIR: tempDataDir("newmachine-b"),
        MEDIA_CACHE_DIR: emptyCache,
        BUILD_DIR: "build",
        LOG_LEVEL: "info",
      },
      // Long enough to report how long a slow start took; the test below holds it to 10 s.
      120_000,
    );
    const ready = await fetch(`${second.url}/readyz`);
    expect(ready.status).toBe(200);
    startedIn = performance.now() - started;
    // The process's own user and system time until then, in clock ticks of 10 ms.
    const fields = readFileSync(`/proc/${second.proc.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    cpuMs = (Number(fields[11]) + Number(fields[12])) * 10;
  }, 900_000);

  afterAll(async () => {
    await second?.stop();
    await first?.close();
    if (url) await dropPostgresSchema(url);
  });

  it("answers /readyz having spent under 10 s of CPU", () => {
    console.info(
      `second instance: /readyz answered ${Math.round(startedIn)} ms after its process started, ${cpuMs} ms of CPU`,
    );
    expect(cpuMs).toBeGreaterThan(0);
    expect(cpuMs).toBeLessThan(10_000);
  });

  it("serves a demo picture, a tour and an upload's variant from the shared store", async () => {
    expect(missingTools(), "ffmpeg and espeak-ng make the tours (.ci/run installs them)").toEqual([]);
    const picture = await first.db.kysely
      .selectFrom("media")
      .select("key")
      .where("key", "not like", "upload-%")
      .orderBy("key")
      .executeTakeFirstOrThrow();
    const tour = await first.db.kysely
      .selectFrom("videos")
      .select("source_url")
      .where("source_url", "like", "media/tour-%")
      .executeTakeFirstOrThrow();
    const names = [`${picture.key}-480.webp`, tour.source_url!.slice("media/".length), variants[0]!];
    expect(variants[0]).toMatch(VARIANT_NAME);
    // A player's first request asks for a range: the copy made for it answers one.
    const range = await fetch(`${second!.url}/media/${names[1]}`, { headers: { range: "bytes=0-99" } });
    expect(range.status).toBe(206);
    expect((await range.arrayBuffer()).byteLength).toBe(100);
    for (const name of names) {
      const started = performance.now();
      const res = await fetch(`${second!.url}/media/${name}`);
      expect(res.status, name).toBe(200);
      const body = Buffer.from(await res.arrayBuffer());
      console.info(`${name}: first request on the second instance ${Math.round(performance.now() - started)} ms`);
      expect(body.length, name).toBeGreaterThan(0);
      expect(body.equals(Buffer.from((await stored(name))!)), name).toBe(true);
    }
    // The tour is the one the first instance recorded.
    const firstCopy = readFileSync(path.join(first.mediaDir, names[1]!));
    expect(Buffer.from((await stored(names[1]!))!).equals(firstCopy)).toBe(true);
  });

  it("drew, recorded and rendered nothing the first instance had made", async () => {
    for (const name of variants) expect((await fetch(`${second!.url}/media/${name}`)).status).toBe(200);
    const log = second!.output();
    expect(log).not.toContain("media variants rendered");
    expect(log).not.toContain("demo images generated");
    expect(log).not.toContain("narrated video tours generated");
    expect(log).not.toContain("demo media stored");
  });

  it("publishes again after a reseed, sending only the files that changed", async () => {
    const store = createOriginalStore(first.config, first.db);
    const picture = `${(await first.db.kysely.selectFrom("media").select("key").where("key", "not like", "upload-%").orderBy("key").executeTakeFirstOrThrow()).key}-480.jpg`;
    await store.files!.put(picture, new Uint8Array([1, 2, 3]));
    // A reseed empties settings, the marker with them.
    await first.db.kysely.deleteFrom("settings").where("key", "=", "media_shared").execute();
    const again = await prepareSeedMedia(first.db, store, first.config.DATA_DIR);
    expect(again.published).toBe(1);
    expect(Buffer.from((await stored(picture))!).equals(readFileSync(path.join(first.mediaDir, picture)))).toBe(true);
    expect((await prepareSeedMedia(first.db, store, first.config.DATA_DIR)).published).toBe(0);
  });
});
