import { spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATEGORY_LABELS, VIDEO_TYPES } from "../../app/kernel/content-constants.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import copy from "./copy/pages.json" with { type: "json" };
import { sceneSvg } from "./art/scenes.ts";
import { tourScenes, tourScript } from "./art/tours.ts";
import { buildSeed } from "./build.ts";
import { readWav, writeWav } from "./tour-clip.ts";
import { missingTools, statedLength, withSeedTours } from "./videos.ts";

const probe = (file: string, entries: string) =>
  spawnSync("ffprobe", ["-v", "error", "-show_entries", entries, "-of", "csv=p=0", file], { encoding: "utf8" })
    .stdout.trim()
    .split("\n");

describe("what the tours show and say", () => {
  const videos = buildSeed().rows.videos.filter((v) => v.published);

  it("speaks each video's own script, after its title, over screens of its own", () => {
    expect(videos.length).toBe(30);
    const narrations = new Set<string>();
    const screens = new Set<string>();
    for (const v of videos) {
      const scenes = tourScenes(v, "oa");
      const script = tourScript(v);
      expect(script.length, v.title).toBeGreaterThanOrEqual(3);
      expect(scenes.map((s) => s.says)).toEqual([`${v.title}. ${v.summary}`, ...script]);
      // The words spoken are the page's own ("In this video"), so the captions describe the clip.
      const body = v.body_html.replace(/&#(?:39|x27);/g, "'").replace(/&amp;/g, "&");
      for (const sentence of script) expect(body).toContain(sentence);
      // The title card names who presents the video, as its page does.
      const presenter = scenes[0]!.art.figures?.[1]?.value ?? "";
      expect(presenter, v.title).toMatch(/^[A-Z][a-z]+ [A-Z]/);
      expect(v.body_html).toContain(`Presented by ${presenter}`);
      narrations.add(script.join(" "));
      for (const [i, s] of scenes.entries()) screens.add(sceneSvg(`tour-${v.id}-${i}`, "cover", s.art, 1440, 810));
    }
    expect(narrations.size).toBe(videos.length);
    expect(screens.size).toBe(videos.reduce((n, v) => n + tourScenes(v, "oa").length, 0));
  });

  it("promise nothing the clips lack", () => {
    // Every clip is a narrated tour of under a minute, with captions and no chapters
    // track (the category names say so too: app/components/desktop/video-player.test.ts).
    for (const v of videos) {
      const promised = [...v.body_html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]).join(" ");
      expect(promised, v.title).not.toMatch(/questions from the audience|chapters/i);
    }
  });

  it("joins the speech of the scenes losslessly", () => {
    const data = Buffer.from([1, 0, 2, 0, 3, 0, 4, 0]);
    expect(readWav(writeWav(22050, 1, 16, data))).toEqual({ rate: 22050, channels: 1, bits: 16, data });
    expect(() => readWav(Buffer.from("not a wav file at all, not at all"))).toThrow(/WAV/);
  });
});

describe("narrated video tours", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices("sqlite", "tours");
  });
  afterAll(async () => {
    await s?.dispose();
  });
  const seedVideos = () => buildSeed().rows.videos;

  it("are not made, and change no row, without ffmpeg and espeak-ng", async () => {
    const before = seedVideos();
    const path = process.env.PATH;
    process.env.PATH = "/nonexistent";
    try {
      expect(missingTools()).toEqual(["ffmpeg", "espeak-ng"]);
      const { videos, result } = await withSeedTours(before, s.dataDir);
      expect(result.skipped).toMatch(/ffmpeg/);
      expect(videos).toEqual(before);
    } finally {
      process.env.PATH = path;
    }
  });

  // CI installs ffmpeg and espeak-ng (.ci/run); without them this fails rather than passing unseen.
  it("give every published video a spoken, captioned clip as long as its page says", { timeout: 600_000 }, async () => {
    // A clip an editor chose is kept: only the seed's clips are replaced by tours.
    const chosen = { source_url: "media/upload-7.webm", fallback_url: null, duration_seconds: 95 };
    const rows = seedVideos().map((v) => (v.id === 30 ? { ...v, ...chosen } : v));
    const { videos, result } = await withSeedTours(rows, s.dataDir);
    expect(result.clips.length).toBe(29);
    expect(videos.find((v) => v.id === 30)).toMatchObject(chosen);
    const playable = videos.filter((v) => v.published && v.source_url?.startsWith("media/tour-"));
    expect(playable.length).toBe(29);
    const captions = new Set<string>();
    for (const v of playable) {
      const file = path.join(s.dataDir, v.source_url!);
      expect(existsSync(file), v.source_url!).toBe(true);
      const seconds = Number(probe(file, "format=duration")[0]);
      expect(Math.round(seconds), v.title).toBe(v.duration_seconds);
      expect(seconds).toBeGreaterThanOrEqual(15);
      expect(seconds).toBeLessThanOrEqual(45);
      expect(probe(file, "stream=codec_type,codec_name").sort()).toEqual(["opus,audio", "vp9,video"]);
      // Beside it, the same clip as MP4 for browsers that play no WebM (older Safari):
      // H.264 and AAC, as long, its index first so it starts before it has all arrived.
      expect(v.fallback_url).toBe(`media/tour-${v.id}.mp4`);
      const mp4 = path.join(s.dataDir, v.fallback_url!);
      expect(probe(mp4, "stream=codec_type,codec_name,profile").sort()).toEqual(["aac,LC,audio", "h264,Main,video"]);
      expect(Math.abs(Number(probe(mp4, "format=duration")[0]) - seconds), v.title).toBeLessThan(0.2);
      const head = readFileSync(mp4)
        .subarray(0, 64 * 1024)
        .toString("latin1");
      const [moov, mdat] = [head.indexOf("moov"), head.indexOf("mdat")];
      expect(moov, `${v.title}: index at the start`).toBeGreaterThan(0);
      expect(mdat === -1 || moov < mdat, `${v.title}: index before the media`).toBe(true);
      // Where the page's own words state a length, it is the clip's.
      const stated = [...v.body_html.matchAll(/(\d+)[\s-]seconds?\b/g)].map((m) => Number(m[1]));
      expect(
        stated.filter((n) => n !== v.duration_seconds),
        v.body_html,
      ).toEqual([]);
      const vtt = readFileSync(path.join(s.dataDir, v.captions_url!), "utf8");
      expect(vtt).toMatch(/^WEBVTT/);
      expect(vtt).toContain(v.title);
      for (const sentence of tourScript(v)) expect(vtt).toContain(sentence);
      const ends = [...vtt.matchAll(/--> (\d\d):(\d\d):(\d\d\.\d+)/g)].map((m) => Number(m[2]) * 60 + Number(m[3]));
      expect(ends.length).toBe(1 + tourScript(v).length);
      expect(Math.max(...ends)).toBeLessThanOrEqual(seconds + 0.01);
      expect(Math.max(...ends)).toBeGreaterThan(seconds - 0.5);
      captions.add(vtt);
    }
    expect(captions.size).toBe(playable.length);
  });

  it("corrects the stated length in a video's text", () => {
    expect(statedLength("<p>The video runs for 42 minutes including questions from the audience.</p>", 19)).toBe(
      "<p>The video runs for 19 seconds.</p>",
    );
  });
});

describe("video categories", () => {
  it("say what their clips are: narrated tours of under a minute, not recorded webinars", () => {
    // Each category's intro is an item of the videos document's features block, titled with its label.
    const intros = new Map(
      (copy.videos.blocks as Array<{ items?: Array<{ title: string; text: string }> }>)
        .flatMap((b) => b.items ?? [])
        .map((i) => [i.title, i.text] as const),
    );
    for (const type of VIDEO_TYPES) {
      const intro = intros.get(CATEGORY_LABELS[type]) ?? "";
      expect(intro).toMatch(/\w/);
      expect(`${CATEGORY_LABELS[type]}: ${intro}`).not.toMatch(/webinar|recording|filmed|asked live/i);
    }
    expect(CATEGORY_LABELS.webinars).toBe("Briefings");
  });
});
