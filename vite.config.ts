import path from "node:path";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { precompress } from "./scripts/precompress.ts";
import { normaliseBasePath } from "./server/config.ts";

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

export default defineConfig({
  base: normaliseBasePath(process.env.BASE_PATH ?? "/"),
  plugins: [reactRouter(), precompressClientBuild()],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    sourcemap: false,
    // Fewer, larger shared chunks: the framework in one, and app modules that at least six
    // route modules import in another (one module serves several routes: the customer stories,
    // the product pages, the mobile lists; six modules are what eight routes were). A phone on HTTP/1.1 opens six connections per origin; with
    // nineteen small module preloads ahead of them, the stylesheets waited their turn and the
    // first paint came late (bench/lighthouse.md: mobile home 95 -> 98, LCP 2.6 s -> 2.0 s, same bytes).
    rolldownOptions: {
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
            {
              name: "desktop-shared",
              test: /[\\/]app[\\/]components[\\/]desktop[\\/](?!meta\.)/,
              minShareCount: 6,
              priority: 5,
            },
            { name: "mobile-shared", test: /[\\/]app[\\/]components[\\/]mobile[\\/]/, minShareCount: 6, priority: 5 },
            {
              name: "shared",
              test: /[\\/]app[\\/](?!(components|routes)[\\/]admin[\\/]|components[\\/](desktop|mobile)[\\/])/,
              minShareCount: 6,
              priority: 10,
            },
          ],
        },
      },
    },
  },
  server: { port: Number(process.env.PORT ?? 5173) },
});
