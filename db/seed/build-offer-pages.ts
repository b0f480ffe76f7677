/**
 * The demo content of the pages that sell: the home page blocks, the PM page
 * copy, pricing and promotions (build.ts runs these after the collections; the
 * home page shows the featured customers). The help centre, services and
 * partners are in build-pages.ts.
 */
import { PRIMARY_CTA, PRODUCT_NAMES, type ProductSlug } from "../../app/kernel/content-constants.ts";
import { escapeHtml, sanitizeBody } from "../../app/kernel/sanitize.ts";
import { block, json, p, type SeedKit } from "./build-kit.ts";
import { PLANS, PRICE_FAQ, PROMOTIONS } from "./copy-misc.ts";
import { COMPANY } from "../../app/kernel/facts.ts";

/** Price plans, the feature matrix and the pricing FAQ. */
export function buildPrices(kit: SeedKit): void {
  const { rows } = kit;
  PLANS.forEach((plan, i) => {
    rows.price_plans.push({
      id: i + 1,
      slug: plan.slug,
      name: plan.name,
      tagline: plan.tagline,
      monthly_price: plan.monthlyPrice,
      yearly_price: plan.yearlyPrice,
      currency: "USD",
      highlighted: plan.highlighted,
      highlights: json(plan.highlights),
      cta_label: plan.cta.label,
      cta_href: plan.cta.href,
      position: i + 1,
      published: true,
    });
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
    ["Collaboration", "Sandbox workspace", [false, false, true, true]],
    ["Security", "Single sign-on (SAML, OpenID Connect)", [false, true, true, true]],
    ["Security", "Two-factor authentication", [true, true, true, true]],
    ["Security", "Audit log export", [false, true, true, true]],
    ["Security", "IP restrictions", [false, false, false, true]],
    ["Security", "Data residency choice", [false, false, false, true]],
    ["Security", "Custom security terms", [false, false, false, true]],
    ["Support", "Support", ["Email", "Email and chat", "24/7 chat and phone", "Named support engineer"]],
    ["Support", "Uptime commitment", [false, false, "99.9%", "99.95%"]],
    ["Support", "Onboarding sessions", [false, false, true, true]],
  ];
  features.forEach(([group, label, values], i) => {
    rows.price_features.push({
      id: i + 1,
      group_name: group,
      label,
      position: i + 1,
      plan_values: json({ starter: values[0], team: values[1], business: values[2], enterprise: values[3] }),
    });
  });
  PRICE_FAQ.forEach(([q, a], i) => rows.blocks.push(block(`price`, "faq", i + 1, q, "", p(a))));
}

/** Promotions: one ended, two running; one draft. */
export function buildPromotions(kit: SeedKit): void {
  const { rows, image } = kit;
  PROMOTIONS.forEach((promo, i) => {
    const { title, summary, offer, code, starts, ends, published, intro, terms } = promo;
    rows.promotions.push({
      id: i + 1,
      title,
      summary,
      body_html: sanitizeBody(
        p(intro) +
          `<h4>How to take part</h4><ol><li>Register for a free trial.</li><li>${escapeHtml(code ? `Quote the code ${code} when you choose a plan.` : "Tell us the name of your school when you register.")}</li><li>The offer is applied to your first invoice.</li></ol>`,
      ),
      cover_key: image(`promotion-${i + 1}`, "banner", i + 5),
      cover_alt: `${title}: offer banner`,
      offer,
      code,
      starts_at: starts,
      ends_at: ends,
      cta_label: PRIMARY_CTA,
      cta_href: "/register",
      terms,
      published,
      published_at: starts,
      updated_at: starts,
    });
  });
}

/** Home page blocks (banners, highlights, figures, customer logos) and the PM page copy. After the cases: the logos are their featured customers. */
export function buildHomeBlocks(kit: SeedKit): void {
  const { rows, image } = kit;
  const banners: Array<[string, string, string, string]> = [
    [
      "Software your whole company will actually use",
      `Approvals, projects, trade, events and learning on one platform, trusted by ${COMPANY.customersInWords} organisations.`,
      PRIMARY_CTA,
      "/register",
    ],
    [
      "Brightlane PM 6.2: portfolio timelines are here",
      "See every project on one timeline and spot overloaded teams before deadlines slip.",
      "See what's new",
      "/pm",
    ],
    [
      "Yearly plans at 25% off",
      "Choose yearly billing before the end of the offer and save a quarter on the first year.",
      "View the offer",
      "/promotion",
    ],
  ];
  banners.forEach(([t, s, label, href], i) =>
    rows.blocks.push({
      ...block("home", "banner", i + 1, t, s, ""),
      image_key: image(`banner-${i + 1}`, "banner", i),
      image_alt: t,
      link_label: label,
      link_href: href,
    }),
  );
  const highlights: Array<[ProductSlug, string]> = [
    ["oa", "Forms, approvals and workflows that move as fast as your business."],
    ["pm", "Projects and portfolios in one plan that stays current."],
    ["trade", "A self-service ordering portal for your trade customers."],
    ["live", "Streams and hybrid events with captions and recordings."],
    ["education", "Courses and learning paths for every role."],
  ];
  highlights.forEach(([slug, summary], i) =>
    rows.blocks.push({
      ...block("home", "highlight", i + 1, PRODUCT_NAMES[slug], summary, ""),
      image_key: image(`product-${slug}`, "cover", i + 3),
      image_alt: `${PRODUCT_NAMES[slug]} on a laptop screen`,
      link_label: `Discover ${PRODUCT_NAMES[slug]}`,
      link_href: `/${slug}`,
    }),
  );
  const figures = [COMPANY.customers, COMPANY.weeklyUsers, COMPANY.countries, COMPANY.uptime];
  figures.forEach(({ value, label }, i) =>
    rows.blocks.push({ ...block("home", "figure", i + 1, label, "", ""), value }),
  );
  // Customer logos: the featured customer of each industry.
  const featured = rows.cases.filter((c) => c.featured && c.published);
  featured.forEach((c, i) =>
    rows.blocks.push({
      ...block("home", "logo", i + 1, c.customer_name, "", ""),
      image_key: c.customer_logo_key,
      image_alt: `${c.customer_name} logo`,
      link_href: `/cases/${c.id}`,
    }),
  );
  rows.blocks.push({
    ...block("home", "banner", 9, "Internal preview banner", "Not for publication.", ""),
    image_key: "banner-1",
    image_alt: "Preview",
    published: false,
  });
}
