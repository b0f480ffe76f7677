/**
 * A page's words as a visitor meets them: the runs of text of its server-rendered body that
 * show (not in scripts, styles, templates or anything `hidden`), and the names and hints a
 * screen reader or an empty field gives (aria-label, alt, placeholder).
 */
import { Window } from "happy-dom";

/** Runs that say nothing in words: separators, arrows, brackets. */
export const UNSPOKEN = /^[\s\p{P}\p{S}]*$/u;

const SKIPPED = new Set(["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "HEAD"]);
const NAMING_ATTRIBUTES = ["aria-label", "alt", "placeholder"];

export const normal = (s: string) => s.replace(/\s+/g, " ").trim();

/** The distinct runs of text of a page's HTML, whitespace collapsed. */
export function textRuns(html: string): string[] {
  const window = new Window({
    settings: { disableJavaScriptEvaluation: true, disableJavaScriptFileLoading: true, disableCSSFileLoading: true },
  });
  try {
    const doc = new window.DOMParser().parseFromString(html, "text/html");
    const runs = new Set<string>();
    const walk = (node: ChildNode | Element) => {
      if (node.nodeType === 3) {
        const text = normal(node.textContent ?? "");
        if (text) runs.add(text);
        return;
      }
      if (node.nodeType !== 1) return;
      const element = node as Element;
      if (SKIPPED.has(element.tagName) || element.hasAttribute("hidden")) return;
      for (const name of NAMING_ATTRIBUTES) {
        const value = normal(element.getAttribute(name) ?? "");
        if (value) runs.add(value);
      }
      for (const child of element.childNodes) walk(child);
    };
    walk(doc.documentElement as unknown as Element);
    return [...runs];
  } finally {
    void window.happyDOM.close();
  }
}
