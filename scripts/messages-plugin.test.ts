import path from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localeMessages } from "./messages-plugin.ts";

const root = path.resolve(import.meta.dirname, "..");

describe("the message plugin in a dev server", () => {
  let server: ViteDevServer;
  beforeAll(async () => {
    server = await createServer({
      root,
      configFile: false,
      logLevel: "silent",
      appType: "custom",
      plugins: [localeMessages(undefined)],
      server: { middlewareMode: true, ws: false, watch: null },
    });
  });
  afterAll(() => server.close());

  it("replaces an area with cases imported from outside its folder", async () => {
    const importer = path.join(root, "app", "kernel", "lead-schema.ts");
    const resolved = await server.environments.ssr.pluginContainer.resolveId("./ui-strings/lists.ts", importer);
    expect(resolved?.id).toBe("\0ui-words:lists");
  });

  it("keeps the file of a URL the server resolves again without its importer", async () => {
    // The catalog's import of ./lists.ts is served as this URL; Vitest's module fetches and
    // its file cache's check of a cached module's imports resolve it again this way.
    const module = await server.environments.ssr.moduleGraph.ensureEntryFromUrl("/app/kernel/ui-strings/lists.ts");
    expect(module.id).toBe(path.join(root, "app", "kernel", "ui-strings", "lists.ts"));
  });
});
