/**
 * Events take registrations (decision 0114): a lead sent from an event's page, on either skin,
 * records the event as the item it registered for while the event is published; from any other
 * page, or for an unknown or unpublished event, it records none. The inbox shows the event's
 * title, offers it in its filter and filters by it, and the export names it; on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registrationOfPage } from "../../app/kernel/collections/registrations.ts";
import type { StaffUser } from "../../app/kernel/services/accounts.ts";
import { parseConfig } from "../../server/config.ts";
import { createFormTokens } from "../../server/leads/form-token.ts";
import { createSubmissionLimiter } from "../../server/leads/rate-limit.ts";
import { createLeadsService } from "../../server/leads/service.ts";
import { accountsOf, adminRequest, FAST_SCRYPT, makeStaff } from "../support/accounts.ts";
import { BACKENDS, createTestServices, type TestServices } from "../support/databases.ts";
import { OPTIONS, validLead } from "../support/leads.ts";

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
    const found = registrationOfPage(page);
    expect(found && { type: found.type.name, id: found.id }).toEqual(id === null ? null : { type: "events", id });
  });

  it("asks the event's registration fields", () => {
    expect(registrationOfPage("/events/12")?.type.registrations.fields).toEqual(["phone", "jobTitle", "company"]);
  });
});

describe.each(BACKENDS)("a lead sent from an event's page on %s", (backend) => {
  let s: TestServices;
  let user: StaffUser;
  let open: { id: number; title: string };
  let closed: number;
  beforeAll(async () => {
    s = await createTestServices(backend, "event-registration", { scrypt: FAST_SCRYPT, leadJobs: false });
    const rows = await s.db.kysely
      .selectFrom("events")
      .select(["id", "title"])
      .where("published", "=", true)
      .orderBy("id")
      .limit(2)
      .execute();
    open = rows[0]!;
    closed = rows[1]!.id;
    await s.db.kysely.updateTable("events").set({ published: false }).where("id", "=", closed).execute();
    const staff = await makeStaff(s, "sales@example.com", "sales");
    user = (await accountsOf(s).currentUser(adminRequest(staff.jar)))!;
  });
  afterAll(() => s?.dispose());

  const leads = () =>
    createLeadsService({
      config: parseConfig({ SITE_URL: "https://www.example.com", DATA_DIR: "/tmp/events-lead", NODE_ENV: "test" }),
      db: () => s.db.kysely,
      loadOptions: async () => OPTIONS,
      tokens,
      limiter: createSubmissionLimiter({ prefix: "/" }),
    });

  async function send(sourcePage: string) {
    const email = `event-${sourcePage.replace(/\W/g, "")}@example.com`;
    const body = { ...validLead({ email }), sourcePage, formToken: tokens.issue(Date.now() - 10_000), website: "" };
    const result = await leads().submit({ body, source: "form", clientIp: email, userAgent: "test" });
    expect(result.status).toBe(201);
    return email;
  }

  it("records the published event it was sent for, and no item otherwise", async () => {
    const sent = {
      desktop: await send(`/events/${open.id}`),
      mobile: await send(`/mobile/events/${open.id}`),
      unpublished: await send(`/events/${closed}`),
      unknown: await send("/events/99999"),
      other: await send("/price"),
    };
    const rows = await s.db.kysely.selectFrom("leads").select(["email", "item_type", "item_id"]).execute();
    const itemOf = (email: string) => rows.find((r) => r.email === email);
    expect(itemOf(sent.desktop)).toMatchObject({ item_type: "events", item_id: open.id });
    expect(itemOf(sent.mobile)).toMatchObject({ item_type: "events", item_id: open.id });
    for (const email of [sent.unpublished, sent.unknown, sent.other])
      expect(itemOf(email)).toMatchObject({ item_type: null, item_id: null });
  });

  it("is shown with the event's title, offered in the filter and found by it", async () => {
    const client = { ip: "", userAgent: "test" };
    const item = `events:${open.id}`;
    const page = await s.leadsAdmin.inbox.list(user, { item });
    expect(page.leads.map((l) => l.email).sort()).toEqual([
      `event-events${open.id}@example.com`,
      `event-mobileevents${open.id}@example.com`,
    ]);
    expect(page.leads[0]!.item).toEqual({ type: "events", id: open.id, title: open.title });
    expect((await s.leadsAdmin.inbox.get(user, page.leads[0]!.id, client)).item).toEqual(page.leads[0]!.item);
    expect((await s.leadsAdmin.inbox.facets(user)).registeredFor).toEqual([
      { type: "events", label: "Event", items: [{ id: open.id, title: open.title }] },
    ]);
    expect((await s.leadsAdmin.inbox.list(user, { item: `events:${closed}` })).total).toBe(0);

    let csv = "";
    for await (const part of await s.leadsAdmin.inbox.export(user, { item }, "csv", client)) csv += part;
    const [header, first] = csv.replace(/^\uFEFF/, "").split("\r\n");
    const cells = (line: string) => line.split('","');
    const at = cells(header!).indexOf("item_type");
    expect(cells(header!)[at + 1]).toBe("item_id");
    expect(cells(first!).slice(at, at + 2)).toEqual(["events", String(open.id)]);
  });

  it("keeps a deleted event's number on the lead, without a title", async () => {
    await s.db.kysely.deleteFrom("events").where("id", "=", open.id).execute();
    const page = await s.leadsAdmin.inbox.list(user, { item: `events:${open.id}` });
    expect(page.leads.map((l) => l.item)).toEqual([
      { type: "events", id: open.id, title: null },
      { type: "events", id: open.id, title: null },
    ]);
  });
});
