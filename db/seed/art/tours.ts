/**
 * What a narrated product tour shows and says: three scenes (the video's title
 * screen, then two views of its product), each with one or two sentences that
 * are both the narration and the caption. Pure data; db/seed/videos.ts renders it.
 */
import type { ProductSlug } from "../../../app/kernel/content-constants.ts";
import { PRODUCT_NAMES } from "../../../app/kernel/content-constants.ts";
import type { ArtContent } from "./scenes.ts";

export interface TourScene {
  art: ArtContent;
  says: string;
}

const VIEWS: Record<ProductSlug, [string, string]> = {
  oa: [
    "A request moves from the person who made it to the team lead and to finance, and everyone sees which step it is on.",
    "The list shows each request with its amount and status, so nobody has to ask where things stand.",
  ],
  pm: [
    "The timeline puts every task on one plan, with owners, progress bars and the next milestone.",
    "The red line is today: the team sees at once which tasks are late and who can help.",
  ],
  trade: [
    "Trade customers place orders in the portal, and the order list shows what is open, picked and shipped.",
    "The figures at the top show orders placed today and how many shipped on time.",
  ],
  live: [
    "The event console shows the stage, the number of people watching and the scene that is on air.",
    "Questions from the audience arrive on the right, and the host answers them live.",
  ],
  education: [
    "The course catalogue lists each course with its lessons, its length and the learner's progress.",
    "Filters narrow the list to one topic, such as onboarding or compliance.",
  ],
};

/** The scenes of the tour of one video about `product`. */
export function tourScenes(video: { title: string; summary: string }, product: ProductSlug): TourScene[] {
  const name = PRODUCT_NAMES[product];
  const [first, second] = VIEWS[product];
  return [
    {
      art: { scene: "press", title: video.title, subtitle: video.summary, badge: name },
      says: `${video.title}. A short tour of ${name} at work.`,
    },
    { art: { scene: product, title: name, subtitle: video.title, variant: 0 }, says: first },
    { art: { scene: product, title: name, subtitle: video.title, variant: 1 }, says: second },
  ];
}
