/** The navigation marks exactly one section current: the one whose path holds the page most closely. */
import { describe, expect, it } from "vitest";
import { currentItem, type NavItem } from "./admin-shell";

const NAV: NavItem[] = [
  { to: "/admin", label: "Dashboard", end: true },
  { group: "Content", to: "/admin/content/news", label: "All content", match: "/admin/content" },
  { group: "Content", to: "/admin/content/help-categories", label: "Help topics" },
  { group: "People", to: "/admin/users", label: "Users" },
  { group: "People", to: "/admin/audit?action=sign-in", label: "Sign-ins" },
];

const current = (path: string) => currentItem(NAV, path)?.label;

describe("the current section", () => {
  it("is the dashboard only on its own page", () => {
    expect(current("/admin")).toBe("Dashboard");
    expect(current("/admin/")).toBe("Dashboard");
    expect(current("/admin/settings")).toBeUndefined();
  });

  it("is a named content type over all content, and all content for the others", () => {
    expect(current("/admin/content/help-categories")).toBe("Help topics");
    expect(current("/admin/content/help-categories/4/history")).toBe("Help topics");
    expect(current("/admin/content/news/12")).toBe("All content");
    expect(current("/admin/content/promotions")).toBe("All content");
  });

  it("follows a section's own pages but not a path that only starts with the same letters", () => {
    expect(current("/admin/users")).toBe("Users");
    expect(current("/admin/audit")).toBe("Sign-ins");
    expect(current("/admin/usersettings")).toBeUndefined();
  });
});
