import { describe, expect, it } from "vitest";
import { renderRichText, RichTextError } from "./rich-text.ts";

describe("rich text", () => {
  it("renders the editor's JSON to sanitised HTML", () => {
    const html = renderRichText({
      type: "doc",
      content: [
        { type: "heading", attrs: { level: 2 }, content: [{ type: "text", text: "Title" }] },
        {
          type: "paragraph",
          content: [
            { type: "text", text: "Go " },
            { type: "text", text: "here", marks: [{ type: "link", attrs: { href: "https://example.com/x" } }] },
            { type: "text", text: " or ", marks: [{ type: "bold" }] },
            { type: "text", text: "there", marks: [{ type: "link", attrs: { href: "javascript:alert(1)" } }] },
          ],
        },
        {
          type: "bulletList",
          content: [{ type: "listItem", content: [{ type: "paragraph", content: [{ type: "text", text: "one" }] }] }],
        },
        {
          type: "table",
          content: [
            {
              type: "tableRow",
              content: [
                { type: "tableCell", content: [{ type: "paragraph", content: [{ type: "text", text: "c" }] }] },
              ],
            },
          ],
        },
      ],
    });
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain('<a rel="noopener noreferrer" href="https://example.com/x">here</a>');
    expect(html).toContain('<a rel="noopener noreferrer nofollow">there</a>');
    expect(html).toContain("<strong> or </strong>");
    expect(html).not.toContain("javascript");
    expect(html).toContain("<ul><li><p>one</p></li></ul>");
    expect(html).toMatch(/<table>.*<td>.*c.*<\/td>.*<\/table>/s);
  });

  it("sanitises bodies stored as HTML before the editor", () => {
    expect(renderRichText({ html: '<p onclick="x()">Hi<script>alert(1)</script></p>' })).toBe("<p>Hi</p>");
  });

  it("keeps media-library images by id and alt text only, and drops any other image", () => {
    const html = renderRichText({
      type: "doc",
      content: [
        { type: "image", attrs: { src: "/media/upload-4.abc-480.jpg", alt: 'Two "halves"', mediaId: 4 } },
        { type: "image", attrs: { src: "https://tracker.example/pixel.gif", alt: "outside" } },
      ],
    });
    expect(html).toBe('<img alt="Two &quot;halves&quot;" data-media-id="4" />');
  });

  it("refuses JSON the editor's schema cannot hold", () => {
    expect(() => renderRichText({ type: "doc", content: [{ type: "marquee" }] })).toThrow(RichTextError);
  });
});
