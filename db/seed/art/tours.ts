/**
 * What a narrated product tour shows and says: a title card with the video's
 * title and summary, then one screen per sentence of the video's own script
 * (the "In this video" paragraph of its page), each a view of the product that
 * sentence names, or of the video's product. The sentences are both the
 * narration and the captions, so the captions describe what is on screen.
 * Screens are keyed by the video's id, so no two tours show the same data.
 * Pure data; db/seed/tour-clip.ts renders it.
 */
import type { ProductSlug } from "../../../app/kernel/content-constants.ts";
import {
  CATEGORY_LABELS,
  PRODUCT_NAMES,
  PRODUCT_SLUGS,
  type VideoType,
} from "../../../app/kernel/content-constants.ts";
import { productIn } from "./named-product.ts";
import type { ArtContent } from "./scenes.ts";

export interface TourScene {
  art: ArtContent;
  says: string;
  /** The key its picture's data are drawn from, when not the tour's own (the poster's frame). */
  drawKey?: string;
}

export interface TourVideo {
  id: number;
  type: string;
  title: string;
  summary: string;
  body_html: string;
}

/** The product a video shows when its title and summary name none. */
const TYPE_PRODUCT: Record<string, ProductSlug> = {
  "product-tours": "oa",
  webinars: "live",
  "customer-stories": "pm",
  tutorials: "education",
};

/** The product a video's tour shows: the one its title or summary names, or its category's. */
export function tourProduct(video: Pick<TourVideo, "type" | "title" | "summary">): ProductSlug {
  return productIn(video.title, video.summary) ?? TYPE_PRODUCT[video.type] ?? PRODUCT_SLUGS[0];
}

/** Sentences a tour speaks after its title: at most this many keep a tour under about 40 s. */
const MAX_STEPS = 5;

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ")
    .trim();

/** The sentences of the paragraph after the body's "In this video" heading; the summary when there is none. */
export function tourScript(video: Pick<TourVideo, "summary" | "body_html">): string[] {
  const paragraph = /<h2>In this video<\/h2>\s*<p>(.*?)<\/p>/s.exec(video.body_html)?.[1];
  const sentences = plain(paragraph ?? "")
    .split(/(?<=[.!?])\s+/)
    .filter((s) => /\w/.test(s));
  return (sentences.length ? sentences : [video.summary]).slice(0, MAX_STEPS);
}

/** The scenes of the tour of one video whose product is `product`. */
export function tourScenes(video: TourVideo, product: ProductSlug): TourScene[] {
  const steps = tourScript(video);
  const category = CATEGORY_LABELS[video.type as VideoType] ?? "Video";
  const [presenter, ...others] = plain(/Presented by ([^<]+?)\.<\/p>/.exec(video.body_html)?.[1] ?? "")
    .split(" and ")
    .filter(Boolean);
  return [
    {
      art: {
        scene: "press",
        title: video.title,
        subtitle: video.summary,
        badge: `${category} · ${PRODUCT_NAMES[product]}`,
        // The card's figures: what the tour holds and who presents it.
        figures: [
          { value: `${steps.length} steps`, label: "narrated, with captions" },
          ...(presenter
            ? [{ value: presenter, label: others.length ? `Presenter, with ${others.join(" and ")}` : "Presenter" }]
            : []),
        ],
      },
      says: `${video.title}. ${video.summary}`,
    },
    // The first step is drawn as the poster is, so the poster is a frame of the clip.
    ...steps.map((says, i) => ({
      art: stepArt(video, product, steps, i),
      says,
      ...(i === 0 ? { drawKey: posterKey(video) } : {}),
    })),
  ];
}

/**
 * The screen of step `i`: the product the sentence names, headed by the step's
 * number only, so no words of the page are painted in it and none is cut short.
 */
function stepArt(video: TourVideo, product: ProductSlug, steps: string[], i: number): ArtContent {
  return {
    scene: productIn(steps[i]!) ?? product,
    title: `Step ${i + 1} of ${steps.length}`,
    subtitle: "",
    // Consecutive steps on the same product show different views of it.
    variant: (video.id + i) % 3,
  };
}

/** The media key of a video's poster (art/assign.ts). */
export const posterKey = (video: Pick<TourVideo, "id">) => `video-${video.id}`;

/**
 * A video's poster: the first step of its tour, a frame of the clip itself (the
 * title card would repeat the title the page writes beside the poster).
 */
export function posterArt(video: TourVideo): ArtContent {
  return stepArt(video, tourProduct(video), tourScript(video), 0);
}
