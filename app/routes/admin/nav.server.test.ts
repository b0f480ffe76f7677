import { describe, expect, it } from "vitest";
import { navFor } from "./nav.server";

/** Each entry as the navigation renders it: its group, label and address. */
const rendered = (role: Parameters<typeof navFor>[0]) =>
  navFor(role).map((item) => `${item.group ?? "-"} | ${item.label} | ${item.to}`);

describe("the back office's navigation", () => {
  it("lists the sections and the content types' own entries in their groups and order", () => {
    expect(rendered("admin")).toEqual([
      "- | Dashboard | /admin",
      "Content | All content | /admin/content/news",
      "Content | Events | /admin/content/events",
      "Content | Help topics | /admin/content/help-categories",
      "Content | Pricing FAQ | /admin/content/price-faq",
      "Content | Trash | /admin/trash",
      "Media | Media library | /admin/media",
      "Leads | Leads | /admin/leads",
      "Leads | Lead notifications | /admin/notifications",
      "Leads | Analytics | /admin/analytics",
      "Site | Home page | /admin/content/home-blocks",
      "Site | Pages | /admin/content/pages",
      "Site | Navigation, footer and contact | /admin/content/site-settings",
      "Site | Redirects | /admin/redirects",
      "Site | Design system | /admin/design",
      "People | Users | /admin/users",
      "People | Audit log | /admin/audit",
      "Settings | Settings | /admin/settings",
      "Settings | Your account | /admin/account",
    ]);
    // "All content" stands for every type without an entry of its own.
    expect(navFor("admin")[1]).toMatchObject({ match: "/admin/content" });
  });

  it("shows each role only what it may use", () => {
    const labels = (role: Parameters<typeof navFor>[0]) => navFor(role).map((item) => item.label);
    expect(labels("author")).toEqual([
      "Dashboard",
      "All content",
      "Events",
      "Help topics",
      "Pricing FAQ",
      "Media library",
      "Home page",
      "Pages",
      "Navigation, footer and contact",
      "Design system",
      "Your account",
    ]);
    expect(labels("sales")).toEqual(["Dashboard", "Leads", "Analytics", "Design system", "Your account"]);
    expect(labels("editor")).toEqual(
      labels("admin").filter((l) => !["Lead notifications", "Users", "Audit log", "Settings"].includes(l)),
    );
  });

  it("offers the translations dashboard after the trash on a site of more than one language", () => {
    const labels = (translated: boolean) => navFor("editor", translated).map((item) => item.label);
    expect(labels(false)).not.toContain("Translations");
    const withIt = labels(true);
    expect(withIt[withIt.indexOf("Trash") + 1]).toBe("Translations");
    expect(navFor("author", true).map((item) => item.label)).toContain("Translations");
    expect(navFor("sales", true).map((item) => item.label)).not.toContain("Translations");
  });
});
