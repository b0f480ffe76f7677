/**
 * The demo pictures as items of the media library (decision 0074). The seed draws them
 * already cut to the site's widths (db/seed/images.ts), so an item of theirs has no
 * original in the store: its key is the picture's `media` key ("news-12", "logo-acme"),
 * its variants are the drawn files the pages already name, and its alt text is the one
 * the pages give the picture. Written by the seed in its transaction, before the items
 * that show them, so their uses are recorded like an upload's.
 */
import { createHash } from "node:crypto";
import { sql, type Insertable, type Transaction } from "kysely";
import { bool, logoAlt } from "../../app/kernel/rows.ts";
import type { DB } from "../../db/schema.ts";
import type { MediaAssetsTable } from "../../db/schema-media.ts";
import type { MediaSpec } from "../../db/seed/artwork.ts";
import { mediaFileName } from "../../db/seed/images.ts";

/** Uploads' keys ("upload-<id>"); every other library key is a demo picture's. */
export const isUploadKey = (key: string) => /^upload-[1-9]\d{0,14}$/.test(key);

const CHUNK = 100;

/** A field naming a picture by key, and the field beside it holding its alt text. */
const KEY_FIELD = /^(.*?)(_key|Key|key)$/;
const ALT_SUFFIX: Record<string, string> = { _key: "_alt", Key: "Alt", key: "alt" };

/**
 * The alt text the pages give each picture: the `…_alt` beside a `…_key` (or `alt` beside a
 * gallery's `key` or a block gallery's `imageKey`), a customer's logo named as the case page
 * names it. Published rows come
 * first: a draft's words are not what visitors read.
 */
export function demoAltTexts(tables: Readonly<Record<string, readonly object[]>>, keys: ReadonlySet<string>) {
  const alts = new Map<string, string>();
  const visit = (value: unknown): void => {
    if (typeof value === "string") {
      // JSON columns (a case's gallery, the page settings) hold pictures too.
      if (/^[[{]/.test(value)) visit(parseJson(value));
      return;
    }
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    for (const [field, v] of Object.entries(record)) {
      const m = KEY_FIELD.exec(field);
      if (m && typeof v === "string" && keys.has(v) && !alts.has(v)) {
        const alt =
          field === "customer_logo_key"
            ? logoAlt(String(record.customer_name))
            : (record[`${m[1]}${ALT_SUFFIX[m[2]!]}`] ?? record.alt);
        if (typeof alt === "string" && alt.trim()) alts.set(v, alt.trim());
      } else visit(v);
    }
  };
  const rows = Object.entries(tables).flatMap(([table, list]) => (table === "media" ? [] : list));
  const published = (row: object) => bool(((row as { published?: unknown }).published ?? true) as boolean);
  rows.filter(published).forEach(visit);
  rows.filter((row) => !published(row)).forEach(visit);
  return alts;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The library rows of the demo pictures; a picture no row describes is named by its key. */
export function demoItemRows(
  specs: readonly MediaSpec[],
  tables: Readonly<Record<string, readonly object[]>>,
  now: string,
): Array<Insertable<MediaAssetsTable>> {
  const alts = demoAltTexts(tables, new Set(specs.map((s) => s.key)));
  return specs.map((spec) => {
    const widest = Math.max(...spec.widths);
    return {
      key: spec.key,
      // The widest JPEG: the file a visitor downloading the picture gets.
      file_name: mediaFileName(spec.key, widest, "jpeg"),
      mime: "image/jpeg",
      // Drawn files live in the media cache and the data directory, not in the store.
      bytes: 0,
      width: spec.width,
      height: spec.height,
      // What the picture is drawn from: it changes when the drawing does.
      hash: createHash("sha256").update(JSON.stringify(spec)).digest("hex"),
      alt: alts.get(spec.key) ?? spec.key,
      created_by: null,
      created_at: now,
      updated_at: now,
    };
  });
}

/**
 * Makes the library's demo items those of `specs`: new pictures added, changed ones
 * updated in place (same id, so a reseed keeps one item per picture), pictures no longer
 * drawn removed. Uploads are never touched. Runs in the seed's transaction, after the
 * image uses of the replaced content were emptied.
 */
export async function writeDemoItems(
  trx: Transaction<DB>,
  specs: readonly MediaSpec[],
  tables: Readonly<Record<string, readonly object[]>>,
): Promise<void> {
  const keys = specs.map((s) => s.key);
  let gone = trx.deleteFrom("media_assets").where("key", "not like", "upload-%");
  if (keys.length) gone = gone.where("key", "not in", keys);
  await gone.execute();
  const rows = demoItemRows(specs, tables, new Date().toISOString());
  for (let i = 0; i < rows.length; i += CHUNK)
    await trx
      .insertInto("media_assets")
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) =>
        oc.column("key").doUpdateSet((eb) => ({
          file_name: eb.ref("excluded.file_name"),
          width: eb.ref("excluded.width"),
          height: eb.ref("excluded.height"),
          hash: eb.ref("excluded.hash"),
          alt: eb.ref("excluded.alt"),
          // A form loaded before the reseed is stale now.
          version: sql<number>`media_assets.version + 1`,
          updated_at: eb.ref("excluded.updated_at"),
        })),
      )
      .execute();
}
