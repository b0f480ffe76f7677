/**
 * What both skins' chrome (header, menus, tab bar, footer) shows from the published site
 * settings, as the layouts' loader (app/lib/chrome.server.ts) sends it: only what is rendered.
 */
import { useRouteLoaderData } from "react-router";
import type { NavTabIcon } from "~/kernel/content-constants";
import { areaOf } from "~/kernel/pages";
import type { SiteSettings } from "~/kernel/page-schemas";

export type SiteContact = SiteSettings["contact"] & { companyName: string };

/** A link of the chrome, its path already the skin's own (a mobile twin on the mobile skin). */
export interface ChromeLink {
  label: string;
  to: string;
  /** Set on the mobile skin for the links marked for its tab bar. */
  tab?: { icon: NavTabIcon; label: string };
}

export interface ChromeGroup {
  label: string;
  links: ChromeLink[];
}

/** The loader data of either skin's layout. */
export interface ChromeData {
  contact: SiteContact;
  navigation: ChromeGroup[];
  footer: { columns: ChromeGroup[]; legal: string; disclaimer: string };
  /** The primary call to action: the desktop header's button, the mobile menu's last item. */
  primaryCta: ChromeLink;
}

/**
 * The layout's loader data, or none: a layout's own error boundary renders without it
 * when the layout's loader failed, and the chrome then leaves the settings' parts out.
 */
export function useChrome(layoutId: "routes/desktop/layout" | "routes/mobile/layout"): ChromeData | undefined {
  return useRouteLoaderData(layoutId) as ChromeData | undefined;
}

const trimmed = (path: string) => path.replace(/\/+$/, "") || "/";

/**
 * "page" when the link's own page is open, "true" when another page of its part of the
 * site is (a list's other category, a detail), undefined otherwise. The part is the page
 * registry's area of the link's path, so a menu entry needs no rule of its own.
 */
export function currentState(to: string, pathname: string): "page" | "true" | undefined {
  const path = trimmed(pathname);
  const target = trimmed(to.split(/[?#]/)[0] ?? to);
  if (path === target) return "page";
  const area = areaOf(target);
  return area && areaOf(path) === area ? "true" : undefined;
}
