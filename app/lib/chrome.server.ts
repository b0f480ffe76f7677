/**
 * The skins' layouts' loader: what their chrome shows that staff edit in the site settings
 * (navigation, footer columns and lines, contact details). Published settings only; the
 * content service caches them and tags the page "site", so publishing the settings purges
 * every page that shows them. Editors store desktop paths; the mobile skin gets each
 * link's mobile twin from the device map, and only the mobile skin gets the tab marks.
 */
import type { ChromeData, ChromeGroup, ChromeLink } from "~/components/content/chrome";
import { mobileHref } from "~/kernel/device-map";
import type { NavItem, SiteSettings } from "~/kernel/page-schemas";
import { servicesContext } from "./context.server";
import type { RouterContextProvider } from "react-router";

type Skin = "desktop" | "mobile";

function link(item: NavItem, skin: Skin): ChromeLink {
  // An outside address is no tab: the bar holds pages of the site.
  if (skin === "desktop" || !item.href.startsWith("/")) return { label: item.label, to: item.href };
  const to = mobileHref(item.href);
  return item.tab ? { label: item.label, to, tab: item.tab } : { label: item.label, to };
}

const group = (label: string, links: NavItem[], skin: Skin): ChromeGroup => ({
  label,
  links: links.map((item) => link(item, skin)),
});

/**
 * Every page's layout asks for this, and the settings change only when staff publish them:
 * the content service then reads a new settings object, so the chrome is worked out once per
 * published version and skin, and pages share it (loader data is only ever read).
 */
const chromeOf = new WeakMap<SiteSettings, Partial<Record<Skin, ChromeData>>>();

export async function loadChrome(context: Readonly<RouterContextProvider>, skin: Skin): Promise<ChromeData> {
  const settings = await context.get(servicesContext).content.getSiteSettings();
  let bySkin = chromeOf.get(settings);
  if (!bySkin) chromeOf.set(settings, (bySkin = {}));
  return (bySkin[skin] ??= chromeFrom(settings, skin));
}

function chromeFrom(settings: SiteSettings, skin: Skin): ChromeData {
  return {
    contact: { ...settings.contact, companyName: settings.companyName },
    navigation: settings.navigation.map((item) => group(item.label, item.children ?? [item], skin)),
    footer: {
      columns: settings.footer.columns.map((column) => group(column.title, column.links, skin)),
      legal: settings.footer.legal,
      disclaimer: settings.footer.disclaimer,
    },
    primaryCta: link(settings.primaryCta, skin),
  };
}
