/**
 * The demo content of the single pages about help and people: the help centre,
 * services and partners. The pages that sell (home, pricing, promotions, PM) are
 * in build-offer-pages.ts; build.ts runs both after the collections.
 */
import { escapeHtml, sanitizeBody } from "../../app/kernel/sanitize.ts";
import { DAY, HOUR, iso, json, p, SEED_ANCHOR, type SeedKit } from "./build-kit.ts";
import { HELP_TREE, PARTNERS, SERVICES } from "./copy-misc.ts";
import { createRandom } from "./random.ts";

/** Help centre: a category tree with articles, and one draft. */
export function buildHelp(kit: SeedKit): void {
  const { rows, image } = kit;
  let catId = 0;
  let articleId = 0;
  const r = createRandom(505);
  HELP_TREE.forEach((top, ti) => {
    const topId = ++catId;
    rows.help_categories.push({
      id: topId,
      parent_id: null,
      slug: top.slug,
      title: top.title,
      description: top.description,
      position: ti + 1,
      published: true,
    });
    top.children.forEach((child, ci) => {
      const childId = ++catId;
      rows.help_categories.push({
        id: childId,
        parent_id: topId,
        slug: child.slug,
        title: child.title,
        description: child.description,
        position: ci + 1,
        published: true,
      });
      child.articles.forEach(({ title, summary, intro, before, steps, note }, ai) => {
        articleId++;
        rows.help_articles.push({
          id: articleId,
          category_id: childId,
          title,
          summary,
          body_html: sanitizeBody(
            p(intro) +
              (before ? `<h2>Before you start</h2>` + p(before) : "") +
              `<h2>Steps</h2><ol>${steps.map((s) => `<li>${escapeHtml(s)}</li>`).join("")}</ol>` +
              p(note),
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
  rows.help_articles.push({
    id: 41,
    category_id: 2,
    title: "Migrating from Brightlane Classic (draft)",
    summary: "Not yet published.",
    body_html: p("Draft."),
    position: 99,
    popular: false,
    cover_key: image(`help-${HELP_TREE[0]!.slug}-1`, "cover", 4),
    cover_alt: `Illustration for "Migrating from Brightlane Classic (draft)"`,
    published: false,
    published_at: iso(SEED_ANCHOR),
    updated_at: iso(SEED_ANCHOR),
  });
}

/** Services (the services page's words, steps and figures are its document, copy/pages.json). */
export function buildServices(kit: SeedKit): void {
  const { rows, image } = kit;
  SERVICES.forEach((s, i) => {
    rows.services.push({
      id: i + 1,
      slug: s.slug,
      title: s.title,
      summary: s.summary,
      // The deliverables are their own field, listed by the pages under "What you get".
      body_html: sanitizeBody(p(s.body)),
      cover_key: image(`service-${(i % 3) + 1}`, "cover", i + 1),
      cover_alt: `${s.title}: illustration`,
      deliverables: json(s.deliverables),
      duration: s.duration,
      position: i + 1,
      published: true,
      updated_at: iso(SEED_ANCHOR - 15 * DAY),
    });
  });
  rows.services.push({
    ...rows.services[0]!,
    id: 7,
    slug: "managed-administration",
    title: "Managed administration (draft)",
    position: 7,
    published: false,
  });
}

/** Partners (the tiers are columns of the partner page's document, copy/pages.json). */
export function buildPartners(kit: SeedKit): void {
  const { rows, image } = kit;
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
  rows.partners.push({
    ...rows.partners[0]!,
    id: 25,
    name: "Vantage Point Advisory (pending)",
    tier: "silver",
    logo_key: image("logo-partner-25", "logo", 2),
    logo_alt: "Vantage Point Advisory logo",
    published: false,
  });
}
