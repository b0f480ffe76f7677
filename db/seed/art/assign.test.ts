import { describe, expect, it } from "vitest";
import { artworkLayout, artworkSvg, screenOf } from "../artwork.ts";
import { buildSeed } from "../build.ts";
import { screenHtml } from "./product-screens.ts";

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

  it("shows a case's gallery and each solution as its product's screen, and covers without words", () => {
    const kase = rows.cases[0]!;
    expect(artworkLayout(specs.get(kase.cover_key)!).texts).toEqual([]);
    const gallery = (JSON.parse(kase.details as string) as { gallery: Array<{ key: string }> }).gallery;
    const views = gallery.map((g) => screenOf(specs.get(g.key)!));
    expect(views.map((v) => v?.product)).toEqual(gallery.map(() => kase.product));
    expect(new Set(views.map((v) => v?.variant)).size).toBe(gallery.length);
    const words: Record<string, string> = { oa: "Approvals", pm: "Timeline", trade: "Orders", live: "Audience", education: "Catalogue" }; // prettier-ignore
    expect(screenHtml(views[0]!.product, views[0]!.variant)).toContain(words[kase.product]!);
    for (const s of rows.solutions) expect(screenOf(specs.get(s.cover_key)!), s.title).not.toBeNull();
    for (const n of rows.news) expect(artworkLayout(specs.get(n.cover_key)!).texts, n.title).toEqual([]);
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
