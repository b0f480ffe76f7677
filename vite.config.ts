import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { localeMessages, readsWords } from "./scripts/messages-plugin.ts";
import { kernelIndexPlugin, writeKernelIndex } from "./scripts/kernel-index.ts";
import { precompress } from "./scripts/precompress.ts";
import { normaliseBasePath } from "./server/config.ts";

// The kernel's generated index (scripts/kernel-index.ts), before Vite loads any module of the app.
// This file's own imports read the index as the command that started it left it (npm ci's
// prepare writes it; the scripts write it before they start Vite).
writeKernelIndex();

/** Every client build writes its brotli and gzip copies (scripts/precompress.ts), whoever runs it. */
function precompressClientBuild(): Plugin {
  return {
    name: "vitrine:precompress",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    closeBundle() {
      precompress(path.resolve(this.environment.config.root, this.environment.config.build.outDir));
    },
  };
}

const root = import.meta.dirname;
/** The locale whose interface words this build writes in (scripts/build.ts, decision 0100); unset: the default build. */
const MESSAGES_LOCALE = process.env.MESSAGES_LOCALE || undefined;
/**
 * What the server process loads from source: its own code, the database layer, the kernel
 * and the app's server-side contract files (plain TypeScript, relative imports).
 */
const SHARED_SOURCE = new RegExp(
  `^${root.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/(server/|db/|app/kernel/|app/lib/(context|render-turns)\\.server\\.ts$|app/lib/react-router-seam/(entry-choice|handoff|version)\\.server\\.ts$)`,
);

/**
 * The server build imports those modules instead of bundling copies of them, so the process
 * holds one copy of each (decision 0055); through package.json's "imports", so that one
 * specifier works from every chunk's folder. Development loads the server through Vite
 * instead (server/dev.ts).
 */
function importSharedSource(): Plugin {
  return {
    name: "vitrine:shared-source",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    async resolveId(source, importer, options) {
      if (!importer || source.startsWith("\0") || source.startsWith("#source/")) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !SHARED_SOURCE.test(resolved.id)) return null;
      // A kernel module that reads interface words takes this build's words, not the source's.
      if (MESSAGES_LOCALE && readsWords(resolved.id)) return null;
      return { id: `#source/${path.relative(root, resolved.id)}`, external: true };
    },
  };
}

const BASE = normaliseBasePath(process.env.BASE_PATH ?? "/");

export default defineConfig({
  base: BASE,
  plugins: [
    kernelIndexPlugin(),
    localeMessages(MESSAGES_LOCALE),
    importSharedSource(),
    reactRouter(),
    precompressClientBuild(),
  ],
  resolve: { tsconfigPaths: true },
  build: {
    // A translated locale's chunks in a folder of their own beside the default build's (decision 0100).
    assetsDir: MESSAGES_LOCALE ? `assets/${MESSAGES_LOCALE}` : "assets",
    assetsInlineLimit: 0,
    sourcemap: false,
    // The chunk of the home page's blocks on other pages of blocks (app/components/blocks/*-live.tsx)
    // fetches its own imports, and its carousel links its stylesheet: a list of them would cost
    // every page of blocks about a hundred bytes it may not need (decision 0097).
    // The framework, the runtime and the shared chunk are in every page already: a lazy chunk's
    // list need not name them (the module graph still loads them if ever missing), which takes a
    // few dozen bytes off every page that can load something later (the root's, the forms').
    modulePreload: {
      resolveDependencies: (file, deps) =>
        /(^|\/)(desktop|mobile)-live-/.test(file)
          ? []
          : deps.filter((dep) => !/(^|\/)(framework|rolldown-runtime|shared)-[\w-]+\.js$/.test(dep)),
    },
    // Fewer, larger shared chunks: the framework in one, and app modules that at least six
    // route modules import in another (one module serves several routes: the customer stories,
    // the product pages, the mobile lists; six modules are what eight routes were). A phone on HTTP/1.1 opens six connections per origin; with
    // nineteen small module preloads ahead of them, the stylesheets waited their turn and the
    // first paint came late (bench/lighthouse.md: mobile home 95 -> 98, LCP 2.6 s -> 2.0 s, same bytes).
    rolldownOptions: {
      optimization: { inlineConst: { mode: "all", pass: 1 } },
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|react-router|scheduler|turbo-stream|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            // The back office's shared pieces in a chunk of their own, which no public page preloads.
            { name: "admin", test: /[\\/]app[\\/](components|routes)[\\/]admin[\\/]/, minShareCount: 2, priority: 15 },
            // Each skin's shared components apart, so a desktop page does not load the mobile
            // skin's cards and blocks, nor a mobile page the desktop's.
            // The list frame and its page links stay with the list pages (six routes), which
            // load them from a chunk of their own: the home, about and block pages need neither.
            {
              name: "desktop-shared",
              test: /[\\/]app[\\/]components[\\/]desktop[\\/](?!meta\.|list-layout\.|list-nav\.)/,
              minShareCount: 6,
              priority: 5,
            },
            // The case card and the call to action have a chunk of their own: a page of blocks needs
            // those two only, not every mobile card and section.
            {
              name: "mobile-card",
              test: /[\\/]app[\\/]components[\\/]mobile[\\/](case-card|cta-block)\./,
              minShareCount: 2,
              priority: 6,
            },
            // The block views both skins share, the lead form's among them, in one chunk: the item
            // pages that show the lead form too (a registration) load it whole rather than split it off the pages
            // of blocks into a chunk of its own (a second request and about 200 B more for those).
            {
              name: "block-views",
              test: /[\\/]app[\\/]components[\\/]blocks[\\/](shared|lead-form)\./,
              minShareCount: 2,
              priority: 7,
            },
            // What both skins' layouts draw around every page (the logo, the search box, the contact
            // details, the error pages' head tags) in one chunk rather than one chunk each.
            {
              name: "chrome",
              test: /[\\/]app[\\/](components[\\/](content[\\/](logo|contact-details|chrome)|search[\\/]search-box|ui[\\/](error-content|lazy-view))|lib[\\/]came-from)\./,
              minShareCount: 2,
              priority: 4,
            },
            {
              name: "mobile-shared",
              test: /[\\/]app[\\/]components[\\/]mobile[\\/](?!(case-card|cta-block)\.)/,
              minShareCount: 6,
              priority: 5,
            },
            {
              name: "shared",
              // The blocks' views stay out: only the pages of blocks load them. The renderer, which the
              // home page shares with them, is a few lines: a chunk of its own would cost more than it.
              // The content pages' head tags, the list tabs and the intents' words stay out too: the
              // pages of blocks, the heaviest kind, use none of them (about 1 KiB each; decision 0112).
              test: /[\\/]app[\\/](?!(components|routes)[\\/]admin[\\/]|components[\\/](desktop|mobile)[\\/]|components[\\/]blocks[\\/](?!render-blocks\.)|kernel[\\/]admin-|components[\\/]content[\\/](page-meta|category-tabs)\.|kernel[\\/]lead-intent\.)/,
              minShareCount: 6,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  experimental: {
    // A stylesheet that a lazy chunk needs is written with a trailing "#" in the chunk, as React
    // Router writes it in the document when a lazy chunk needs it too. Vite's loader then finds the
    // page's own link and adds none; spelled apart, it appended a second link at the end of the
    // head, which moved that sheet's rules after the layout's: the page restyled itself and the
    // mobile register form moved down 20 px (decision 0108). Where the page has no such link, the
    // loader links the same file.
    renderBuiltUrl: (filename, { hostType, ssr }) =>
      hostType === "js" && !ssr && filename.endsWith(".css") ? `${BASE}${filename}#` : undefined,
  },
  server: { port: Number(process.env.PORT ?? 5173) },
});
