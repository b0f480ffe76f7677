import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { MEMORY_ENV, NODE_FLAGS } from "./runtime-flags.ts";

describe("runtime flags", () => {
  it("npm start runs Node with the flags and environment the benchmarks measure", () => {
    const pkg = JSON.parse(readFileSync(path.resolve(import.meta.dirname, "../package.json"), "utf8")) as { scripts: Record<string, string> };
    const start = pkg.scripts.start!;
    const nodeCommand = start.slice(start.lastIndexOf(" node ") + 1);
    for (const flag of NODE_FLAGS) expect(nodeCommand.split(" ")).toContain(flag);
    for (const [name, value] of Object.entries(MEMORY_ENV)) expect(start).toContain(`${name}=\${${name}:-${value}}`);
  });
});
