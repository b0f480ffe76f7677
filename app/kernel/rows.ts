/** Turns database values into DTO values the same way on SQLite and PostgreSQL. */
import type { ContentImage, ImageSource } from "./content-schemas.ts";

export const bool = (value: unknown): boolean => value === true || value === 1 || value === "1" || value === "t";

export function time(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  const date = new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

/** JSON columns hold objects or arrays only, so a string is always JSON text (SQLite). */
export function json<T>(value: unknown): T {
  return (typeof value === "string" ? JSON.parse(value) : value) as T;
}

export const count = (value: unknown): number => Number(value ?? 0);

export interface MediaRow {
  key: string;
  width: number;
  height: number;
  color: string;
  formats: string;
  widths: string;
  /** Uploads: the original's content hash, so a replaced file gets new URLs. */
  hash?: string | null;
}

const MIME = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" } as const;
const ORDER = ["avif", "webp", "jpeg"] as const;
const EXT = { avif: "avif", webp: "webp", jpeg: "jpg" } as const;

/** A customer's logo as the case pages describe it (and the media library, its demo item). */
export const logoAlt = (name: string) => `${name} logo`;

/** Builds the <picture> description of a stored image; `base` is BASE_PATH. */
export function contentImage(
  base: string,
  media: ReadonlyMap<string, MediaRow>,
  key: string,
  alt: string,
): ContentImage {
  const row = media.get(key) ?? {
    key,
    width: 1440,
    height: 810,
    color: "#d9dee7",
    formats: "webp,jpeg",
    widths: "480,960,1440",
  };
  const widths = row.widths
    .split(",")
    .map(Number)
    .sort((a, b) => a - b);
  const formats = ORDER.filter((f) => row.formats.split(",").includes(f));
  const name = row.hash ? `${row.key}.${row.hash}` : row.key;
  const url = (w: number, f: keyof typeof EXT) => `${base}media/${name}-${w}.${EXT[f]}`;
  const sources: ImageSource[] = formats.map((f) => ({
    type: MIME[f],
    srcset: widths.map((w) => `${url(w, f)} ${w}w`).join(", "),
  }));
  const middle = widths[Math.floor((widths.length - 1) / 2)] ?? row.width;
  return {
    src: url(middle, formats.includes("jpeg") ? "jpeg" : (formats[formats.length - 1] ?? "jpeg")),
    width: row.width,
    height: row.height,
    alt,
    sources,
    widths,
    color: row.color,
  };
}

/** The widest JPEG rendition of an image: what feeds, sitemaps and structured data point to. */
export function largestJpeg(image: ContentImage): string {
  const jpeg = image.sources.find((s) => s.type === "image/jpeg");
  const widest = (jpeg?.srcset ?? "")
    .split(",")
    .map((part) => part.trim().split(/\s+/))
    .filter((p): p is [string, string] => p.length === 2 && /^\d+w$/.test(p[1] ?? ""))
    .map(([url, w]) => ({ url, w: Number.parseInt(w, 10) }))
    .sort((a, b) => b.w - a.w)[0];
  return widest?.url ?? image.src;
}
