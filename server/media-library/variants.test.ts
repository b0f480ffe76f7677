/**
 * Two instances asked at once for the same new variant may both render it
 * (decision 0051 accepts that race): it is harmless because both write the same
 * bytes, which this test checks for every width and format of one photo.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { tempDataDir } from "../../tests/support/databases.ts";
import { jpegWithGps } from "../../tests/support/media.ts";
import { createVariantPool, type VariantSource } from "./variants.ts";

describe("variant rendering", () => {
  const pools = [createVariantPool(tempDataDir("variants-a")), createVariantPool(tempDataDir("variants-b"))];
  afterAll(() => Promise.all(pools.map((p) => p.close())));

  it("gives the same bytes on two instances rendering the same original at once", async () => {
    const original = await jpegWithGps();
    const source: VariantSource = { key: "upload-1", tag: "t", width: 1200, height: 900, focalX: 0.3, focalY: 0.6 };
    const [first, second] = pools as [(typeof pools)[0], (typeof pools)[0]];
    const colours = await Promise.all([first.render(source, original), second.render(source, original)]);
    expect(colours[0]).toEqual(colours[1]);
    const names = first.names(source);
    expect(names).toHaveLength(6);
    for (const name of names)
      expect(readFileSync(path.join(first.dir, name)).equals(readFileSync(path.join(second.dir, name))), name).toBe(
        true,
      );
  }, 60_000);
});
