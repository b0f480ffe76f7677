import { describe, expect, it } from "vitest";
import copy from "../../../db/seed/copy/pages.json" with { type: "json" };
import { CATEGORY_LABELS, VIDEO_TYPES } from "~/kernel/content-constants";

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
