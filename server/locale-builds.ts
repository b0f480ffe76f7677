/**
 * The builds of the translated locales (decision 0100): scripts/build.ts writes one per
 * locale with a translation, each with its words compiled in, beside the default build. A
 * configured locale without one is served by the default build, in English words.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import type { SiteLocale } from "../app/kernel/locales.ts";

/** Where the build of `tag`'s words lives inside a build folder. */
export const localeBuildDir = (buildDir: string, tag: string) => path.join(buildDir, "locales", tag);

/** The server builds of the configured locales that have one, by tag. */
export async function loadLocaleBuilds(
  buildDir: string,
  locales: readonly Pick<SiteLocale, "tag">[],
): Promise<Record<string, ServerBuild>> {
  const found: Record<string, ServerBuild> = {};
  for (const { tag } of locales) {
    const entry = path.join(localeBuildDir(buildDir, tag), "server", "index.js");
    if (existsSync(entry)) found[tag] = (await import(pathToFileURL(entry).href)) as ServerBuild;
  }
  return found;
}
