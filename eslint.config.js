import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import { writeKernelIndex } from "./scripts/kernel-index.ts";

// The kernel's generated index first (scripts/kernel-index.ts): the page registry reads it.
writeKernelIndex();
const { SECTIONS } = await import("./app/kernel/pages.ts");

// A site path written by hand: "/" and a section of the page registry ("/news...",
// "/mobile/..."). Pages are linked through the registry's builders (app/kernel/links.ts).
// Selector regexes cannot hold a "/", hence \x2F.
const SITE_PATH = `^\\x2F(?:${SECTIONS.join("|")})(?:[\\x2F?# ]|$)`;
const SITE_PATH_MESSAGE = "Site paths come from the page registry: use a link builder from ~/kernel/links.";
export const sitePathRule = [
  "error",
  { selector: `Literal[value=/${SITE_PATH}/]`, message: SITE_PATH_MESSAGE },
  {
    selector: `TemplateLiteral > TemplateElement:first-child[value.cooked=/${SITE_PATH}/]`,
    message: SITE_PATH_MESSAGE,
  },
  // Any other path in a link attribute: the home page ("/"), and whatever the registry gains.
  {
    selector: `JSXAttribute[name.name=/^(?:to|href|action)$/] > Literal[value=/^\\x2F(?!\\x2F)/]:not([value=/${SITE_PATH}/])`,
    message: SITE_PATH_MESSAGE,
  },
  {
    selector:
      "JSXAttribute[name.name=/^(?:to|href|action)$/] TemplateLiteral > TemplateElement:first-child[value.cooked=/^\\x2F$/]",
    message: SITE_PATH_MESSAGE,
  },
];

// Layers (docs/architecture.md): each folder may import only the folders below it. Import
// specifiers are matched as written; the repo uses relative paths and the "~/" alias of app/.
const layer = (message, ...regexes) => ({
  "no-restricted-imports": ["error", { patterns: regexes.map((regex) => ({ regex, message })) }],
});
const SERVER_OR_DB = "(^|/)(server|db)/";
// One file of app/ reads below it: the document entry reads db/unavailable.ts to tell a
// database outage from a fault. Routes and app/lib are typed by the kernel's service
// interfaces (app/kernel/services, decision 0069).
const ENTRY_FILE = "app/entry.server.tsx";
const BOUNDARIES = [
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: [ENTRY_FILE],
    rules: layer(
      "app/ must not import server/ or db/, types included: reach services through the router context (~/lib/context.server), typed by ~/kernel/services.",
      SERVER_OR_DB,
    ),
  },
  {
    files: [ENTRY_FILE],
    rules: layer(
      "The document entry imports db/unavailable.ts only, of server/ and db/.",
      "(^|/)server/",
      "(^|/)db/(?!unavailable\\.ts$)",
    ),
  },
  {
    files: ["app/components/**/*.{ts,tsx}"],
    rules: layer(
      "Components import app/kernel, app/lib and other components only.",
      SERVER_OR_DB,
      "(^|/)routes/",
      "^~/routes",
      "\\.server(\\.tsx?)?$",
    ),
  },
  {
    files: ["app/kernel/*.{ts,tsx}"],
    ignores: ["app/kernel/**/*.test.{ts,tsx}"],
    rules: layer(
      "The kernel is the bottom layer: it imports its own files and libraries only.",
      "^\\.\\./",
      "^~/(?!kernel/)",
    ),
  },
  {
    files: ["app/kernel/services/**/*.{ts,tsx}"],
    rules: layer(
      "The kernel is the bottom layer: it imports its own files and libraries only.",
      "^\\.\\./\\.\\./",
      "^~/(?!kernel/)",
    ),
  },
  {
    files: ["db/**/*.ts"],
    rules: layer("db/ imports app/kernel and itself only.", "(^|/)server/", "(^|/)app/(?!kernel/)", "^~/(?!kernel/)"),
  },
  {
    files: ["server/**/*.ts"],
    rules: layer(
      "server/ must not import components, route modules or styles of app/.",
      "(^|/)app/(components|routes|styles)/",
      "(^|/)app/root",
    ),
  },
];

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".react-router/",
      "node_modules/",
      "data/",
      "test-results/",
      "playwright-report/",
      "bench/out/",
      "app/kernel/generated/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/kernel/**", "**/*.test.{ts,tsx}"],
    rules: { "no-restricted-syntax": sitePathRule },
  },
  ...BOUNDARIES,
);
