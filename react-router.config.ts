import type { Config } from "@react-router/dev/config";
import { writeKernelIndex } from "./scripts/kernel-index.ts";
import { normaliseBasePath } from "./server/config.ts";

// The kernel's generated index (scripts/kernel-index.ts), before app/routes.ts reads the page registry.
writeKernelIndex();

// BASE_PATH is baked into the client build (asset URLs, router basename); the server
// checks at start-up that the build it serves was made for the configured base path.
const basename = normaliseBasePath(process.env.BASE_PATH ?? "/");

export default {
  appDirectory: "app",
  buildDirectory: process.env.BUILD_DIR ?? "build",
  basename,
  // Always a server build: SERVER_RENDERING=off is decided per request at run time
  // (server/render.ts), so one build serves both modes.
  ssr: true,
} satisfies Config;
