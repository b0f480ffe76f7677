/**
 * The version guard. The fast entry, the plain server links and the shell's first
 * data fetch rely on details React Router does not promise to keep (decision 0019
 * lists them). They were written for, and are checked against, these versions only:
 * tests/perf/document.test.ts and link.test.tsx compare them with React Router's own
 * output, tests/e2e/navigation.modes.spec.ts loads the shell. After an upgrade, run
 * those; when they pass, add the version here.
 */
import { createRequire } from "node:module";
import type { DocumentEntry } from "./index";

export const WRITTEN_FOR: readonly string[] = ["8.4.0"];

/** The react-router package that is installed, which is the one the server build imports. */
export function installedReactRouter(): string {
  return (createRequire(import.meta.url)("react-router/package.json") as { version: string }).version;
}

export function fitsInstalledRouter(version: string = installedReactRouter()): boolean {
  return WRITTEN_FOR.includes(version);
}

export interface EntryChoice {
  /** The entry documents are rendered with. */
  entry: DocumentEntry;
  /** Set when the fast entry was asked for but cannot be used: say so loudly at start. */
  warning?: string;
}

/**
 * The entry to use for DOCUMENT_ENTRY on this installation. Another React Router
 * version gets the stock entry, with a warning; a shell (SERVER_RENDERING=off) cannot
 * fall back to anything, so it refuses to start.
 */
export function chooseDocumentEntry(
  requested: DocumentEntry,
  serverRendering: boolean,
  version: string = installedReactRouter(),
): EntryChoice {
  if (fitsInstalledRouter(version)) return { entry: requested };
  const written = `written for react-router ${WRITTEN_FOR.join(", ")}; ${version} is installed`;
  if (!serverRendering) {
    throw new Error(
      `SERVER_RENDERING=off relies on React Router private behaviour ${written}. Check it (decision 0019) or set SERVER_RENDERING=on.`,
    );
  }
  if (requested === "stock") return { entry: "stock" };
  return {
    entry: "stock",
    warning: `DOCUMENT_ENTRY=fast is ${written}: documents use the stock entry. Check it (decision 0019) or set DOCUMENT_ENTRY=stock.`,
  };
}
