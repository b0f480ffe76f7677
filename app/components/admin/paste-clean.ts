/**
 * What a paste from Word or Google Docs becomes before the editor reads it. The
 * editor's schema already drops what it has no node or mark for; this step removes
 * what its parser would otherwise take for content (Word's conditional comments, its
 * XML namespaces, the bullet glyphs it writes as text) and turns Word's list
 * paragraphs into real lists, which no schema rule can do because Word marks them
 * only with a class and a style. Styles, classes and ids go, so nothing of the
 * source document's look reaches the stored JSON; bold and italics written as
 * styles (Google Docs) are rewritten as <strong> and <em> first.
 */

/** Elements whose content is never text of the document. */
const DROP = new Set(["STYLE", "META", "LINK", "TITLE", "SCRIPT", "XML", "TEMPLATE"]);

/** Word's list paragraphs: class MsoListParagraph* or a style with mso-list. */
function isWordListItem(el: Element): boolean {
  return (
    el.tagName === "P" &&
    (/MsoListParagraph/i.test(el.className) || /mso-list:\s*l\d/i.test(el.getAttribute("style") ?? ""))
  );
}

/** The nesting level Word writes as "mso-list:l0 level2 lfo1" (1 when absent). */
function levelOf(el: Element): number {
  return Number(/level(\d+)/i.exec(el.getAttribute("style") ?? "")?.[1] ?? 1);
}

/** Whether the glyph Word put before the item reads as a number or a letter ("1.", "a)", "iv."). */
function isOrdered(glyph: string): boolean {
  return /^\s*([0-9]+|[a-z]|[ivxlc]+)[.)]\s*$/i.test(glyph);
}

function convertWordLists(doc: Document): void {
  const items = [...doc.body.querySelectorAll("p")].filter(isWordListItem);
  const stack: { list: Element; level: number }[] = [];
  let previous: Element | null = null;
  for (const p of items) {
    const marker = p.querySelector('span[style*="mso-list:Ignore" i], span[style*="mso-list: Ignore" i]');
    const glyph = marker?.textContent ?? "";
    marker?.remove();
    const level = levelOf(p);
    // A run of items continues while the paragraphs follow each other directly.
    if (!previous || previous.nextElementSibling !== p) stack.length = 0;
    while (stack.length && stack.at(-1)!.level > level) stack.pop();
    let top = stack.at(-1);
    if (!top || top.level < level) {
      const list = doc.createElement(isOrdered(glyph) ? "ol" : "ul");
      if (top) (top.list.lastElementChild ?? top.list).appendChild(list);
      else p.before(list);
      top = { list, level };
      stack.push(top);
    }
    const li = doc.createElement("li");
    const para = doc.createElement("p");
    para.append(...p.childNodes);
    li.appendChild(para);
    top.list.appendChild(li);
    previous = p;
    // Keep the emptied paragraph in place until the next item is checked for adjacency.
    p.replaceChildren();
  }
  for (const p of items) p.remove();
}

/** Bold and italics written as inline styles (Google Docs, Word) become elements. */
function styleMarksToElements(doc: Document): void {
  for (const span of doc.body.querySelectorAll("span[style]")) {
    const style = span.getAttribute("style") ?? "";
    let node: Element = span;
    if (/font-weight:\s*(bold|[6-9]00)/i.test(style)) node = wrap(doc, node, "strong");
    if (/font-style:\s*italic/i.test(style)) node = wrap(doc, node, "em");
  }
  // Google Docs wraps the whole paste in <b style="font-weight:normal" id="docs-internal-guid-...">.
  for (const b of doc.body.querySelectorAll('b[id^="docs-internal-guid"]')) b.replaceWith(...b.childNodes);
}

function wrap(doc: Document, inner: Element, tag: string): Element {
  const outer = doc.createElement(tag);
  outer.append(...inner.childNodes);
  inner.appendChild(outer);
  return outer;
}

function stripComments(doc: Document): void {
  const walker = doc.createTreeWalker(doc.body, 128 /* NodeFilter.SHOW_COMMENT */);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const c of comments) c.parentNode?.removeChild(c);
}

/** Pasted HTML with Word's and Google Docs' markup removed; plain HTML passes through unchanged in meaning. */
export function cleanPastedHtml(html: string): string {
  // Hidden conditional comments hold Word's VML fallbacks, not content; the revealed
  // ones (<![if !supportLists]>) hold the list glyphs, which the list step reads.
  const source = html.replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, "");
  const doc = new DOMParser().parseFromString(source, "text/html");
  for (const el of doc.querySelectorAll("*")) if (DROP.has(el.tagName)) el.remove();
  stripComments(doc);
  convertWordLists(doc);
  styleMarksToElements(doc);
  for (const el of doc.body.querySelectorAll("*")) {
    // Namespaced Word elements (o:p, w:..., v:...) that survived keep their text only.
    if (el.tagName.includes(":")) {
      el.replaceWith(...el.childNodes);
      continue;
    }
    for (const name of [...el.getAttributeNames()]) {
      if (name === "style" || name === "class" || name === "id" || name.startsWith("data-") || name.includes(":"))
        el.removeAttribute(name);
      if (name === "lang" || name === "align" || name === "width" || name === "height" || name === "dir")
        el.removeAttribute(name);
    }
  }
  for (const span of doc.body.querySelectorAll("span, font")) span.replaceWith(...span.childNodes);
  // Empty paragraphs Word uses as spacing ("<p>&nbsp;</p>").
  for (const p of doc.body.querySelectorAll("p")) {
    if (!p.textContent?.replace(/\u00a0/g, "").trim() && !p.querySelector("img")) p.remove();
  }
  return doc.body.innerHTML;
}
