import { describe, expect, it } from "vitest";
import { CATEGORY_LABELS, VIDEO_TYPES } from "~/kernel/content-constants";
import { VIDEO_LEADS } from "./video-player";

describe("video categories", () => {
  it("say what their clips are: narrated tours of under a minute, not recorded webinars", () => {
    for (const type of VIDEO_TYPES)
      expect(`${CATEGORY_LABELS[type]}: ${VIDEO_LEADS[type]}`).not.toMatch(/webinar|recording|filmed|asked live/i);
    expect(CATEGORY_LABELS.webinars).toBe("Briefings");
  });
});
