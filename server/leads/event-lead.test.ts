/**
 * A lead sent from an event's page registers for that event (decision 0104): its source page
 * names the event on either skin, and the lead stores the event's id when the event is
 * published; from any other page, or for an unknown or unpublished event, it stores none.
 * The inbox lists and filters by the event, and the export names it.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/database.ts";
import { OPTIONS, openTestDatabase, validLead } from "../../tests/support/leads.ts";
import { eventOfSourcePage } from "../../app/kernel/source-page.ts";
import { parseConfig } from "../config.ts";
import { createFormTokens } from "./form-token.ts";
import { createSubmissionLimiter } from "./rate-limit.ts";
import { createLeadsService } from "./service.ts";
import { storedLeadOf } from "./store.ts";

const tokens = createFormTokens("0123456789abcdef0123456789abcdef");

describe("the page of an event as a lead's source", () => {
  it.each([
    ["/events/12", 12],
    ["/mobile/events/7", 7],
    ["/events/past", null],
    ["/events", null],
    ["/events/012", null],
    ["/news/3", null],
    [null, null],
  ])("%s names the event %s", (page, id) => {
    expect(eventOfSourcePage(page)).toBe(id);
  });
});

describe("a lead sent from an event's page", () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase("sqlite");
    const at = "2026-12-01T10:00:00.000Z";
    await db.kysely
      .insertInto("media")
      .values({ key: "event-cover", width: 10, height: 10, color: "#000", formats: "jpeg", widths: "10" })
      .execute();
    const event = (id: number, published: boolean) => ({
      id,
      type: "webinar",
      title: `Event ${id}`,
      summary: "",
      body_html: "",
      cover_key: "event-cover",
      cover_alt: "",
      starts_at: at,
      ends_at: at,
      time_zone: "UTC",
      agenda: "[]",
      speakers: "[]",
      registration_open: true,
      published,
      published_at: at,
      updated_at: at,
    });
    await db.kysely
      .insertInto("events")
      .values([event(41, true), event(42, false)])
      .execute();
  });
  afterAll(() => db?.close());

  const leads = () =>
    createLeadsService({
      config: parseConfig({ SITE_URL: "https://www.example.com", DATA_DIR: "/tmp/events-lead", NODE_ENV: "test" }),
      db: () => db.kysely,
      loadOptions: async () => OPTIONS,
      tokens,
      limiter: createSubmissionLimiter({ prefix: "/" }),
    });

  it.each([
    ["/events/41", 41],
    ["/mobile/events/41", 41],
    ["/events/42", null],
    ["/events/43", null],
    ["/price", null],
  ])("from %s stores the event %s", async (sourcePage, eventId) => {
    const email = `event-${sourcePage.replace(/\W/g, "")}@example.com`;
    const body = {
      ...validLead({ email }),
      sourcePage,
      formToken: tokens.issue(Date.now() - 10_000),
      website: "",
    };
    const result = await leads().submit({ body, source: "form", clientIp: email, userAgent: "test" });
    expect(result.status).toBe(201);
    const row = await db.kysely.selectFrom("leads").selectAll().where("email", "=", email).executeTakeFirstOrThrow();
    expect(row.event_id).toBe(eventId);
    expect(storedLeadOf(row).eventId).toBe(eventId);
  });
});
