/**
 * Writes one locale's interface words into a build (decision 0100). The modules of
 * app/kernel/ui-strings/ are replaced by generated ones holding that locale's values as plain
 * constants, which the bundler inlines where they are used (decision 0091); an ICU message
 * with plural or select cases becomes a function compiled by @messageformat/core, so the
 * browser runs no message parser. The default build (MESSAGES_LOCALE unset) replaces only
 * the areas that hold such messages, with their English words.
 */
import path from "node:path";
import MessageFormat from "@messageformat/core";
import compileModule from "@messageformat/core/lib/compile-module.js";
import type { Plugin } from "vite";
import { areaWords, SOURCE, type Area } from "../app/kernel/ui-strings/catalog.ts";

const root = path.resolve(import.meta.dirname, "..");
const WORDS_DIR = path.join(root, "app", "kernel", "ui-strings");
const VIRTUAL = "\0ui-words:";
/** The generated list of the areas and translations (scripts/kernel-index.ts), which the catalog reads. */
const WORDS_INDEX = path.join(root, "app", "kernel", "generated", "ui-strings.ts");

/** An ICU message that needs its compiled function: it has plural, selectordinal or select cases. */
export const hasCases = (value: unknown): value is string =>
  typeof value === "string" && /\{\s*\w+\s*,\s*(plural|selectordinal|select)\s*,/.test(value);

const isArea = (name: string): name is Area => Object.hasOwn(SOURCE, name);

/** The area a resolved module id is, if it is one. */
function areaOf(id: string): Area | undefined {
  if (path.dirname(id) !== WORDS_DIR) return undefined;
  const name = path.basename(id, ".ts");
  return isArea(name) ? name : undefined;
}

/** The kernel's own modules that read interface words: in a locale's build they are bundled, not loaded from source. */
export function readsWords(id: string): boolean {
  return id.startsWith(path.join(root, "app", "kernel") + path.sep) && !id.startsWith(WORDS_DIR) && WORDED.has(id);
}
// Kept short on purpose: the server loads every other kernel module from source (decision 0055).
const WORDED = new Set([path.join(root, "app", "kernel", "lead-schema.ts")]);

/**
 * ICU messages with cases as a module whose default export holds their functions, compiled by
 * @messageformat/core. `#` and `{n, number}` would format through Intl, which public pages
 * never build (decision 0043): they are refused.
 */
export function compiledMessages(tag: string, messages: Record<string, string>): string {
  const compiled = compileModule(new MessageFormat(tag), messages);
  if (/\b(number|strictNumber|date|time|numberFmt)\(/.test(compiled))
    throw new Error(`${tag}: write {count} rather than # or a number or date argument in an ICU message`);
  return compiled;
}

/**
 * The source of a generated area: constants, and the compiled functions of messages with
 * cases, each a constant of its own so that a chunk keeps only the functions it calls.
 */
export function areaModule(tag: string, area: Area): string {
  const words = areaWords(tag, area) as Record<string, unknown>;
  const withCases = Object.fromEntries(Object.entries(words).filter(([, v]) => hasCases(v))) as Record<string, string>;
  const lines: string[] = [];
  if (Object.keys(withCases).length) {
    // compileModule writes its imports, then `export default {`, one `  key: (d) => ...` line per message, and `}`.
    const compiled = compiledMessages(tag, withCases).split("\n");
    const start = compiled.indexOf("export default {");
    lines.push(...compiled.slice(0, start));
    for (const line of compiled.slice(start + 1, -1)) {
      const entry = /^ {2}(\w+): (.*?),?$/.exec(line);
      if (!entry) throw new Error(`${tag} ${area}: unexpected compiled message ${line}`);
      lines.push(`const compiled_${entry[1]} = ${entry[2]};`);
    }
  }
  for (const [key, value] of Object.entries(words))
    lines.push(`export const ${key} = ${hasCases(value) ? `compiled_${key}` : JSON.stringify(value)};`);
  return lines.join("\n");
}

/** The plugin for a build of `tag`'s words (undefined: the default build, English). */
export function localeMessages(tag: string | undefined): Plugin {
  const replaced = (area: Area) =>
    tag !== undefined || Object.values(SOURCE[area] as Record<string, unknown>).some(hasCases);
  // Vite's dev server names <root>/index.html as the importer when it resolves a URL again on its
  // own (its module graph; Vitest's fetches and its check of a cached module's imports). That URL's
  // import was resolved with its real importer already: taken for an import from outside the
  // folder, it turned the catalog's own ./lists.ts into the generated module.
  let rootPage: string | undefined;
  return {
    name: "vitrine:locale-messages",
    enforce: "pre",
    configResolved(config) {
      rootPage = path.join(config.root, "index.html");
    },
    async resolveId(source, importer, options) {
      if (!importer || importer === rootPage || source.startsWith("\0")) return null;
      // Every import of an area names the folder (the areas import none of each other).
      if (!source.includes("ui-strings/")) return null;
      // The folder's own modules (the catalog, its tests) and the generated list of areas read the source.
      if (importer.startsWith(WORDS_DIR + path.sep) || importer === WORDS_INDEX) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // In the server build the module may come back as the source the server loads (vite.config.ts).
      const area = resolved && areaOf(path.resolve(root, resolved.id.replace(/^#source\//, "")));
      return area && replaced(area) ? `${VIRTUAL}${area}` : null;
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const area = id.slice(VIRTUAL.length);
      if (!isArea(area)) return null;
      return areaModule(tag ?? "en", area);
    },
  };
}
