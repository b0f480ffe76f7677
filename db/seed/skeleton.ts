/**
 * A real company's first start (DEMO_CONTENT=off): the rows every page needs to
 * answer (site settings, the landing pages' documents, the registration form's
 * choices) and no item, picture or person of the demo company. Lists show their
 * empty state; the admin fills the rest in.
 */
import { BLOCK_PAGES } from "../../app/kernel/pages.ts";
import { HOME_PAGE_PATH } from "../../app/kernel/page-paths.ts";
import { blockPageRows, defaultWordsRows, pageRow, type PageCopy } from "./build-block-pages.ts";
import { DAY, emptyRows, iso, json, SEED_ANCHOR, type SeedRows } from "./build-kit.ts";
import { WRITTEN_WORDS_PATHS, withWrittenWords } from "./written-words.ts";
import type { PageBlock } from "../../app/kernel/page-blocks.ts";
import { REGISTER_OPTIONS, SEARCH_SYNONYMS, SITE_SETTINGS, type SeedData } from "./build.ts";

/**
 * The first install's home page: its opening and what fills it as the company adds content
 * (home blocks, news), in words marked for the company to replace in the admin.
 */
const HOME: PageCopy = {
  title: "Your company",
  blocks: [
    { type: "banners", label: "Featured" },
    {
      type: "highlights",
      heading: "Welcome to Your company",
      lead: "Say here what your company offers: edit this page under Pages in the back office. Banners, highlights and figures come from Home blocks.",
    },
    { type: "home-figures", heading: "In figures" },
    { type: "latest-news", heading: "Latest news", linkLabel: "All news", count: 6 },
    { type: "cta", heading: "Talk to us", text: "", label: "Book a demo", href: "/register" },
  ],
};

interface NavLink {
  href: string;
  children?: NavLink[];
}

/**
 * The links of a menu without those to pages of blocks a first install does not hold (the
 * demo's about, product and story pages): a group whose own page is gone opens its first
 * remaining link.
 */
function withoutAbsent<T extends NavLink>(links: readonly T[], held: readonly string[]): T[] {
  const absent = new Set(BLOCK_PAGES.map(([, path]) => `/${path}`).filter((p) => !held.includes(p.slice(1))));
  return links.flatMap((link): T[] => {
    const children = link.children && withoutAbsent(link.children, held);
    const kept = children ? { ...link, children } : link;
    if (!absent.has(link.href)) return [kept];
    return children?.length ? [{ ...kept, href: children[0]!.href }] : [];
  });
}

/** The content lists' names, by the path of each list's document (app/kernel/pages.ts `words`). */
export const LIST_HEADINGS: Readonly<Record<string, string>> = {
  news: "News",
  cases_list: "Case studies",
  solution_list: "Solutions",
  videos: "Videos",
  qas: "Questions and answers",
  help: "Help centre",
};

export function buildSkeleton(): SeedData {
  const rows: SeedRows = {
    ...emptyRows(),
    // The product page and the privacy notice the registration form links to, the words of the
    // pages around live content (decision 0089) and a home page (decision 0088): the admin edits them.
    pages: [
      ...blockPageRows(["pm", "privacy", "register", "partner/apply"]),
      ...defaultWordsRows({ price: "Pricing", promotion: "Offers", service: "Services", partner: "Partners" }, 5),
      pageRow(HOME_PAGE_PATH, HOME, 9),
      // The content lists' words and search settings (decision 0090), under their default headings.
      ...defaultWordsRows(LIST_HEADINGS, 10),
    ].map((row) =>
      // The sentences those pages once wrote in code (decision 0092), from the seed copy.
      WRITTEN_WORDS_PATHS.includes(row.path)
        ? { ...row, blocks: json(withWrittenWords(row.path, JSON.parse(row.blocks as string) as PageBlock[])) }
        : row,
    ),
  };
  const held = rows.pages.map((page) => page.path);
  // The menus link the site's own pages. The name and contact details are placeholders the
  // settings' schema requires, marked as such for the company to replace in the admin.
  rows.site_settings.push({
    id: 1,
    site_name: "Your site",
    company_name: "Your company",
    tagline: "",
    primary_cta: json({ label: "Book a demo", href: "/register" }),
    contact: json({
      email: "hello@example.com",
      salesEmail: "sales@example.com",
      phone: "Your phone number",
      address: "Your address",
      hours: "",
    }),
    // The demo's about, product and story pages are no page of a first install.
    navigation: json(withoutAbsent(SITE_SETTINGS.navigation, held)),
    footer: json({
      columns: SITE_SETTINGS.footer.columns.map((column) => ({
        ...column,
        links: withoutAbsent(column.links, held),
      })),
      legal: "All rights reserved.",
      disclaimer: "",
    }),
    social: json([]),
    synonyms: json(SEARCH_SYNONYMS),
    published: true,
    updated_at: iso(SEED_ANCHOR - 30 * DAY),
  });
  rows.settings.push(
    // The product choices name the products the site's own pages present.
    { key: "register_options", value: json(REGISTER_OPTIONS) },
  );
  return { rows, media: [] };
}
