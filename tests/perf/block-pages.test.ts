/**
 * What a page of blocks makes the browser download before it hydrates, read from the
 * documents the server sends (their module preloads), for pages holding static blocks only,
 * a lead form, a gallery, the home page's video and carousel, and one block of every kind, on
 * both skins. Every one stays within the public budget, and none preloads the code of a block's
 * behaviour: the gallery's viewer loads on its first open, the lead form needs no script
 * (decisions 0087 and 0094), and the home page's own blocks come in a chunk of their own that
 * the page loads as it hydrates, unpreloaded: preloaded, it would count against the budget
 * (decision 0097, whose figures this prints).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import zlib from "node:zlib";
import { createRequestHandler, type ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requestContext } from "../../app/lib/context.server.ts";
import { parseConfig } from "../../server/config.ts";
import { createLogger } from "../../server/logger.ts";
import { createServices, type Services } from "../../server/services.ts";
import { EDITOR } from "../support/cached-site.ts";
import { EVERY_BLOCK_KIND } from "../support/every-block.ts";
import { buildDirFor, ensureBuild, root } from "../support/server.ts";
import { FEATURES } from "./features.ts";

const BUILD_DIR = path.join(root, process.env.PERF_BUILD_DIR ?? buildDirFor("/"));
const ORIGIN = "http://127.0.0.1:4899";
const PUBLIC_MAX_BYTES = 112 * 1024;
const EVERY_KIND_PATH = "perf-every-block";
const LIVE_PATH = "perf-live-blocks";
const HOME_OWN: string[] = ["featured-video", "banners", "latest-news"];

/** Each page by what it holds: the block types it must have and must not have. */
const PAGES: Array<{ label: string; path: string; holds: string[]; lacks: string[] }> = [
  { label: "static blocks only", path: "privacy", holds: ["text"], lacks: ["lead-form", "gallery", "plan-table"] },
  { label: "a lead form", path: "contact", holds: ["lead-form"], lacks: ["gallery"] },
  { label: "a gallery", path: "about", holds: ["gallery"], lacks: ["lead-form"] },
  {
    label: "a video, a carousel and the latest news",
    path: LIVE_PATH,
    holds: HOME_OWN,
    lacks: ["lead-form", "gallery"],
  },
  {
    label: "one block of every kind",
    path: EVERY_KIND_PATH,
    holds: ["lead-form", "gallery", "plan-table", ...HOME_OWN],
    lacks: [],
  },
];
const SKINS = [
  ["desktop", ""],
  ["mobile", "/mobile"],
] as const;

let services: Services;
let dataDir = "";
let handle: ReturnType<typeof createRequestHandler>;
const brotli = new Map<string, number>();
const figures: string[] = [];

function clientFile(href: string): string {
  return readFileSync(path.join(BUILD_DIR, "client", href.replace(/^\//, "")), "utf8");
}

function brotliBytes(href: string): number {
  let size = brotli.get(href);
  if (size === undefined) {
    const bytes = Buffer.from(clientFile(href));
    size = zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    brotli.set(href, size);
  }
  return size;
}

async function document(url: string): Promise<{ status: number; html: string; preloads: string[] }> {
  const response = await handle(new Request(ORIGIN + url), requestContext(services));
  const html = await response.text();
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*? href="([^"]+)"/g)].map((m) => m[1]!);
  return { status: response.status, html, preloads };
}

beforeAll(async () => {
  ensureBuild(BUILD_DIR);
  dataDir = mkdtempSync(path.join(os.tmpdir(), "vitrine-block-pages-"));
  const config = parseConfig({
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "silent",
    SITE_URL: ORIGIN,
    PORT: "0",
  });
  services = await createServices(config, createLogger(config), { media: false });
  const draft = await services.editorial.createDraft(EDITOR, "pages", {
    path: EVERY_KIND_PATH,
    title: "Every block",
    blocks: EVERY_BLOCK_KIND,
  });
  await services.editorial.publish(EDITOR, "pages", draft.id, draft.version);
  const live = await services.editorial.createDraft(EDITOR, "pages", {
    path: LIVE_PATH,
    title: "Live blocks",
    blocks: EVERY_BLOCK_KIND.filter((b) => b.type === "text" || HOME_OWN.includes(b.type)),
  });
  await services.editorial.publish(EDITOR, "pages", live.id, live.version);
  const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server", "index.js")).href)) as ServerBuild;
  handle = createRequestHandler(build, "production");
}, 300_000);

afterAll(async () => {
  // The figures a change to the pages of blocks is judged by.
  if (figures.length) console.info(`JavaScript before hydration (brotli):\n${figures.join("\n")}`);
  await services?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

describe.each(SKINS)("pages of blocks on the %s skin", (skin, prefix) => {
  it.each(PAGES)(
    "with $label: within the budget, no block's behaviour preloaded",
    async ({ path: page, holds, lacks }) => {
      const types = new Set<string>((await services.content.getBlockPage(page))!.blocks.map((b) => b.type));
      for (const t of holds) expect(types, `${page} holds a ${t} block`).toContain(t);
      for (const t of lacks) expect(types, `${page} holds no ${t} block`).not.toContain(t);

      const { status, html, preloads } = await document(`${prefix}/${page}`);
      expect(status).toBe(200);
      // The page's own markup is in the document: the form, the gallery's pictures.
      expect(html.includes('class="reg-form"')).toBe(types.has("lead-form"));
      expect(/class="gallery[" ]/.test(html)).toBe(types.has("gallery"));

      expect(preloads.length).toBeGreaterThan(8);
      const total = preloads.reduce((n, href) => n + brotliBytes(href), 0);
      figures.push(
        `  ${`${prefix}/${page}`.padEnd(28)} ${total} B (${(total / 1024).toFixed(2)} KiB), ${preloads.length} files`,
      );
      expect(total, `${prefix}/${page}: ${preloads.join(", ")}`).toBeLessThanOrEqual(PUBLIC_MAX_BYTES);
      // The home page's own blocks: drawn by the server, their chunk named by the page's code only.
      const live = liveChunk(skin);
      const holdsLive = HOME_OWN.some((t) => types.has(t));
      expect(html.includes("<!--$-->")).toBe(holdsLive);
      expect(preloads).not.toContain(live);
      expect(preloads.some((href) => clientFile(href).includes(path.basename(live)))).toBe(true);
      if (holdsLive) {
        const more = [...importsOf(live)].filter((href) => !preloads.includes(href));
        const preloaded = total + more.reduce((n, href) => n + brotliBytes(href), 0);
        figures.push(
          `  ${"".padEnd(28)} ${preloaded} B with the live blocks' chunk preloaded (${more.length} more files)`,
        );
      }

      const behaviour = FEATURES.filter((f) => !f.allowed.test(`routes/${skin}/block-page`));
      const preloaded = behaviour.flatMap((f) =>
        preloads.filter((href) => f.signature.test(clientFile(href))).map((href) => `${f.name} (${href})`),
      );
      expect(preloaded).toEqual([]);
    },
  );

  it("a gallery's viewer is a chunk of its own that the page names for its first open", async () => {
    const { preloads } = await document(`${prefix}/about`);
    const viewer = viewerChunk();
    expect(preloads).not.toContain(viewer);
    // The preloaded code that opens the gallery imports the viewer by name.
    const importer = preloads.filter((href) => clientFile(href).includes(path.basename(viewer)));
    expect(importer.length).toBeGreaterThan(0);
  });
});

/** The built chunk holding viewerjs, found by its signature. */
function viewerChunk(): string {
  const chunks = readdirSync(path.join(BUILD_DIR, "client", "assets"))
    .map((f) => `/assets/${f}`)
    .filter((f) => f.endsWith(".js") && /viewer-canvas/.test(clientFile(f)));
  expect(chunks).toHaveLength(1);
  return chunks[0]!;
}

/** The chunk of the home page's own blocks on a skin's other pages of blocks. */
function liveChunk(skin: string): string {
  const chunks = readdirSync(path.join(BUILD_DIR, "client", "assets"))
    .filter((f) => new RegExp(`^${skin}-live-[\\w-]+\\.js$`).test(f))
    .map((f) => `/assets/${f}`);
  expect(chunks).toHaveLength(1);
  return chunks[0]!;
}

/** A chunk and every chunk it imports, at once or through them. */
function importsOf(href: string, seen = new Set<string>()): Set<string> {
  if (seen.has(href)) return seen;
  seen.add(href);
  for (const [, name] of clientFile(href).matchAll(/(?:from|import)\s*"\.\/([\w.-]+\.js)"/g))
    importsOf(`/assets/${name}`, seen);
  return seen;
}
