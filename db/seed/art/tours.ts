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
import { CATEGORY_LABELS, PRODUCT_NAMES, type VideoType } from "../../../app/kernel/content-constants.ts";
import { productIn } from "./assign.ts";
import type { ArtContent } from "./scenes.ts";

export interface TourScene {
  art: ArtContent;
  says: string;
}

export interface TourVideo {
  id: number;
  type: string;
  title: string;
  summary: string;
  body_html: string;
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
    ...steps.map((says, i) => ({
      art: {
        scene: productIn(says) ?? product,
        title: video.title,
        subtitle: `Step ${i + 1} of ${steps.length}`,
        // Consecutive steps on the same product show different views of it.
        variant: (video.id + i) % 3,
      },
      says,
    })),
  ];
}
