/**
 * The content types seeded by a module of their own beside their copy, `copy/<name>.ts`
 * for the definition named <name>, so that a new type adds its copy and that module and
 * names itself nowhere else in the seed. In the definitions' order; build.ts runs them
 * after the built-in builders, so the ids those give never move.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { COLLECTIONS, type ContentType } from "../../app/kernel/collections/index.ts";
import type { ArtworkKit } from "./art/assign.ts";
import type { SeedKit, SeedRows } from "./build-kit.ts";

/** What `copy/<name>.ts` exports. */
export interface TypeSeed {
  /** Writes the type's demo items into the rows. */
  build(kit: SeedKit): void;
  /** Gives the type's items their own pictures, in the pass over every item (art/assign.ts). */
  artwork?(rows: SeedRows, art: ArtworkKit): void;
}

const COPY = path.join(import.meta.dirname, "copy");

export const TYPE_SEEDS: ReadonlyArray<{ name: ContentType; seed: TypeSeed }> = await Promise.all(
  COLLECTIONS.filter((c) => existsSync(path.join(COPY, `${c.name}.ts`))).map(async (c) => ({
    name: c.name,
    seed: (await import(`./copy/${c.name}.ts`)) as TypeSeed,
  })),
);
