/**
 * The leads write path, shared by the JSON API (server/leads/router.ts) and the
 * register page's no-JavaScript form action. Both run the same checks in the
 * same order, so a visitor without JavaScript is held to exactly the same rules:
 *
 *   per-client limit (429) -> honeypot (400) -> the lead schema (400 with field
 *   errors) -> form token: forged, expired or too fast (400) -> INSERT,
 *   committed -> 201. Nothing is stored on any 4xx.
 *
 * Origin, content type, size and XSRF are checked by the callers, which know
 * the transport.
 */
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { DB } from "../../db/schema.ts";
import {
  createLeadSubmissionSchema,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  leadErrors,
  type LeadErrors,
  type LeadOptions,
} from "../../app/lib/lead-schema.ts";
import type { Config } from "../config.ts";
import { isCrossSiteRequest } from "./form-guard.ts";
import { createFormTokens, loadOrCreateSecret, type FormTokens } from "./form-token.ts";
import { createSubmissionLimiter, type SubmissionLimiter } from "./rate-limit.ts";
import { insertLead, type LeadSource } from "./store.ts";

export interface SubmitInput {
  /** Parsed JSON body, or the form post turned into an object. */
  body: unknown;
  source: LeadSource;
  /** The client's address as Express derived it (honours TRUST_PROXY only). */
  clientIp: string;
  userAgent: string;
  /** The Idempotency-Key header, if sent. */
  idempotencyKey?: string | undefined;
}

export type SubmitResult =
  | { status: 201; id: number; created: boolean }
  | { status: 400; code: "validation"; message: string; fields: LeadErrors }
  | { status: 400; code: "rejected" | "too-fast" | "form-expired" | "bad-idempotency-key"; message: string }
  | { status: 429; code: "rate-limited"; message: string; retryAfterSeconds: number };

export interface LeadsService {
  /** A fresh signed form token for the register page. */
  formToken(): string;
  /** The select options of the form (from the content service). */
  options(): Promise<LeadOptions>;
  submit(input: SubmitInput): Promise<SubmitResult>;
  /** True when a request's Origin (or Sec-Fetch-Site) shows it came from another site. */
  isCrossSite(headers: { origin?: string | null | undefined; secFetchSite?: string | null | undefined }): boolean;
  close(): Promise<void>;
}

export interface LeadsDeps {
  config: Config;
  /** The database, looked up when a lead is stored. */
  db: () => Kysely<DB>;
  loadOptions: () => Promise<LeadOptions>;
  logger?: Logger | undefined;
  /** Test hooks. */
  tokens?: FormTokens;
  limiter?: SubmissionLimiter;
  /** Secret from configuration; otherwise one kept in DATA_DIR. */
  secret?: string | undefined;
}

export const MESSAGES = {
  rejected: "This submission was not accepted. Please reload the page and send the form again.",
  tooFast: "The form was sent within seconds of opening it. Please check your details and send it again.",
  expired: "This form has expired. Please reload the page and send it again.",
  badKey: "The Idempotency-Key header must be 1 to 128 letters, digits or the characters - _ . :",
  validation: "Some fields need your attention.",
  limited: (s: number) => `Too many submissions from your network. Please wait ${s} second${s === 1 ? "" : "s"} and try again.`,
};

/** Idempotency-Key header values accepted (also documented in the OpenAPI document). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,128}$/;

export function createLeadsService(deps: LeadsDeps): LeadsService {
  const { config, db } = deps;
  const tokens = deps.tokens ?? createFormTokens(deps.secret || loadOrCreateSecret(config.DATA_DIR));
  const limiter = deps.limiter ?? createSubmissionLimiter({ redisUrl: config.REDIS_URL, prefix: config.BASE_PATH, logger: deps.logger });
  const siteOrigin = new URL(config.SITE_URL).origin;
  let cached: { key: string; schema: ReturnType<typeof createLeadSubmissionSchema> } | undefined;

  async function schema() {
    const options = await deps.loadOptions();
    const key = JSON.stringify(options);
    if (cached?.key !== key) cached = { key, schema: createLeadSubmissionSchema(options) };
    return cached.schema;
  }

  return {
    formToken: () => tokens.issue(),
    options: () => deps.loadOptions(),

    isCrossSite({ origin, secFetchSite }) {
      return isCrossSiteRequest(origin ?? undefined, secFetchSite ?? undefined, siteOrigin);
    },

    async submit(input) {
      if (input.idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
        return { status: 400, code: "bad-idempotency-key", message: MESSAGES.badKey };
      }
      const ipHash = tokens.digest(input.clientIp || "unknown");
      const limit = await limiter.consume(ipHash);
      if (!limit.ok) return { status: 429, code: "rate-limited", message: MESSAGES.limited(limit.retryAfterSeconds), retryAfterSeconds: limit.retryAfterSeconds };

      const body = input.body;
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        return { status: 400, code: "validation", message: "The request body must be a JSON object.", fields: { _form: "The request body must be a JSON object." } };
      }
      const record = body as Record<string, unknown>;
      const honeypot = record[HONEYPOT_FIELD];
      if (honeypot !== undefined && honeypot !== "") {
        deps.logger?.info({ source: input.source }, "lead refused: honeypot filled");
        return { status: 400, code: "rejected", message: MESSAGES.rejected };
      }
      // Field errors first: a person who made a mistake learns what to fix, and
      // by the time it is fixed the form is old enough.
      const parsed = (await schema()).safeParse(body);
      if (!parsed.success) return { status: 400, code: "validation", message: MESSAGES.validation, fields: leadErrors(parsed.error) };
      const token = tokens.verify(record[FORM_TOKEN_FIELD]);
      if (!token.ok) {
        deps.logger?.info({ source: input.source, reason: token.reason }, "lead refused: form token");
        if (token.reason === "too-fast") return { status: 400, code: "too-fast", message: MESSAGES.tooFast };
        if (token.reason === "expired") return { status: 400, code: "form-expired", message: MESSAGES.expired };
        return { status: 400, code: "rejected", message: MESSAGES.rejected };
      }

      const { [FORM_TOKEN_FIELD]: _token, [HONEYPOT_FIELD]: _honeypot, ...lead } = parsed.data;

      const stored = await insertLead(db(), lead, {
        idempotencyKey: input.idempotencyKey ? `key:${input.idempotencyKey}` : `form:${token.nonce}`,
        source: input.source,
        userAgent: input.userAgent,
        ipHash,
      });
      deps.logger?.info({ lead: stored.id, created: stored.created, source: input.source }, "lead stored");
      return { status: 201, ...stored };
    },

    async close() {
      await limiter.close();
    },
  };
}
