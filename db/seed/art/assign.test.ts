import { describe, expect, it } from "vitest";
import { artworkSvg } from "../artwork.ts";
import { buildSeed } from "../build.ts";
import { productIn } from "./assign.ts";

describe("pictures of the demo content", () => {
  const { rows, media } = buildSeed();
  const specs = new Map(media.map((m) => [m.key, m]));

  it("gives every item a picture of its own", () => {
    const owners = new Map<string, string[]>();
    const own = (key: string | null | undefined, who: string) => {
      if (key) owners.set(key, [...(owners.get(key) ?? []), who]);
    };
    for (const n of rows.news) own(n.cover_key, `news ${n.id}`);
    for (const s of rows.solutions) own(s.cover_key, `solution ${s.id}`);
    for (const v of rows.videos) own(v.poster_key, `video ${v.id}`);
    for (const q of rows.qas) own(q.cover_key, `qa ${q.id}`);
    for (const h of rows.help_articles) own(h.cover_key, `help ${h.id}`);
    for (const p of rows.promotions) own(p.cover_key, `promotion ${p.id}`);
    for (const s of rows.services) own(s.cover_key, `service ${s.id}`);
    for (const c of rows.cases) {
      own(c.cover_key, `case ${c.id}`);
      const gallery = (JSON.parse(c.details as string) as { gallery: Array<{ key: string }> }).gallery;
      for (const g of gallery) own(g.key, `case ${c.id} gallery`);
      expect(gallery.map((g) => g.key)).not.toContain(c.cover_key);
    }
    const shared = [...owners].filter(([, who]) => who.length > 1);
    expect(shared).toEqual([]);
    for (const key of owners.keys()) expect(specs.get(key)?.art, key).toBeTruthy();
  });

  it("draws each product item as that product's screen, with the item's own words", () => {
    const kase = rows.cases[0]!;
    const svg = artworkSvg(specs.get(kase.cover_key)!);
    const screens: Record<string, string> = {
      oa: "Approvals",
      pm: "Milestone",
      trade: "Order",
      live: "Audience Q&amp;A",
      education: "lessons",
    };
    expect(svg).toContain(screens[kase.product]!);
    expect(svg).toContain(kase.customer_name.replace(/&/g, "&amp;").slice(0, 12));
    const news = rows.news.find((n) => productIn(n.title) === "pm");
    if (news) expect(artworkSvg(specs.get(news.cover_key)!)).toContain("Milestone");
  });

  it("gives every customer and partner a wordmark of its own name, none alike", () => {
    const logos = media.filter((m) => m.kind === "logo");
    expect(logos.length).toBeGreaterThanOrEqual(rows.partners.length);
    const svgs = logos.map(artworkSvg);
    expect(new Set(svgs).size).toBe(logos.length);
    // Style and colour: no two logos share both.
    const looks = logos.map((m) => (m.art && "logo" in m.art ? `${m.art.index % 5}/${m.art.index % 16}` : ""));
    expect(new Set(looks).size).toBe(logos.length);
    for (const p of rows.partners) {
      const spec = specs.get(p.logo_key)!;
      expect(spec.art && "logo" in spec.art ? spec.art.logo : "").toBe(p.name);
    }
  });

  it("draws no play glyph on a poster", () => {
    for (const v of rows.videos)
      expect(artworkSvg(specs.get(v.poster_key)!)).not.toMatch(/<path d="M[^"]*Z" fill="#fff"/);
  });
});
