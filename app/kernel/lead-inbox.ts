/**
 * The leads inbox's filter as the URL, the admin pages and the API carry it
 * (server/leads/inbox-query.ts turns it into SQL), and the notification settings'
 * address list as the form sends it.
 */
import { z } from "zod";
import { LEAD_INTENTS } from "./lead-intent.ts";
import { LEAD_STATUSES } from "./lead-status.ts";
import type { LeadItem } from "./services/lead-inbox.ts";
import { SOURCE_PAGE_MAX, sourcePageOf } from "./source-page.ts";

/** An item a lead registered for as the filter writes it: "type:id", its content type's name and its id. */
const ITEM_KEY = /^([a-z][a-z0-9-]{0,63}):([1-9]\d{0,9})$/;
const INT_MAX = 2_147_483_647;

/** The filter's text of an item a lead registered for. */
export const leadItemKey = (item: LeadItem) => `${item.type}:${item.id}`;

/** The item a filter's "type:id" names, or null when it names none. */
export function leadItemOfKey(key: string): LeadItem | null {
  const [, type, id] = ITEM_KEY.exec(key) ?? [];
  return type && id && Number(id) <= INT_MAX ? { type, id: Number(id) } : null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = (name: string) =>
  z
    .string()
    .refine((v) => DAY.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), {
      message: `${name} must be a day written YYYY-MM-DD`,
    })
    .meta({ description: `A day, YYYY-MM-DD (UTC, ${name === "from" ? "first" : "last"} day included).` });
const word = (description: string) => z.string().trim().min(1).max(200).meta({ description });

/**
 * A BCP 47 tag, written in its canonical form ("zh-hans" -> "zh-Hans") as LOCALES and the
 * leads' column hold it. The server and the back office only: public pages build no Intl.
 */
const localeTag = z
  .string()
  .max(64)
  .transform((value, ctx) => {
    try {
      const [tag] = Intl.getCanonicalLocales(value);
      if (tag) return tag;
    } catch {
      // not a language tag: the issue below
    }
    ctx.addIssue({ code: "custom", message: "locale must be a BCP 47 language tag, such as en or zh-Hans" });
    return z.NEVER;
  })
  .meta({ description: "The locale of the page the lead was sent from, a BCP 47 tag such as zh-Hans." });

/** The filter as the URL and the API carry it; every field optional. */
export const leadFilterSchema = z
  .object({
    status: z.enum(LEAD_STATUSES).optional().meta({ description: "Workflow status." }),
    from: day("from").optional(),
    to: day("to").optional(),
    product: word("Product of interest, as the form's value (oa, pm, ...).").optional(),
    region: word("Country or region, as the form's value.").optional(),
    source: z
      .enum(["api", "form"])
      .optional()
      .meta({ description: "How the lead came in: the JSON API or the page's form." }),
    intent: z.enum(LEAD_INTENTS).optional().meta({
      description: "What the visitor asked for: a demo, a free trial, a talk with sales or to become a partner.",
    }),
    sourcePage: z
      .string()
      .max(SOURCE_PAGE_MAX)
      .refine((v) => sourcePageOf(v) !== null, { message: "sourcePage must be a path of the site, such as /price" })
      .optional()
      .meta({ description: "The page of the site the visitor came from to the register form, such as /price." }),
    locale: localeTag.optional(),
    item: z
      .string()
      .refine((v) => leadItemOfKey(v) !== null, {
        message: "item must be written type:id, a content type's name and an item's id",
      })
      .optional()
      .meta({ description: "The item the lead registered for, as its content type and id: `type:id`." }),
    utmCampaign: word("The campaign (utm_campaign) of the visit that brought the lead.").optional(),
    utmSource: word("The campaign source (utm_source) of the visit that brought the lead.").optional(),
    q: word("Words found in the name, email, company or message.").optional(),
  })
  .strict();
export type LeadFilter = z.infer<typeof leadFilterSchema>;

/** "a@x, b@y" as the form sends it: trimmed, empties dropped. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[,;\s]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}
