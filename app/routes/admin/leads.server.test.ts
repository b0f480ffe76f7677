import { describe, expect, it } from "vitest";
import { LeadsError } from "~/kernel/refusals";
import { RouterContextProvider } from "react-router";
import { servicesContext } from "~/lib/context.server";
import type { RouteServices } from "~/kernel/services";
import { filterOf, inboxLanguages, leadsRefusal } from "./leads.server";

describe("the inbox's refusals as the lead pages see them", () => {
  it("answers a stale form with 412, keeping the note", () => {
    const stale = new LeadsError(412, "Someone changed this lead meanwhile. Reload it, then make your change again.");
    const answer = leadsRefusal(stale, "update", { note: "Sent the price list." }) as unknown as {
      init: { status: number };
      data: { formError: string; values: Record<string, string> };
    };
    expect(answer.init.status).toBe(412);
    expect(answer.data.formError).toContain("Someone changed this lead meanwhile");
    expect(answer.data.values.note).toBe("Sent the price list.");
  });

  it("lets anything else through to the error page, a look-alike of the class too", () => {
    expect(() => leadsRefusal(new Error("database down"), "update")).toThrow("database down");
    // Same name and status, another class: with one module graph only the real class is a refusal.
    const lookAlike = Object.assign(new Error("Forged."), { name: "LeadsError", status: 412 });
    expect(() => leadsRefusal(lookAlike, "update")).toThrow("Forged.");
  });
});

describe("the inbox filter of a URL", () => {
  it("keeps a known request kind and drops any other", () => {
    expect(filterOf(new URL("https://www.example.com/admin/leads?intent=partner")).filter).toEqual({
      intent: "partner",
    });
    expect(filterOf(new URL("https://www.example.com/admin/leads?intent=spam")).dropped).toEqual(["intent"]);
  });

  it("keeps a source page that is a path of the site and drops any other", () => {
    const kept = filterOf(new URL("https://www.example.com/admin/leads?sourcePage=%2Fdetail%2F3&source=form"));
    expect(kept.filter).toEqual({ sourcePage: "/detail/3", source: "form" });
    expect(kept.dropped).toEqual([]);
    const foreign = filterOf(new URL("https://www.example.com/admin/leads?sourcePage=https%3A%2F%2Fevil.example%2F"));
    expect(foreign.filter).toEqual({});
    expect(foreign.dropped).toEqual(["sourcePage"]);
  });

  it("keeps a language tag in its canonical spelling and drops what is no tag", () => {
    expect(filterOf(new URL("https://www.example.com/admin/leads?locale=zh-hans")).filter).toEqual({
      locale: "zh-Hans",
    });
    expect(filterOf(new URL("https://www.example.com/admin/leads?locale=not_a_tag")).dropped).toEqual(["locale"]);
  });
});

describe("the languages the inbox names", () => {
  const args = (locales: string) => {
    const context = new RouterContextProvider();
    const tags = locales.split(",");
    const LOCALES = tags.map((tag, i) => ({ tag, prefix: i ? tag.split("-")[0]! : "", fallback: i ? [tags[0]!] : [] }));
    context.set(servicesContext, { config: { LOCALES } } as unknown as RouteServices);
    return { context };
  };

  it("names each configured locale in English with its tag, and offers the filter with more than one", () => {
    expect(inboxLanguages(args("en,zh-Hans"), [])).toEqual({
      languages: [
        ["en", "English", "English — en"],
        ["zh-Hans", "Chinese (Simplified)", "Chinese (Simplified) — zh-Hans"],
      ],
      manyLanguages: true,
    });
  });

  it("offers no filter on a site of one language, until a lead came in another", () => {
    expect(inboxLanguages(args("en"), ["en"]).manyLanguages).toBe(false);
    // A locale since taken out of LOCALES: its leads are still told apart, and named.
    expect(inboxLanguages(args("en"), ["en", "de"])).toEqual({
      languages: [
        ["en", "English", "English — en"],
        ["de", "German", "German — de"],
      ],
      manyLanguages: true,
    });
  });
});
