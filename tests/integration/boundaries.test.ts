/**
 * The layer rule of eslint.config.js: each planted import below crosses a boundary of
 * docs/architecture.md and must be refused; the allowed ones must pass.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";
import { root } from "../support/server.ts";

const eslint = new ESLint({ cwd: root });

async function restricted(file: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(source, { filePath: `${root}/${file}` });
  return result!.messages.some((m) => m.ruleId?.endsWith("no-restricted-imports"));
}

describe("layer boundaries", () => {
  it.each([
    ["db/seed/example.ts", 'import "../../server/config.ts";'],
    ["db/example.ts", 'import "../app/lib/params.ts";'],
    ["server/example.ts", 'import "../app/components/content/faq.tsx";'],
    ["server/api/example.ts", 'import "../../app/routes/desktop/home.tsx";'],
    ["app/kernel/example.ts", 'import "../lib/params.ts";'],
    ["app/kernel/example.ts", 'import "~/components/ui/button";'],
    ["app/components/desktop/example.tsx", 'import "../../../server/services.ts";'],
    ["app/components/desktop/example.tsx", 'import "~/lib/context.server";'],
    ["app/routes/desktop/example.tsx", 'import "../../../db/database.ts";'],
    // The crossings the admin pages' helpers once made: a route's .server file is a route module.
    ["app/routes/admin/example.server.ts", 'import { clientOf } from "../../../server/accounts/client.ts";'],
    ["app/routes/admin/example.server.ts", 'import type { StaffUser } from "../../../server/accounts/types.ts";'],
    ["app/routes/admin/example.server.ts", 'import { leadFilterSchema } from "../../../server/leads/inbox-query.ts";'],
    ["app/lib/example.server.ts", 'import { clientOf } from "../../server/accounts/client.ts";'],
    ["app/lib/example.server.ts", 'import { isDatabaseUnavailable } from "../../db/unavailable.ts";'],
    ["app/entry.server.tsx", 'import { openDatabase } from "../db/database.ts";'],
  ])("refuses %s importing %s", async (file, source) => {
    expect(await restricted(file, source)).toBe(true);
  });

  it.each([
    ["db/seed/example.ts", 'import "../../app/kernel/content-schemas.ts";'],
    ["server/example.ts", 'import "../db/database.ts";'],
    ["server/example.ts", 'import "../app/kernel/lead-schema.ts";'],
    ["server/example.ts", 'import "../app/lib/context.server.ts";'],
    ["app/kernel/example.ts", 'import "./content-schemas.ts";'],
    ["app/components/desktop/example.tsx", 'import "~/kernel/content-schemas";'],
    ["app/lib/example.server.ts", 'import type { Services } from "../../server/services.ts";'],
    ["app/entry.server.tsx", 'import { isDatabaseUnavailable } from "../db/unavailable.ts";'],
    ["app/routes/admin/example.server.ts", 'import type { StaffUser } from "~/lib/context.server";'],
  ])("allows %s importing %s", async (file, source) => {
    expect(await restricted(file, source)).toBe(false);
  });
});
