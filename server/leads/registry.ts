/**
 * One leads service per Services object. The API router creates it; the register
 * route reaches the same instance through services().leads (route modules may
 * not import server code, only the registry object they are handed).
 */
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { DB } from "../../db/schema.ts";
import type { LeadOptions } from "../../app/lib/lead-schema.ts";
import type { Services } from "../services.ts";
import { createLeadsService, type LeadsService } from "./service.ts";

export type ServicesWithLeads = Services & { leads?: LeadsService };

interface ContentLike {
  getRegisterOptions(): Promise<LeadOptions>;
}

function kyselyOf(services: Services): Kysely<DB> {
  const db = (services as unknown as { db?: Kysely<DB> | { kysely: Kysely<DB> } }).db;
  if (!db) throw new Error("The leads service needs services.db");
  return "kysely" in db ? db.kysely : db;
}

function contentOf(services: Services): ContentLike {
  const content = (services as unknown as { content?: ContentLike }).content;
  if (!content || typeof content.getRegisterOptions !== "function") throw new Error("The leads service needs services.content.getRegisterOptions()");
  return content;
}

export function leadsServiceFor(services: Services, logger?: Logger): LeadsService {
  const holder = services as ServicesWithLeads;
  if (holder.leads) return holder.leads;
  const leads = createLeadsService({
    config: services.config,
    db: () => kyselyOf(services),
    loadOptions: () => contentOf(services).getRegisterOptions(),
    logger,
    secret: (services.config as { FORM_TOKEN_SECRET?: string }).FORM_TOKEN_SECRET,
  });
  holder.leads = leads;
  return leads;
}
