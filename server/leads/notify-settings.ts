/**
 * The lead notification settings (admin page "Lead notifications"): who is mailed,
 * the webhook and its signing secret, and how many months leads are kept. Stored
 * as one JSON value in staff_settings, like the other settings; read through a
 * short cache, since every lead asks which channels to queue.
 */
import type { Kysely } from "kysely";
import { z } from "zod";
import { splitAddresses } from "../../app/kernel/lead-inbox.ts";
import type { DB } from "../../db/schema.ts";
import type { NotifySettings } from "../../app/kernel/services/lead-inbox.ts";
export type { NotifySettings };

export const NOTIFY_SETTINGS_KEY = "lead_notifications";
const CACHE_MS = 5000;

export const DEFAULT_NOTIFY_SETTINGS: NotifySettings = {
  recipients: null,
  webhookUrl: "",
  webhookSecret: "",
  retentionMonths: 0,
};

const EMAIL = z.email().max(254);

/** What the settings form and API accept; messages name the field. */
export const notifySettingsInput = z.object({
  recipients: z
    .array(EMAIL, { error: "Give email addresses, separated by commas." })
    .max(20, "At most 20 recipients.")
    .nullable(),
  webhookUrl: z
    .string()
    .trim()
    .max(2000)
    .refine(
      (v) => v === "" || /^https?:\/\/[^/\s]+/i.test(v),
      "The webhook address must start with https:// (http:// only where the server allows it).",
    ),
  webhookSecret: z.string().max(200, "The secret is too long (200 characters at most)."),
  retentionMonths: z.number().int().min(0, "Give 0 or more months.").max(600, "At most 600 months."),
});

export { splitAddresses };

export function createNotifySettings(db: () => Kysely<DB>) {
  let cached: { value: NotifySettings; at: number } | undefined;
  async function read(): Promise<NotifySettings> {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
    const row = await db()
      .selectFrom("staff_settings")
      .select("value")
      .where("key", "=", NOTIFY_SETTINGS_KEY)
      .executeTakeFirst();
    let value = DEFAULT_NOTIFY_SETTINGS;
    if (row) {
      const parsed = notifySettingsInput.safeParse(JSON.parse(row.value));
      if (parsed.success) value = parsed.data;
    }
    cached = { value, at: Date.now() };
    return value;
  }
  return {
    read,
    async write(value: NotifySettings): Promise<void> {
      const now = new Date().toISOString();
      const text = JSON.stringify(value);
      await db()
        .insertInto("staff_settings")
        .values({ key: NOTIFY_SETTINGS_KEY, value: text, updated_at: now })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: text, updated_at: now }))
        .execute();
      cached = undefined;
    },
  };
}

export type NotifySettingsStore = ReturnType<typeof createNotifySettings>;
