/**
 * The demo content of the five collections: news, cases, solutions, videos and
 * Q&A (build.ts runs these in this order; solutions refer to the cases).
 */
import {
  CASE_TYPES,
  INDUSTRY_TYPES,
  NEWS_TYPES,
  QA_TYPES,
  VIDEO_TYPES,
  type IndustryType,
  type ProductSlug,
  PRODUCT_NAMES,
} from "../../app/kernel/content-constants.ts";
import { escapeHtml, sanitizeBody } from "../../app/kernel/sanitize.ts";
import {
  CLIP_SECONDS,
  DAY,
  HOUR,
  iso,
  json,
  list,
  p,
  SEED_ANCHOR,
  SEEDED_CLIPS,
  UNPUBLISHED,
  type SeedKit,
} from "./build-kit.ts";
import { CUSTOMERS, type CaseCopy } from "./copy-cases.ts";
import { PRESENTERS, SOLUTION_DRAFT, SOLUTIONS, VIDEOS } from "./copy-misc.ts";
import { AUTHORS, NEWS_COPY } from "./copy-news.ts";
import { QA_COPY } from "./copy-qa.ts";
import { artSubject } from "./artwork.ts";
import { createRandom } from "./random.ts";

/** The published cases by industry, and each one's product. */
export interface CaseIndex {
  caseIdsByIndustry: Map<IndustryType, number[]>;
  caseProducts: Map<number, ProductSlug>;
}

/** News: interleave categories so every list page mixes them, over two years back from the anchor. */
export function buildNews(kit: SeedKit): void {
  const { rows, image } = kit;
  const r = createRandom(101);
  let id = 0;
  const perType = Math.max(...NEWS_TYPES.map((t) => NEWS_COPY[t].length));
  for (let i = 0; i < perType; i++) {
    for (const [ti, type] of NEWS_TYPES.entries()) {
      const copy = NEWS_COPY[type][i];
      if (!copy) continue;
      id++;
      const { title, summary, body: paragraphs, quote, quoteBy } = copy;
      const published = iso(SEED_ANCHOR - (id - 1) * NEWS_SPACING_DAYS * DAY - r.int(0, 60) * HOUR);
      const body = [
        p(paragraphs[0]!),
        `<h2>${escapeHtml(type === "events" ? "What to expect" : type === "product" ? "What changes" : "Why it matters")}</h2>`,
        ...paragraphs.slice(1, -1).map(p),
        `<blockquote><p>${escapeHtml(`"${quote}"`)}</p><p>${escapeHtml(quoteBy)}</p></blockquote>`,
        ...paragraphs.slice(-1).map(p),
      ].join("");
      rows.news.push({
        id,
        type,
        title,
        summary,
        body_html: sanitizeBody(body),
        cover_key: image(`news-${type}-${(i % 3) + 1}`, "cover", ti),
        cover_alt: `Illustration for "${title}"`,
        author: r.pick(AUTHORS),
        tags: json(r.sample(["Brightlane", type, "Customers", "Product", "Teams", "Productivity"], 2)),
        published: !(UNPUBLISHED.news as readonly number[]).includes(id),
        published_at: published,
        updated_at: iso(Date.parse(published) + r.int(0, 48) * HOUR),
      });
    }
  }
}

/** Days between two news articles: 64 articles cover two years. */
const NEWS_SPACING_DAYS = 11.3;

/** Cases: six customers per industry, then two drafts. Returns the published ones by industry and product, for the solutions. */
export function buildCases(kit: SeedKit): CaseIndex {
  const { rows, image } = kit;
  const caseIdsByIndustry = new Map<IndustryType, number[]>();
  const caseProducts = new Map<number, ProductSlug>();
  let id = 0;
  for (let round = 0; round < 6; round++) {
    for (const [ii, type] of CASE_TYPES.entries()) {
      const c = CUSTOMERS[type][round]!;
      id++;
      pushCase(id, type, c, ii, round, true);
    }
  }
  // Drafts: the same customers, a story not yet approved for publication.
  pushCase(
    37,
    "manufacturing",
    {
      ...CUSTOMERS.manufacturing[0]!,
      name: "Fairhaven Aero Instruments (draft)",
      title: "Fairhaven Aero Instruments: the second plant (draft)",
    },
    0,
    0,
    false,
  );
  pushCase(
    38,
    "retail",
    {
      ...CUSTOMERS.retail[1]!,
      name: "Pinecrest Outdoor (draft)",
      title: "Pinecrest Outdoor streams its spring launch (draft)",
    },
    1,
    1,
    false,
  );

  function pushCase(id: number, type: IndustryType, c: CaseCopy, ii: number, round: number, published: boolean) {
    const metrics = c.metrics.map(([value, label]) => ({ value, label }));
    const galleryKeys = [0, 1, 2].map((g) =>
      image(`case-${INDUSTRY_TYPES[(ii + g) % 6]}-${((round + g) % 2) + 1}`, "cover", (ii + g) % 6),
    );
    const details = {
      challenge: { heading: "The challenge", bodyHtml: sanitizeBody(c.challenge.map(p).join("")) },
      solution: {
        heading: `The solution: ${PRODUCT_NAMES[c.product]}`,
        bodyHtml: sanitizeBody(c.solution.map(p).join("")),
      },
      // The figures stand above the story: the results say what changed in words.
      results: { heading: "The results", bodyHtml: sanitizeBody(c.results.map(p).join("")) },
      quote: { text: c.quote.text, author: c.quote.author, role: `${c.quote.role}, ${c.name}` },
      gallery: galleryKeys.map((key, g) => ({
        key,
        alt: `${PRODUCT_NAMES[c.product]} at ${c.name}: a screen with ${artSubject(key)}${["", " of open work", " of results"][g]}`,
      })),
    };
    rows.cases.push({
      id,
      type,
      title: c.title,
      summary: c.summary,
      // Who the customer is; the challenge has its own section below.
      body_html: sanitizeBody(p(`${c.name} is ${c.about}, based in ${c.location} with ${c.employees} employees.`)),
      cover_key: galleryKeys[0]!,
      cover_alt: `${c.name} case study`,
      customer_name: c.name,
      customer_logo_key: image(`logo-customer-${id}`, "logo", ii + round),
      customer_location: c.location,
      customer_employees: c.employees,
      customer_website: c.website,
      product: c.product,
      metrics: json(metrics),
      details: json(details),
      featured: round === 0,
      published,
      published_at: iso(SEED_ANCHOR - 2 * DAY - (id - 1) * 19 * DAY),
      updated_at: iso(SEED_ANCHOR - 2 * DAY - (id - 1) * 19 * DAY + 5 * DAY),
    });
    if (published) {
      caseIdsByIndustry.set(type, [...(caseIdsByIndustry.get(type) ?? []), id]);
      caseProducts.set(id, c.product);
    }
  }
  return { caseIdsByIndustry, caseProducts };
}

/** Solutions, each related to published cases of its industry. */
export function buildSolutions(kit: SeedKit, { caseIdsByIndustry, caseProducts }: CaseIndex): void {
  const { rows, image } = kit;
  const industryPalette = (t: IndustryType) => INDUSTRY_TYPES.indexOf(t);
  const r = createRandom(303);
  // The draft keeps the id it has always had, after the first twelve.
  const draftAt = UNPUBLISHED.solutions[0] - 1;
  const all = [...SOLUTIONS.slice(0, draftAt), SOLUTION_DRAFT, ...SOLUTIONS.slice(draftAt)];
  all.forEach((s, index) => {
    const id = index + 1;
    const related = (caseIdsByIndustry.get(s.type) ?? []).filter((cid) => s.products.includes(caseProducts.get(cid)!));
    const fallback = caseIdsByIndustry.get(s.type) ?? [];
    const relatedIds = (related.length ? related : fallback).slice(0, 3);
    rows.solutions.push({
      id,
      type: s.type,
      title: s.title,
      summary: s.summary,
      body_html: sanitizeBody(p(s.body[0]) + `<h2>How it works</h2>` + list(s.features.map(([t]) => t)) + p(s.body[1])),
      cover_key: image(`solution-${s.type}`, "cover", industryPalette(s.type) + 2),
      cover_alt: `${s.title}: illustration`,
      products: json(s.products),
      features: json(s.features.map(([title, description]) => ({ title, description }))),
      benefits: json([
        { value: `${r.int(25, 45)}%`, label: "less time on administration" },
        { value: `${r.int(2, 6)} weeks`, label: "typical time to go live" },
        { value: `${r.int(90, 98)}%`, label: "of users active every week" },
      ]),
      related_case_ids: json(relatedIds),
      featured: index % 2 === 0,
      published: id !== UNPUBLISHED.solutions[0],
      published_at: iso(SEED_ANCHOR - 30 * DAY - index * 9 * DAY),
      updated_at: iso(SEED_ANCHOR - 10 * DAY - index * 3 * DAY),
    });
  });
}

/** Videos: the newest video of each category plays a generated clip (public/clips, scripts/generate-clips.ts); every other video keeps source null on purpose, so the poster-only path stays in use (see docs/decisions/0005). */
export function buildVideos(kit: SeedKit): void {
  const { rows, image } = kit;
  const r = createRandom(404);
  let id = 0;
  const perType = Math.max(...VIDEO_TYPES.map((t) => VIDEOS[t].length));
  for (let i = 0; i < perType; i++) {
    for (const [ti, type] of VIDEO_TYPES.entries()) {
      const v = VIDEOS[type][i];
      if (!v) continue;
      id++;
      const { title, summary, minutes, script } = v;
      const presenters = r.sample(PRESENTERS, type === "webinars" ? 2 : 1);
      rows.videos.push({
        id,
        type,
        title,
        summary,
        // The page shows the summary and the running time: the body says who presents and what is shown.
        body_html: sanitizeBody(
          p(`Presented by ${presenters.join(" and ")}.`) +
            `<h2>In this video</h2>` +
            p(script.join(" ")) +
            list(["Captions in English", "One screen for each step"]),
        ),
        poster_key: image(`video-${type}-${(i % 2) + 1}`, "poster", ti + 4),
        poster_alt: `Video: ${title}`,
        ...(i === 0
          ? {
              source_url: `clips/${SEEDED_CLIPS[type]}.webm`,
              source_type: "video/webm",
              // The bundled fallback clips are WebM only; a recorded tour brings its MP4 copy.
              fallback_url: null,
              captions_url: `clips/${SEEDED_CLIPS[type]}.vtt`,
            }
          : { source_url: null, source_type: null, fallback_url: null, captions_url: null }),
        duration_seconds: i === 0 ? CLIP_SECONDS : minutes * 60 + r.int(0, 59),
        presenters: json(presenters),
        featured: i === 0,
        published: true,
        published_at: iso(SEED_ANCHOR - DAY - (id - 1) * 23 * DAY),
        updated_at: iso(SEED_ANCHOR - DAY - (id - 1) * 23 * DAY),
      });
    }
  }
  rows.videos.push({
    ...rows.videos[0]!,
    id: 31,
    title: "Brightlane Connect 2026 keynote (full recording)",
    summary: "The complete keynote, with captions.",
    source_url: null,
    source_type: null,
    fallback_url: null,
    captions_url: null,
    featured: false,
    published: false,
  });
}

/** Q&A, with two drafts. */
export function buildQas(kit: SeedKit): void {
  const { rows, image } = kit;
  let id = 0;
  const perType = Math.max(...QA_TYPES.map((t) => QA_COPY[t].length));
  // Two covers per category, shared by its questions: few images to render.
  const cover = (type: (typeof QA_TYPES)[number], i: number, title: string) => ({
    cover_key: image(`qa-${type}-${(i % 2) + 1}`, "cover", QA_TYPES.indexOf(type) + 1),
    cover_alt: `Illustration for "${title}"`,
  });
  for (let i = 0; i < perType; i++) {
    for (const type of QA_TYPES) {
      const q = QA_COPY[type][i];
      if (!q) continue;
      id++;
      const [question, answer, detail] = q;
      rows.qas.push({
        id,
        type,
        title: question,
        summary: answer,
        // The pages show the short answer above the body: the body adds to it.
        body_html: sanitizeBody(p(detail)),
        ...cover(type, i, question),
        published: true,
        published_at: iso(SEED_ANCHOR - 60 * DAY - id * DAY),
        updated_at: iso(SEED_ANCHOR - 20 * DAY - id * HOUR),
      });
    }
  }
  rows.qas.push({
    id: 81,
    type: "billing",
    title: "How do I pay with cryptocurrency?",
    summary: "Draft answer pending review.",
    body_html: p("Draft."),
    ...cover("billing", 0, "How do I pay with cryptocurrency?"),
    published: false,
    published_at: iso(SEED_ANCHOR),
    updated_at: iso(SEED_ANCHOR),
  });
  rows.qas.push({
    id: 82,
    type: "security",
    title: "Internal: security review checklist",
    summary: "Internal note, not for publication.",
    body_html: p("Draft."),
    ...cover("security", 0, "Internal: security review checklist"),
    published: false,
    published_at: iso(SEED_ANCHOR),
    updated_at: iso(SEED_ANCHOR),
  });
}
