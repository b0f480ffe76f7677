/**
 * Builds every row of the demo content in memory, deterministically: the same
 * code always yields the same rows (fixed dates, seeded random choices), so a
 * re-seed gives an identical database. The collections are built in
 * build-collections.ts, the single pages in build-pages.ts and
 * build-offer-pages.ts, with the helpers of build-kit.ts, and a type with a seed
 * module of its own by that module (type-seeds.ts); the site settings and form
 * options are here.
 */
import { assignArtwork } from "./art/assign.ts";
import { paletteColor, mediaSpec, type MediaSpec } from "./artwork.ts";
import { buildCases, buildNews, buildQas, buildSolutions, buildVideos } from "./build-collections.ts";
import { DAY, emptyRows, iso, json, SEED_ANCHOR, type SeedKit, type SeedRows } from "./build-kit.ts";
import { buildHomeBlocks, buildPrices, buildPromotions } from "./build-offer-pages.ts";
import { buildHelp, buildPartners, buildServices } from "./build-pages.ts";
import { buildBlockPages } from "./build-block-pages.ts";
import { hashString } from "./random.ts";
import { TYPE_SEEDS } from "./type-seeds.ts";
import { CASES_LABEL, PRIMARY_CTA, QAS_LABEL } from "../../app/kernel/content-constants.ts";
import { bare, CASE_STORY_PAGES } from "../../app/kernel/pages.ts";
import type { SiteSettings } from "../../app/kernel/page-schemas.ts";
import { COMPANY } from "../../app/kernel/facts.ts";

export { CLIP_SECONDS, SEED_ANCHOR, SEEDED_CLIPS, UNPUBLISHED, type SeedRows } from "./build-kit.ts";

export interface SeedData {
  rows: SeedRows;
  media: MediaSpec[];
}

export function buildSeed(): SeedData {
  const media = new Map<string, MediaSpec>();
  const image = (key: string, kind: MediaSpec["kind"], palette: number) => {
    if (!media.has(key)) media.set(key, mediaSpec(key, kind, palette));
    return key;
  };
  const rows = emptyRows();

  const kit: SeedKit = { rows, image };

  // The order matters: block ids follow the order blocks are pushed in, and
  // solutions and the home page refer to the cases. The types with a seed module of
  // their own come after, in the definitions' order.
  buildNews(kit);
  const cases = buildCases(kit);
  buildSolutions(kit, cases);
  buildVideos(kit);
  buildQas(kit);
  buildHelp(kit);
  buildPrices(kit);
  buildPromotions(kit);
  buildServices(kit);
  buildPartners(kit);
  buildHomeBlocks(kit);
  buildBlockPages(kit);
  for (const { seed } of TYPE_SEEDS) seed.build(kit);

  rows.blocks.forEach((b, i) => (b.id = i + 1));

  // --- Settings (the landing pages' words are documents of `pages`, copy/pages.json)
  rows.site_settings.push({
    id: 1,
    site_name: SITE_SETTINGS.siteName,
    company_name: SITE_SETTINGS.companyName,
    tagline: SITE_SETTINGS.tagline,
    contact: json(SITE_SETTINGS.contact),
    navigation: json(SITE_SETTINGS.navigation),
    footer: json(SITE_SETTINGS.footer),
    social: json(SITE_SETTINGS.social),
    primary_cta: json(SITE_SETTINGS.primaryCta),
    synonyms: json(SEARCH_SYNONYMS),
    published: true,
    updated_at: iso(SEED_ANCHOR - 30 * DAY),
  });
  rows.settings.push({ key: "register_options", value: json(REGISTER_OPTIONS) });

  // Every item gets its own picture, drawn from what the rows now say.
  const specs = assignArtwork(rows, media);
  rows.media = specs.map((m) => ({
    key: m.key,
    width: m.width,
    height: m.height,
    color: paletteColor(m.palette),
    formats: m.formats.join(","),
    widths: m.widths.join(","),
  }));
  // Sorted so the insert order, and so the database file, never depends on discovery order.
  rows.media.sort((a, b) => (a.key < b.key ? -1 : 1));
  return { rows, media: specs };
}

export const REGISTER_OPTIONS = {
  products: [
    { value: "oa", label: "Brightlane OA (office automation)" },
    { value: "pm", label: "Brightlane PM (project management)" },
    { value: "trade", label: "Brightlane Trade (B2B ordering)" },
    { value: "live", label: "Brightlane Live (live events and streaming)" },
    { value: "education", label: "Brightlane Education (learning)" },
    { value: "not-sure", label: "Not sure yet" },
  ],
  companySizes: [
    { value: "1-10", label: "1 to 10 employees" },
    { value: "11-50", label: "11 to 50 employees" },
    { value: "51-200", label: "51 to 200 employees" },
    { value: "201-1000", label: "201 to 1,000 employees" },
    { value: "1001-5000", label: "1,001 to 5,000 employees" },
    { value: "5000+", label: "More than 5,000 employees" },
  ],
  regions: [
    { value: "europe", label: "Europe" },
    { value: "north-america", label: "North America" },
    { value: "latin-america", label: "Latin America" },
    { value: "asia-pacific", label: "Asia-Pacific" },
    { value: "middle-east-africa", label: "Middle East and Africa" },
  ],
};

/** Abbreviations and other names visitors type, with the words the site's copy uses. */
export const SEARCH_SYNONYMS = [
  { term: "sso", means: ["single sign-on"] },
  { term: "case study", means: ["case", "customer story"] },
  { term: "case studies", means: ["cases", "customer stories"] },
  { term: "2fa", means: ["two-factor"] },
  { term: "mfa", means: ["two-factor"] },
  { term: "pm", means: ["project management"] },
  { term: "oa", means: ["office automation"] },
  { term: "po", means: ["purchase order"] },
  { term: "cost", means: ["pricing", "price"] },
];

export const SITE_SETTINGS = {
  siteName: "Brightlane",
  companyName: COMPANY.legalName,
  tagline: "Software for everyday work",
  contact: {
    email: COMPANY.email,
    salesEmail: "sales@brightlane.example",
    phone: COMPANY.phone,
    address: COMPANY.address,
    hours: "Monday to Friday, 8:00 to 18:00 (UK time)",
  },
  // One navigation for both skins, in desktop paths (the mobile skin shows each link's twin):
  // the desktop header's products row and main row, the mobile menu's groups and, for the
  // links marked with a tab, the mobile tab bar.
  navigation: [
    {
      label: "Products",
      href: "/oa",
      children: [
        { label: "OA", href: "/oa" },
        { label: "PM", href: "/pm" },
        { label: "Trade", href: "/trade" },
        { label: "Live", href: "/live" },
        { label: "Education", href: "/education" },
      ],
    },
    {
      label: "Explore",
      href: "/solution",
      children: [
        { label: "Solutions", href: "/solution", tab: { icon: "solutions", label: "Solutions" } },
        { label: CASES_LABEL, href: "/cases_list/manufacturing", tab: { icon: "cases", label: CASES_LABEL } },
        { label: "News", href: "/news", tab: { icon: "news", label: "News" } },
        { label: "Videos", href: "/videos" },
        { label: QAS_LABEL, href: "/qas/getting-started" },
        { label: "Help", href: "/help" },
      ],
    },
    {
      label: "Company",
      href: "/about",
      children: [
        { label: "Pricing", href: "/price", tab: { icon: "price", label: "Pricing" } },
        { label: "Promotions", href: "/promotion" },
        { label: "Services", href: "/service" },
        { label: "Partners", href: "/partner" },
        { label: "About", href: "/about" },
      ],
    },
  ],
  footer: {
    columns: [
      {
        title: "Products",
        links: [
          { label: "Brightlane OA", href: "/oa" },
          { label: "Brightlane PM", href: "/pm" },
          { label: "Brightlane Trade", href: "/trade" },
          { label: "Brightlane Live", href: "/live" },
          { label: "Brightlane Education", href: "/education" },
        ],
      },
      {
        title: "Customers",
        links: [
          { label: "Solutions", href: "/solution" },
          { label: CASES_LABEL, href: "/cases_list/manufacturing" },
          ...CASE_STORY_PAGES.map((story) => ({ label: story.shortLabel, href: `/${bare(story.desktop.path)}` })),
        ],
      },
      {
        title: "Resources",
        links: [
          { label: "News", href: "/news" },
          { label: "Videos", href: "/videos" },
          { label: QAS_LABEL, href: "/qas/getting-started" },
          { label: "Help centre", href: "/help" },
          { label: "Security and trust", href: "/security" },
          { label: "Terms of service", href: "/terms" },
        ],
      },
      {
        title: "Company",
        links: [
          { label: "Pricing", href: "/price" },
          { label: "Promotions", href: "/promotion" },
          { label: "Services", href: "/service" },
          { label: "Partners", href: "/partner" },
          { label: "About", href: "/about" },
          { label: "Careers", href: "/careers" },
          { label: "Contact", href: "/contact" },
          { label: PRIMARY_CTA, href: "/register" },
        ],
      },
    ],
    legal: `© 2026 ${COMPANY.legalName} All rights reserved.`,
    disclaimer: "All companies and people on this site are fictional.",
  },
  social: [
    { label: "LinkedIn", href: "https://www.linkedin.com/" },
    { label: "YouTube", href: "https://www.youtube.com/" },
  ],
  synonyms: SEARCH_SYNONYMS,
  primaryCta: { label: PRIMARY_CTA, href: "/register" },
} satisfies SiteSettings;

/** A stable digest of the built rows, for tests and for the seed log line. */
export function seedFingerprint(data: SeedData): number {
  return hashString(JSON.stringify(data.rows));
}
