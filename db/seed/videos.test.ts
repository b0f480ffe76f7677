import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { readContentVersion } from "../content-version.ts";
import { ensureSeedClips, missingTools, statedLength } from "./videos.ts";

const probe = (file: string, entries: string) =>
  spawnSync("ffprobe", ["-v", "error", "-show_entries", entries, "-of", "csv=p=0", file], { encoding: "utf8" })
    .stdout.trim()
    .split("\n");

describe("narrated video tours", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices("sqlite", "tours");
  });
  afterAll(async () => {
    await s?.dispose();
  });

  it("are not made, and change nothing, without ffmpeg and espeak-ng", async () => {
    const before = await s.db.kysely.selectFrom("videos").selectAll().orderBy("id").execute();
    const path = process.env.PATH;
    process.env.PATH = "/nonexistent";
    try {
      expect(missingTools()).toEqual(["ffmpeg", "ffprobe", "espeak-ng"]);
      const result = await ensureSeedClips(s.db, s.dataDir);
      expect(result.skipped).toMatch(/ffmpeg/);
    } finally {
      process.env.PATH = path;
    }
    expect(await s.db.kysely.selectFrom("videos").selectAll().orderBy("id").execute()).toEqual(before);
  });

  // CI installs ffmpeg and espeak-ng (.ci/run); without them this fails rather than passing unseen.
  it("give every playable video a spoken, captioned clip as long as its page says", { timeout: 600_000 }, async () => {
    const result = await ensureSeedClips(s.db, s.dataDir);
    expect(result.clips.length).toBe(8);
    const playable = await s.db.kysely
      .selectFrom("videos")
      .selectAll()
      .where("published", "=", true)
      .where("source_url", "is not", null)
      .execute();
    expect(playable.length).toBe(8);
    for (const v of playable) {
      const file = path.join(s.dataDir, v.source_url!);
      expect(existsSync(file), v.source_url!).toBe(true);
      const seconds = Number(probe(file, "format=duration")[0]);
      expect(Math.round(seconds)).toBe(v.duration_seconds);
      expect(seconds).toBeGreaterThanOrEqual(10);
      expect(seconds).toBeLessThanOrEqual(30);
      expect(probe(file, "stream=codec_type").sort()).toEqual(["audio", "video"]);
      // Where the page's own words state a length, it is the clip's.
      const stated = [...v.body_html.matchAll(/(\d+)[\s-]seconds?\b/g)].map((m) => Number(m[1]));
      expect(
        stated.filter((n) => n !== v.duration_seconds),
        v.body_html,
      ).toEqual([]);
      const vtt = readFileSync(path.join(s.dataDir, v.captions_url!), "utf8");
      expect(vtt).toMatch(/^WEBVTT/);
      expect(vtt).toContain(v.title);
      const ends = [...vtt.matchAll(/--> (\d\d):(\d\d):(\d\d\.\d+)/g)].map((m) => Number(m[2]) * 60 + Number(m[3]));
      expect(ends.length).toBe(3);
      expect(Math.max(...ends)).toBeLessThanOrEqual(seconds + 0.01);
    }
    // A second run finds everything in place and writes nothing.
    const version = (await readContentVersion(s.db.kysely)).version;
    const again = await ensureSeedClips(s.db, s.dataDir);
    expect(again.clips.every((c) => c.cached)).toBe(true);
    expect((await readContentVersion(s.db.kysely)).version).toBe(version);
  });

  it("corrects the stated length in a video's text", () => {
    expect(statedLength("<p>The video runs for 42 minutes including questions from the audience.</p>", 19)).toBe(
      "<p>The video runs for 19 seconds.</p>",
    );
  });
});
