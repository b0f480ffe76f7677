/**
 * The events' reader on both databases at a fixed clock (the seed's anchor): upcoming
 * events soonest first and past ones newest first, each list filtered by kind; an event's
 * times in its own zone; its recording shown and its registration closed only once it has
 * ended; and the lists moving as the clock passes an event's end.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EVENT_TYPES } from "../../app/kernel/collections/events.site.ts";
import { pageOf } from "../../app/kernel/content-schemas.ts";
import { EventDetail, EventSummary } from "../../app/kernel/collections/events.answers.ts";
import { SEED_ANCHOR } from "../../db/seed/build.ts";
import { BACKENDS, createTestServices, type TestServices } from "../../tests/support/databases.ts";
import { ContentQueryError } from "./kit.ts";
import { createContentService } from "./service.ts";

describe.each(BACKENDS)("events on %s", (backend) => {
  let s: TestServices;
  let clock = new Date(SEED_ANCHOR);
  let content: ReturnType<typeof createContentService>;
  beforeAll(async () => {
    s = await createTestServices(backend, "events", { contentPollMs: 0 });
    content = createContentService(s.db.kysely, { basePath: "/", cacheTtlMs: 0, now: () => clock });
  });
  afterAll(async () => {
    await s?.dispose();
  });

  it("lists the upcoming events soonest first and the past ones newest first, apart", async () => {
    clock = new Date(SEED_ANCHOR);
    const upcoming = pageOf(EventSummary).parse(await content.listEvents({ pageSize: 50 }));
    const past = pageOf(EventSummary).parse(await content.listEvents({ when: "past", pageSize: 50 }));
    expect(upcoming.total).toBe(8);
    expect(past.total).toBe(8);
    const now = clock.toISOString();
    expect(upcoming.items.every((e) => e.endsAt > now)).toBe(true);
    expect(past.items.every((e) => e.endsAt <= now)).toBe(true);
    const starts = (items: EventSummary[]) => items.map((e) => e.startsAt);
    expect(starts(upcoming.items)).toEqual([...starts(upcoming.items)].sort());
    expect(starts(past.items)).toEqual([...starts(past.items)].sort().reverse());
    expect(new Set([...upcoming.items, ...past.items].map((e) => e.id)).size).toBe(16);
  });

  it("filters each list by kind and pages it", async () => {
    clock = new Date(SEED_ANCHOR);
    for (const type of EVENT_TYPES) {
      const both = [await content.listEvents({ type }), await content.listEvents({ type, when: "past" })];
      expect(both.every((list) => list.items.every((e) => e.type === type))).toBe(true);
      expect(both[0]!.total + both[1]!.total).toBeGreaterThan(0);
    }
    const first = await content.listEvents({ pageSize: 3 });
    const second = await content.listEvents({ pageSize: 3, page: 2 });
    expect(first.totalPages).toBe(3);
    expect(second.items[0]!.startsAt >= first.items[2]!.startsAt).toBe(true);
  });

  it("refuses a list by dates of a type that has none, and an unknown one", () => {
    // As for an unknown category, the refusal comes before any query.
    expect(() => content.listNews({ when: "past" })).toThrow(ContentQueryError);
    expect(() => content.listEvents({ when: "soon" as "past" })).toThrow(ContentQueryError);
  });

  it("gives an event's times on the clocks of its own zone", async () => {
    clock = new Date(SEED_ANCHOR);
    const all = [
      ...(await content.listEvents({ pageSize: 50 })).items,
      ...(await content.listEvents({ when: "past", pageSize: 50 })).items,
    ];
    const singapore = all.find((e) => e.when.timeZone === "Asia/Singapore" && e.type === "webinar")!;
    expect(singapore.when.start.endsWith("T10:00")).toBe(true);
    expect(singapore.when.startOffset).toBe("+08:00");
    const toronto = all.find((e) => e.when.timeZone === "America/Toronto" && e.type === "roadshow")!;
    expect(toronto.when.start.endsWith("T13:30")).toBe(true);
    expect(toronto.when.startOffset).toBe("-05:00");
  });

  it("shows the recording and closes registration only once the event has ended", async () => {
    clock = new Date(SEED_ANCHOR);
    const [next] = (await content.listEvents({ pageSize: 1 })).items;
    const [last] = (await content.listEvents({ when: "past", pageSize: 50 })).items.filter(
      (e) => e.id === 1, // the first past event, whose recording is published
    );
    await s.db.kysely
      .updateTable("events")
      .set({ recording_href: "/videos/webinars" })
      .where("id", "=", next!.id)
      .execute();
    const before = EventDetail.parse(await content.getEvent(next!.id));
    expect(before.ended).toBe(false);
    expect(before.registrationOpen).toBe(true);
    expect(before.recordingHref).toBeNull();
    const ended = EventDetail.parse(await content.getEvent(last!.id));
    expect(ended.ended).toBe(true);
    expect(ended.registrationOpen).toBe(false);
    expect(ended.recordingHref).toBe("/videos/webinars");

    // The clock passes the next event's end: it moves to the past list, with its recording.
    clock = new Date(Date.parse(next!.endsAt) + 60_000);
    const after = EventDetail.parse(await content.getEvent(next!.id));
    expect(after.ended).toBe(true);
    expect(after.registrationOpen).toBe(false);
    expect(after.recordingHref).toBe("/videos/webinars");
    expect((await content.listEvents({ when: "past", pageSize: 1 })).items[0]!.id).toBe(next!.id);
    expect((await content.listEvents({ pageSize: 50 })).items.map((e) => e.id)).not.toContain(next!.id);
  });

  it("has speakers with their photos and an agenda naming them", async () => {
    clock = new Date(SEED_ANCHOR);
    const event = EventDetail.parse(await content.getEvent(3));
    expect(event.speakers.length).toBeGreaterThan(1);
    expect(event.speakers.every((sp) => sp.photo !== null)).toBe(true);
    const names = new Set(event.speakers.map((sp) => sp.name));
    expect(event.agenda.flatMap((a) => a.speakers).every((n) => names.has(n))).toBe(true);
    expect(event.venue?.city).toBe("London");
  });
});
