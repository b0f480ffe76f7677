/**
 * The page's own stylesheets written into its document. A `<link rel="stylesheet">`
 * holds the first paint until the browser has asked for the file and received it:
 * on a phone on a slow network that is one more round trip (and a new connection)
 * after the HTML, a third of the time to first paint (bench/lighthouse.md). So each
 * link React Router writes for a file of the build's assets becomes
 * `<style data-href="…">` with the file's text, in the same place, and the page
 * paints as soon as its HTML is in.
 *
 * The browser puts the links back before React hydrates (app/lib/inlined-styles.ts):
 * React then finds the head it rendered, keeps managing the links on client
 * navigations as usual, and each inline copy goes once its file has loaded.
 *
 * Only the exact markup React writes (`rel` and `href`, nothing else) is touched, and
 * only for files of the build: any other link stays a link.
 */
import { readFileSync } from "node:fs";
import path from "node:path";

const LINK = /<link rel="stylesheet" href="([^"<>]+\.css)"\/>/g;

/** Returns the function that inlines the build's stylesheets of a document; `basePath` ends with "/". */
export function createStyleInliner(clientDir: string, basePath: string): (html: string) => string {
  const prefix = `${basePath}assets/`;
  // Built files are named by their content: read once, kept for the process's life.
  const texts = new Map<string, string | null>();
  const textOf = (href: string): string | null => {
    let text = texts.get(href);
    if (text !== undefined) return text;
    const name = href.slice(prefix.length);
    text = null;
    if (!name.includes("/") && !name.includes("..")) {
      try {
        const css = readFileSync(path.join(clientDir, "assets", name), "utf8");
        // A style element ends at the first "</style"; such a file stays a link.
        if (!/<\/style/i.test(css)) text = css;
      } catch {
        // Not a file of this build: left as a link.
      }
    }
    texts.set(href, text);
    return text;
  };
  return (html) => {
    const headEnd = html.indexOf("</head>");
    if (headEnd === -1) return html;
    const head = html.slice(0, headEnd).replace(LINK, (link: string, href: string) => {
      const css = href.startsWith(prefix) ? textOf(href) : null;
      return css === null ? link : `<style data-href="${href}">${css}</style>`;
    });
    return head + html.slice(headEnd);
  };
}
