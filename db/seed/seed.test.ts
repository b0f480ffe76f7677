import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { tempDataDir } from "../../tests/support/databases.ts";
import { mediaSpec } from "./artwork.ts";
import { buildSeed, SEEDED_CLIPS, seedFingerprint } from "./build.ts";
import { buildSkeleton } from "./skeleton.ts";
import { TYPE_SEEDS } from "./type-seeds.ts";
import { COLLECTION_OF, COLLECTIONS } from "../../app/kernel/collections/index.ts";
import { CONTENT_TABLES } from "../schema.ts";
import { yearlyDiscountPercent } from "../../app/kernel/pricing.ts";
import { ensureMedia, mediaFileName } from "./images.ts";

describe("the demo seed", () => {
  it("is built identically every time", () => {
    expect(seedFingerprint(buildSeed())).toBe(seedFingerprint(buildSeed()));
  });

  it("builds a type with a module beside its copy (copy/<name>.ts) by that module, named nowhere else", () => {
    const modules = readdirSync(path.join(import.meta.dirname, "copy"))
      .filter((f) => f.endsWith(".ts") && Object.hasOwn(COLLECTION_OF, f.slice(0, -3)))
      .map((f) => f.slice(0, -3));
    // In the definitions' order.
    expect(TYPE_SEEDS.map((t) => t.name)).toEqual(COLLECTIONS.map((c) => c.name).filter((n) => modules.includes(n)));
    const { rows } = buildSeed();
    for (const { name, seed } of TYPE_SEEDS) {
      const table = COLLECTION_OF[name].table;
      expect(rows[table].length, name).toBeGreaterThan(0);
      // The builders' runner, the empty rows and the pictures' pass read the definitions.
      for (const file of ["build.ts", "skeleton.ts", "art/assign.ts"]) {
        const source = readFileSync(path.join(import.meta.dirname, file), "utf8");
        // Its rows ("rows.<table>"), its empty rows ("<table>: []") or its builder.
        const named = new RegExp(`\\brows\\.${table}\\b|\\b${table}: \\[\\]|copy/${name}\\.ts`);
        expect(source, `${file} names ${table}`).not.toMatch(named);
      }
      expect(typeof seed.build, name).toBe("function");
    }
  });

  it("holds every content table, empty ones too, with or without the demo content", () => {
    expect(Object.keys(buildSeed().rows).sort()).toEqual([...CONTENT_TABLES].sort());
    expect(Object.keys(buildSkeleton().rows).sort()).toEqual([...CONTENT_TABLES].sort());
  });

  it("is written in English for a clearly fictional company", () => {
    const { rows } = buildSeed();
    const site = { footer: JSON.parse(rows.site_settings[0]!.footer) as { disclaimer: string } };
    expect(site.footer.disclaimer).toMatch(/fictional/);
    const titles = rows.news.map((n) => n.title);
    expect(new Set(titles).size).toBe(titles.length);
    expect(rows.cases.map((c) => c.customer_name)).toEqual(
      expect.arrayContaining([
        "Fairhaven Aero Instruments",
        "Foxwell Textiles",
        "Geely Lane Motors",
        "JLB Cold Chain Logistics",
      ]),
    );
  });

  it("tells one pricing story: one yearly saving, quoted wherever the copy names one", () => {
    const { rows } = buildSeed();
    const plans = rows.price_plans.map((r) => ({
      slug: String(r.slug),
      monthlyPrice: r.monthly_price as number | null,
      yearlyPrice: r.yearly_price as number | null,
    }));
    const saving = yearlyDiscountPercent(plans);
    expect(saving).toBeGreaterThan(0);
    for (const plan of plans.filter((p) => p.monthlyPrice && p.yearlyPrice))
      expect(yearlyDiscountPercent([plan]), plan.slug).toBe(saving);
    // Sentences of the site's copy, answers and help that put a percentage next to yearly billing.
    const text = JSON.stringify([rows.settings, rows.qas, rows.blocks, rows.help_articles]);
    const quoted = [...text.matchAll(/[^.!?"]*yearly billing[^.!?"]*/gi)].flatMap((m) =>
      [...m[0].matchAll(/(\d+)\s?%/g)].map((n) => `${n[1]}%: ${m[0].trim()}`),
    );
    expect(quoted.length).toBeGreaterThan(0);
    for (const q of quoted) expect(q).toMatch(new RegExp(`^${saving}%`));
  });

  it("gives each plan the call to action that fits it: a trial with a price, a talk with sales without", () => {
    const { rows } = buildSeed();
    const ctas = rows.price_plans.map((r) => [r.slug, r.monthly_price === null, r.cta_label, r.cta_href]);
    expect(ctas.length).toBeGreaterThan(1);
    for (const [slug, contactSales, label, href] of ctas) {
      const intent = contactSales ? "sales" : "trial";
      expect([slug, label, href]).toEqual([
        slug,
        contactSales ? "Talk to sales" : "Start a free trial",
        `/register?intent=${intent}&plan=${String(slug)}`,
      ]);
    }
    // The header's primary action stays a demo, from the site settings.
    expect(JSON.parse(String(rows.site_settings[0]!.primary_cta))).toEqual({ label: "Book a demo", href: "/register" });
  });

  it("puts each feature of a plan card on the same plans in the comparison table", () => {
    const { rows } = buildSeed();
    const plans = rows.price_plans.map((r) => ({
      slug: String(r.slug),
      highlights: JSON.parse(String(r.highlights)) as string[],
    }));
    const table = rows.price_features.map((r) => ({
      label: String(r.label)
        .replace(/\s*\(.*\)/, "")
        .toLowerCase(),
      values: JSON.parse(String(r.plan_values)) as Record<string, boolean | string>,
    }));
    const problems: string[] = [];
    plans.forEach((plan, i) => {
      for (const highlight of plan.highlights.filter((h) => !h.startsWith("Everything in"))) {
        const text = highlight.toLowerCase();
        const named = table.filter((row) => text.includes(row.label));
        if (!named.length) problems.push(`${plan.slug}: "${highlight}" is not in the table`);
        for (const row of named) {
          const value = row.values[plan.slug];
          const cheaper = i > 0 ? row.values[plans[i - 1]!.slug] : false;
          // A card names what its plan has; a feature by name (not by amount) is what it adds.
          if (typeof value === "string") {
            if (!text.includes(value.toLowerCase())) problems.push(`${plan.slug}: "${highlight}" but ${value}`);
          } else if (value !== true) problems.push(`${plan.slug}: "${highlight}" not included in the table`);
          else if (cheaper === true) {
            problems.push(`${plan.slug}: "${highlight}" is already in ${plans[i - 1]!.slug}`);
          }
        }
      }
    });
    expect(problems).toEqual([]);
  });

  it("keeps each service's deliverables out of its body, which the pages list once under their own heading", () => {
    const { rows } = buildSeed();
    expect(rows.services.length).toBeGreaterThan(0);
    for (const service of rows.services) {
      const deliverables = JSON.parse(String(service.deliverables)) as string[];
      expect(deliverables.length, service.slug as string).toBeGreaterThan(0);
      // A heading in the body would outrank the service's own h3.
      expect(service.body_html, service.slug as string).not.toMatch(/<h[1-6]\b|What you get/);
      for (const d of deliverables) expect(service.body_html).not.toContain(`<li>${d}</li>`);
    }
  });
});

describe("seeded video clips", () => {
  const publicDir = path.resolve(import.meta.dirname, "../../public");

  it("gives exactly four videos, the first of each category, a generated clip with captions", () => {
    const videos = buildSeed().rows.videos;
    const withClip = videos.filter((v) => v.source_url);
    expect(withClip).toHaveLength(4);
    expect(new Set(withClip.map((v) => v.type))).toEqual(new Set(Object.keys(SEEDED_CLIPS)));
    for (const v of withClip) {
      expect(v.published).toBe(true);
      expect(v.featured).toBe(true);
      expect(v.source_type).toBe("video/webm");
      // Stored relative to the base path, like every other static file.
      expect(v.source_url).toMatch(/^clips\/[a-z-]+\.webm$/);
      expect(v.captions_url).toMatch(/^clips\/[a-z-]+\.vtt$/);
      const clip = path.join(publicDir, v.source_url!);
      expect(existsSync(clip), v.source_url!).toBe(true);
      expect(statSync(clip).size).toBeGreaterThan(20_000);
      expect(statSync(clip).size).toBeLessThan(600_000);
      expect(readFileSync(clip).subarray(0, 4).toString("hex")).toBe("1a45dfa3"); // EBML (WebM)
      const captions = path.join(publicDir, v.captions_url!);
      expect(existsSync(captions), v.captions_url!).toBe(true);
      expect(readFileSync(captions, "utf8")).toMatch(/^WEBVTT[\s\S]*\d\d:\d\d:\d\d\.\d{3} --> /);
    }
    // Every other video keeps source null on purpose: the poster-only path stays in use.
    expect(videos.filter((v) => !v.source_url).every((v) => v.source_type === null && v.captions_url === null)).toBe(
      true,
    );
  });
});

describe("generated images", () => {
  it("renders every width and format with the stated size, once", async () => {
    const dir = path.join(tempDataDir("media"), "media");
    const specs = [mediaSpec("test-cover", "cover", 1), mediaSpec("test-logo", "logo", 2)];
    const first = await ensureMedia(dir, specs);
    expect(first.generated).toBe(true);
    for (const spec of specs) {
      for (const width of spec.widths) {
        for (const format of spec.formats) {
          const meta = await sharp(readFileSync(path.join(dir, mediaFileName(spec.key, width, format)))).metadata();
          expect(meta.width).toBe(width);
          expect(meta.height).toBe(Math.round((spec.height * width) / spec.width));
          expect(meta.format).toBe(format);
        }
      }
    }
    expect(readdirSync(dir).filter((f) => !f.startsWith("."))).toHaveLength(
      specs.reduce((n, s) => n + s.widths.length * s.formats.length, 0),
    );
    expect((await ensureMedia(dir, specs)).generated).toBe(false);
  });

  it("has an image for every key the content refers to", () => {
    const { rows, media } = buildSeed();
    const keys = new Set(media.map((m) => m.key));
    const referenced = [
      ...rows.news.map((r) => r.cover_key),
      ...rows.qas.map((r) => r.cover_key),
      ...rows.help_articles.map((r) => r.cover_key),
      ...rows.cases.flatMap((r) => [r.cover_key, r.customer_logo_key]),
      ...rows.videos.map((r) => r.poster_key),
      ...rows.partners.map((r) => r.logo_key),
      ...rows.blocks.flatMap((b) => (b.image_key ? [b.image_key] : [])),
    ];
    for (const key of referenced) expect(key && keys.has(key)).toBe(true);
    expect(rows.news.every((r) => r.cover_alt.length > 10)).toBe(true);
    expect([...rows.qas, ...rows.help_articles].every((r) => (r.cover_alt ?? "").length > 10)).toBe(true);
  });
});
