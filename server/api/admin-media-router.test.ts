/**
 * The media library's admin API through the whole Express app, on SQLite (the
 * stores are tested on both databases): files accepted by their bytes, SVG and disguised HTML refused, the
 * size limit, metadata gone from what is served, focal-point crops, alt text
 * before use, uses that block deletion and survive a replacement, If-Match, the
 * audit trail, and answers that match the OpenAPI document.
 */
import { existsSync } from "node:fs";
import type http from "node:http";
import path from "node:path";
import Ajv2020 from "ajv/dist/2020.js";
import addFormats from "ajv-formats";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { can, type Role } from "../../app/kernel/admin-policy.ts";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../../tests/support/accounts.ts";
import { createTestServices, HTTP_BACKENDS, type TestServices } from "../../tests/support/databases.ts";
import { listenWithoutPages } from "../../tests/support/api.ts";
import { jpegWithGps, multipart, solid, twoHalves } from "../../tests/support/media.ts";
import { MAX_UPLOAD_BYTES } from "../media-library/formats.ts";
import { setMediaUses } from "../media-library/service.ts";

interface Item {
  id: number;
  version: number;
  alt: string;
  usable: boolean;
  uses: unknown[];
  image: { src: string; sources: Array<{ type: string; srcset: string }>; widths: number[] };
}

describe.each(HTTP_BACKENDS)("media library API on %s", (backend) => {
  let s: TestServices;
  let server: http.Server;
  let origin: string;
  const tokens = {} as Record<Role, string>;
  let validate: (schemaId: string, value: unknown) => string | null;

  beforeAll(async () => {
    s = await createTestServices(backend, "media", { seed: false, scrypt: FAST_SCRYPT });
    ({ server, origin } = await listenWithoutPages(s));
    for (const role of ["admin", "author", "sales"] as const) {
      const made = await makeStaff(s, `${role}-media@example.com`, role);
      const user = (await accountsOf(s).currentUser(adminRequest(made.jar)))!;
      tokens[role] = (await accountsOf(s).createToken(user, { name: "tests" }, { ip: "", userAgent: "" })).token;
    }
    const doc = (await (await fetch(`${origin}/api/v1/openapi.json`)).json()) as {
      components: { schemas: Record<string, unknown> };
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(doc.paths["/admin/media/{id}"] ?? {}).sort()).toEqual(["delete", "get", "patch"]);
    const ajv = new Ajv2020({ strict: false });
    addFormats(ajv);
    ajv.addSchema({ $id: "doc", components: doc.components }, "doc");
    validate = (id, value) => {
      const check = ajv.getSchema(`doc#/components/schemas/${id}`)!;
      return check(value) ? null : ajv.errorsText(check.errors);
    };
  }, 60_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await s?.dispose();
  });

  const api = (path: string, init: RequestInit & { role?: Role } = {}) =>
    fetch(`${origin}/api/v1/admin/media${path}`, {
      ...init,
      headers: { authorization: `Bearer ${tokens[init.role ?? "admin"]}`, ...(init.headers as Record<string, string>) },
    });
  const upload = async (files: Parameters<typeof multipart>[0], role: Role = "admin") => {
    const res = await api("", { method: "POST", body: multipart(files), role });
    return { res, body: (await res.json()) as { items: Item[]; error?: { code: string; message: string } } };
  };
  const urlOf = (item: Item, type: string, width: number) => {
    const srcset = item.image.sources.find((x) => x.type === type)!.srcset;
    return srcset
      .split(", ")
      .find((p) => p.endsWith(` ${width}w`))!
      .split(" ")[0]!;
  };
  const fetchVariant = async (url: string) => {
    const res = await fetch(origin + url);
    return { res, data: Buffer.from(await res.arrayBuffer()) };
  };
  const patch = (id: number, body: unknown, version?: number, role: Role = "admin") =>
    api(`/${id}`, {
      role,
      method: "PATCH",
      body: JSON.stringify(body),
      headers: { "content-type": "application/json", ...(version ? { "if-match": `"${version}"` } : {}) },
    });

  it("stores JPEG, PNG, WebP, AVIF and GIF by their bytes, whatever their names, and answers per the OpenAPI document", async () => {
    const files = await Promise.all(
      (["jpeg", "png", "webp", "avif", "gif"] as const).map(async (f) => ({
        name: `photo-${f}.bin`,
        data: await solid(f),
      })),
    );
    const { res, body } = await upload(files);
    expect(res.status).toBe(201);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(validate("MediaUploaded", body)).toBeNull();
    expect(body.items.map((i) => (i as unknown as { mime: string }).mime)).toEqual([
      "image/jpeg",
      "image/png",
      "image/webp",
      "image/avif",
      "image/gif",
    ]);
    expect(body.items.every((i) => !i.usable)).toBe(true);
    const list = await api("");
    expect(validate("MediaPage", await list.json())).toBeNull();
  }, 60_000);

  it("refuses a PNG-named file that is HTML, and SVG, with 415, storing nothing", async () => {
    const before = (await (await api("")).json()) as { total: number };
    const html = Buffer.from("<!doctype html><script>alert(1)</script>");
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    for (const file of [
      { name: "innocent.png", data: html, type: "image/png" },
      { name: "logo.svg", data: svg, type: "image/svg+xml" },
      { name: "logo.png", data: svg, type: "image/png" },
    ]) {
      const { res, body } = await upload([{ name: "good.png", data: await solid("png") }, file]);
      expect(res.status, file.name).toBe(415);
      expect(body.error?.code).toBe("unsupported-media-type");
      expect(body.error?.message).toContain(file.name);
    }
    const after = (await (await api("")).json()) as { total: number };
    expect(after.total).toBe(before.total);
  });

  it("answers 413 with a clear message for a file over the limit", async () => {
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1, 7);
    const { res, body } = await upload([{ name: "huge.jpg", data: big }]);
    expect(res.status).toBe(413);
    expect(body.error).toMatchObject({ code: "too-large" });
    expect(body.error?.message).toMatch(/at most 15 MB/);
  });

  it("serves AVIF and WebP variants without EXIF or GPS, immutable, with nosniff", async () => {
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const { body } = await upload([{ name: "holiday.jpg", data: original }]);
    const item = body.items[0]!;
    expect(item.image.widths).toEqual([480, 960, 1440].filter((w) => w <= 1200));
    for (const [type, format] of [
      ["image/avif", "heif"],
      ["image/webp", "webp"],
      ["image/jpeg", "jpeg"],
    ] as const) {
      const { res, data } = await fetchVariant(urlOf(item, type, 960));
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(type);
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      const meta = await sharp(data).metadata();
      expect(meta.format).toBe(format);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(data.includes(Buffer.from("Secret Model 9"))).toBe(false);
      expect(meta.width).toBe(960);
      expect(meta.height).toBe(540);
    }
    // A name that is not a current variant is a plain 404.
    expect((await fetch(`${origin}/media/upload-${item.id}.0000000000000000-960.avif`)).status).toBe(404);
    expect((await fetch(`${origin}/media/upload-${item.id}.html`)).status).toBe(404);
  }, 60_000);

  it("cuts the crops around the focal point", async () => {
    const { body } = await upload([{ name: "halves.png", data: await twoHalves() }]);
    const item = body.items[0]!;
    const colourAt = async (focalX: number, version: number) => {
      const res = await patch(item.id, { alt: "Red and blue halves", focalX, focalY: 0.5 }, version);
      expect(res.status).toBe(200);
      const updated = (await res.json()) as Item;
      expect(validate("MediaItem", updated)).toBeNull();
      const { data } = await fetchVariant(urlOf(updated, "image/webp", 480));
      const { dominant } = await sharp(data).stats();
      return { dominant, updated };
    };
    const right = await colourAt(0.95, item.version);
    expect(right.dominant.b).toBeGreaterThan(200);
    expect(right.dominant.r).toBeLessThan(60);
    const left = await colourAt(0.05, right.updated.version);
    expect(left.dominant.r).toBeGreaterThan(200);
    expect(left.dominant.b).toBeLessThan(60);
    expect(urlOf(left.updated, "image/webp", 480)).not.toBe(urlOf(right.updated, "image/webp", 480));
  }, 60_000);

  it("keeps the variants of an earlier focal point while cached pages may name them, then removes them", async () => {
    const { body } = await upload([{ name: "halves-kept.png", data: await twoHalves() }]);
    const item = body.items[0]!;
    const first = (await (await patch(item.id, { focalX: 0.95 }, item.version)).json()) as Item;
    const oldUrl = urlOf(first, "image/webp", 480);
    const oldFile = path.join(s.mediaDir, path.basename(oldUrl));
    expect((await fetchVariant(oldUrl)).res.status).toBe(200);
    const moved = (await (await patch(item.id, { focalX: 0.05 }, first.version)).json()) as Item;
    expect(urlOf(moved, "image/webp", 480)).not.toBe(oldUrl);
    // A page cached before the change still shows the earlier crop, whole.
    const kept = await fetchVariant(oldUrl);
    expect(kept.res.status).toBe(200);
    expect((await sharp(kept.data).stats()).dominant.b).toBeGreaterThan(200);
    // Still there just before the longest a cache may keep a page, gone after it.
    expect(await s.media.sweepRetiredVariants(new Date(Date.now() + 60_000))).toBe(0);
    expect((await fetchVariant(oldUrl)).res.status).toBe(200);
    // At least two sets: the crop around the upload's first focal point, and the one after it.
    expect(await s.media.sweepRetiredVariants(new Date(Date.now() + 3 * 86_400_000))).toBeGreaterThanOrEqual(2);
    expect((await fetchVariant(oldUrl)).res.status).toBe(404);
    expect(existsSync(oldFile)).toBe(false);
    expect((await fetchVariant(urlOf(moved, "image/webp", 480))).res.status).toBe(200);
  }, 60_000);

  it("needs alt text before use, lists uses, refuses deleting a used image (409) and keeps uses across a replacement", async () => {
    const { body } = await upload([{ name: "team.png", data: await solid("png", "#aa3300") }]);
    const item = body.items[0]!;
    await expect(setMediaUses(s.db.kysely, "news", "7", [item.id])).rejects.toMatchObject({ status: 400 });
    const withAlt = (await (await patch(item.id, { alt: "The team at work" })).json()) as Item;
    await setMediaUses(s.db.kysely, "news", "7", [item.id]);
    await setMediaUses(s.db.kysely, "cases", "3", [item.id]);
    const refused = await api(`/${item.id}`, { method: "DELETE" });
    expect(refused.status).toBe(409);
    const conflict = await refused.json();
    expect(validate("MediaInUse", conflict)).toBeNull();
    expect(conflict).toMatchObject({
      error: {
        uses: [
          { ownerType: "cases", ownerId: "3" },
          { ownerType: "news", ownerId: "7" },
        ],
      },
    });

    const form = multipart([{ name: "team-v2.jpg", data: await solid("jpeg", "#0033aa") }]);
    const replaced = await api(`/${item.id}/file`, {
      method: "PUT",
      body: form,
      headers: { "if-match": `"${withAlt.version}"` },
    });
    expect(replaced.status).toBe(200);
    const after = (await replaced.json()) as Item & { fileName: string };
    expect(after.fileName).toBe("team-v2.jpg");
    expect(after.uses).toHaveLength(2);
    expect(after.alt).toBe("The team at work");
    expect(urlOf(after, "image/avif", 480)).not.toBe(urlOf(withAlt, "image/avif", 480));
    const { data } = await fetchVariant(urlOf(after, "image/webp", 480));
    expect((await sharp(data).stats()).dominant.b).toBeGreaterThan(120);
    // The old URL names a picture that is no longer this item's.
    expect((await fetch(origin + urlOf(withAlt, "image/webp", 480))).status).toBe(404);

    await setMediaUses(s.db.kysely, "news", "7", []);
    await setMediaUses(s.db.kysely, "cases", "3", []);
    expect(
      (await api(`/${item.id}`, { method: "DELETE", headers: { "if-match": `"${after.version - 1}"` } })).status,
    ).toBe(412);
    expect((await api(`/${item.id}`, { method: "DELETE", headers: { "if-match": `"${after.version}"` } })).status).toBe(
      204,
    );
    expect((await api(`/${item.id}`)).status).toBe(404);
    const audit = await s.audit.list({ targetType: "media", targetId: String(item.id) });
    expect(audit.entries.map((e) => e.action).sort()).toEqual([
      "media.deleted",
      "media.replaced",
      "media.updated",
      "media.uploaded",
    ]);
  }, 60_000);

  it("answers bad input with 4xx, never 500, and follows the policy", async () => {
    expect((await api("/abc")).status).toBe(404);
    expect((await api("/999999")).status).toBe(404);
    expect((await patch(1, { focalX: 3 })).status).toBe(400);
    expect((await patch(1, { other: 1 })).status).toBe(400);
    expect((await patch(1, { alt: "x" }, 999)).status).toBe(412);
    expect((await api("", { method: "POST", body: "nothing", headers: { "content-type": "text/plain" } })).status).toBe(
      415,
    );
    expect((await api("", { role: "sales" })).status).toBe(403);
    expect((await api("", { role: "author" })).status).toBe(200);
    expect((await upload([{ name: "s.png", data: await solid("png") }], "sales")).res.status).toBe(403);
  });

  it("lets an author upload and describe their own pictures, not change anyone else's", async () => {
    const { res, body } = await upload([{ name: "author.png", data: await solid("png") }], "author");
    expect(res.status).toBe(201);
    const own = body.items[0]!;
    const described = await patch(own.id, { alt: "A team at work" }, own.version, "author");
    expect(described.status).toBe(200);
    expect(((await described.json()) as Item).usable).toBe(true);
    const theirs = (await upload([{ name: "admin.png", data: await solid("png") }])).body.items[0]!;
    expect((await patch(theirs.id, { alt: "Changed" }, theirs.version, "author")).status).toBe(403);
    expect((await api(`/${theirs.id}`, { method: "DELETE", role: "author" })).status).toBe(403);
    expect(can("author", "media.manage")).toBe(false);
  });
});
