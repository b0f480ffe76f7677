/**
 * The decision records stay findable: every record has a numbered title and a status,
 * and the index lists each one under its own title.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { root } from "../support/server.ts";

const dir = path.join(root, "docs/decisions");
const records = readdirSync(dir).filter((name) => /^\d{4}-[a-z0-9-]+\.md$/.test(name));
const index = readFileSync(path.join(dir, "README.md"), "utf8");

describe("decision records", () => {
  it("are numbered without gaps", () => {
    expect(records.map((name) => Number(name.slice(0, 4)))).toEqual(records.map((_, i) => i + 1));
  });

  it.each(records)("%s has a title, a status and an index line", (name) => {
    const text = readFileSync(path.join(dir, name), "utf8");
    const number = Number(name.slice(0, 4));
    const title = new RegExp(`^# ${number}\\. (.+)$`, "m").exec(text)?.[1];
    expect(title, "first line: '# N. Title'").toBeDefined();
    expect(text).toMatch(/^Status: (proposed|accepted|superseded by \d+)$/m);
    expect(index).toContain(`[${String(number).padStart(4, "0")}](${name}) ${title}`);
  });
});
