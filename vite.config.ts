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
  build: { assetsInlineLimit: 0, sourcemap: false },
  server: { port: Number(process.env.PORT ?? 5173) },
});
