/**
 * Zod schemas of the leads endpoints of the admin API (./admin-leads-router.ts):
 * the list query and the PATCH and erase bodies, validated on every request, and
 * the answers, registered as components of the OpenAPI document.
 */
import { LEAD_INTENTS } from "../../app/kernel/lead-intent.ts";
import { z } from "zod";
import { LEAD_STATUSES, leadFilterSchema } from "../leads/inbox-query.ts";
import { registry } from "./schemas.ts";

const whole = (name: string, max: number) =>
  z
    .string()
    .regex(/^[1-9][0-9]{0,6}$/, `${name} must be a positive whole number`)
    .transform(Number)
    .pipe(z.number().int().max(max, `${name} must be at most ${max}`));

export const leadsListQuery = leadFilterSchema.extend({
  page: whole("page", 1_000_000).optional().meta({ description: "Page number, from 1." }),
  pageSize: whole("pageSize", 200).optional().meta({ description: "Leads per page (default 25, maximum 200)." }),
});

export const LeadPatch = z
  .object({
    status: z.enum(LEAD_STATUSES).optional(),
    assigneeId: z
      .string()
      .min(1)
      .max(100)
      .nullable()
      .optional()
      .meta({ description: "A staff user's id; null unassigns." }),
    note: z.string().max(5000).optional().meta({ description: "A note to add (notes are never changed or removed)." }),
  })
  .strict()
  .register(registry, { id: "AdminLeadPatch", description: "Changes to a lead; send If-Match with its ETag." });

export const LeadEraseRequest = z
  .object({ email: z.email().max(254) })
  .strict()
  .register(registry, { id: "AdminLeadEraseRequest", description: "Whose data to erase." });

const Status = z.enum(LEAD_STATUSES);

const LeadItem = z
  .object({
    type: z
      .string()
      .meta({ description: "The item's content type, as the admin API names it (`/api/v1/admin/<type>`)." }),
    id: z.number().int(),
    title: z.string().nullable().meta({ description: "The item's title, while the item exists." }),
  })
  .nullable()
  .register(registry, {
    id: "AdminLeadItem",
    description:
      "The item the lead registered for, sent from the item's page (null for a lead sent from any other page).",
  });

export const LeadSummary = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    name: z.string(),
    email: z.string(),
    company: z.string(),
    product: z.string(),
    region: z.string().nullable(),
    source: z.string(),
    sourcePage: z
      .string()
      .nullable()
      .meta({ description: "The page of the site the visitor came from to the register form (null when unknown)." }),
    intent: z.enum(LEAD_INTENTS).meta({
      description: "What the visitor asked for: a demo, a free trial, a talk with sales or to become a partner.",
    }),
    plan: z.string().nullable().meta({ description: "The price plan the visitor chose (its slug; null when none)." }),
    locale: z.string().meta({
      description:
        "The locale of the page the lead was sent from: a BCP 47 tag of the site's LOCALES, such as zh-Hans.",
    }),
    item: LeadItem,
    utmSource: z
      .string()
      .nullable()
      .meta({ description: "The utm_source of the visit that brought the lead (null when none)." }),
    utmCampaign: z
      .string()
      .nullable()
      .meta({ description: "The utm_campaign of the visit that brought the lead (null when none)." }),
    status: Status,
    assigneeId: z.string().nullable(),
    erased: z.boolean(),
  })
  .register(registry, { id: "AdminLeadSummary", description: "A lead in the inbox list." });

export const LeadPage = z
  .object({
    leads: z.array(LeadSummary),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .register(registry, { id: "AdminLeadPage", description: "Leads, newest first." });

export const LeadDetail = z
  .object({
    id: z.number().int(),
    createdAt: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    company: z.string(),
    jobTitle: z.string(),
    companySize: z.string(),
    product: z.string(),
    region: z.string().nullable(),
    message: z.string().nullable(),
    consent: z.boolean(),
    source: z.string(),
    sourcePage: z
      .string()
      .nullable()
      .meta({ description: "The page of the site the visitor came from to the register form (null when unknown)." }),
    intent: z.enum(LEAD_INTENTS).meta({
      description: "What the visitor asked for: a demo, a free trial, a talk with sales or to become a partner.",
    }),
    plan: z.string().nullable().meta({ description: "The price plan the visitor chose (its slug; null when none)." }),
    locale: z.string().meta({
      description:
        "The locale of the page the lead was sent from: a BCP 47 tag of the site's LOCALES, such as zh-Hans.",
    }),
    item: LeadItem,
    utmSource: z
      .string()
      .nullable()
      .meta({ description: "The utm_source of the visit that brought the lead (null when none)." }),
    utmMedium: z
      .string()
      .nullable()
      .meta({ description: "The utm_medium of the visit that brought the lead (null when none)." }),
    utmCampaign: z
      .string()
      .nullable()
      .meta({ description: "The utm_campaign of the visit that brought the lead (null when none)." }),
    utmTerm: z
      .string()
      .nullable()
      .meta({ description: "The utm_term of the visit that brought the lead (null when none)." }),
    utmContent: z
      .string()
      .nullable()
      .meta({ description: "The utm_content of the visit that brought the lead (null when none)." }),
    status: Status,
    assignee: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
    version: z.number().int().meta({ description: "Also the ETag." }),
    updatedAt: z.string().nullable(),
    erasedAt: z.string().nullable(),
    notes: z.array(
      z.object({ id: z.number().int(), at: z.string(), authorEmail: z.string().nullable(), body: z.string() }),
    ),
    notifications: z.array(
      z.object({
        id: z.number().int(),
        channel: z.enum(["mail", "webhook"]),
        attempts: z.number().int(),
        sentAt: z.string().nullable(),
        deadAt: z.string().nullable(),
        nextAttemptAt: z.string(),
        lastError: z.string().nullable(),
      }),
    ),
  })
  .register(registry, { id: "AdminLeadDetail", description: "One lead with its notes and notifications." });

export const LeadErasure = z
  .object({
    leads: z.number().int().meta({ description: "Leads anonymised." }),
    notifications: z.number().int().meta({ description: "Notification records scrubbed." }),
    files: z.number().int().meta({ description: "Kept mail copies deleted." }),
  })
  .register(registry, { id: "AdminLeadErasure", description: "What an erasure removed." });
