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
import { CUSTOMERS, PEOPLE, PRODUCT_STORY, QUOTE_ROLES } from "./copy-cases.ts";
import { PRESENTERS, SOLUTIONS, VIDEOS } from "./copy-misc.ts";
import { AUTHORS, NEWS_COPY, NEWS_PARAGRAPHS } from "./copy-news.ts";
import { QA_COPY, QA_FOLLOW_UP } from "./copy-qa.ts";
import { artSubject } from "./artwork.ts";
import { createRandom } from "./random.ts";

/** The published cases by industry, and each one's product. */
export interface CaseIndex {
  caseIdsByIndustry: Map<IndustryType, number[]>;
  caseProducts: Map<number, ProductSlug>;
}

/** News: interleave categories so every list page mixes them. */
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
      const [title, summary] = copy;
      const published = iso(SEED_ANCHOR - (id - 1) * 3.5 * DAY - r.int(0, 8) * HOUR);
      const paragraphs = r.sample(NEWS_PARAGRAPHS[type], 3);
      const body = [
        p(summary),
        p(paragraphs[0]!),
        `<h2>${escapeHtml(type === "events" ? "What to expect" : type === "product" ? "What changes" : "Why it matters")}</h2>`,
        p(paragraphs[1]!),
        list(
          r.sample(
            [
              "Available on every plan",
              "No action needed from administrators",
              "Documented in the help centre",
              "Feedback welcome through the product",
              "Covered by our standard service levels",
            ],
            3,
          ),
        ),
        `<blockquote><p>${escapeHtml(`"${title.replace(/\.$/, "")} is an important step for us and for our customers."`)}</p></blockquote>`,
        p(paragraphs[2]!),
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
        reading_minutes: r.int(2, 7),
        tags: json(r.sample(["Brightlane", type, "Customers", "Product", "Teams", "Productivity"], 2)),
        published: !(UNPUBLISHED.news as readonly number[]).includes(id),
        published_at: published,
        updated_at: iso(Date.parse(published) + r.int(0, 48) * HOUR),
      });
    }
  }
}

/** Cases: six customers per industry, then two drafts. Returns the published ones by industry and product, for the solutions. */
export function buildCases(kit: SeedKit): CaseIndex {
  const { rows, image } = kit;
  const caseIdsByIndustry = new Map<IndustryType, number[]>();
  const caseProducts = new Map<number, ProductSlug>();
  const r = createRandom(202);
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
    { ...CUSTOMERS.manufacturing[0]!, name: "Fairhaven Aero Instruments (draft)" },
    0,
    0,
    false,
  );
  pushCase(38, "retail", { ...CUSTOMERS.retail[1]!, name: "Pinecrest Outdoor (draft)" }, 1, 1, false);

  function pushCase(
    id: number,
    type: IndustryType,
    c: (typeof CUSTOMERS)[IndustryType][number],
    ii: number,
    round: number,
    published: boolean,
  ) {
    const story = PRODUCT_STORY[c.product];
    const n = r.int(24, 62);
    const metrics = story.metrics.map((m) => {
      const [value, label] = m(n);
      return { value, label };
    });
    const person = r.pick(PEOPLE);
    const role = r.pick(QUOTE_ROLES);
    const galleryKeys = [0, 1, 2].map((g) =>
      image(`case-${INDUSTRY_TYPES[(ii + g) % 6]}-${((round + g) % 2) + 1}`, "cover", (ii + g) % 6),
    );
    const details = {
      challenge: { heading: "The challenge", bodyHtml: sanitizeBody(story.challenge.map(p).join("")) },
      solution: {
        heading: `The solution: ${PRODUCT_NAMES[c.product]}`,
        bodyHtml: sanitizeBody(story.solution.map(p).join("")),
      },
      results: {
        heading: "The results",
        bodyHtml: sanitizeBody(story.results.map(p).join("") + list(metrics.map((m) => `${m.value} ${m.label}`))),
      },
      quote: {
        text: `${PRODUCT_NAMES[c.product]} changed how we work day to day. The team adopted it faster than any system we have introduced before.`,
        author: person,
        role: `${role}, ${c.name}`,
      },
      gallery: galleryKeys.map((key, g) => ({
        key,
        alt: `${PRODUCT_NAMES[c.product]} at ${c.name}: a screen with ${artSubject(key)}${["", " of open work", " of results"][g]}`,
      })),
    };
    rows.cases.push({
      id,
      type,
      title: story.headline(c.name, n),
      summary: `${c.name}, ${c.about} in ${c.location}, turned to ${PRODUCT_NAMES[c.product]} to fix a problem many ${type === "finance" ? "financial services" : type} organisations share.`,
      body_html: sanitizeBody(
        p(`${c.name} is ${c.about}, based in ${c.location} with ${c.employees} employees.`) + p(story.challenge[0]!),
      ),
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
      published_at: iso(SEED_ANCHOR - 2 * DAY - (id - 1) * 6 * DAY),
      updated_at: iso(SEED_ANCHOR - 2 * DAY - (id - 1) * 6 * DAY + 5 * DAY),
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
  const all = [
    ...SOLUTIONS,
    {
      ...SOLUTIONS[0]!,
      title: "Quality management for manufacturers",
      summary: "Audits, non-conformances and corrective actions in one workflow.",
    },
  ];
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
      body_html: sanitizeBody(
        p(s.summary) +
          p(
            `Built on ${s.products.map((x) => PRODUCT_NAMES[x]).join(" and ")}, the solution comes with templates, reports and integrations that match how ${s.type === "finance" ? "financial services" : s.type} organisations work.`,
          ) +
          `<h2>How it works</h2>` +
          list(s.features.map(([t]) => t)) +
          p(
            "Our solution consultants help you adapt it to your processes, and most customers are live within a few weeks.",
          ),
      ),
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
      const [title, summary, minutes] = v;
      const presenters = r.sample(PRESENTERS, type === "webinars" ? 2 : 1);
      rows.videos.push({
        id,
        type,
        title,
        summary,
        body_html: sanitizeBody(
          p(summary) +
            (i === 0
              ? p(
                  `Presented by ${presenters.join(" and ")}. The clip runs for ${CLIP_SECONDS} seconds, with English captions.`,
                )
              : p(
                  `Presented by ${presenters.join(" and ")}. The video runs for ${minutes} minutes${type === "webinars" ? " including questions from the audience" : ""}.`,
                )) +
            list(["Chapters for each topic", "Captions in English", "Slides available on request"]),
        ),
        poster_key: image(`video-${type}-${(i % 2) + 1}`, "poster", ti + 4),
        poster_alt: `Video: ${title}`,
        ...(i === 0
          ? {
              source_url: `clips/${SEEDED_CLIPS[type]}.webm`,
              source_type: "video/webm",
              captions_url: `clips/${SEEDED_CLIPS[type]}.vtt`,
            }
          : { source_url: null, source_type: null, captions_url: null }),
        duration_seconds: i === 0 ? CLIP_SECONDS : minutes * 60 + r.int(0, 59),
        presenters: json(presenters),
        featured: i === 0,
        published: true,
        published_at: iso(SEED_ANCHOR - DAY - (id - 1) * 5 * DAY),
        updated_at: iso(SEED_ANCHOR - DAY - (id - 1) * 5 * DAY),
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
      const [question, answer] = q;
      rows.qas.push({
        id,
        type,
        title: question,
        summary: answer,
        body_html: sanitizeBody(
          p(answer) +
            p(QA_FOLLOW_UP[type]) +
            p("Was this answer helpful? Our support team is happy to help with anything it does not cover."),
        ),
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
