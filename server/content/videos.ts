/** Videos besides their list and detail (their definition's `read`): the featured ones the home page plays. */
import type { Collections } from "./collection.ts";
import type { Kit } from "./kit.ts";

export function videoMethods(kit: Kit, videos: Collections["videos"]) {
  return {
    /** The newest videos flagged as featured (the home page plays the first). */
    featuredVideos: async (limit: number) => {
      const [media, rows] = await Promise.all([kit.media(), videos.newest(limit, { featured: true })]);
      return rows.map((r) => videos.summary(r, media));
    },
  };
}
