/**
 * Link fields: a text input that offers the site's pages as one types (a native list,
 * filtered by the browser, that works before and without JavaScript). The value stored
 * is the page's site path ("/price"); the server checks that it leads to a page.
 */

/** A page an editor may link to: its site path and a name to find it by. */
export interface PageChoice {
  path: string;
  label: string;
}

/** The list's id: one list per form, shared by every link field. */
const PAGES_LIST = "admin-site-pages";

export function SitePages({ pages }: { pages: readonly PageChoice[] }) {
  if (!pages.length) return null;
  return (
    <datalist id={PAGES_LIST}>
      {pages.map((p) => (
        <option key={p.path} value={p.path} label={p.label} />
      ))}
    </datalist>
  );
}

export function LinkInput(props: Omit<React.InputHTMLAttributes<HTMLInputElement>, "type" | "list">) {
  return <input type="text" inputMode="url" autoComplete="off" spellCheck={false} list={PAGES_LIST} {...props} />;
}
