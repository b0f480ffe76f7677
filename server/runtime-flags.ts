/**
 * How the production server runs Node: `npm start` (scripts/start.ts) and the
 * benchmarks use these; the Dockerfile and deploy/vitrine.service repeat them, and
 * tests/integration/service-files.test.ts checks that they do.
 *
 * - A 4 MB young generation and a 128 MB old generation: the server's live heap is
 *   about 40 MB idle and stays under 100 MB rendering four pages at once (the render
 *   queue, server/render-queue.ts). Without a ceiling V8 lets garbage pile up to
 *   several hundred megabytes under load before it collects, and never hands the
 *   pages back; with it, a process stays near 160 MB idle and 250 MB under load.
 *   (A 2 MB young generation saves another 15 MB but renders about 20 % slower.)
 * - Two glibc malloc arenas instead of one per thread: the compression and file
 *   threads otherwise each keep their own freed memory.
 */
export const NODE_FLAGS = ["--max-semi-space-size=4", "--max-old-space-size=128"] as const;
export const MEMORY_ENV = { MALLOC_ARENA_MAX: "2" } as const;
