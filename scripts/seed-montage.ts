/**
 * `npm run seed:montage [-- <file> [pattern]]`: one picture of every cover the
 * seed draws (news, events, cases and their galleries, solutions, Q&A, help,
 * services, offers, home banners, video posters; not the logos), in key order,
 * so all of them can be looked at at once. Draws what the media cache lacks
 * first. Writes docs/screenshots/covers-montage.webp unless told otherwise;
 * `pattern` (a regular expression on the picture keys) keeps only some.
 */
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { buildSeed } from "../db/seed/build.ts";
import { ensureMedia, mediaFileName } from "../db/seed/images.ts";

const root = path.resolve(import.meta.dirname, "..");
const out = path.resolve(process.argv[2] ?? path.join(root, "docs/screenshots/covers-montage.webp"));
const only = new RegExp(process.argv[3] ?? ".");
const TILE = { width: 192, height: 108 };
const GAP = 4;
const COLUMNS = 20;

const covers = buildSeed().media.filter((m) => m.kind !== "logo" && only.test(m.key));
const dir = await mkdtemp(path.join(os.tmpdir(), "vitrine-montage-"));
try {
  await ensureMedia(dir, covers, { onNotice: (m) => console.log(m) });
  const tiles = await Promise.all(
    covers.map(async (m, i) => ({
      input: await sharp(path.join(dir, mediaFileName(m.key, m.widths[0]!, "webp")))
        .resize(TILE.width, TILE.height, { fit: "cover" })
        .toBuffer(),
      left: GAP + (i % COLUMNS) * (TILE.width + GAP),
      top: GAP + Math.floor(i / COLUMNS) * (TILE.height + GAP),
    })),
  );
  const columns = Math.min(COLUMNS, covers.length);
  const rows = Math.ceil(covers.length / COLUMNS);
  await sharp({
    create: {
      width: GAP + columns * (TILE.width + GAP),
      height: GAP + rows * (TILE.height + GAP),
      channels: 3,
      background: "#ffffff",
    },
  })
    .composite(tiles)
    .webp({ quality: 72 })
    .toFile(out);
  console.log(`${covers.length} covers in ${path.relative(root, out)}`);
} finally {
  await rm(dir, { recursive: true, force: true });
}
