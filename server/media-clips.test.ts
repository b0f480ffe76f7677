/**
 * The tours' clips as a player asks for them: each format with its own content
 * type, and byte ranges (a player starts with "bytes=0-", Safari with
 * "bytes=0-1", and a seek asks for the middle), so older Safari, which plays
 * only MP4 and only from a server that answers ranges, plays them.
 */
import { copyFile, mkdir, mkdtemp, readFile } from "node:fs/promises";
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSeed } from "../db/seed/build.ts";
import { tourScenes } from "../db/seed/art/tours.ts";
import { renderTour } from "../db/seed/tour-clip.ts";
import { missingTools } from "../db/seed/videos.ts";
import { listenWithoutPages } from "../tests/support/api.ts";
import { createTestServices, type TestServices } from "../tests/support/databases.ts";

describe("video clips served for every player", () => {
  let s: TestServices;
  let server: http.Server;
  let origin = "";
  const files: Record<string, Buffer> = {};

  beforeAll(async () => {
    expect(missingTools(), "ffmpeg and espeak-ng make the tours (.ci/run installs them)").toEqual([]);
    s = await createTestServices("sqlite", "clips");
    const video = buildSeed().rows.videos[0]!;
    const dir = await mkdtemp(path.join(os.tmpdir(), "vitrine-clip-"));
    await renderTour(dir, `tour-${video.id}`, video.title, tourScenes(video, "oa").slice(0, 2));
    await mkdir(s.mediaDir, { recursive: true });
    for (const ext of ["webm", "mp4"]) {
      await copyFile(path.join(dir, `clip.${ext}`), path.join(s.mediaDir, `tour-test.${ext}`));
      files[ext] = await readFile(path.join(dir, `clip.${ext}`));
    }
    ({ server, origin } = await listenWithoutPages(s));
  }, 120_000);
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await s?.dispose();
  });

  it.each([
    ["mp4", "video/mp4"],
    ["webm", "video/webm"],
  ])("serves the %s clip as %s, whole or by ranges", async (ext, type) => {
    const url = `${origin}/media/tour-test.${ext}`;
    const file = files[ext]!;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe(type);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(Buffer.from(await whole.arrayBuffer()).equals(file)).toBe(true);

    const probe = await fetch(url, { headers: { range: "bytes=0-1" } });
    expect(probe.status).toBe(206);
    expect(probe.headers.get("content-type")).toBe(type);
    expect(probe.headers.get("content-range")).toBe(`bytes 0-1/${file.length}`);
    expect(Buffer.from(await probe.arrayBuffer()).equals(file.subarray(0, 2))).toBe(true);

    const middle = Math.floor(file.length / 2);
    const seek = await fetch(url, { headers: { range: `bytes=${middle}-` } });
    expect(seek.status).toBe(206);
    expect(seek.headers.get("content-range")).toBe(`bytes ${middle}-${file.length - 1}/${file.length}`);
    expect(Buffer.from(await seek.arrayBuffer()).equals(file.subarray(middle))).toBe(true);

    const beyond = await fetch(url, { headers: { range: `bytes=${file.length + 10}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get("content-range")).toBe(`bytes */${file.length}`);
  });

  it("answers a conditional range with the range only while the file is unchanged", async () => {
    const url = `${origin}/media/tour-test.mp4`;
    const etag = (await fetch(url, { method: "HEAD" })).headers.get("etag")!;
    expect(etag).toBeTruthy();
    const same = await fetch(url, { headers: { range: "bytes=0-99", "if-range": etag } });
    expect(same.status).toBe(206);
    const changed = await fetch(url, { headers: { range: "bytes=0-99", "if-range": '"another"' } });
    expect(changed.status).toBe(200);
    expect((await changed.arrayBuffer()).byteLength).toBe(files.mp4!.length);
  });
});
