/**
 * The leads' back office as its pages reach it (`services.leadsAdmin`): the inbox, the
 * dashboard's figures, the notification settings, the outbox's dead letters and erasure.
 * server/leads/back-office.ts implements it; every method checks the caller's role.
 */
import type { LeadFilter } from "../lead-inbox.ts";
import type { LeadIntent } from "../lead-intent.ts";
import type { LeadStatus } from "../lead-status.ts";
import type { ClientInfo, StaffUser } from "./accounts.ts";

/**
 * The item a lead registered for (decision 0114), from the item's page it was sent from: its
 * content type (a definition's name, app/kernel/collections/registrations.ts) and id.
 */
export interface LeadItem {
  type: string;
  id: number;
}

/** The item with its title, while the item exists (null once it is deleted). */
export interface TitledLeadItem extends LeadItem {
  title: string | null;
}

/** A lead as it was stored. */
export interface StoredLead {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  phone: string;
  company: string;
  jobTitle: string;
  companySize: string;
  product: string;
  region: string | null;
  message: string | null;
  consent: boolean;
  source: string;
  sourcePage: string | null;
  /** What the visitor asked for, and the plan they chose (null when none). */
  intent: LeadIntent;
  plan: string | null;
  /** The locale of the page it was sent from: a BCP 47 tag of LOCALES ("zh-Hans"). */
  locale: string;
  /** The item the lead registered for (null for a lead sent from any other page). */
  item: LeadItem | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmTerm: string | null;
  utmContent: string | null;
}

export interface LeadSummary {
  id: number;
  createdAt: string;
  name: string;
  email: string;
  company: string;
  product: string;
  region: string | null;
  source: string;
  sourcePage: string | null;
  intent: LeadIntent;
  plan: string | null;
  locale: string;
  item: TitledLeadItem | null;
  utmSource: string | null;
  utmCampaign: string | null;
  status: LeadStatus;
  assigneeId: string | null;
  erased: boolean;
}

export interface LeadNote {
  id: number;
  at: string;
  authorEmail: string | null;
  body: string;
}

/** How a lead is announced. */
export type OutboxChannel = "mail" | "webhook";

export interface LeadNotification {
  id: number;
  channel: OutboxChannel;
  attempts: number;
  sentAt: string | null;
  deadAt: string | null;
  nextAttemptAt: string;
  lastError: string | null;
}

export interface LeadDetail extends StoredLead {
  item: TitledLeadItem | null;
  status: LeadStatus;
  assignee: { id: string; email: string; name: string } | null;
  version: number;
  updatedAt: string | null;
  erasedAt: string | null;
  notes: LeadNote[];
  notifications: LeadNotification[];
}

export interface LeadPage {
  leads: LeadSummary[];
  page: number;
  pageSize: number;
  total: number;
}

export interface LeadChange {
  status?: LeadStatus;
  /** A staff user's id, or null to unassign. */
  assigneeId?: string | null;
  note?: string;
}

export type ExportFormat = "csv" | "json";

export interface LeadStats {
  perDay: { day: string; count: number }[];
  byStatus: { status: string; count: number }[];
  byProduct: { product: string; count: number }[];
  total: number;
}

export interface NotifySettings {
  /** Addresses mailed for each lead; null: LEADS_NOTIFY_TO. */
  recipients: string[] | null;
  /** Where each lead is POSTed as JSON; "" for none. */
  webhookUrl: string;
  /** Key of the X-Vitrine-Signature HMAC; "" for none. */
  webhookSecret: string;
  /** Leads older than this many months are erased by the daily job; 0 keeps them. */
  retentionMonths: number;
}

/** The settings as the admin sees them: the secret never leaves the server, only whether one is set. */
export interface NotifySettingsView extends Omit<NotifySettings, "webhookSecret"> {
  webhookSecretSet: boolean;
  /** LEADS_NOTIFY_TO, used while `recipients` is null. */
  defaultRecipients: string[];
}

/** One queued notification of a lead. */
export interface OutboxRow {
  id: number;
  leadId: number;
  channel: OutboxChannel;
  payload: string;
  attempts: number;
  createdAt: string;
  nextAttemptAt: string;
  sentAt: string | null;
  deadAt: string | null;
  lastError: string | null;
}

export interface ErasureResult {
  leads: number;
  notifications: number;
  files: number;
}

/** A type taking registrations, as the inbox's filter offers its items. */
export interface RegisteredFor {
  type: string;
  /** One item as the back office names it: its definition's `registrations.label`. */
  label: string;
  items: Array<{ id: number; title: string }>;
}

export interface LeadsBackOfficeService {
  readonly inbox: {
    list(user: StaffUser, filter: LeadFilter, page?: number, pageSize?: number, client?: ClientInfo): Promise<LeadPage>;
    get(user: StaffUser, id: number, client: ClientInfo): Promise<LeadDetail>;
    update(
      user: StaffUser,
      id: number,
      change: LeadChange,
      version: number | undefined,
      client: ClientInfo,
    ): Promise<LeadDetail>;
    export(
      user: StaffUser,
      filter: LeadFilter,
      format: ExportFormat,
      client: ClientInfo,
    ): Promise<AsyncGenerator<string>>;
    assignees(user: StaffUser): Promise<{ id: string; email: string; name: string }[]>;
    /** New leads assigned to the user, newest first: the dashboard's "assigned to you". */
    assignedNew(
      user: StaffUser,
      limit?: number,
    ): Promise<Array<Pick<LeadSummary, "id" | "createdAt" | "company" | "product">>>;
    facets(user: StaffUser): Promise<{
      products: string[];
      regions: string[];
      pages: string[];
      campaigns: string[];
      campaignSources: string[];
      /** The locales leads were sent in, tags in order. */
      locales: string[];
      /** Per type taking registrations, its label and the items leads registered for, latest first. */
      registeredFor: RegisteredFor[];
    }>;
  };
  readonly erasure: {
    eraseEmail(user: StaffUser, email: string, client: ClientInfo): Promise<ErasureResult>;
  };
  stats(user: StaffUser): Promise<LeadStats>;
  notifySettings(user: StaffUser): Promise<NotifySettingsView>;
  /** Saves the settings; a blank `webhookSecret` keeps the one set, `clearSecret` removes it. */
  updateNotifySettings(
    user: StaffUser,
    input: Omit<NotifySettings, "webhookSecret"> & { webhookSecret: string; clearSecret?: boolean },
    client: ClientInfo,
  ): Promise<NotifySettingsView>;
  deadLetters(user: StaffUser): Promise<{ dead: OutboxRow[]; counts: { pending: number; dead: number; sent: number } }>;
  resend(user: StaffUser, id: number, client: ClientInfo): Promise<void>;
}
