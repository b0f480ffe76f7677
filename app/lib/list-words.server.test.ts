import { describe, expect, it } from "vitest";
import type { PageWords } from "~/kernel/page-blocks";
import { describedAt, listWords } from "./list-words.server";

const image = { src: "/media/x.jpg", width: 1, height: 1, alt: "A newsroom", sources: [], widths: [1] };

function content(words: Partial<PageWords["seo"]>, title = "Newsroom", intro = "Every story.") {
  const seo = { title: null, description: null, image: null, noindex: false, ...words };
  return { getPageWords: async () => ({ title, intro, blocks: [], seo }) };
}

describe("a content list's words for one of its pages", () => {
  const place = {
    title: (name: string) => `${name}: Company news, page 2`,
    description: describedAt("Company news", 2),
  };

  it("adds the category and the page number to the document's search title and description", async () => {
    const words = await listWords(content({ title: "Our news", description: "What we did." }), "news", "News", place);
    expect(words.heading).toBe("Newsroom");
    expect(words.intro).toBe("Every story.");
    expect(words.seo.title).toBe("Our news: Company news, page 2");
    expect(words.seo.description).toBe("What we did. Company news. Page 2.");
  });

  it("leaves empty fields to the head tags, and keeps the sharing image and noindex for every page", async () => {
    const words = await listWords(content({ image, noindex: true }), "news", "News", place);
    expect(words.seo).toEqual({ title: null, description: null, image, noindex: true });
  });

  it("adds nothing on the list's own first page", () => {
    expect(describedAt(null)("What we did.")).toBe("What we did.");
    expect(describedAt(null, 3)("What we did.")).toBe("What we did. Page 3.");
  });
});
