import { z } from "zod";
import { NAV_TAB_ICONS, PRIMARY_CTA } from "../content-constants.ts";
import { desktop, mobile } from "../links.ts";
import { defineCollection } from "./define.ts";
import { href, optionalText, text } from "./fields.ts";

const SiteLink = z.object({ label: text(80), href }).strict();
/** A place in the mobile tab bar: its icon and a label short enough for one line at 320 px. */
const NavTab = z.object({ icon: z.enum(NAV_TAB_ICONS), label: text(16) }).strict();
const SiteNavLink = SiteLink.extend({ tab: NavTab.nullable().optional() }).strict();
/**
 * A group of the navigation: the desktop header shows the first group as its labelled
 * row and the others' links as its main row; the mobile menu shows each group under its label.
 */
const SiteNavItem = z.object({ label: text(80), href, children: z.array(SiteNavLink).max(12).optional() }).strict();

/** Navigation, footer and contact details, shown on every page. */
export const SiteSettingsDocument = z
  .object({
    siteName: text(80),
    companyName: text(200),
    tagline: optionalText(200),
    contact: z
      .object({
        email: z.email().max(200),
        salesEmail: z.email().max(200),
        phone: text(60),
        address: text(300),
        hours: optionalText(200),
      })
      .strict(),
    navigation: z
      .array(SiteNavItem)
      .min(1)
      .max(12)
      .refine((groups) => groups.flatMap((g) => g.children ?? []).filter((l) => l.tab).length <= 4, {
        message: "The tab bar has room for four marked links beside Home",
      }),
    footer: z
      .object({
        columns: z.array(z.object({ title: text(80), links: z.array(SiteLink).max(20) }).strict()).max(6),
        legal: text(300),
        disclaimer: optionalText(1000),
      })
      .strict(),
    social: z.array(SiteLink).max(12),
    /** The chrome's primary call to action: the desktop header's button and the mobile menu's last item. */
    primaryCta: SiteLink.extend({ label: text(40) })
      .strict()
      .default({ label: PRIMARY_CTA, href: "/register" }),
    /** Other names the site search also looks for, e.g. "sso" for "single sign-on". */
    synonyms: z
      .array(z.object({ term: text(60), means: z.array(text(60)).min(1).max(8) }).strict())
      .max(100)
      .default([]),
  })
  .strict();

export const siteSettings = defineCollection({
  name: "site-settings",
  position: 150,
  label: "Site settings",
  nav: { group: "Site", order: 3, label: "Navigation, footer and contact" },
  document: SiteSettingsDocument,
  localised: [
    "siteName",
    "companyName",
    "tagline",
    "contact",
    "navigation",
    "footer",
    "social",
    "primaryCta",
    "synonyms",
  ],
  table: "site_settings",
  json: ["contact", "navigation", "footer", "social", "synonyms", "primary_cta"],
  titleColumn: "site_name",
  searchColumn: "tagline",
  categoryColumn: null,
  times: "updated",
  singleton: true,
  // "site": every page shows the navigation and footer.
  tags: ["site"],
  listUrl: { desktop: desktop.home(), mobile: mobile.home() },
});
