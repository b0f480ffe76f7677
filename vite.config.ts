import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { normaliseBasePath } from "./server/config.ts";

export default defineConfig({
  base: normaliseBasePath(process.env.BASE_PATH ?? "/"),
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0, sourcemap: false },
  server: { port: Number(process.env.PORT ?? 5173) },
});
