/**
 * Every link of the demo content leads to a page of the site: the edit forms refuse a
 * site link to no page (app/routes/admin/site-pages.server.ts), so an item with one
 * could not be saved unchanged. Checked with the same `pageExists` the forms use.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fieldsOf, linksOf } from "../../app/routes/admin/content-form.server.ts";
import { CONTENT_TYPES } from "../../app/kernel/editorial-schemas.ts";
import { createTestServices, type TestServices } from "../support/databases.ts";
import { FAST_SCRYPT } from "../support/accounts.ts";
import type { Caller } from "../../app/kernel/services/editorial.ts";

const editor: Caller = {
  user: {
    id: "editor-1",
    email: "editor-1@example.com",
    name: "editor",
    role: "editor",
    sessionId: "s",
    tokenId: null,
    twoFactorEnabled: true,
    twoFactorEnrolmentRequired: false,
  },
  client: { ip: "203.0.113.9", userAgent: "vitest" },
};

describe("links of the demo content", () => {
  let s: TestServices;
  beforeAll(async () => {
    s = await createTestServices("sqlite", "link-targets", {
      scrypt: FAST_SCRYPT,
      jobIntervalMs: 0,
      auditRetention: false,
    });
  }, 60_000);
  afterAll(async () => s?.dispose());

  it("all lead to pages that exist, and a made-up one does not", async () => {
    const missing: string[] = [];
    let checked = 0;
    for (const type of CONTENT_TYPES) {
      const fields = fieldsOf(type);
      const { items } = await s.editorial.list(editor, type, { pageSize: 100 });
      for (const summary of items) {
        const item = await s.editorial.get(editor, type, summary.id);
        for (const { path, href } of linksOf(fields, item.document as Record<string, unknown>)) {
          if (!href.startsWith("/")) continue;
          checked++;
          if (!(await s.pageExists(href))) missing.push(`${type} ${summary.id} ${path}: ${href}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(10);
    expect(await s.pageExists("/no-such-page-here")).toBe(false);
  });
});
