/**
 * Gives every content item its own picture, drawn from what the item says. Runs
 * once over the built rows (build.ts), so the builders only name an item's
 * kind of picture and this pass decides what it shows: the key becomes the
 * item's own (`news-12`, `case-7`, `case-7-2`, `logo-<company>`), and the spec
 * carries the title, figures and product to draw. Pictures of one item never
 * repeat on its page: a case's gallery shows other views than its hero.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PRODUCT_NAMES, type ProductSlug } from "../../../app/kernel/content-constants.ts";
import { json as parseJson } from "../../../app/kernel/rows.ts";
import { mediaSpec, type ArtKind, type MediaArt, type MediaSpec } from "../artwork.ts";
import type { SeedRows } from "../build-kit.ts";
import { TYPE_SEEDS } from "../type-seeds.ts";
import { productIn } from "./named-product.ts";
import { SCREEN_VARIANTS } from "./product-screens.ts";
import { PAGE_SCREEN_PRODUCTS, pageScreenKey } from "../../../app/kernel/page-screens.ts";
import type { Figure } from "./products.ts";
import { posterArt, posterKey } from "./tours.ts";
import type { CoverMotif } from "./covers.ts";
import type { ArtContent, Scene } from "./scenes.ts";

export { productIn };

/** The composition of a news item's cover, by its type. */
const NEWS_LOOKS: Record<string, CoverMotif> = {
  company: "company",
  product: "product",
  industry: "industry",
  events: "events",
};

const slugOf = (name: string) =>
  name
    .toLowerCase()
    .replace(/\(.*?\)/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();
const listItems = (html: string) => [...html.matchAll(/<li>(.*?)<\/li>/g)].map((m) => textOf(m[1]!));

function figuresOf(value: unknown): Figure[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((f): f is { value: unknown; label: unknown } => typeof f === "object" && f !== null && "label" in f)
    .map((f) => ({ value: String(f.value ?? ""), label: String(f.label) }));
}

const parse = <T>(value: unknown): T | null => {
  try {
    return typeof value === "string" ? parseJson<T>(value) : (value as T);
  } catch {
    return null;
  }
};

export function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = Math.round(seconds % 60);
  return `${m}:${String(s).padStart(2, "0")}`;
}

/** What a type's own pass draws with (../type-seeds.ts `artwork`). */
export interface ArtworkKit {
  /** The item's own picture `key` in place of the builder's `oldKey` (whose palette it keeps). */
  put(oldKey: string, key: string, kind: ArtKind, art: MediaArt): string;
  /** A name's mark ("logo-<name>"), drawn once however many items show it. */
  logo(oldKey: string, name: string): string;
  /** The product the words name, or `fallback`. */
  scene(fallback: Scene, ...texts: string[]): Scene;
  /** A JSON column's value, as written by a builder (text) or already parsed. */
  parse<T>(value: unknown): T | null;
}

/** Replaces every picture key of `rows` with the item's own, and answers the specs to render. */
export function assignArtwork(rows: SeedRows, registered: ReadonlyMap<string, MediaSpec>): MediaSpec[] {
  const specs = new Map<string, MediaSpec>();
  const palette = (key: string) => registered.get(key)?.palette ?? 0;
  const put = (oldKey: string, key: string, kind: ArtKind, art: MediaArt): string => {
    if (!specs.has(key)) specs.set(key, { ...mediaSpec(key, kind, palette(oldKey)), art });
    return key;
  };
  const scene = (fallback: Scene, ...texts: string[]): Scene => productIn(...texts) ?? fallback;
  let logos = 0;
  const logo = (oldKey: string, name: string): string => {
    const key = `logo-${slugOf(name)}`;
    return specs.has(key) ? key : put(oldKey, key, "logo", { logo: name, index: logos++ });
  };

  for (const n of rows.news)
    n.cover_key = put(n.cover_key, `news-${n.id}`, "cover", {
      scene: scene("press", n.title, n.summary),
      title: n.title,
      subtitle: n.summary,
      badge: n.author ? `By ${n.author}` : "",
      look: NEWS_LOOKS[n.type] ?? "company",
    });

  for (const c of rows.cases) {
    const art: ArtContent = {
      scene: (c.product as ProductSlug) in PRODUCT_NAMES ? (c.product as ProductSlug) : "press",
      title: c.customer_name.replace(/\s*\(draft\)/, ""),
      subtitle: c.title,
      figures: figuresOf(parse(c.metrics)),
    };
    const old = c.cover_key;
    c.cover_key = put(old, `case-${c.id}`, "cover", { ...art, look: "case" });
    c.customer_logo_key = logo(c.customer_logo_key, art.title);
    const details = parse<{ gallery?: Array<{ key: string; alt: string }> }>(c.details);
    if (details?.gallery) {
      const product = PRODUCT_NAMES[c.product as ProductSlug] ?? "Brightlane";
      const views = ["the team's results", "the work in progress", "the weekly report"];
      details.gallery = details.gallery.map((g, i) => ({
        key: put(g.key, `case-${c.id}-${i + 2}`, "cover", { ...art, variant: i + 1, look: "screen" }),
        alt: `${product} at ${art.title}: ${views[i % views.length]}`,
      }));
      c.details = JSON.stringify(details);
    }
  }

  for (const s of rows.solutions) {
    const products = parse<string[]>(s.products) ?? [];
    s.cover_key = put(s.cover_key, `solution-${s.id}`, "cover", {
      scene: (products[0] as ProductSlug) in PRODUCT_NAMES ? (products[0] as ProductSlug) : "press",
      title: s.title,
      subtitle: s.summary,
      figures: figuresOf(parse(s.benefits)),
      variant: s.id % 3,
      look: "screen",
    });
  }

  for (const v of rows.videos) v.poster_key = put(v.poster_key, posterKey(v), "poster", posterArt(v));

  for (const q of rows.qas)
    if (q.cover_key)
      q.cover_key = put(q.cover_key, `qa-${q.id}`, "cover", {
        scene: "qa",
        title: q.title,
        subtitle: q.summary,
        look: "qa",
      });

  for (const h of rows.help_articles)
    if (h.cover_key)
      h.cover_key = put(h.cover_key, `help-${h.id}`, "cover", {
        scene: "help",
        title: h.title,
        subtitle: h.summary,
        figures: listItems(h.body_html).map((label) => ({ value: "", label })),
        look: "help",
      });

  // The types seeded by their own modules (../type-seeds.ts), in the definitions' order: after the
  // items' covers and before the offers' pictures and the logos, whose name marks are numbered in turn.
  const kit: ArtworkKit = { put, logo, scene, parse };
  for (const { seed } of TYPE_SEEDS) seed.artwork?.(rows, kit);

  for (const p of rows.promotions)
    p.cover_key = put(p.cover_key, `promotion-${p.id}`, "banner", {
      scene: "promotion",
      title: p.offer || p.title,
      subtitle: p.title,
      badge: p.code ? `Code ${p.code}` : "",
      look: "promotion",
    });

  for (const s of rows.services)
    s.cover_key = put(s.cover_key, `service-${s.id}`, "cover", {
      scene: "service",
      title: s.title,
      subtitle: s.summary,
      figures: (parse<string[]>(s.deliverables) ?? []).map((label) => ({ value: "", label: String(label) })),
      look: "service",
    });

  for (const p of rows.partners) p.logo_key = logo(p.logo_key, p.name);

  for (const b of rows.blocks) {
    if (!b.image_key) continue;
    if (b.kind === "logo") b.image_key = logo(b.image_key, b.title);
    else if (!specs.has(b.image_key)) {
      const kind = registered.get(b.image_key)?.kind ?? "cover";
      const picture = kind === "logo" ? "cover" : kind;
      put(b.image_key, b.image_key, picture, {
        scene: scene("oa", b.title, b.link_href ? (PRODUCT_NAMES[b.link_href.slice(1) as ProductSlug] ?? "") : ""),
        title: b.title,
        subtitle: b.summary,
        badge: b.link_label ?? "",
        // A banner's words are the slide's own copy; a highlight shows its product.
        look: picture === "banner" ? "banner" : "screen",
      });
    }
  }
  // The product pages' pictures (their documents name them): each view once.
  for (const scene of PAGE_SCREEN_PRODUCTS)
    for (let variant = 0; variant < SCREEN_VARIANTS; variant++) {
      const key = pageScreenKey(scene, variant);
      put(key, key, "cover", { scene, title: PRODUCT_NAMES[scene], subtitle: "", variant, look: "screen" });
    }
  // The illustrations of the about page and the customer stories, drawn by hand.
  for (const spec of illustrations()) specs.set(spec.key, spec);
  // Keys named elsewhere (page copy in the settings) keep the builder's spec.
  for (const [key, spec] of registered) if (!specs.has(key) && isNamedInSettings(rows, key)) specs.set(key, spec);
  return [...specs.values()].sort((a, b) => (a.key < b.key ? -1 : 1));
}

const ILLUSTRATIONS = path.join(import.meta.dirname, "illustrations");

/** The hand-drawn illustrations (./illustrations/<key>.svg), at their own size, 1200 by 750. */
function illustrations(): MediaSpec[] {
  return readdirSync(ILLUSTRATIONS)
    .filter((f) => f.endsWith(".svg"))
    .map((f) => ({
      key: f.slice(0, -4),
      kind: "cover",
      palette: 0,
      width: 1200,
      height: 750,
      widths: [480, 960, 1200],
      formats: ["webp", "jpeg"],
      art: { svg: readFileSync(path.join(ILLUSTRATIONS, f), "utf8") },
    }));
}

function isNamedInSettings(rows: SeedRows, key: string): boolean {
  return rows.settings.some((s) => typeof s.value === "string" && s.value.includes(`"${key}"`));
}
