import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GENERATED_DIR, KERNEL_FILES, kernelIndex, type KernelFiles } from "./kernel-index.ts";

/** The kernel's folders as they are, with `extra` files (path under app/kernel -> text) added. */
function withFiles(extra: Record<string, string>): KernelFiles {
  const real = KERNEL_FILES;
  return {
    list: (dir) => [
      ...new Set([
        ...real.list(dir),
        // A new file's folders too ("ui-strings/translations" lists "fr" for ".../fr/events.ts").
        ...Object.keys(extra).flatMap((f) => (f.startsWith(`${dir}/`) ? [f.slice(dir.length + 1).split("/")[0]!] : [])),
      ]),
    ],
    read: (file) => extra[file] ?? real.read(file),
  };
}

describe("the kernel's generated index", () => {
  it("is what the generator writes from the folders", () => {
    for (const [name, text] of Object.entries(kernelIndex()))
      expect(readFileSync(path.join(GENERATED_DIR, name), "utf8"), name).toBe(text);
  });

  it("lists a new type, its site part, its words and their translation from their files alone", () => {
    const index = kernelIndex(
      withFiles({
        "collections/webcasts.ts": 'export const webcasts = defineCollection({ name: "webcasts", position: 65 });\n',
        "collections/webcasts.answers.ts": "export const WebcastSummary = {};\n",
        "collections/webcasts.site.ts": "export const pages = {};\n",
        "ui-strings/webcasts.ts": 'export const heading = "Webcasts";\n',
        "ui-strings/translations/zh-Hans/webcasts.ts": 'export default { heading: "网络直播" };\n',
      }),
    );
    expect(index["collections.ts"]).toContain('import { webcasts } from "../collections/webcasts.ts";');
    expect(index["collections.ts"]).toMatch(/DEFINITIONS = \[.*\bwebcasts\b.*\] as const/);
    expect(index["collections.ts"]).not.toContain("webcasts.answers");
    expect(index["site-parts.ts"]).toContain('import * as webcasts from "../collections/webcasts.site.ts";');
    expect(index["site-parts.ts"]).toMatch(/TYPE_PAGES = .*Object\.assign\(\{\}, .*\bwebcasts\.pages\b/);
    expect(index["site-parts.ts"]).toMatch(/TYPE_DESKTOP_LINKS = .*Object\.assign\(\{\}, .*\bwebcasts\.desktopLinks\b/);
    expect(index["ui-strings.ts"]).toContain('import * as webcasts from "../ui-strings/webcasts.ts";');
    expect(index["ui-strings.ts"]).toContain(
      'import zh_Hans_webcasts from "../ui-strings/translations/zh-Hans/webcasts.ts";',
    );
    expect(index["ui-strings.ts"]).toMatch(/"zh-Hans": \{ .*webcasts: zh_Hans_webcasts.* \}/);
  });

  it("adds a locale from its folder, and leaves the folder's other modules out of the areas", () => {
    const index = kernelIndex(withFiles({ "ui-strings/translations/fr/events.ts": "export default {};\n" }));
    expect(index["ui-strings.ts"]).toContain('  "fr": { events: fr_events },');
    expect(index["ui-strings.ts"]).not.toMatch(/\* as (catalog|message|ui_strings)\b/);
    // Helpers of the collections folder define no type.
    expect(index["collections.ts"]).not.toMatch(/\b(define|fields|read|registrations|tableRow)\b.*from/);
  });
});
