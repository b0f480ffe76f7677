/**
 * The published content of a site's SQLite database as one string of pieces, for tests that
 * tell content from interface words on a page.
 */
import type { DatabaseSync } from "node:sqlite";
import { normal } from "./visible-text.ts";

export { normal };

export function decodeEntities(s: string): string {
  return s
    .replace(/&nbsp;/g, " ")
    .replace(/&#x27;|&#39;|&rsquo;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * Tables that hold no words a visitor reads: accounts, audit, leads, analytics, drafts and
 * revisions (unpublished), the search engine's own structures. The search index's
 * documents stay: they are the published content as the search page quotes it.
 */
const NOT_CONTENT =
  /^(auth_|staff_|api_tokens|audit_|editorial_|preview_links|redirects|lead|cdn_|analytics_|kysely_|content_version|search_fts|search_queue|sqlite_)/;

/**
 * The published content, as pieces of text: every string column of the content tables
 * (unpublished rows left out), the strings inside JSON columns, HTML as its text runs.
 */
export function contentText(db: DatabaseSync): string {
  const pieces: string[] = [];
  const addText = (s: string) => {
    if (/^[[{]/.test(s.trim())) {
      try {
        return addJson(JSON.parse(s));
      } catch {
        // not JSON: plain text that starts with a bracket
      }
    }
    const text = decodeEntities(s);
    for (const run of text.split(/<[^>]*>/)) if (run.trim()) pieces.push(normal(run));
    // The whole text too: a search excerpt runs across the tags of a body.
    if (text.includes("<")) pieces.push(normal(text.replace(/<[^>]*>/g, " ")));
  };
  const addJson = (v: unknown): void => {
    if (typeof v === "string") addText(v);
    else if (v && typeof v === "object") Object.values(v).forEach(addJson);
  };
  const tables = db.prepare("select name from sqlite_master where type = 'table'").all() as { name: string }[];
  for (const { name } of tables) {
    if (NOT_CONTENT.test(name)) continue;
    const columns = (db.prepare(`pragma table_info("${name}")`).all() as { name: string }[]).map((c) => c.name);
    const where = columns.includes("published") ? " where published = 1" : "";
    for (const row of db.prepare(`select * from "${name}"${where}`).all() as Record<string, unknown>[])
      for (const value of Object.values(row)) if (typeof value === "string") addText(value);
  }
  return `\u0000${pieces.join("\u0000")}\u0000`;
}
