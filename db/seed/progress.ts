/**
 * Progress of preparing the demo content, for the people watching a first start:
 * each step reports how far it is (`done` of `total`), and the runner decides how
 * to show it (server/services.ts logs a line per report, scripts/db-seed.ts too).
 */
export interface SeedProgress {
  /** "content" (rows written), "media" (images rendered), "video tours" (clips made), "shared media" (files stored for every instance). */
  step: "content" | "media" | "video tours" | "shared media";
  done: number;
  total: number;
  /** What is counted: "rows", "images". */
  unit: string;
}

export type SeedProgressListener = (progress: SeedProgress) => void;

/**
 * A listener that passes on the first and last report of a step and, between
 * them, at most one report per `everyMs`: a step of a few seconds logs a handful
 * of lines, not one per image.
 */
export function throttleProgress(listener: SeedProgressListener, everyMs = 2_000): SeedProgressListener {
  const last = new Map<string, number>();
  return (progress) => {
    const now = performance.now();
    const previous = last.get(progress.step);
    const edge = previous === undefined || progress.done >= progress.total;
    if (!edge && previous !== undefined && now - previous < everyMs) return;
    last.set(progress.step, now);
    listener(progress);
  };
}

/** "images 120 of 666 (18%)" */
export function describeProgress({ step, done, total, unit }: SeedProgress): string {
  const percent = total ? Math.floor((done / total) * 100) : 100;
  return `demo content, ${step}: ${done} of ${total} ${unit} (${percent}%)`;
}
