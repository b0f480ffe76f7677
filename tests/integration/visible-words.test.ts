/**
 * Nothing a visitor sees is written into the code: one page of every kind of the page
 * registry, on both skins, is read as a visitor reads it (its text and the names a screen
 * reader gives its controls), and every run of text must come from the published content,
 * from the interface words of app/kernel/ui-strings/, or be a date, number or price as the
 * site writes them. Then one visible sentence of each kind of page is edited through the
 * admin API, published, and read back on both skins.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../support/accounts.ts";
import { createTestServices } from "../support/databases.ts";
import { publishChange } from "../support/cdn-site.ts";
import { FORM_MIN_FILL_MS, validLead } from "../support/leads.ts";
import { freePort, root, type RunningServer } from "../support/server.ts";
import { detailPages, ERROR_PAGES, LIST_PAGES, STATIC_PAGES } from "../security/pages.ts";
import { startSite } from "../security/support.ts";
import { textRuns, UNSPOKEN } from "../support/visible-text.ts";
import { contentText, normal } from "../support/content-text.ts";
import { icuVariants } from "../support/icu-variants.ts";

/** Interface words: every string of every export of app/kernel/ui-strings/ (placeholders as wildcards). */
async function interfaceWords(): Promise<{ exact: Set<string>; lower: Set<string>; patterns: RegExp[] }> {
  const dir = path.join(root, "app/kernel/ui-strings");
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  const add = (value: unknown): void => {
    // A message with plural cases gives each case's text (decision 0100).
    if (typeof value === "string" && icuVariants(value).length > 1) icuVariants(value).forEach(add);
    else if (typeof value === "string") {
      // A template gives its whole text with placeholders as wildcards, and each fixed part
      // alone: React writes "{count} results" as two runs, the number and " results".
      const parts = value.split(/\{[a-zA-Z]+\}/);
      for (const part of parts) if (part.trim()) exact.add(normal(part));
      if (parts.length > 1)
        patterns.push(
          new RegExp(`^${parts.map((p) => normal(p).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".+?")}$`),
        );
      else exact.add(normal(value));
    } else if (value && typeof value === "object") Object.values(value).forEach(add);
  };
  for (const file of readdirSync(dir).filter((f) => f.endsWith(".ts") && !/\.test\.ts$|^catalog\.ts$/.test(f)))
    add(await import(path.join(dir, file)));
  return { exact, lower: new Set([...exact].map((w) => w.toLowerCase())), patterns };
}

/** Dates, numbers, prices, durations and the like, as app/components/content/format.ts writes them. */
const MONTH =
  "(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept|Oct|Nov|Dec)";
const DATA_FORMATS = [
  new RegExp(`^\\d{1,2} ${MONTH} \\d{4}$`),
  /^[-+$€£%.,:/#()\d\s×x]+$/,
  /^\d+ (?:minutes?|seconds?)(?: \d+ seconds?)?$/,
];

describe("the words a visitor sees", () => {
  let server: RunningServer;
  let origin: string;
  let token: string;
  let db: DatabaseSync;
  let words: Awaited<ReturnType<typeof interfaceWords>>;
  const pages: string[] = [];

  beforeAll(async () => {
    const s = await createTestServices("sqlite", "visible-words", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
    });
    const editor = await makeStaff(s, "editor-words@example.com", "editor");
    const user = (await accountsOf(s).currentUser(adminRequest(editor.jar)))!;
    token = (await accountsOf(s).createToken(user, { name: "words" }, { ip: "", userAgent: "" })).token;
    await s.close();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = await startSite(port, { DATA_DIR: s.dataDir, FORM_MIN_FILL_MS: String(FORM_MIN_FILL_MS) });
    db = new DatabaseSync(path.join(s.dataDir, "vitrine.sqlite"), { readOnly: true });
    words = await interfaceWords();
    pages.push(...STATIC_PAGES, ...LIST_PAGES, ...(await detailPages(origin)), ...ERROR_PAGES.map(([p]) => p));
    // The form pages' other requests and thank-you states, each with words of its own (decision 0093).
    for (const skin of ["", "/mobile"])
      pages.push(
        ...["/register?intent=trial", "/register?intent=sales", "/register?sent=1", "/partner/apply?sent=1"].map(
          (p) => skin + p,
        ),
      );
  }, 300_000);

  afterAll(async () => {
    db?.close();
    await server?.stop();
  });

  // Mid-sentence the site writes a category in lower case ("All questions about billing and plans").
  const fromInterface = (run: string) =>
    words.exact.has(run) || words.lower.has(run) || words.patterns.some((p) => p.test(run));
  const isData = (run: string) => DATA_FORMATS.some((f) => f.test(run));

  it("takes every run of text of every page of both skins from content or the interface words", async () => {
    expect(pages.filter((p) => p.startsWith("/mobile")).length).toBeGreaterThan(20);
    const content = contentText(db);
    // A short run must be a whole piece of content (a name, a label, a heading): inside a
    // sentence, words like "Company" or "Size" would pass whatever their source.
    // The search page quotes content cut at the visitor's words: any part of it will do there.
    const inContent = (part: string, quoting: boolean) =>
      quoting || part.split(" ").length >= 4 ? content.includes(part) : content.includes(`\u0000${part}\u0000`);
    // A run of content, a list of content names ("Brightlane OA, Brightlane PM"), or a search
    // excerpt: parts of a body joined by " · ", cut short with "…" at either end.
    const fromContent = (run: string, quoting: boolean) =>
      inContent(run, quoting) ||
      run.split(", ").every((part) => inContent(part, quoting)) ||
      run
        .replace(/^…|…$/g, "")
        .split(" · ")
        .every((part) => !part.trim() || inContent(part.trim(), quoting));
    const strays = new Map<string, string>();
    for (const page of pages) {
      const res = await fetch(origin + page, { redirect: "manual" });
      expect(res.status, page).toBeLessThan(600);
      for (const run of textRuns(await res.text())) {
        if (UNSPOKEN.test(run)) continue;
        if (fromInterface(run) || isData(run) || fromContent(run, /^(\/mobile)?\/search\b/.test(page))) continue;
        if (!strays.has(run)) strays.set(run, page);
      }
    }
    expect([...strays].map(([run, page]) => `${page}: ${run}`)).toEqual([]);
  }, 300_000);

  /** A published item of a type through the admin API: the first, or the first `pick` accepts. */
  async function itemOf(type: string, pick: (doc: Record<string, unknown>) => boolean = () => true) {
    const auth = { authorization: `Bearer ${token}` };
    const list = (await (
      await fetch(`${origin}/api/v1/admin/${type}?status=published&sort=id&pageSize=50`, { headers: auth })
    ).json()) as {
      items: { id: number }[];
    };
    for (const { id } of list.items) {
      const { document } = (await (await fetch(`${origin}/api/v1/admin/${type}/${id}`, { headers: auth })).json()) as {
        document: Record<string, unknown>;
      };
      if (pick(document)) return { id, document };
    }
    throw new Error(`no published ${type} item to edit`);
  }

  /** The first block of a document of blocks that has a heading of its own, with `words` as that heading. */
  function withBlockHeading(document: Record<string, unknown>, words: string) {
    let done = false;
    const blocks = (document.blocks as Record<string, unknown>[]).map((b) => {
      if (done || b.hidden) return b;
      const key = ["title", "heading"].find((k) => typeof b[k] === "string" && b[k]);
      if (!key) return b;
      done = true;
      return { ...b, [key]: words };
    });
    return { ...document, blocks };
  }

  /** A change to the `nth` block of a type of a document of blocks. */
  function blockOf(type: string, change: (b: Record<string, unknown>) => Record<string, unknown>, nth = 0) {
    return (document: Record<string, unknown>) => {
      let seen = -1;
      const blocks = (document.blocks as Record<string, unknown>[]).map((b) =>
        b.type === type && ++seen === nth ? change(b) : b,
      );
      if (seen < nth) throw new Error(`no ${type} block ${nth} in the document at ${String(document.path)}`);
      return { ...document, blocks };
    };
  }

  /** The items of a features block with `words` as the text of the `nth`. */
  const itemsWith = (b: Record<string, unknown>, nth: number, words: string) =>
    (b.items as Record<string, unknown>[]).map((item, i) => (i === nth ? { ...item, text: words } : item));

  /** A rich text body of one paragraph. */
  const paragraph = (words: string) => ({
    type: "doc",
    content: [{ type: "paragraph", content: [{ type: "text", text: words }] }],
  });

  /** A form page's document with its lead form block for `intent` changed. */
  function withLeadForm(
    document: Record<string, unknown>,
    intent: string,
    change: (b: Record<string, unknown>) => Record<string, unknown>,
  ) {
    const blocks = document.blocks as Record<string, unknown>[];
    if (!blocks.some((b) => b.type === "lead-form" && b.intent === intent))
      throw new Error(`no lead form for ${intent} in the document at ${String(document.path)}`);
    return { ...document, blocks: blocks.map((b) => (b.type === "lead-form" && b.intent === intent ? change(b) : b)) };
  }

  /** Polls a page until its visible text holds `words` (the page cache is purged by the publish). */
  async function shows(page: string, words: string): Promise<boolean> {
    for (const started = Date.now(); Date.now() - started < 5000; await new Promise((r) => setTimeout(r, 100)))
      if (textRuns(await (await fetch(origin + page)).text()).some((run) => run.includes(words))) return true;
    return false;
  }

  it("shows a sentence edited and published through the admin API on both skins of each kind of page", async () => {
    const title = (words: string) => (d: Record<string, unknown>) => ({ ...d, title: words });
    const name = (words: string) => (d: Record<string, unknown>) => ({ ...d, name: words });
    const kinds: Array<{
      type: string;
      pick?: (d: Record<string, unknown>) => boolean;
      change: (words: string) => (d: Record<string, unknown>) => Record<string, unknown>;
      /** Both skins' pages, or the one page that shows the words on a skin that alone shows them. */
      pages: (id: number, d: Record<string, unknown>) => string[] | Promise<string[]>;
    }> = [
      { type: "news", change: title, pages: (id) => [`/detail/${id}`, `/mobile/detail/${id}`] },
      { type: "cases", change: title, pages: (id) => [`/cases/${id}`, `/mobile/cases/${id}`] },
      { type: "solutions", change: title, pages: (id) => [`/solution/${id}`, `/mobile/solution/${id}`] },
      { type: "qas", change: title, pages: (id) => [`/qa/${id}`, `/mobile/qa/${id}`] },
      { type: "help-articles", change: title, pages: (id) => [`/help/${id}`, `/mobile/help/${id}`] },
      {
        type: "videos",
        change: title,
        pages: (_, d) => [`/videos/${String(d.type)}`, `/mobile/videos/${String(d.type)}`],
      },
      { type: "promotions", change: title, pages: () => ["/promotion", "/mobile/promotion"] },
      { type: "services", change: title, pages: () => ["/service", "/mobile/service"] },
      { type: "partners", change: name, pages: () => ["/partner", "/mobile/partner"] },
      { type: "plans", change: name, pages: () => ["/price", "/mobile/price"] },
      {
        type: "pages",
        pick: (d) => d.path === "about",
        change: (words) => (d) => withBlockHeading(d, words),
        pages: () => ["/about", "/mobile/about"],
      },
      {
        type: "home-blocks",
        change: (words) => (d) => withBlockHeading({ blocks: [d] }, words).blocks[0]!,
        pages: () => ["/", "/mobile"],
      },
      // The sentences the pages around live content and the lists once wrote in code (decision 0092).
      {
        type: "pages",
        pick: (d) => d.path === "price",
        change: (words) => blockOf("text", (b) => ({ ...b, body: paragraph(words) })),
        pages: () => ["/price"],
      },
      {
        type: "pages",
        pick: (d) => d.path === "service",
        change: (words) => blockOf("cta", (b) => ({ ...b, heading: words })),
        pages: () => ["/service", "/mobile/service"],
      },
      {
        type: "pages",
        pick: (d) => d.path === "partner",
        change: (words) => blockOf("cta", (b) => ({ ...b, heading: words })),
        pages: () => ["/partner", "/mobile/partner"],
      },
      {
        type: "pages",
        pick: (d) => d.path === "solution_list",
        change: (words) => (d) =>
          // The industries' columns (Retail's heading), the phone's calls to action (every industry's).
          blockOf("columns", (b) => ({
            ...b,
            columns: (b.columns as Record<string, unknown>[]).map((c, i) => (i === 1 ? { ...c, heading: words } : c)),
          }))(
            blockOf(
              "columns",
              (b) => ({
                ...b,
                columns: (b.columns as Record<string, unknown>[]).map((c) => ({ ...c, heading: words })),
              }),
              1,
            )(
              blockOf("text", (b) => ({ ...b, heading: words, body: paragraph(words) }))(
                blockOf("text", (b) => ({ ...b, heading: words, body: paragraph(words) }), 1)(d),
              ),
            ),
          ),
        pages: async () => [
          "/solution",
          "/mobile/solution",
          "/solution_list/retail",
          `/mobile/solution/${(await itemOf("solutions")).id}`,
        ],
      },
      {
        type: "pages",
        pick: (d) => d.path === "videos",
        change: (words) => blockOf("features", (b) => ({ ...b, items: itemsWith(b, 0, words) })),
        pages: () => ["/videos", "/videos/product-tours"],
      },
      {
        type: "pages",
        pick: (d) => d.path === "qas",
        change: (words) => blockOf("features", (b) => ({ ...b, items: itemsWith(b, 1, words) })),
        pages: () => ["/qas/billing"],
      },
      // The lead forms' words per request (decision 0093): a step of the trial form, shown on the register page's trial form.
      {
        type: "pages",
        pick: (d) => d.path === "register",
        change: (words) => (d) => withLeadForm(d, "trial", (b) => ({ ...b, nextSteps: [words] })),
        pages: () => ["/register?intent=trial", "/mobile/register?intent=trial"],
      },
      {
        type: "site-settings",
        change: (words) => (d) => ({ ...d, footer: { ...(d.footer as object), legal: words } }),
        pages: () => ["/oa", "/mobile/oa"],
      },
    ];
    const missing: string[] = [];
    for (const kind of kinds) {
      const { id, document } = await itemOf(kind.type, kind.pick);
      const words = `Edited words of ${kind.type} ${Date.now().toString(36)}`;
      await publishChange(origin, token, kind.type, id, kind.change(words));
      for (const page of await kind.pages(id, document))
        if (!(await shows(page, words))) missing.push(`${kind.type}: ${page}`);
    }
    expect(missing).toEqual([]);
  }, 180_000);

  it("thanks the visitor with the partner application's edited note after a form sent without JavaScript, on both skins", async () => {
    const { id } = await itemOf("pages", (d) => d.path === "partner/apply");
    const words = `Edited thanks ${Date.now().toString(36)}`;
    await publishChange(origin, token, "pages", id, (d) =>
      withLeadForm(d, "partner", (b) => ({ ...b, thanks: words })),
    );
    const { consent: _consent, ...lead } = validLead() as Record<string, string>;
    const thanked: Record<string, boolean> = {};
    for (const [i, page] of ["/partner/apply", "/mobile/partner/apply"].entries()) {
      const html = await (await fetch(origin + page)).text();
      const formToken = /name="formToken" value="([^"]+)"/.exec(html)![1]!;
      await new Promise((r) => setTimeout(r, FORM_MIN_FILL_MS + 50));
      const sent = await fetch(origin + page, {
        method: "POST",
        redirect: "manual",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          origin,
          "x-forwarded-for": `198.51.100.${i + 1}`,
        },
        body: new URLSearchParams({ ...lead, email: `words-${i}@example.com`, consent: "on", formToken, website: "" }),
      });
      expect(sent.status, page).toBe(302);
      const thanks = await (await fetch(new URL(sent.headers.get("location")!, origin))).text();
      thanked[page] = textRuns(thanks).includes(words);
    }
    expect(thanked).toEqual({ "/partner/apply": true, "/mobile/partner/apply": true });
  }, 60_000);
});
