/**
 * The leads inbox: what the admin pages and GET/PATCH /api/v1/admin/leads call.
 * Every method checks the policy (leads.read, leads.update, leads.export,
 * leads.erase) and records itself in the audit trail: views and exports too, as
 * people's data is read there. Audit entries carry ids, statuses and counts,
 * never the personal fields themselves, so an erasure leaves nothing behind there.
 * The one write, a lead's status, assignee and notes, is applied by inbox-update.ts.
 */
import { sql, type Kysely } from "kysely";
import type { Logger } from "pino";
import { can } from "../../app/kernel/admin-policy.ts";
import { admin } from "../../app/kernel/admin-links.ts";
import { REGISTRABLE } from "../../app/kernel/collections/registrations.ts";
import { leadItemKey } from "../../app/kernel/lead-inbox.ts";
import type { DialectKind } from "../../db/database.ts";
import type { DB } from "../../db/schema.ts";
import type { AuditService, ClientInfo, MailService, StaffUser } from "../../app/kernel/services/accounts.ts";
import type { Config } from "../config.ts";
import { allow, LeadsError } from "./errors.ts";
import { exportedLeads } from "./export-rows.ts";
import { exportLeads, type ExportFormat } from "./export.ts";
import { leadsFrom, type LeadFilter } from "./inbox-query.ts";
import { applyLeadChange, type LeadChange } from "./inbox-update.ts";
import { storedLeadOf } from "./store.ts";
import type {
  LeadDetail,
  LeadItem,
  LeadNote,
  LeadNotification,
  LeadPage,
  LeadSummary,
  RegisteredFor,
  TitledLeadItem,
} from "../../app/kernel/services/lead-inbox.ts";
export type { LeadDetail, LeadNote, LeadNotification, LeadPage, LeadSummary };

const iso = (v: string | Date | null) => (v === null ? null : (v instanceof Date ? v : new Date(v)).toISOString());

/** A filter as the audit trail keeps it: the search words may name a person, so only their presence. */
function auditable(filter: LeadFilter) {
  return filter.q ? { ...filter, q: "(search)" } : filter;
}

export interface InboxDeps {
  db: () => Kysely<DB>;
  kind: DialectKind;
  audit: AuditService;
  config: Pick<Config, "SITE_URL" | "BASE_PATH">;
  mail: MailService;
  logger: Logger;
}

export function createInbox(deps: InboxDeps) {
  const db = () => deps.db();
  const record = (
    user: StaffUser,
    client: ClientInfo,
    action: string,
    id: string | null,
    before?: unknown,
    after?: unknown,
  ) =>
    deps.audit.record({
      actor: { id: user.id, email: user.email },
      ip: client.ip,
      action,
      targetType: "lead",
      targetId: id,
      before,
      after,
    });

  /**
   * Tells the new assignee where the lead is. The mail names no one: the person's
   * details stay in the inbox, where an erasure reaches them.
   */
  async function mailAssignee(by: StaffUser, to: string, id: number) {
    const link = new URL(`${deps.config.BASE_PATH}${admin.lead(id).slice(1)}`, deps.config.SITE_URL).toString();
    await deps.mail
      .send({
        to,
        subject: `Lead ${id} was assigned to you`,
        text: `${by.name || by.email} assigned lead ${id} to you.\n\nOpen it: ${link}\n`,
      })
      .catch((error: unknown) => deps.logger.error({ err: error, lead: id }, "assignment notice not sent"));
  }

  /** The items some leads registered for, with their titles (null for an item since deleted). */
  async function titled(items: ReadonlyArray<LeadItem | null>): Promise<Array<TitledLeadItem | null>> {
    const titles = new Map<string, string>();
    for (const type of REGISTRABLE) {
      const ids = [...new Set(items.flatMap((i) => (i?.type === type.name ? [i.id] : [])))];
      if (!ids.length) continue;
      const { rows } = await sql<{ id: number; title: string }>`select id, ${sql.ref(type.titleColumn)} as title
        from ${sql.table(type.table)} where id in (${sql.join(ids)})`.execute(db());
      for (const r of rows) titles.set(leadItemKey({ type: type.name, id: Number(r.id) }), r.title);
    }
    return items.map((i) => i && { ...i, title: titles.get(leadItemKey(i)) ?? null });
  }

  async function detail(id: number): Promise<LeadDetail | undefined> {
    const row = await db().selectFrom("leads").selectAll().where("id", "=", id).executeTakeFirst();
    if (!row) return undefined;
    const assignee = row.assignee_id
      ? await db()
          .selectFrom("auth_user")
          .select(["id", "email", "name"])
          .where("id", "=", row.assignee_id)
          .executeTakeFirst()
      : undefined;
    const notes = await db()
      .selectFrom("lead_notes")
      .selectAll()
      .where("lead_id", "=", id)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
    const outbox = await db().selectFrom("lead_outbox").selectAll().where("lead_id", "=", id).orderBy("id").execute();
    const lead = storedLeadOf(row);
    return {
      ...lead,
      item: (await titled([lead.item]))[0] ?? null,
      status: row.status,
      assignee: assignee ?? null,
      version: Number(row.version),
      updatedAt: iso(row.updated_at),
      erasedAt: iso(row.erased_at),
      notes: notes.map((n) => ({
        id: Number(n.id),
        at: iso(n.created_at)!,
        authorEmail: n.author_email,
        body: n.body,
      })),
      notifications: outbox.map((o) => ({
        id: Number(o.id),
        channel: o.channel,
        attempts: Number(o.attempts),
        sentAt: iso(o.sent_at),
        deadAt: iso(o.dead_at),
        nextAttemptAt: iso(o.next_attempt_at)!,
        lastError: o.last_error,
      })),
    };
  }

  return {
    /** A page of leads, newest first; with `client`, the view is audited (the filter, not the rows). */
    async list(user: StaffUser, filter: LeadFilter, page = 1, pageSize = 25, client?: ClientInfo): Promise<LeadPage> {
      allow(user, "leads.read");
      const size = Math.min(200, Math.max(1, Math.floor(pageSize)));
      const at = Math.max(1, Math.floor(page));
      const { total } = await leadsFrom(db(), filter)
        .select((eb) => eb.fn.countAll<number | string>().as("total"))
        .executeTakeFirstOrThrow();
      const rows = await leadsFrom(db(), filter)
        .selectAll()
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(size)
        .offset((at - 1) * size)
        .execute();
      if (client) await record(user, client, "lead.list-viewed", null, null, { filter: auditable(filter), page: at });
      const items = await titled(rows.map((r) => storedLeadOf(r).item));
      return {
        leads: rows.map((r, i) => ({
          id: Number(r.id),
          createdAt: iso(r.created_at)!,
          name: r.name,
          email: r.email,
          company: r.company,
          product: r.product,
          region: r.region,
          source: r.source,
          sourcePage: r.source_page,
          intent: r.intent,
          plan: r.plan,
          locale: r.locale,
          item: items[i] ?? null,
          utmSource: r.utm_source,
          utmCampaign: r.utm_campaign,
          status: r.status,
          assigneeId: r.assignee_id,
          erased: r.erased_at !== null,
        })),
        page: at,
        pageSize: size,
        total: Number(total),
      };
    },

    /** New leads assigned to `user`, newest first: the dashboard's "assigned to you". */
    async assignedNew(
      user: StaffUser,
      limit = 10,
    ): Promise<Array<Pick<LeadSummary, "id" | "createdAt" | "company" | "product">>> {
      allow(user, "leads.read");
      const rows = await db()
        .selectFrom("leads")
        .select(["id", "created_at", "company", "product"])
        .where("status", "=", "new")
        .where("assignee_id", "=", user.id)
        .where("erased_at", "is", null)
        .orderBy("created_at", "desc")
        .orderBy("id", "desc")
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: Number(r.id),
        createdAt: iso(r.created_at)!,
        company: r.company,
        product: r.product,
      }));
    },

    /** One lead with its notes and notifications; the view is audited. */
    async get(user: StaffUser, id: number, client: ClientInfo): Promise<LeadDetail> {
      allow(user, "leads.read");
      const lead = await detail(id);
      if (!lead) throw new LeadsError(404, "No such lead.");
      await record(user, client, "lead.viewed", String(id));
      return lead;
    },

    /**
     * Changes status and assignee and adds a note, when `version` is the lead's
     * current one (else 412: someone changed it meanwhile). Returns the new state.
     */
    async update(user: StaffUser, id: number, change: LeadChange, version: number | undefined, client: ClientInfo) {
      allow(user, "leads.update");
      const outcome = await applyLeadChange(db(), user, id, change, version);
      const after = {
        status: change.status ?? outcome.before.status,
        assigneeId: change.assigneeId !== undefined ? change.assigneeId : outcome.before.assigneeId,
      };
      if (after.status !== outcome.before.status || after.assigneeId !== outcome.before.assigneeId)
        await record(user, client, "lead.updated", String(id), outcome.before, after);
      // The note's words may name people: the trail keeps only that one was added.
      if (outcome.noteId !== undefined)
        await record(user, client, "lead.note-added", String(id), null, { noteId: outcome.noteId });
      const lead = (await detail(id))!;
      if (lead.assignee && lead.assignee.id !== outcome.before.assigneeId && lead.assignee.id !== user.id)
        await mailAssignee(user, lead.assignee.email, id);
      return lead;
    },

    /** The filtered leads as CSV or JSON, as `npm run leads:export` writes them; the export is audited. */
    async export(user: StaffUser, filter: LeadFilter, format: ExportFormat, client: ClientInfo) {
      allow(user, "leads.export");
      const { total } = await leadsFrom(db(), filter)
        .select((eb) => eb.fn.countAll<number | string>().as("total"))
        .executeTakeFirstOrThrow();
      await record(user, client, "lead.exported", null, null, {
        format,
        filter: auditable(filter),
        count: Number(total),
      });
      const source = db();
      const rows = exportedLeads(source, (after, limit) =>
        leadsFrom(source, filter).selectAll().where("id", ">", after).orderBy("id").limit(limit).execute(),
      );
      return exportLeads(rows, format);
    },

    /** Staff who may work on leads, for the assignee choice. */
    async assignees(user: StaffUser): Promise<{ id: string; email: string; name: string }[]> {
      allow(user, "leads.read");
      const rows = await db()
        .selectFrom("auth_user")
        .select(["id", "email", "name", "role"])
        .where("disabledAt", "is", null)
        .orderBy("email")
        .execute();
      return rows.filter((r) => can(r.role, "leads.update")).map(({ role: _role, ...r }) => r);
    },

    /** The values the filters offer: products, regions, source pages, campaigns and locales that occur. */
    async facets(user: StaffUser): Promise<{
      products: string[];
      regions: string[];
      pages: string[];
      campaigns: string[];
      campaignSources: string[];
      locales: string[];
      registeredFor: RegisteredFor[];
    }> {
      allow(user, "leads.read");
      // One query per filter, side by side: each column's values that occur.
      const values = async (column: "product" | "region" | "source_page" | "utm_campaign" | "utm_source" | "locale") =>
        (
          await db()
            .selectFrom("leads")
            .select(column)
            .distinct()
            .where(column, "is not", null)
            .orderBy(column)
            .execute()
        )
          .map((r) => (r as Record<string, string | null>)[column])
          .filter((v): v is string => Boolean(v));
      // Each type taking registrations, with the items of its that leads registered for.
      const registered = Promise.all(
        REGISTRABLE.map(async (type): Promise<RegisteredFor> => {
          const { rows } = await sql<{ id: number; title: string }>`select distinct item.id,
              ${sql.ref(`item.${type.titleColumn}`)} as title, ${sql.ref(`item.${type.registrations.listedBy}`)} as listed_by
            from leads join ${sql.table(type.table)} item on item.id = leads.item_id
            where leads.item_type = ${type.name} order by listed_by desc, item.id desc`.execute(db());
          const items = rows.map((r) => ({ id: Number(r.id), title: r.title }));
          return { type: type.name, label: type.registrations.label, items };
        }),
      );
      const [products, regions, pages, campaigns, campaignSources, locales, registeredFor] = await Promise.all([
        values("product"),
        values("region"),
        values("source_page"),
        values("utm_campaign"),
        values("utm_source"),
        values("locale"),
        registered,
      ]);
      return {
        products,
        regions,
        pages,
        campaigns,
        campaignSources,
        locales,
        registeredFor,
      };
    },
  };
}

export type Inbox = ReturnType<typeof createInbox>;
