/**
 * The browser's half of server/inline-styles.ts: the server writes the page's
 * stylesheets into the document as `<style data-href="…">` so the first paint waits
 * for no file. Before React hydrates, each gets its `<link rel="stylesheet">` back,
 * right after it, as React rendered it (React matches a link by rel and href), so
 * React Router manages the links on client navigations exactly as without inlining.
 * A link added by script holds no paint; its inline copy (the same rules, just
 * before it) goes once the file has loaded, or as soon as React removes the link.
 * If the file fails, the copy stays and the page keeps its look.
 */
export function restoreInlinedStylesheets(): void {
  const copies = new Map<HTMLLinkElement, HTMLStyleElement>();
  for (const style of document.head.querySelectorAll<HTMLStyleElement>("style[data-href]")) {
    const link = document.createElement("link");
    link.setAttribute("rel", "stylesheet");
    link.setAttribute("href", style.dataset.href ?? "");
    link.addEventListener("load", () => drop(link), { once: true });
    copies.set(link, style);
    style.after(link);
  }
  if (copies.size === 0) return;
  const watcher = new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.removedNodes) if (node instanceof HTMLLinkElement) drop(node);
  });
  function drop(link: HTMLLinkElement): void {
    copies.get(link)?.remove();
    copies.delete(link);
    if (copies.size === 0) watcher.disconnect();
  }
  watcher.observe(document.head, { childList: true });
}
