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
    // Route modules and app/lib are typed by the kernel's service interfaces, not the server's.
    ["app/routes/desktop/example.tsx", 'import type { ContentService } from "../../../server/content/service.ts";'],
    ["app/lib/example.server.ts", 'import type { Services } from "../../server/services.ts";'],
    ["app/lib/render-turns.server.ts", 'import type { RenderQueue } from "../../server/render-queue.ts";'],
    ["app/lib/context.server.ts", 'import type { Services } from "../../server/services.ts";'],
    ["app/lib/context.server.ts", 'import { createServices } from "../../server/services.ts";'],
    ["app/kernel/services/example.ts", 'import type { Services } from "../../../server/services.ts";'],
    ["app/kernel/services/example.ts", 'import "../../lib/params.ts";'],
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
    ["app/lib/context.server.ts", 'import type { RouteServices } from "../kernel/services/index.ts";'],
    ["app/entry.server.tsx", 'import { isDatabaseUnavailable } from "../db/unavailable.ts";'],
    ["app/routes/admin/example.server.ts", 'import type { StaffUser } from "~/kernel/services/accounts";'],
    ["app/routes/admin/example.server.ts", 'import { servicesContext } from "~/lib/context.server";'],
    ["app/kernel/services/example.ts", 'import type { NewsDetail } from "../collections/news.answers.ts";'],
    // A view reads a type's answers as types (its definition's, decision 0118): no schema reaches its bundle.
    ["app/components/desktop/example.tsx", 'import type { NewsSummary } from "~/kernel/collections/news.answers";'],
    ["server/example.ts", 'import type { RouteServices } from "../app/kernel/services/index.ts";'],
  ])("allows %s importing %s", async (file, source) => {
    expect(await restricted(file, source)).toBe(false);
  });
});
