import { describe, expect, it } from "vitest";
import copy from "../../../db/seed/copy/pages.json" with { type: "json" };
import { CATEGORY_LABELS, VIDEO_TYPES } from "~/kernel/content-constants";

describe("video categories", () => {
  it("say what their clips are: narrated tours of under a minute, not recorded webinars", () => {
    // Each category's intro is an item of the videos document's features block, titled with its label.
    const intros = copy.videos.blocks.flatMap((b) => ("items" in b ? b.items : []));
    for (const type of VIDEO_TYPES) {
      const intro = intros.find((i) => "title" in i && i.title === CATEGORY_LABELS[type]);
      expect(intro && "text" in intro ? intro.text : "").toMatch(/\w/);
      expect(`${CATEGORY_LABELS[type]}: ${intro && "text" in intro ? intro.text : ""}`).not.toMatch(
        /webinar|recording|filmed|asked live/i,
      );
    }
    expect(CATEGORY_LABELS.webinars).toBe("Briefings");
  });
});
