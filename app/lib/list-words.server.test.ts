import { describe, expect, it } from "vitest";
import type { PageBlock, PageText, PageWords } from "~/kernel/page-blocks";
import { describedAt, listWords, textFor } from "./list-words.server";

const image = { src: "/media/x.jpg", width: 1, height: 1, alt: "A newsroom", sources: [], widths: [1] };

function content(
  words: Partial<PageWords["seo"]>,
  title = "Newsroom",
  intro = "Every story.",
  blocks: PageBlock[] = [],
  texts: PageText[] = [],
) {
  const seo = { title: null, description: null, image: null, noindex: false, ...words };
  return { getPageWords: async () => ({ title, intro, blocks, texts, seo }) };
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

  it("gives each category's intro by its label, the columns in order and the text blocks", async () => {
    const blocks: PageBlock[] = [
      { type: "features", heading: "Topics", items: [{ title: "Billing and plans", text: "About invoices." }] },
      {
        type: "columns",
        heading: "Industries",
        columns: [{ heading: "Solutions for Retail", text: "For shops.", points: [] }],
      },
    ];
    const texts: PageText[] = [{ skin: "mobile", heading: "Overview", text: "On the phone." }];
    const words = await listWords(content({}, "Solutions", "", blocks, texts), "solution_list", "Solutions", place);
    expect(words.categories).toEqual({ "Billing and plans": "About invoices." });
    expect(words.columns).toEqual([{ heading: "Solutions for Retail", text: "For shops." }]);
    expect(textFor(words.texts, "mobile").text).toBe("On the phone.");
    // A text block for the other skin is not this skin's: empty words, for the page to leave out.
    expect(textFor(words.texts, "desktop")).toEqual({ skin: "", heading: "", text: "" });
    expect(textFor([{ skin: "", heading: "Both", text: "Shared." }], "desktop").text).toBe("Shared.");
  });
});
