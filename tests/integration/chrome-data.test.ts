/** The chrome's loader data from the seeded site settings, per skin, and the marking of the current link. */
import { describe, expect, it } from "vitest";
import { SITE_SETTINGS } from "../../db/seed/build.ts";
import type { SiteSettings } from "~/kernel/page-schemas";
import { currentState } from "~/components/content/chrome";
import { loadChrome } from "~/lib/chrome.server";

const contextOf = (settings: SiteSettings) =>
  ({ get: () => ({ content: { getSiteSettings: async () => settings } }) }) as never;

describe("the chrome's loader data", () => {
  it("gives the mobile skin each link's mobile twin and the tab marks, the desktop skin its paths only", async () => {
    const desktop = await loadChrome(contextOf(SITE_SETTINGS), "desktop");
    const mobile = await loadChrome(contextOf(SITE_SETTINGS), "mobile");
    expect(desktop.navigation.map((g) => g.label)).toEqual(["Products", "Explore", "Company"]);
    expect(desktop.navigation[1]!.links[1]).toEqual({ label: "Case studies", to: "/cases_list/manufacturing" });
    expect(mobile.navigation[1]!.links[1]).toEqual({
      label: "Case studies",
      to: "/mobile/cases?type=manufacturing",
      tab: { icon: "cases", label: "Case studies" },
    });
    expect(mobile.navigation.flatMap((g) => g.links.filter((l) => l.tab).map((l) => l.tab!.label))).toEqual([
      "Solutions",
      "Case studies",
      "News",
      "Pricing",
    ]);
    expect(desktop.navigation.flatMap((g) => g.links).some((l) => "tab" in l)).toBe(false);
    expect(mobile.footer.columns[0]!.links[0]).toEqual({ label: "Brightlane OA", to: "/mobile/oa" });
    // Sizes measured so the loader data stays small: every page carries it.
    expect(JSON.stringify(desktop).length).toBeLessThan(2600);
    expect(JSON.stringify(mobile).length).toBeLessThan(2900);
  });

  it("gives each skin the settings' primary call to action, in the skin's own path", async () => {
    const settings: SiteSettings = { ...SITE_SETTINGS, primaryCta: { label: "Talk to sales", href: "/price" } };
    expect((await loadChrome(contextOf(settings), "desktop")).primaryCta).toEqual({
      label: "Talk to sales",
      to: "/price",
    });
    expect((await loadChrome(contextOf(settings), "mobile")).primaryCta).toEqual({
      label: "Talk to sales",
      to: "/mobile/price",
    });
    // The seeded one is the header's "Book a demo".
    expect((await loadChrome(contextOf(SITE_SETTINGS), "mobile")).primaryCta).toEqual({
      label: "Book a demo",
      to: "/mobile/register",
    });
  });

  it("keeps an outside address and a page with no mobile twin as they are", async () => {
    const settings: SiteSettings = {
      ...SITE_SETTINGS,
      navigation: [
        {
          label: "Elsewhere",
          href: "/oa",
          children: [
            { label: "Blog", href: "https://blog.example/", tab: { icon: "news", label: "Blog" } },
            { label: "Privacy", href: "/privacy" },
          ],
        },
      ],
    };
    const mobile = await loadChrome(contextOf(settings), "mobile");
    expect(mobile.navigation[0]!.links).toEqual([
      { label: "Blog", to: "https://blog.example/" },
      { label: "Privacy", to: "/mobile/privacy" },
    ]);
  });
  it("is worked out once per version of the settings, for each skin", async () => {
    const first = await loadChrome(contextOf(SITE_SETTINGS), "desktop");
    expect(await loadChrome(contextOf(SITE_SETTINGS), "desktop")).toBe(first);
    expect(await loadChrome(contextOf(SITE_SETTINGS), "mobile")).not.toBe(first);
    // Published settings are a new object (the content service reads them again after a change).
    const renamed = { ...SITE_SETTINGS, navigation: [{ label: "Renamed", href: "/oa" }] };
    const after = await loadChrome(contextOf(renamed), "desktop");
    expect(after.navigation.map((g) => g.label)).toEqual(["Renamed"]);
    expect(await loadChrome(contextOf(SITE_SETTINGS), "desktop")).toBe(first);
  });
});

describe("the current link", () => {
  it("is the page itself, or a link of the same part of the site", () => {
    expect(currentState("/news", "/news")).toBe("page");
    expect(currentState("/news", "/news/company")).toBe("true");
    expect(currentState("/mobile/news/company", "/mobile/news/events")).toBe("true");
    expect(currentState("/mobile/cases?type=manufacturing", "/mobile/cases/")).toBe("page");
    expect(currentState("/news", "/price")).toBeUndefined();
    expect(currentState("/", "/news")).toBeUndefined();
  });
});
