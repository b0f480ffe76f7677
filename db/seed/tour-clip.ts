/**
 * Renders one narrated tour (art/tours.ts) into a folder: clip.webm, the same
 * clip as clip.mp4 (H.264 and AAC, for browsers without WebM), clip.vtt and
 * meta.json with its length. Made to be cheap, as every first
 * start pays for thirty of them: each scene is one still picture (drawn at
 * 960x540 straight from its SVG), shown at 2 frames a second and encoded as VP9
 * at a constant quality, so a still frame after the first costs almost nothing;
 * the speech is espeak-ng's, joined in memory into one mono WAV with each
 * scene's pause, and encoded as 24 kbit/s Opus. Each scene lasts a whole number
 * of frames, so the pictures, the speech and the captions change together.
 */
import { spawn } from "node:child_process";
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { sceneSvg } from "./art/scenes.ts";
import type { TourScene } from "./art/tours.ts";

export const TOUR_FORMAT = {
  width: 960,
  height: 540,
  fps: 2,
  videoCrf: 40,
  audioBitrate: "24k",
  mp4Crf: 30,
  mp4AudioBitrate: "40k",
} as const;
/** The size the scenes are drawn at (their text sizes are made for it); rendered scaled down. */
const DRAWN = { width: 1440, height: 810 };
/** Silence after each sentence, in seconds, before rounding up to a whole frame. */
const PAUSE = 0.5;

export function run(cmd: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => (out += d.toString()));
    child.stderr.on("data", (d: Buffer) => (err += d.toString()));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} exited with ${code}: ${err.slice(-400)}`)),
    );
  });
}

/** The samples of a PCM WAV file (espeak-ng writes 16-bit mono), and their rate. */
export function readWav(buf: Buffer): { rate: number; channels: number; bits: number; data: Buffer } {
  if (buf.toString("ascii", 0, 4) !== "RIFF" || buf.toString("ascii", 8, 12) !== "WAVE")
    throw new Error("not a WAV file");
  let fmt: { rate: number; channels: number; bits: number } | null = null;
  for (let at = 12; at + 8 <= buf.length;) {
    const id = buf.toString("ascii", at, at + 4);
    const size = buf.readUInt32LE(at + 4);
    if (id === "fmt ") fmt = { channels: buf.readUInt16LE(at + 10), rate: buf.readUInt32LE(at + 12), bits: buf.readUInt16LE(at + 22) }; // prettier-ignore
    // espeak-ng may leave the data size unset when it writes to a pipe: the data then runs to the end.
    if (id === "data" && fmt) return { ...fmt, data: buf.subarray(at + 8, Math.min(buf.length, at + 8 + size)) };
    at += 8 + size + (size % 2);
  }
  throw new Error("WAV file without fmt and data chunks");
}

export function writeWav(rate: number, channels: number, bits: number, data: Buffer): Buffer {
  const head = Buffer.alloc(44);
  head.write("RIFF", 0, "ascii");
  head.writeUInt32LE(36 + data.length, 4);
  head.write("WAVEfmt ", 8, "ascii");
  head.writeUInt32LE(16, 16);
  head.writeUInt16LE(1, 20);
  head.writeUInt16LE(channels, 22);
  head.writeUInt32LE(rate, 24);
  head.writeUInt32LE((rate * channels * bits) / 8, 28);
  head.writeUInt16LE((channels * bits) / 8, 32);
  head.writeUInt16LE(bits, 34);
  head.write("data", 36, "ascii");
  head.writeUInt32LE(data.length, 40);
  return Buffer.concat([head, data]);
}

export const stamp = (s: number) => {
  const ms = Math.round(s * 1000);
  const hh = String(Math.floor(ms / 3_600_000)).padStart(2, "0");
  const mm = String(Math.floor(ms / 60_000) % 60).padStart(2, "0");
  const ss = String(Math.floor(ms / 1000) % 60).padStart(2, "0");
  return `${hh}:${mm}:${ss}.${String(ms % 1000).padStart(3, "0")}`;
};

/** Speaks every scene and joins the speech into one track; answers each scene's length in seconds. */
async function narrate(dir: string, scenes: TourScene[]): Promise<number[]> {
  const spoken = await Promise.all(
    scenes.map(async (scene, i) => {
      const file = path.join(dir, `say-${i}.wav`);
      await run("espeak-ng", ["-v", "en-gb", "-s", "160", "-w", file, scene.says]);
      return readWav(await readFile(file));
    }),
  );
  const { rate, channels, bits } = spoken[0]!;
  const frame = 1 / TOUR_FORMAT.fps;
  const bytesPerSecond = (rate * channels * bits) / 8;
  const align = (channels * bits) / 8;
  const parts: Buffer[] = [];
  const seconds = spoken.map((wav) => {
    if (wav.rate !== rate || wav.channels !== channels || wav.bits !== bits)
      throw new Error("espeak-ng changed format");
    const length = Math.ceil((wav.data.length / bytesPerSecond + PAUSE) / frame) * frame;
    const bytes = Math.round((length * bytesPerSecond) / align) * align;
    parts.push(wav.data, Buffer.alloc(bytes - wav.data.length));
    return length;
  });
  await writeFile(path.join(dir, "speech.wav"), writeWav(rate, channels, bits, Buffer.concat(parts)));
  return seconds;
}

/** Renders the tour of `key` into `dir`; answers the clip's length in seconds. */
export async function renderTour(dir: string, key: string, title: string, scenes: TourScene[]): Promise<number> {
  const sharp = (await import("sharp")).default;
  const { width, height, fps } = TOUR_FORMAT;
  const [seconds] = await Promise.all([
    narrate(dir, scenes),
    ...scenes.map((scene, i) =>
      sharp(Buffer.from(sceneSvg(scene.drawKey ?? `${key}-${i}`, "cover", scene.art, DRAWN.width, DRAWN.height)), {
        density: (72 * width) / DRAWN.width,
      })
        .resize(width, height)
        .png({ compressionLevel: 1 })
        .toFile(path.join(dir, `frame-${i}.png`)),
    ),
  ]);
  // Each picture is read once and shown for its scene's length (the concat demuxer's
  // durations); the fps filter repeats it, so no frame is decoded twice.
  const list = ["ffconcat version 1.0", ...scenes.flatMap((_, i) => [`file frame-${i}.png`, `duration ${seconds[i]!.toFixed(3)}`]), `file frame-${scenes.length - 1}.png`]; // prettier-ignore
  await writeFile(path.join(dir, "frames.txt"), `${list.join("\n")}\n`);
  const clip = path.join(dir, "clip.webm");
  await run("ffmpeg", [
    "-y", "-loglevel", "error", "-threads", "1",
    "-f", "concat", "-i", path.join(dir, "frames.txt"), "-i", path.join(dir, "speech.wav"),
    "-map", "0:v", "-map", "1:a", "-vf", `format=yuv420p,fps=${fps}`,
    // A key frame every 5 s keeps seeking quick; the frames between repeat a still picture.
    "-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8", "-crf", String(TOUR_FORMAT.videoCrf), "-b:v", "0",
    "-g", String(5 * fps), "-lag-in-frames", "0", "-static-thresh", "100000",
    "-c:a", "libopus", "-b:a", TOUR_FORMAT.audioBitrate, "-ac", "1", "-application", "voip", "-compression_level", "3",
    "-metadata", `title=${title}`,
    clip,
  ]); // prettier-ignore
  // The same pictures and speech as MP4 for browsers that play no WebM (older Safari):
  // H.264 Main with x264's "veryfast" preset tuned for still pictures, AAC, and its
  // index moved to the front (+faststart) so playback starts before the file has arrived.
  await run("ffmpeg", [
    "-y", "-loglevel", "error", "-threads", "1",
    "-f", "concat", "-i", path.join(dir, "frames.txt"), "-i", path.join(dir, "speech.wav"),
    "-map", "0:v", "-map", "1:a", "-vf", `format=yuv420p,fps=${fps}`,
    "-c:v", "libx264", "-preset", "veryfast", "-tune", "stillimage", "-profile:v", "main",
    "-crf", String(TOUR_FORMAT.mp4Crf), "-g", String(5 * fps),
    // The "fast" AAC coder costs a fifth of the default's CPU time, enough for speech.
    "-c:a", "aac", "-aac_coder", "fast", "-b:a", TOUR_FORMAT.mp4AudioBitrate, "-ac", "1",
    "-movflags", "+faststart", "-metadata", `title=${title}`,
    path.join(dir, "clip.mp4"),
  ]); // prettier-ignore
  // The clip is as long as its scenes, each a whole number of frames with its speech
  // padded to match (Opus adds a few milliseconds); db/seed/videos.test.ts checks it with ffprobe.
  const length = seconds.reduce((a, b) => a + b, 0);
  let at = 0;
  const cues = scenes.map((s, i) => {
    const cue = `${i + 1}\n${stamp(at)} --> ${stamp(Math.min(length, at + seconds[i]!))}\n${s.says}\n`;
    at += seconds[i]!;
    return cue;
  });
  await writeFile(path.join(dir, "clip.vtt"), `WEBVTT - ${title} (narrated tour)\n\n${cues.join("\n")}`);
  await writeFile(path.join(dir, "meta.json"), JSON.stringify({ seconds: length }));
  await Promise.all(
    [...scenes.flatMap((_, i) => [`frame-${i}.png`, `say-${i}.wav`]), "speech.wav", "frames.txt"].map((f) =>
      rm(path.join(dir, f), { force: true }),
    ),
  );
  return length;
}
