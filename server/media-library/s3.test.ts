/**
 * Media in an S3-compatible bucket (MEDIA_S3_URL, decision 0051), against s3rver:
 * the URL is checked at start-up; two instances on one PostgreSQL keep an upload's
 * original and variants in the bucket (none in the database), and the one that did
 * not render serves them from there; the demo's pictures and tours are published
 * to the bucket and served from it once this instance's copies are gone.
 */
import { readdirSync, rmSync } from "node:fs";
import type http from "node:http";
import path from "node:path";
import { ListObjectsV2Command, S3Client } from "@aws-sdk/client-s3";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../../tests/support/accounts.ts";
import { listenWithoutPages } from "../../tests/support/api.ts";
import { createTestServices, tempDataDir, type TestServices } from "../../tests/support/databases.ts";
import { jpegWithGps, multipart } from "../../tests/support/media.ts";
import { startS3, TEST_BUCKET } from "../../tests/support/s3.ts";
import { ConfigError, parseConfig } from "../config.ts";
import { createServices, type Services } from "../services.ts";
import { parseS3Url } from "./s3-url.ts";

describe("MEDIA_S3_URL", () => {
  it("reads the endpoint, bucket, prefix, region, addressing style and keys", () => {
    expect(parseS3Url("https://AK%2F1:s%40cret@s3.example.com:9000/media-bucket/site/a?region=eu-west-1")).toEqual({
      endpoint: "https://s3.example.com:9000",
      bucket: "media-bucket",
      prefix: "site/a/",
      region: "eu-west-1",
      forcePathStyle: true,
      credentials: { accessKeyId: "AK/1", secretAccessKey: "s@cret" },
    });
    expect(parseS3Url("https://s3.eu-west-1.amazonaws.com/media-bucket?forcePathStyle=false")).toMatchObject({
      prefix: "",
      region: "us-east-1",
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it.each([
    ["s3://KEY:hush-hush@host/bucket", "http:// or https://"],
    ["https://KEY:hush-hush@host/", "bucket name"],
    ["https://KEY:hush-hush@host/Bad_Bucket", "bucket name"],
    ["https://KEY:hush-hush@host/bucket?region=eu west", "region"],
    ["https://KEY:hush-hush@host/bucket?forcePathStyle=yes", "forcePathStyle"],
    ["https://KEY:hush-hush@host/bucket?acl=public", "unknown parameter acl"],
    ["https://KEY@host/bucket", "both the access key and its secret"],
  ])("refuses %s at start-up, naming the variable and never showing the secret", (value, message) => {
    let error: unknown;
    try {
      parseConfig({ MEDIA_S3_URL: value });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toContain("MEDIA_S3_URL");
    expect((error as Error).message).toContain(message);
    expect((error as Error).message).not.toContain("hush-hush");
  });
});

describe("media in S3 with two instances on one PostgreSQL", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let a: TestServices;
  let b: Services;
  let one: { server: http.Server; origin: string };
  let two: { server: http.Server; origin: string };
  let token: string;
  const secondLog: string[] = [];

  const keysInBucket = async () => {
    const where = parseS3Url(s3.mediaS3Url);
    if (typeof where === "string") throw new Error(where);
    const client = new S3Client({ ...where, endpoint: where.endpoint });
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket: TEST_BUCKET, ContinuationToken: token }));
      keys.push(...(page.Contents ?? []).map((c) => c.Key!));
      token = page.NextContinuationToken;
    } while (token);
    client.destroy();
    return keys;
  };

  beforeAll(async () => {
    s3 = await startS3("/site");
    const env = { MEDIA_S3_URL: s3.mediaS3Url };
    a = await createTestServices("postgres", "medias3", { seed: false, scrypt: FAST_SCRYPT, env });
    const config = parseConfig({
      NODE_ENV: "test",
      DATA_DIR: tempDataDir("medias3-b"),
      DATABASE_URL: a.config.DATABASE_URL,
      LOG_LEVEL: "info",
      ...env,
    });
    const logger = pino({ level: "info" }, { write: (line: string) => void secondLog.push(line) });
    b = await createServices(config, logger, { media: false, seed: false, scrypt: FAST_SCRYPT });
    one = await listenWithoutPages(a);
    two = await listenWithoutPages(b);
    const made = await makeStaff(a, "admin-s3@example.com", "admin");
    const user = (await accountsOf(a).currentUser(adminRequest(made.jar)))!;
    token = (await accountsOf(a).createToken(user, { name: "tests" }, { ip: "", userAgent: "" })).token;
  }, 60_000);

  afterAll(async () => {
    for (const s of [one, two]) await new Promise((resolve) => s?.server.close(resolve));
    await b?.close();
    await a?.dispose();
    await s3?.close();
  });

  it("keeps the original and every variant in the bucket, rendered once, served by both", async () => {
    const res = await fetch(`${one.origin}/api/v1/admin/media`, {
      method: "POST",
      body: multipart([{ name: "s3.jpg", data: await jpegWithGps() }]),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(201);
    const [item] = (
      (await res.json()) as { items: Array<{ id: number; image: { sources: Array<{ srcset: string }> } }> }
    ).items;
    const urls = item!.image.sources.flatMap((s) => s.srcset.split(", ").map((c) => c.split(" ")[0]!));
    const names = urls.map((u) => u.split("/").pop()!);
    // The first instance renders them after the upload, then stores them in the bucket.
    const deadline = Date.now() + 60_000;
    for (;;) {
      const keys = await keysInBucket();
      if (names.every((n) => keys.includes(`site/media/${n}`))) {
        expect(keys.filter((k) => k.startsWith("site/originals/"))).toHaveLength(1);
        break;
      }
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 100));
    }
    for (const url of urls) {
      const variant = await fetch(two.origin + url);
      expect(variant.status, url).toBe(200);
      expect(variant.headers.get("cache-control")).toContain("immutable");
    }
    expect(readdirSync(b.mediaDir).filter((f) => f.startsWith("upload-"))).toHaveLength(names.length);
    expect(secondLog.join("")).not.toContain("media variants rendered");
    // What it does render (a new focal point, changed through it) it says in the same log.
    const moved = await fetch(`${two.origin}/api/v1/admin/media/${item!.id}`, {
      method: "PATCH",
      body: JSON.stringify({ focalX: 0.2 }),
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    });
    expect(moved.status).toBe(200);
    while (!secondLog.join("").includes("media variants rendered")) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((r) => setTimeout(r, 100));
    }
    // Nothing of it in the database.
    const db = a.db.kysely;
    expect(await db.selectFrom("media_originals").select("hash").execute()).toEqual([]);
    expect(await db.selectFrom("media_files").select("name").execute()).toEqual([]);
  }, 120_000);
});

describe("the demo's media published to S3", () => {
  let s3: Awaited<ReturnType<typeof startS3>>;
  let site: TestServices;
  let web: { server: http.Server; origin: string };

  beforeAll(async () => {
    s3 = await startS3();
    // SQLite with a bucket: the files go to the bucket all the same.
    site = await createTestServices("sqlite", "s3demo", { media: true, env: { MEDIA_S3_URL: s3.mediaS3Url } });
    web = await listenWithoutPages(site);
  }, 600_000);

  afterAll(async () => {
    await new Promise((resolve) => web?.server.close(resolve));
    await site?.dispose();
    await s3?.close();
  });

  it("serves a picture and a tour from the bucket once the local copies are gone", async () => {
    const picture = await site.db.kysely
      .selectFrom("media")
      .select("key")
      .where("key", "not like", "upload-%")
      .orderBy("key")
      .executeTakeFirstOrThrow();
    const tour = await site.db.kysely
      .selectFrom("videos")
      .select("source_url")
      .where("source_url", "like", "media/tour-%")
      .executeTakeFirstOrThrow();
    const names = [`${picture.key}-960.jpg`, tour.source_url!.slice("media/".length)];
    for (const name of names) {
      const before = Buffer.from(await (await fetch(`${web.origin}/media/${name}`)).arrayBuffer());
      rmSync(path.join(site.mediaDir, name));
      const res = await fetch(`${web.origin}/media/${name}`);
      expect(res.status, name).toBe(200);
      expect(Buffer.from(await res.arrayBuffer()).equals(before), name).toBe(true);
    }
    expect((await fetch(`${web.origin}/media/not-a-picture-480.webp`)).status).toBe(404);
  }, 60_000);

  it("lists the demo pictures in the library, each served from the bucket", async () => {
    const listed = await site.media.list({ usable: true });
    expect(listed.total).toBe(await countDemoPictures(site));
    const item = listed.items.find((i) => i.demo)!;
    const name = item.image.src.split("/").pop()!;
    rmSync(path.join(site.mediaDir, name), { force: true });
    const res = await fetch(`${web.origin}${item.image.src}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/jpeg");
  }, 60_000);
});

/** The pictures the seed drew: the `media` rows that are not uploads. */
async function countDemoPictures(site: TestServices): Promise<number> {
  const row = await site.db.kysely
    .selectFrom("media")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("key", "not like", "upload-%")
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
