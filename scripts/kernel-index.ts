/**
 * Writes the kernel's generated index (app/kernel/generated/, not kept in git): the lists that
 * name every content type and every words area, found by file name, so that adding a type or an
 * area is adding its files. Like React Router's typegen, it runs before anything loads the
 * kernel: on `npm ci` (prepare), at the top of the configs and scripts that load it, and in
 * the dev server when a file comes or goes. The kernel is loaded by plain Node, Vite and
 * Vitest alike, and public browser code may not load the definitions, so neither a runtime
 * scan of the folders nor Vite's import.meta.glob can make these lists.
 *
 * - collections.ts: every `collections/<name>.ts` that exports `defineCollection(...)`.
 * - site-parts.ts: every `collections/<name>.site.ts`, the type's zod-free part public pages
 *   read, which exports its `pages`, `areaTags`, `desktopLinks` and `mobileLinks`.
 * - ui-strings.ts: every area `ui-strings/<area>.ts`, and each locale's translation,
 *   `ui-strings/translations/<tag>/<area>.ts`.
 *
 * No imports beyond Node's: every entry point loads this file before the kernel.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const KERNEL = path.join(root, "app", "kernel");
export const GENERATED_DIR = path.join(KERNEL, "generated");

/** What the generator reads: a folder's file names, and a file's text. */
export interface KernelFiles {
  list(dir: string): readonly string[];
  read(file: string): string;
}

/** The kernel's folders on disk. */
export const KERNEL_FILES: KernelFiles = {
  list: (dir) => (existsSync(path.join(KERNEL, dir)) ? readdirSync(path.join(KERNEL, dir)).sort() : []),
  read: (file) => readFileSync(path.join(KERNEL, file), "utf8"),
};

const HEADER = "// Written by scripts/kernel-index.ts from the kernel's folders: not edited, not kept in git.\n";
/** A module name as an identifier ("zh-Hans" -> "zh_Hans"). */
const ident = (name: string) => name.replace(/[^A-Za-z0-9_$]/g, "_");
/** Plain modules of a folder: "<stem>.ts", no dot in the stem (not tests, answers or site parts). */
const stems = (files: KernelFiles, dir: string) =>
  files.list(dir).flatMap((f) => (/^[a-z0-9-]+\.ts$/i.test(f) ? [f.slice(0, -3)] : []));

const DEFINITION = /^export const (\w+) = defineCollection\(/m;

function collectionsModule(files: KernelFiles): string {
  const found = stems(files, "collections").flatMap((stem) => {
    const name = DEFINITION.exec(files.read(`collections/${stem}.ts`))?.[1];
    return name ? [{ stem, name }] : [];
  });
  return [
    HEADER,
    ...found.map(({ stem, name }) => `import { ${name} } from "../collections/${stem}.ts";`),
    "",
    "/** Every content type's definition, by file name; collections/index.ts puts them in their `position` order. */",
    `export const DEFINITIONS = [${found.map((f) => f.name).join(", ")}] as const;`,
    "",
  ].join("\n");
}

function sitePartsModule(files: KernelFiles): string {
  const parts = files.list("collections").flatMap((f) => (/^[a-z0-9-]+\.site\.ts$/.test(f) ? [f] : []));
  const names = parts.map((f) => ident(f.slice(0, -".site.ts".length)));
  // Pure, so that a bundle that reads none of a list (the tags, in the browser) drops it.
  const merged = (key: string) => `/* @__PURE__ */ Object.assign({}, ${names.map((n) => `${n}.${key}`).join(", ")})`;
  return [
    HEADER,
    ...parts.map((f, i) => `import * as ${names[i]} from "../collections/${f}";`),
    "",
    "/** The types' pages, in the order of their files, each type's in its own order (pages.ts). */",
    `export const TYPE_PAGES = ${merged("pages")};`,
    "/** The page-cache tags of the types' areas (pages.ts). */",
    `export const TYPE_AREA_TAGS = ${merged("areaTags")};`,
    "/** The types' link builders of each skin (links.ts). */",
    `export const TYPE_DESKTOP_LINKS = ${merged("desktopLinks")};`,
    `export const TYPE_MOBILE_LINKS = ${merged("mobileLinks")};`,
    "",
  ].join("\n");
}

/** Files of the words folder that are not areas. */
const NOT_AREAS = new Set(["catalog", "message"]);

function uiStringsModule(files: KernelFiles): string {
  const areas = stems(files, "ui-strings").filter((s) => !NOT_AREAS.has(s));
  const tags = files.list("ui-strings/translations").filter((t) => /^[A-Za-z]{2,3}(-[A-Za-z0-9]+)*$/.test(t));
  const lines = [HEADER, ...areas.map((a) => `import * as ${ident(a)} from "../ui-strings/${a}.ts";`)];
  const translated = tags.map((tag) => {
    const given = stems(files, `ui-strings/translations/${tag}`);
    for (const a of given)
      lines.push(`import ${ident(tag)}_${ident(a)} from "../ui-strings/translations/${tag}/${a}.ts";`);
    return `  ${JSON.stringify(tag)}: { ${given.map((a) => `${ident(a)}: ${ident(tag)}_${ident(a)}`).join(", ")} },`;
  });
  return [
    ...lines,
    "",
    "/** The English words, area by area (each area is the file of that name). */",
    `export const SOURCE = { ${areas.map(ident).join(", ")} };`,
    "",
    "/** Each locale's words, area by area (catalog.ts checks them against SOURCE). */",
    "export const TRANSLATED = {",
    ...translated,
    "};",
    "",
  ].join("\n");
}

/** The generated modules' text by file name, from the kernel's folders as `files` lists them. */
export function kernelIndex(files: KernelFiles = KERNEL_FILES): Record<string, string> {
  return {
    "collections.ts": collectionsModule(files),
    "site-parts.ts": sitePartsModule(files),
    "ui-strings.ts": uiStringsModule(files),
  };
}

/**
 * Writes the index, each file only if its text changed (so watchers and caches see no change
 * otherwise); returns the names of the files written. Without the kernel (a Docker layer that
 * installs the packages before copying the sources) it writes nothing.
 */
export function writeKernelIndex(): string[] {
  if (!existsSync(path.join(KERNEL, "collections"))) return [];
  mkdirSync(GENERATED_DIR, { recursive: true });
  const written: string[] = [];
  for (const [name, text] of Object.entries(kernelIndex())) {
    const file = path.join(GENERATED_DIR, name);
    if (existsSync(file) && readFileSync(file, "utf8") === text) continue;
    writeFileSync(file, text);
    written.push(name);
  }
  return written;
}

/** What the dev server's plugin needs of it: its watcher of the project's files. */
interface WatchedServer {
  watcher: { on(event: "add" | "unlink", listener: (file: string) => void): unknown };
}

/**
 * A Vite plugin: in the dev server, the index again when a file of the kernel comes or goes
 * (a type, an area, a locale's words). A plugin, not a listener of the server's start, because
 * Vite starts a new watcher each time it restarts; and the index is written before that restart
 * bundles the config, which loads the kernel.
 */
export function kernelIndexPlugin() {
  const reindex = (file: string) => {
    if (file.startsWith(KERNEL + path.sep) && !file.startsWith(GENERATED_DIR + path.sep)) writeKernelIndex();
  };
  return {
    name: "vitrine:kernel-index",
    apply: "serve" as const,
    configureServer(server: WatchedServer) {
      server.watcher.on("add", reindex);
      server.watcher.on("unlink", reindex);
    },
  };
}

if (import.meta.main) {
  const written = writeKernelIndex();
  if (written.length) process.stdout.write(`Kernel index: wrote ${written.join(", ")}\n`);
}
