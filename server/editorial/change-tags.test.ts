import { describe, expect, it } from "vitest";
import type { ContentType } from "../../app/kernel/editorial-schemas.ts";
import { changeTags } from "./change-tags.ts";
import { TYPES, type LiveRow } from "./registry.ts";

const row = (columns: Record<string, unknown>): LiveRow => ({ published: true, ...columns }) as LiveRow;
const tags = (type: ContentType, before?: Record<string, unknown>, after?: Record<string, unknown>) =>
  changeTags(TYPES[type], 5, before && row(before), after && row(after));

describe("changeTags", () => {
  it("names only the item for an edit in place, whatever its type", () => {
    expect(tags("news", { type: "company", title: "a" }, { type: "company", title: "b" })).toEqual(["news:5"]);
    expect(tags("partners", { tier: "gold", name: "a" }, { tier: "gold", name: "b" })).toEqual(["partners:5"]);
    expect(tags("promotions", { title: "a" }, { title: "b" })).toEqual(["promotions:5"]);
    expect(tags("services", { title: "a" }, { title: "b" })).toEqual(["services:5"]);
    expect(tags("plans", { name: "a" }, { name: "b" })).toEqual(["price_plans:5"]);
    expect(tags("help-articles", { category_id: 2, title: "a" }, { category_id: 2, title: "b" })).toEqual([
      "help_articles:5",
    ]);
    expect(tags("help-categories", { parent_id: null, title: "a" }, { parent_id: null, title: "b" })).toEqual([
      "help_categories:5",
    ]);
  });

  it("adds the lists an item enters or leaves: its table's and its old and new category's", () => {
    expect(tags("partners", undefined, { tier: "gold" })).toEqual([
      "partners:5",
      "partners:list",
      "partners:list:gold",
    ]);
    expect(tags("plans", { name: "a" }, { name: "a", published: false })).toEqual([
      "price_plans:5",
      "price_plans:list",
    ]);
    expect(tags("help-articles", { category_id: 2 }, { category_id: 3 })).toEqual([
      "help_articles:5",
      "help_articles:list",
      "help_articles:list:2",
      "help_articles:list:3",
    ]);
    // The popular flag and the position decide the help centre's lists and their order.
    expect(tags("help-articles", { category_id: 2, popular: false }, { category_id: 2, popular: true })).toContain(
      "help_articles:list",
    );
  });

  it("names the page of a block, and the whole site for its settings", () => {
    expect(tags("price-faq", { page: "price", title: "a" }, { page: "price", title: "b" })).toEqual([
      "blocks:list:price",
    ]);
    expect(tags("home-blocks", undefined, { page: "home", kind: "banner" })).toEqual(["blocks:list:home"]);
    expect(tags("site-settings", { site_name: "a" }, { site_name: "b" })).toEqual(["site"]);
  });
});
