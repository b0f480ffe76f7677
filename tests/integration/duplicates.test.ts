/**
 * The duplicate-code scan of `npm run lint` (.jscpd.json): no block of the desktop skin is
 * repeated in the mobile skin (components and routes) or in the shared content layer. The
 * second case plants a copied block in a scratch tree with the same configuration, so a
 * scan that silently stopped finding anything would fail here.
 */
import { spawnSync } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { root } from "../support/server.ts";

interface Clone {
  firstFile: { name: string };
  secondFile: { name: string };
}

const scratch = mkdtempSync(path.join(os.tmpdir(), "vitrine-jscpd-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Runs the scan with the project's configuration over `dir` (paths in it are relative to `dir`). */
function scan(dir: string): Clone[] {
  const out = mkdtempSync(path.join(scratch, "report-"));
  const result = spawnSync(
    path.join(root, "node_modules/.bin/jscpd"),
    ["--config", path.join(dir, ".jscpd.json"), "--reporters", "json", "--output", out, "--absolute", "--silent"],
    { cwd: dir, encoding: "utf8" },
  );
  expect(result.error).toBeUndefined();
  const clones = (JSON.parse(readFileSync(path.join(out, "jscpd-report.json"), "utf8")) as { duplicates: Clone[] })
    .duplicates;
  // The configuration fails the lint step exactly when there are clones.
  expect(result.status, result.stderr).toBe(clones.length ? 1 : 0);
  return clones;
}

/** About 60 tokens over 12 lines: above the scan's thresholds. */
const block = (name: string) => `export function ${name}(items: { label: string; value: number }[]) {
  const rows = [];
  for (const item of items) {
    if (item.value > 0) {
      rows.push(\`\${item.label}: \${item.value.toFixed(2)}\`);
    } else {
      rows.push(\`\${item.label}: none\`);
    }
  }
  return rows.join("\\n");
}
`;

describe("duplicate-code scan", () => {
  it("finds no block repeated between the desktop and mobile skins", () => {
    expect(scan(root).map((c) => `${c.firstFile.name} = ${c.secondFile.name}`)).toEqual([]);
  });

  it("reports a block copied from a desktop component into a mobile one, and only that", () => {
    const tree = path.join(scratch, "tree");
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      writeFileSync(path.join(tree, file), text);
    };
    copyFileSync(
      path.join(root, ".jscpd.json"),
      (mkdirSync(tree, { recursive: true }), path.join(tree, ".jscpd.json")),
    );
    write("app/components/content/empty.ts", "export {};\n");
    write("app/components/desktop/figures.tsx", block("figureRows"));
    write("app/components/mobile/figures.tsx", block("figureRows"));
    // A repeat inside one skin is that skin's business, not the shared layer's.
    write("app/components/desktop/totals.tsx", block("totalRows"));
    write("app/routes/desktop/totals.tsx", block("totalRows"));
    write("app/routes/mobile/empty.tsx", "export {};\n");
    const clones = scan(tree);
    expect(clones).toHaveLength(1);
    expect([clones[0]!.firstFile.name, clones[0]!.secondFile.name].map((f) => path.relative(tree, f)).sort()).toEqual([
      "app/components/desktop/figures.tsx",
      "app/components/mobile/figures.tsx",
    ]);
  });
});
