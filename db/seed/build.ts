/**
 * Builds every row of the demo content in memory, deterministically: the same
 * code always yields the same rows (fixed dates, seeded random choices), so a
 * re-seed gives an identical database.
 */
import { CASE_TYPES, INDUSTRY_TYPES, NEWS_TYPES, PARTNER_TIERS, QA_TYPES, VIDEO_TYPES, type IndustryType, type ProductSlug, type VideoType } from "../../app/kernel/content-constants.ts";
import { escapeHtml, sanitizeBody } from "../../app/kernel/sanitize.ts";
import type { Insertable } from "kysely";
import type { DB } from "../schema.ts";
import { mediaSpec, paletteColor, type MediaSpec } from "./artwork.ts";
import { CUSTOMERS, PEOPLE, PRODUCTS, PRODUCT_STORY, QUOTE_ROLES } from "./copy-cases.ts";
import { HELP_TREE, PARTNERS, PARTNER_TIER_INFO, PM_COPY, PRESENTERS, PRICE_FAQ, SERVICES, SOLUTIONS, VIDEOS } from "./copy-misc.ts";
import { AUTHORS, NEWS_COPY, NEWS_PARAGRAPHS } from "./copy-news.ts";
import { QA_COPY, QA_FOLLOW_UP } from "./copy-qa.ts";
import { createRandom, hashString } from "./random.ts";

type Rows = { [K in keyof DB]: Array<Insertable<DB[K]>> };
export type SeedRows = Omit<Rows, "leads" | "content_version">;

export interface SeedData {
  rows: SeedRows;
  media: MediaSpec[];
}

/** Demo content is dated relative to this fixed moment, never to "now". */
export const SEED_ANCHOR = Date.UTC(2026, 10, 16, 9, 0, 0);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const iso = (ms: number) => new Date(ms).toISOString();
const json = (value: unknown) => JSON.stringify(value);
const p = (text: string) => `<p>${escapeHtml(text)}</p>`;
const list = (items: string[]) => `<ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join("")}</ul>`;


/** Ids of items seeded as drafts: present in the database, never shown publicly. */
export const UNPUBLISHED = {
  news: [5, 29, 47],
  cases: [37, 38],
  solutions: [13],
  videos: [31],
  qas: [81, 82],
  help: [41],
  promotions: [4],
  services: [7],
  partners: [25],
} as const;

/** Length of each generated clip; scripts/generate-clips.ts records this long. */
export const CLIP_SECONDS = 7;

/**
 * The generated clip (public/clips/<name>.webm and .vtt, made by scripts/generate-clips.ts)
 * played by the first, newest and featured video of each category. Stored relative to
 * the base path; the content service prefixes BASE_PATH.
 */
export const SEEDED_CLIPS: Readonly<Record<VideoType, string>> = {
  "product-tours": "brightlane-oa",
  webinars: "brightlane-trade",
  "customer-stories": "brightlane-pm",
  tutorials: "brightlane-live",
};

export function buildSeed(): SeedData {
  const media = new Map<string, MediaSpec>();
  const image = (key: string, kind: MediaSpec["kind"], palette: number) => {
    if (!media.has(key)) media.set(key, mediaSpec(key, kind, palette));
    return key;
  };
  const industryPalette = (t: IndustryType) => INDUSTRY_TYPES.indexOf(t);

  const rows: SeedRows = {
    media: [],
    news: [],
    cases: [],
    solutions: [],
    videos: [],
    qas: [],
    help_categories: [],
    help_articles: [],
    price_plans: [],
    price_features: [],
    promotions: [],
    services: [],
    partners: [],
    blocks: [],
    settings: [],
  };

  // --- News: interleave categories so every list page mixes them.
  {
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
          list(r.sample(["Available on every plan", "No action needed from administrators", "Documented in the help centre", "Feedback welcome through the product", "Covered by our standard service levels"], 3)),
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

  // --- Cases: six customers per industry, then two drafts.
  const caseIdsByIndustry = new Map<IndustryType, number[]>();
  const caseProducts = new Map<number, ProductSlug>();
  {
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
    pushCase(37, "manufacturing", { ...CUSTOMERS.manufacturing[0]!, name: "Fairhaven Aero Instruments (draft)" }, 0, 0, false);
    pushCase(38, "retail", { ...CUSTOMERS.retail[1]!, name: "Pinecrest Outdoor (draft)" }, 1, 1, false);

    function pushCase(id: number, type: IndustryType, c: (typeof CUSTOMERS)[IndustryType][number], ii: number, round: number, published: boolean) {
      const story = PRODUCT_STORY[c.product];
      const n = r.int(24, 62);
      const metrics = story.metrics.map((m) => {
        const [value, label] = m(n);
        return { value, label };
      });
      const person = r.pick(PEOPLE);
      const role = r.pick(QUOTE_ROLES);
      const galleryKeys = [0, 1, 2].map((g) => image(`case-${INDUSTRY_TYPES[(ii + g) % 6]}-${((round + g) % 2) + 1}`, "cover", (ii + g) % 6));
      const details = {
        challenge: { heading: "The challenge", bodyHtml: sanitizeBody(story.challenge.map(p).join("")) },
        solution: { heading: `The solution: ${PRODUCTS[c.product]}`, bodyHtml: sanitizeBody(story.solution.map(p).join("")) },
        results: { heading: "The results", bodyHtml: sanitizeBody(story.results.map(p).join("") + list(metrics.map((m) => `${m.value} ${m.label}`))) },
        quote: { text: `${PRODUCTS[c.product]} changed how we work day to day. The team adopted it faster than any system we have introduced before.`, author: person, role: `${role}, ${c.name}` },
        gallery: galleryKeys.map((key, g) => ({ key, alt: `${c.name}: ${["the team at work", "the new process in use", "results on the dashboard"][g]}` })),
      };
      rows.cases.push({
        id,
        type,
        title: story.headline(c.name, n),
        summary: `${c.name}, ${c.about} in ${c.location}, turned to ${PRODUCTS[c.product]} to fix a problem many ${type === "finance" ? "financial services" : type} organisations share.`,
        body_html: sanitizeBody(p(`${c.name} is ${c.about}, based in ${c.location} with ${c.employees} employees.`) + p(story.challenge[0]!)),
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
  }

  // --- Solutions
  {
    const r = createRandom(303);
    const all = [...SOLUTIONS, { ...SOLUTIONS[0]!, title: "Quality management for manufacturers", summary: "Audits, non-conformances and corrective actions in one workflow." }];
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
            p(`Built on ${s.products.map((x) => PRODUCTS[x]).join(" and ")}, the solution comes with templates, reports and integrations that match how ${s.type === "finance" ? "financial services" : s.type} organisations work.`) +
            `<h2>How it works</h2>` +
            list(s.features.map(([t]) => t)) +
            p("Our solution consultants help you adapt it to your processes, and most customers are live within a few weeks."),
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

  // --- Videos: the newest video of each category plays a generated clip (public/clips,
  // scripts/generate-clips.ts); every other video keeps source null on purpose, so the
  // poster-only path stays in use (see docs/decisions/0005).
  {
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
                ? p(`Presented by ${presenters.join(" and ")}. The clip runs for ${CLIP_SECONDS} seconds, with English captions.`)
                : p(`Presented by ${presenters.join(" and ")}. The video runs for ${minutes} minutes${type === "webinars" ? " including questions from the audience" : ""}.`)) +
              list(["Chapters for each topic", "Captions in English", "Slides available on request"]),
          ),
          poster_key: image(`video-${type}-${(i % 2) + 1}`, "poster", ti + 4),
          poster_alt: `Video: ${title}`,
          ...(i === 0
            ? { source_url: `clips/${SEEDED_CLIPS[type]}.webm`, source_type: "video/webm", captions_url: `clips/${SEEDED_CLIPS[type]}.vtt` }
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
    rows.videos.push({ ...rows.videos[0]!, id: 31, title: "Brightlane Connect 2026 keynote (full recording)", summary: "The complete keynote, with captions.", source_url: null, source_type: null, captions_url: null, featured: false, published: false });
  }

  // --- Q&A
  {
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
          body_html: sanitizeBody(p(answer) + p(QA_FOLLOW_UP[type]) + p("Was this answer helpful? Our support team is happy to help with anything it does not cover.")),
          ...cover(type, i, question),
          published: true,
          published_at: iso(SEED_ANCHOR - 60 * DAY - id * DAY),
          updated_at: iso(SEED_ANCHOR - 20 * DAY - id * HOUR),
        });
      }
    }
    rows.qas.push({ id: 81, type: "billing", title: "How do I pay with cryptocurrency?", summary: "Draft answer pending review.", body_html: p("Draft."), ...cover("billing", 0, "How do I pay with cryptocurrency?"), published: false, published_at: iso(SEED_ANCHOR), updated_at: iso(SEED_ANCHOR) });
    rows.qas.push({ id: 82, type: "security", title: "Internal: security review checklist", summary: "Internal note, not for publication.", body_html: p("Draft."), ...cover("security", 0, "Internal: security review checklist"), published: false, published_at: iso(SEED_ANCHOR), updated_at: iso(SEED_ANCHOR) });
  }

  // --- Help centre
  {
    let catId = 0;
    let articleId = 0;
    const r = createRandom(505);
    HELP_TREE.forEach((top, ti) => {
      const topId = ++catId;
      rows.help_categories.push({ id: topId, parent_id: null, slug: top.slug, title: top.title, description: top.description, position: ti + 1 });
      top.children.forEach((child, ci) => {
        const childId = ++catId;
        rows.help_categories.push({ id: childId, parent_id: topId, slug: child.slug, title: child.title, description: child.description, position: ci + 1 });
        child.articles.forEach(([title, summary], ai) => {
          articleId++;
          const steps = [
            `Open ${child.title === "First steps" ? "Brightlane" : child.title} from the main menu.`,
            `Choose ${title.split(" ").slice(-2).join(" ")} from the options on the left.`,
            "Follow the instructions on screen and select Save.",
          ];
          rows.help_articles.push({
            id: articleId,
            category_id: childId,
            title,
            summary,
            body_html: sanitizeBody(
              p(summary) +
                `<h2>Before you start</h2>` +
                p("You need to be signed in. Some steps are available to administrators only; they are marked as such in the product.") +
                `<h2>Steps</h2><ol>${steps.map((s) => `<li>${escapeHtml(s)}</li>`).join("")}</ol>` +
                p("If something does not work as described, contact support from the help button in the product."),
            ),
            position: ai + 1,
            popular: r.next() < 0.2,
            // Two covers per top-level category, shared by its articles.
            cover_key: image(`help-${top.slug}-${(articleId % 2) + 1}`, "cover", ti + 4),
            cover_alt: `Illustration for "${title}"`,
            published: true,
            published_at: iso(SEED_ANCHOR - 90 * DAY + articleId * DAY),
            updated_at: iso(SEED_ANCHOR - 10 * DAY + articleId * HOUR),
          });
        });
      });
    });
    rows.help_articles.push({ id: 41, category_id: 2, title: "Migrating from Brightlane Classic (draft)", summary: "Not yet published.", body_html: p("Draft."), position: 99, popular: false, cover_key: image(`help-${HELP_TREE[0]!.slug}-1`, "cover", 4), cover_alt: `Illustration for "Migrating from Brightlane Classic (draft)"`, published: false, published_at: iso(SEED_ANCHOR), updated_at: iso(SEED_ANCHOR) });
  }

  // --- Price
  {
    const plans: Array<[string, string, string, number | null, number | null, boolean, string[], string, string]> = [
      ["starter", "Starter", "For small teams getting organised", 8, 6, false, ["Up to 25 users", "Core features of every product", "5 GB storage per user", "Email support"], "Start free trial", "/register"],
      ["team", "Team", "For growing teams that need more control", 15, 12, true, ["Unlimited users", "Workflow automations", "Single sign-on", "50 GB storage per user"], "Start free trial", "/register"],
      ["business", "Business", "For organisations with several departments", 24, 19, false, ["Everything in Team", "Portfolio planning and advanced reports", "Sandbox workspace", "99.9% uptime commitment"], "Start free trial", "/register"],
      ["enterprise", "Enterprise", "For large organisations with custom needs", null, null, false, ["Everything in Business", "Data residency choice", "Named support engineer", "Custom security terms"], "Contact sales", "/register"],
    ];
    plans.forEach(([slug, name, tagline, monthly, yearly, highlighted, highlights, label, href], i) => {
      rows.price_plans.push({ id: i + 1, slug, name, tagline, monthly_price: monthly, yearly_price: yearly, currency: "USD", highlighted, highlights: json(highlights), cta_label: label, cta_href: href, position: i + 1, published: true });
    });
    const features: Array<[string, string, [boolean | string, boolean | string, boolean | string, boolean | string]]> = [
      ["Basics", "Users", ["Up to 25", "Unlimited", "Unlimited", "Unlimited"]],
      ["Basics", "Storage per user", ["5 GB", "50 GB", "200 GB", "Unlimited"]],
      ["Basics", "Mobile apps", [true, true, true, true]],
      ["Basics", "Templates gallery", [true, true, true, true]],
      ["Collaboration", "Guest users", [false, true, true, true]],
      ["Collaboration", "Workflow automations", [false, true, true, true]],
      ["Collaboration", "Portfolio planning", [false, false, true, true]],
      ["Collaboration", "Advanced reports and dashboards", [false, false, true, true]],
      ["Security", "Single sign-on (SAML, OpenID Connect)", [true, true, true, true]],
      ["Security", "Two-factor authentication", [true, true, true, true]],
      ["Security", "Audit log export", [false, true, true, true]],
      ["Security", "IP restrictions", [false, false, false, true]],
      ["Security", "Data residency choice", [false, false, false, true]],
      ["Support", "Support", ["Email", "Email and chat", "24/7 chat and phone", "Named engineer"]],
      ["Support", "Uptime commitment", [false, false, "99.9%", "99.95%"]],
      ["Support", "Onboarding sessions", [false, false, true, true]],
    ];
    features.forEach(([group, label, values], i) => {
      rows.price_features.push({ id: i + 1, group_name: group, label, position: i + 1, plan_values: json({ starter: values[0], team: values[1], business: values[2], enterprise: values[3] }) });
    });
    PRICE_FAQ.forEach(([q, a], i) => rows.blocks.push(block(`price`, "faq", i + 1, q, "", p(a))));
  }

  // --- Promotions: one ended, two running; one draft.
  {
    const promos: Array<[string, string, string, string | null, string, string, boolean]> = [
      ["Spring switch: three months free", "Move to Brightlane from another tool and pay nothing for the first three months.", "3 months free", "SPRING26", "2026-03-01T00:00:00.000Z", "2026-05-31T23:59:59.000Z", true],
      ["Yearly plans at 25% off", "Choose yearly billing on any plan before the end of the offer and save a quarter on the first year.", "25% off the first year", "YEAR25", "2026-10-01T00:00:00.000Z", "2027-12-31T23:59:59.000Z", true],
      ["Free for schools", "Schools and colleges get Brightlane Education and Brightlane Live free for the first academic year.", "Free for one academic year", null, "2026-09-01T00:00:00.000Z", "2028-08-31T23:59:59.000Z", true],
      ["Partner launch bundle", "Draft offer for partners, not yet approved.", "Bundle pricing", "PARTNER", "2027-01-01T00:00:00.000Z", "2027-03-31T23:59:59.000Z", false],
    ];
    promos.forEach(([title, summary, offer, code, starts, ends, published], i) => {
      rows.promotions.push({
        id: i + 1,
        title,
        summary,
        body_html: sanitizeBody(
          p(summary) +
            `<h4>How to take part</h4><ol><li>Register for a free trial.</li><li>${escapeHtml(code ? `Quote the code ${code} when you choose a plan.` : "Tell us the name of your school when you register.")}</li><li>The offer is applied to your first invoice.</li></ol>`,
        ),
        cover_key: image(`promotion-${i + 1}`, "banner", i + 5),
        cover_alt: `${title}: offer banner`,
        offer,
        code,
        starts_at: starts,
        ends_at: ends,
        cta_label: "Claim the offer",
        cta_href: "/register",
        terms: "New customers only. One offer per organisation. Cannot be combined with other discounts. Brightlane may end the offer early with notice on this page.",
        published,
        published_at: starts,
        updated_at: starts,
      });
    });
  }

  // --- Services
  {
    SERVICES.forEach((s, i) => {
      rows.services.push({
        id: i + 1,
        slug: s.slug,
        title: s.title,
        summary: s.summary,
        body_html: sanitizeBody(p(s.body) + `<h2>What you get</h2>` + list(s.deliverables)),
        cover_key: image(`service-${(i % 3) + 1}`, "cover", i + 1),
        cover_alt: `${s.title}: illustration`,
        deliverables: json(s.deliverables),
        duration: s.duration,
        position: i + 1,
        published: true,
        updated_at: iso(SEED_ANCHOR - 15 * DAY),
      });
    });
    rows.services.push({ ...rows.services[0]!, id: 7, slug: "managed-administration", title: "Managed administration (draft)", position: 7, published: false });
    const steps: Array<[string, string]> = [
      ["Discover", "We learn how your teams work today and agree what success looks like."],
      ["Design", "We design the configuration, integrations and roll-out plan with you."],
      ["Deliver", "We configure, migrate and train, in short iterations you can review."],
      ["Improve", "After go-live we measure adoption and fine-tune with you."],
    ];
    steps.forEach(([t, d], i) => rows.blocks.push(block("service", "step", i + 1, t, d, "")));
    const metrics: Array<[string, string]> = [["2,000+", "implementations delivered"], ["4.8/5", "average project rating"], ["21 days", "median time to go live"]];
    metrics.forEach(([v, l], i) => rows.blocks.push({ ...block("service", "figure", i + 1, l, "", ""), value: v }));
  }

  // --- Partners
  {
    PARTNERS.forEach((pt, i) => {
      rows.partners.push({
        id: i + 1,
        name: pt.name,
        tier: pt.tier,
        region: pt.region,
        summary: pt.summary,
        logo_key: image(`logo-partner-${i + 1}`, "logo", i + 3),
        logo_alt: `${pt.name} logo`,
        website: null,
        specialties: json(pt.specialties),
        products: json(pt.products),
        published: true,
        updated_at: iso(SEED_ANCHOR - 20 * DAY - i * DAY),
      });
    });
    rows.partners.push({ ...rows.partners[0]!, id: 25, name: "Vantage Point Advisory (pending)", tier: "registered", logo_key: image("logo-partner-25", "logo", 2), logo_alt: "Vantage Point Advisory logo", published: false });
    PARTNER_TIERS.forEach((tier, i) => rows.blocks.push({ ...block("partner", "tier", i + 1, tier, PARTNER_TIER_INFO[tier].description, ""), data: json(PARTNER_TIER_INFO[tier].benefits) }));
  }

  // --- Home blocks
  {
    const banners: Array<[string, string, string, string]> = [
      ["Software your whole company will actually use", "Approvals, projects, trade, events and learning on one platform, trusted by 10,000 organisations.", "Start free trial", "/register"],
      ["Brightlane PM 6.2: portfolio timelines are here", "See every project on one timeline and spot overloaded teams before deadlines slip.", "See what's new", "/pm"],
      ["Yearly plans at 25% off", "Choose yearly billing before the end of the offer and save a quarter on the first year.", "View the offer", "/promotion"],
    ];
    banners.forEach(([t, s, label, href], i) => rows.blocks.push({ ...block("home", "banner", i + 1, t, s, ""), image_key: image(`banner-${i + 1}`, "banner", i), image_alt: t, link_label: label, link_href: href }));
    const highlights: Array<[ProductSlug, string]> = [
      ["oa", "Forms, approvals and workflows that move as fast as your business."],
      ["pm", "Projects and portfolios in one plan that stays current."],
      ["trade", "A self-service ordering portal for your trade customers."],
      ["live", "Streams and hybrid events with captions and recordings."],
      ["education", "Courses and learning paths for every role."],
    ];
    highlights.forEach(([slug, summary], i) =>
      rows.blocks.push({ ...block("home", "highlight", i + 1, PRODUCTS[slug], summary, ""), image_key: image(`product-${slug}`, "cover", i + 3), image_alt: `${PRODUCTS[slug]} on a laptop screen`, link_label: `Discover ${PRODUCTS[slug]}`, link_href: `/${slug}` }),
    );
    const figures: Array<[string, string]> = [["10,000+", "customer organisations"], ["1.2 million", "people use Brightlane every week"], ["42", "countries"], ["99.98%", "uptime over the last 12 months"]];
    figures.forEach(([v, l], i) => rows.blocks.push({ ...block("home", "figure", i + 1, l, "", ""), value: v }));
    // Customer logos: the featured customer of each industry.
    const featured = rows.cases.filter((c) => c.featured && c.published);
    featured.forEach((c, i) => rows.blocks.push({ ...block("home", "logo", i + 1, c.customer_name, "", ""), image_key: c.customer_logo_key, image_alt: `${c.customer_name} logo`, link_href: `/cases/${c.id}` }));
    rows.blocks.push({ ...block("home", "banner", 9, "Internal preview banner", "Not for publication.", ""), image_key: "banner-1", image_alt: "Preview", published: false });
    PM_COPY.features.forEach(([t, d], i) => rows.blocks.push(block("pm", "feature", i + 1, t, d, "")));
    PM_COPY.metrics.forEach(([v, l], i) => rows.blocks.push({ ...block("pm", "figure", i + 1, l, "", ""), value: v }));
    PM_COPY.faq.forEach(([q, a], i) => rows.blocks.push(block("pm", "faq", i + 1, q, "", p(a))));
  }

  rows.blocks.forEach((b, i) => (b.id = i + 1));

  // --- Settings and page copy
  rows.settings.push(
    { key: "site", value: json(SITE_SETTINGS) },
    {
      // `updated`: when the page's copy and the rows without times of their own (price plans
      // and features, blocks) last changed; whoever edits them moves it (sitemap lastmod).
      key: "pages",
      value: json({
        price: { title: "Simple pricing for every team", intro: "Every plan includes all five products, the mobile apps and a 30-day free trial. Save 20% with yearly billing.", updated: iso(SEED_ANCHOR - 12 * DAY) },
        promotion: { title: "Offers and promotions", intro: "Current offers for new customers, schools and teams switching from other tools.", updated: iso(SEED_ANCHOR - 40 * DAY) },
        service: { title: "Professional services", intro: "Experts who help you plan, configure, integrate and roll out Brightlane, and keep it running smoothly.", updated: iso(SEED_ANCHOR - 30 * DAY) },
        partner: { title: "Partners", intro: "Certified partners around the world help customers implement, integrate and get the most from Brightlane.", updated: iso(SEED_ANCHOR - 30 * DAY) },
        pm: { title: PM_COPY.title, tagline: PM_COPY.tagline, intro: PM_COPY.intro, heroKey: "product-pm", heroAlt: "Brightlane PM portfolio timeline", updated: iso(SEED_ANCHOR - 8 * DAY) },
      }),
    },
    { key: "register_options", value: json(REGISTER_OPTIONS) },
  );

  rows.media = [...media.values()].map((m) => ({
    key: m.key,
    width: m.width,
    height: m.height,
    color: paletteColor(m.palette),
    formats: m.formats.join(","),
    widths: m.widths.join(","),
  }));
  // Sorted so the insert order, and so the database file, never depends on discovery order.
  rows.media.sort((a, b) => (a.key < b.key ? -1 : 1));
  return { rows, media: [...media.values()].sort((a, b) => (a.key < b.key ? -1 : 1)) };
}

function block(page: string, kind: string, position: number, title: string, summary: string, bodyHtml: string): Insertable<DB["blocks"]> {
  return { id: 0, page, kind, position, title, summary, body_html: bodyHtml ? sanitizeBody(bodyHtml) : "", image_key: null, image_alt: "", link_label: null, link_href: null, value: null, data: null, published: true };
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

export const SITE_SETTINGS = {
  siteName: "Brightlane",
  companyName: "Brightlane Software Ltd.",
  tagline: "Software for everyday work",
  contact: {
    email: "hello@brightlane.example",
    salesEmail: "sales@brightlane.example",
    phone: "+44 20 7946 0321",
    address: "14 Canal Walk, London N1 7AB, United Kingdom",
    hours: "Monday to Friday, 8:00 to 18:00 (UK time)",
  },
  navigation: [
    { label: "Products", href: "/oa", children: [
      { label: "Brightlane OA", href: "/oa" },
      { label: "Brightlane PM", href: "/pm" },
      { label: "Brightlane Trade", href: "/trade" },
      { label: "Brightlane Live", href: "/live" },
      { label: "Brightlane Education", href: "/education" },
    ] },
    { label: "Solutions", href: "/solution" },
    { label: "Customers", href: "/cases_list/manufacturing" },
    { label: "Pricing", href: "/price" },
    { label: "Resources", href: "/news", children: [
      { label: "News", href: "/news" },
      { label: "Videos", href: "/videos" },
      { label: "Q&A", href: "/qas/getting-started" },
      { label: "Help centre", href: "/help" },
    ] },
    { label: "Partners", href: "/partner" },
    { label: "About", href: "/about" },
  ],
  footer: {
    columns: [
      { title: "Products", links: [
        { label: "Brightlane OA", href: "/oa" },
        { label: "Brightlane PM", href: "/pm" },
        { label: "Brightlane Trade", href: "/trade" },
        { label: "Brightlane Live", href: "/live" },
        { label: "Brightlane Education", href: "/education" },
      ] },
      { title: "Company", links: [
        { label: "About us", href: "/about" },
        { label: "News", href: "/news" },
        { label: "Partners", href: "/partner" },
        { label: "Services", href: "/service" },
      ] },
      { title: "Support", links: [
        { label: "Help centre", href: "/help" },
        { label: "Q&A", href: "/qas/getting-started" },
        { label: "Pricing", href: "/price" },
        { label: "Offers", href: "/promotion" },
      ] },
    ],
    legal: "© 2026 Brightlane Software Ltd. All rights reserved.",
    disclaimer: "Brightlane Software and every company, customer and person named on this site are fictional. Any resemblance to real organisations or people is coincidental.",
  },
  social: [
    { label: "LinkedIn", href: "https://www.linkedin.com/" },
    { label: "YouTube", href: "https://www.youtube.com/" },
  ],
};

/** A stable digest of the built rows, for tests and for the seed log line. */
export function seedFingerprint(data: SeedData): number {
  return hashString(JSON.stringify(data.rows));
}


