/**
 * The variant pool: sharp runs in worker threads (piscina), never on the thread
 * that answers requests, so the site keeps answering while a batch of uploads is
 * encoded. One job per original makes every width and format; a variant asked for
 * while its job runs waits for that job instead of starting another.
 */
import { mkdirSync } from "node:fs";
import { availableParallelism } from "node:os";
import path from "node:path";
import { Piscina } from "piscina";
import type { VariantJob } from "./variant-worker.ts";
import { cropAround, MAX_PIXELS, VARIANT_EXT, VARIANT_FORMATS, widthsFor } from "./formats.ts";

export interface VariantSource {
  key: string;
  /** The variants' URL tag: the original's hash and focal point together (variantTag). */
  tag: string;
  width: number;
  height: number;
  focalX: number;
  focalY: number;
}

export interface VariantPool {
  /** Makes every variant of `source` into the cache directory; resolves with its dominant colour. */
  render(source: VariantSource, original: Uint8Array): Promise<{ color: string }>;
  /** The file name of one variant. */
  fileName(source: Pick<VariantSource, "key" | "tag">, width: number, ext: string): string;
  /** The file names render() writes for `source`. */
  names(source: VariantSource): string[];
  readonly dir: string;
  close(): Promise<void>;
}

export function createVariantPool(dir: string): VariantPool {
  mkdirSync(path.join(dir, ".partial"), { recursive: true });
  let pool: Piscina | undefined;
  // Leave a core to the event loop and the database on small machines.
  const threads = Math.max(1, Math.min(2, availableParallelism() - 1));
  const running = new Map<string, Promise<{ color: string }>>();
  const fileName = (s: Pick<VariantSource, "key" | "tag">, width: number, ext: string) =>
    `${s.key}.${s.tag}-${width}.${ext}`;
  const outputsOf = (source: VariantSource) => {
    const crop = cropAround(source.width, source.height, { x: source.focalX, y: source.focalY });
    const outputs = widthsFor(crop.width).flatMap((width) =>
      VARIANT_FORMATS.map((format) => ({ width, format, file: fileName(source, width, VARIANT_EXT[format]) })),
    );
    return { crop, outputs };
  };

  return {
    dir,
    fileName,
    names: (source) => outputsOf(source).outputs.map((o) => o.file),
    render(source, original) {
      const id = `${source.key}.${source.tag}`;
      const existing = running.get(id);
      if (existing) return existing;
      pool ??= new Piscina({
        filename: new URL("./variant-worker.ts", import.meta.url).href,
        minThreads: 0,
        maxThreads: threads,
        idleTimeout: 30_000,
      });
      const { crop, outputs } = outputsOf(source);
      const job: VariantJob = { original, crop, outputs, dir, limitInputPixels: MAX_PIXELS };
      const done = (pool.run(job) as Promise<{ color: string }>).finally(() => running.delete(id));
      running.set(id, done);
      return done;
    },
    async close() {
      await pool?.destroy();
      pool = undefined;
    },
  };
}
