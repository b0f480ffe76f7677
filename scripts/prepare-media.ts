/**
 * Renders the demo's pictures and narrated video tours into the media cache
 * (node_modules/.cache/vitrine-media, or MEDIA_CACHE_DIR), so a first start, and
 * every fresh data directory, only links files. Run by scripts/ensure-build.ts
 * after a build; `node scripts/prepare-media.ts` runs it alone. Prints progress.
 */
import { buildSeed } from "../db/seed/build.ts";
import { ensureMedia } from "../db/seed/images.ts";
import { cacheSeedTours, missingTools } from "../db/seed/videos.ts";

const started = performance.now();
const { rows, media } = buildSeed();
const say = (line: string) => process.stdout.write(`${line}\n`);
const pictures = await ensureMedia(null, media, {
  onNotice: say,
  onProgress: (done, total, cached) => {
    if (done % 50 === 0 || done === total) say(`Demo pictures: ${done} of ${total} (${cached} from the cache)`);
  },
});
const missing = missingTools();
if (missing.length) say(`Video tours skipped: ${missing.join(", ")} not found; those videos will not be playable.`);
else
  await cacheSeedTours(rows.videos, {
    onProgress: (done, total) => say(`Video tours: ${done} of ${total}`),
  });
say(
  `Demo media ready in ${Math.round((performance.now() - started) / 1000)} s (${pictures.rendered ?? 0} pictures drawn).`,
);
