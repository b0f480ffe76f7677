/**
 * A small in-memory cache of content results. Entries expire after a TTL (a
 * safety net for what no version bump announces, such as a hand edit) and are
 * dropped by invalidate(): all at once for the content service's own results
 * (server/services.ts, on every content change), or those whose recorded tags a
 * change names for the sitemaps and feeds (server/seo.ts). A pending load is
 * shared, so a burst of identical requests runs one query.
 *
 * Each result keeps the page-cache tags its load recorded (server/content/scope.ts)
 * and hands them to every caller, hit or miss, so a page served from cached
 * results still learns which content it shows.
 */
import { everyItemTagOf, recordDeps, recordingInto } from "./scope.ts";

export interface ResultCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  /** Drops the results that recorded any of `tags`; every result when `tags` is absent. */
  invalidate(tags?: ReadonlySet<string>): void;
  /** Whether `key` holds a result. */
  has(key: string): boolean;
  readonly size: number;
  /** Bumped by every invalidation. */
  readonly generation: number;
}

export function createResultCache(options: { ttlMs: number; maxEntries?: number; now?: () => number }): ResultCache {
  const max = options.maxEntries ?? 5000;
  const now = options.now ?? Date.now;
  let entries = new Map<string, { value: Promise<unknown>; expires: number; deps: Set<string> }>();
  const withDeps = <T>(value: Promise<T>, deps: Set<string>): Promise<T> =>
    value.then((result) => {
      recordDeps(deps);
      return result;
    });
  let generation = 0;
  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit && hit.expires > now()) return withDeps(hit.value as Promise<T>, hit.deps);
      if (hit) entries.delete(key);
      if (entries.size >= max) {
        // Drop the oldest tenth rather than one entry at a time.
        const drop = Math.ceil(max / 10);
        for (const k of [...entries.keys()].slice(0, drop)) entries.delete(k);
      }
      const started = generation;
      const deps = new Set<string>();
      const value = recordingInto(deps, load);
      if (options.ttlMs > 0) {
        entries.set(key, { value, expires: now() + options.ttlMs, deps });
        value.catch(() => {
          // Failures are not cached, and a result that raced an invalidation is not kept.
          if (entries.get(key)?.value === value) entries.delete(key);
        });
        void value.then(
          () => {
            if (generation !== started && entries.get(key)?.value === value) entries.delete(key);
          },
          () => {},
        );
      }
      return withDeps(value, deps);
    },
    invalidate(tags) {
      // A load under way may yet record one of the tags: it is not kept either way.
      generation++;
      if (!tags) entries = new Map();
      else {
        // Looked up tag by tag of the change (a few), never by the thousands a result may hold.
        const looked = new Set(tags);
        for (const t of tags) {
          const every = everyItemTagOf(t);
          if (every) looked.add(every);
        }
        for (const [key, entry] of entries) for (const t of looked) if (entry.deps.has(t)) entries.delete(key);
      }
    },
    has: (key) => entries.has(key),
    get size() {
      return entries.size;
    },
    get generation() {
      return generation;
    },
  };
}
