/**
 * Where stored pages live: three byte-bounded LRU pools (pages, pages with a
 * query string, 404 pages), and the log of recent changes that keeps a render
 * which a content change overtook from being stored after the change. A page's
 * tags are known only once it rendered (the content it showed), so the check
 * compares them with the changes made since its render began.
 */
import { tagsForChange } from "./keys.ts";
import type { ContentChange } from "../content-changes.ts";

export type Encoding = "br" | "gzip" | "identity";

export interface CacheEntry {
  key: string;
  status: number;
  tags: readonly string[];
  etag: string;
  storedAt: number;
  bytes: number;
  bodies: Record<Encoding, Buffer>;
  /** Flat [name, value, ...] header lists ready for writeHead, one per encoding, and one for 304. */
  raw: Record<Encoding | "notModified", string[]>;
  hits: number;
  /** Header list for a body of one encoding (used when a better brotli body replaces the first). */
  withBody: (encoding: Encoding, body: Buffer) => string[];
}

/** Byte-bounded LRU (a Map keeps insertion order; a hit moves the entry to the end). */
export class ByteLru<E extends { key: string; bytes: number } = CacheEntry> {
  readonly map = new Map<string, E>();
  bytes = 0;
  evictions = 0;
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    this.maxBytes = maxBytes;
  }
  get(key: string): E | undefined {
    const entry = this.map.get(key);
    if (entry) {
      this.map.delete(key);
      this.map.set(key, entry);
    }
    return entry;
  }
  set(entry: E): void {
    this.delete(entry.key);
    if (entry.bytes > this.maxBytes) return;
    this.map.set(entry.key, entry);
    this.bytes += entry.bytes;
    for (const [key, old] of this.map) {
      if (this.bytes <= this.maxBytes) break;
      this.map.delete(key);
      this.bytes -= old.bytes;
      this.evictions++;
    }
  }
  delete(key: string): boolean {
    const old = this.map.get(key);
    if (!old) return false;
    this.map.delete(key);
    this.bytes -= old.bytes;
    return true;
  }
  clear(): void {
    this.map.clear();
    this.bytes = 0;
  }
}

type PoolName = "pages" | "query" | "missing";

interface PageStore {
  readonly pools: Record<PoolName, ByteLru>;
  /** The stored page of a key and the pool it is in (its own pool first, then 404 pages). */
  find(key: string, pool: "pages" | "query"): { entry: CacheEntry | undefined; pool: ByteLru };
  /** The stored page of a key without touching its recency (stale-if-error). */
  peek(key: string, pool: "pages" | "query"): CacheEntry | undefined;
  /** A mark to take before a render and pass to changedSince() after it. */
  mark(): number;
  /** Whether a change since `mark` touched any of `tags`. */
  changedSince(mark: number, tags: readonly string[]): boolean;
  /** Drops the pages a change makes stale; returns the tags dropped (undefined: all) and how many pages went. */
  invalidate(change: ContentChange): { tags: Set<string> | undefined; dropped: number };
  stats(): { entries: number; bytes: number; evictions: number };
}

/** `maxBytes` for 200 pages; pages with a query get an eighth of it and 404 pages a sixteenth, on top. */
export function createPageStore(maxBytes: number): PageStore {
  const pools: Record<PoolName, ByteLru> = {
    pages: new ByteLru(maxBytes),
    query: new ByteLru(Math.floor(maxBytes / 8)),
    missing: new ByteLru(Math.floor(maxBytes / 16)),
  };
  /** The latest invalidations (their sequence number and tags, undefined: all), for changedSince(). */
  const recent: Array<{ seq: number; tags: Set<string> | undefined }> = [];
  let seq = 0;

  return {
    pools,
    find(key, poolName) {
      const pool = pools[poolName];
      const entry = pool.get(key);
      if (entry) return { entry, pool };
      const missing = pools.missing.get(key);
      return { entry: missing, pool: missing ? pools.missing : pool };
    },
    peek: (key, pool) => pools[pool].map.get(key) ?? pools.missing.map.get(key),
    mark: () => seq,
    changedSince(mark, tags) {
      if (mark === seq) return false;
      // Older than the log reaches: assume the worst, the page is rendered again next time.
      if (recent.length === 0 || recent[0]!.seq > mark + 1) return true;
      return recent.some((r) => r.seq > mark && (!r.tags || tags.some((t) => r.tags!.has(t))));
    },
    invalidate(change) {
      const tags = tagsForChange(change);
      let dropped = 0;
      recent.push({ seq: ++seq, tags });
      if (recent.length > 256) recent.shift();
      for (const pool of Object.values(pools)) {
        for (const [key, entry] of [...pool.map]) {
          if (tags && !entry.tags.some((t) => tags.has(t))) continue;
          pool.delete(key);
          dropped++;
        }
      }
      return { tags, dropped };
    },
    stats() {
      const all = Object.values(pools);
      return {
        entries: all.reduce((n, p) => n + p.map.size, 0),
        bytes: all.reduce((n, p) => n + p.bytes, 0),
        evictions: all.reduce((n, p) => n + p.evictions, 0),
      };
    },
  };
}
