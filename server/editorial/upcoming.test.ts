/** The dashboard's "scheduled next": pending schedules of every type, soonest first, with titles. */
import { afterAll, beforeAll, expect, it } from "vitest";
import { FAST_SCRYPT } from "../../tests/support/accounts.ts";
import { createTestServices, type TestServices } from "../../tests/support/databases.ts";
import type { Role } from "../../app/kernel/services/accounts.ts";
import { EditorialError, type Caller } from "../../app/kernel/services/editorial.ts";

const caller = (role: Role): Caller => ({
  user: {
    id: `${role}-next`,
    email: `${role}-next@example.com`,
    name: role,
    role,
    sessionId: "s",
    tokenId: null,
    twoFactorEnabled: true,
    twoFactorEnrolmentRequired: false,
  },
  client: { ip: "203.0.113.9", userAgent: "vitest" },
});

let s: TestServices;
beforeAll(async () => {
  s = await createTestServices("sqlite", "upcoming", { scrypt: FAST_SCRYPT, jobIntervalMs: 0 });
}, 60_000);
afterAll(async () => s?.dispose());

it("lists pending schedules soonest first with their items, drops cancelled ones, and is for content staff", async () => {
  const editor = caller("editor");
  expect(await s.editorial.upcomingSchedules(editor)).toEqual([]);
  const [news] = (await s.editorial.list(editor, "news", { status: "published", sort: "id" })).items;
  const [promo] = (await s.editorial.list(editor, "promotions", { sort: "id" })).items;
  const hour = 3_600_000;
  const later = await s.editorial.schedule(
    editor,
    "news",
    news!.id,
    "unpublish",
    new Date(Date.now() + 5 * hour).toISOString(),
  );
  const sooner = await s.editorial.schedule(
    editor,
    "promotions",
    promo!.id,
    "publish",
    new Date(Date.now() + hour).toISOString(),
  );
  const third = await s.editorial.schedule(
    editor,
    "news",
    news!.id,
    "publish",
    new Date(Date.now() + 9 * hour).toISOString(),
  );
  await s.editorial.cancelSchedule(editor, "news", news!.id, third.id);

  const next = await s.editorial.upcomingSchedules(editor);
  expect(next.map((n) => [n.id, n.type, n.itemId, n.action])).toEqual([
    [sooner.id, "promotions", promo!.id, "publish"],
    [later.id, "news", news!.id, "unpublish"],
  ]);
  expect(next[1]!.title).toBe(news!.title);
  expect(next[0]!.at < next[1]!.at).toBe(true);
  await expect(s.editorial.upcomingSchedules(caller("sales"))).rejects.toBeInstanceOf(EditorialError);
});
