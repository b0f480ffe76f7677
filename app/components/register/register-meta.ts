/**
 * Head tags of the registration and partner application pages, both skins. Apart from the content
 * pages' (~/components/content/page-meta): the form pages, the heaviest public pages, load no
 * other page's head tags (decision 0112).
 */
import { desktop } from "~/kernel/links";
import type { ItemSeo } from "~/kernel/content-schemas";
import type { PageMetaInput } from "~/lib/seo";
import { PRIMARY_CTA } from "~/kernel/ui-strings/labels";
import * as SECTIONS from "~/kernel/ui-strings/sections";

/**
 * The registration page, or its thank-you state (never indexed); canonical on both skins: the desktop form.
 * Its title follows what the form asks for (a plan's button names a trial or a talk with sales).
 */
export function registerMeta(sent: boolean, heading: string = PRIMARY_CTA, seo?: ItemSeo | null): PageMetaInput {
  return {
    // The document's search settings (decision 0089); the thank-you state gets none.
    seo: seo ?? undefined,
    title: sent ? SECTIONS.thanksForRequest : heading,
    description:
      "Tell us about your team and the Brightlane product you are interested in, and a product specialist will arrange a demo or a 30-day trial.",
    canonicalPath: desktop.register(),
    noindex: sent,
    breadcrumbs: [{ name: sent ? SECTIONS.thankYou : heading }],
  };
}

/** The partner application form, or its thank-you state (never indexed). */
export function partnerApplyMeta(sent: boolean, heading: string, seo?: ItemSeo | null): PageMetaInput {
  return {
    seo: seo ?? undefined,
    title: sent ? SECTIONS.thanksForApplication : heading,
    description:
      "Apply to the Brightlane partner programme: tell us about your consultancy, reseller or integration practice and the products you would like to offer.",
    canonicalPath: desktop.partnerApply(),
    noindex: sent,
    breadcrumbs: [{ name: SECTIONS.partners, path: desktop.partner() }, { name: sent ? SECTIONS.thankYou : heading }],
  };
}
