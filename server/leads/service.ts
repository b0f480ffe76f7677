/**
 * The leads write path, shared by the JSON API (server/leads/router.ts) and the
 * register page's no-JavaScript form action. Both run the same checks in the
 * same order, so a visitor without JavaScript is held to exactly the same rules:
 *
 *   per-client limit (429) -> a known Idempotency-Key: the first answer again
 *   (201) or, with another body, 422 -> honeypot (400) -> the lead schema (400
 *   with field errors) -> form token: forged, expired or too fast (400) ->
 *   INSERT, committed -> 201, or 400 when the form token was spent already.
 *   Nothing is stored on any 4xx.
 *
 * An Idempotency-Key belongs to the client that sent it (its XSRF-TOKEN cookie
 * and its address, as in the IETF idempotency-key draft): another client using
 * the same key neither gets this client's answer nor keeps its own lead from
 * being stored. The key is kept with a fingerprint of the body it came with.
 *
 * Origin, content type, size and XSRF are checked by the callers, which know
 * the transport; `hasFormProof` is the no-JavaScript form's equivalent of the
 * API's XSRF check.
 */
import { createHash } from "node:crypto";
import type { Kysely } from "kysely";
import type { Logger } from "pino";
import type { DB } from "../../db/schema.ts";
import {
  createLeadSubmissionSchema,
  FORM_TOKEN_FIELD,
  HONEYPOT_FIELD,
  leadErrors,
  SHOWN_FIELDS_FIELD,
  shownFieldsOf,
  type ChoosableLeadField,
  type LeadOptions,
} from "../../app/kernel/lead-schema.ts";
import { INTENT_FIELD } from "../../app/kernel/lead-intent.ts";
import { isRegisterPageReferer, pageOfReferer, SOURCE_PAGE_FIELD, sourcePageOf } from "../../app/kernel/source-page.ts";
import { registrationOfPage } from "../../app/kernel/collections/registrations.ts";
import type { Config } from "../config.ts";
import { localeTagOfPath } from "../locales.ts";
import { readXsrfCookie, tokensMatch } from "../xsrf.ts";
import { hasSameOriginProof, isCrossSiteRequest } from "./form-guard.ts";
import { sharedSecret } from "../shared-secret.ts";
import { createFormTokens, type FormTokens } from "./form-token.ts";
import { createSubmissionLimiter, type SubmissionLimiter } from "./rate-limit.ts";
import type { OutboxChannel } from "./outbox-store.ts";
import type { Redis } from "../redis.ts";
import { findByIdempotencyKey, insertLead, repeatOutcome, type InsertOutcome } from "./store.ts";
import type { LeadSource, LeadsService, SubmitResult } from "../../app/kernel/services/leads.ts";
import type { LeadItem } from "../../app/kernel/services/lead-inbox.ts";

interface LeadsDeps {
  config: Config;
  /** The database, looked up when a lead is stored. */
  db: () => Kysely<DB>;
  loadOptions: () => Promise<LeadOptions>;
  logger?: Logger | undefined;
  /** The notifications to queue with each lead, in its transaction (server/leads/outbox.ts). */
  channels?: () => Promise<readonly OutboxChannel[]>;
  /** Told after a lead is stored, so this process's outbox worker sends it at once. */
  onStored?: () => void;
  /** Test hooks. */
  tokens?: FormTokens;
  limiter?: SubmissionLimiter;
  /** The process's Redis connection, for the shared submission counts. */
  redis?: Redis | undefined;
}

const MESSAGES = {
  rejected: "This submission was not accepted. Please reload the page and send the form again.",
  tooFast: "The form was sent within seconds of opening it. Please check your details and send it again.",
  expired: "This form has expired. Please reload the page and send it again.",
  formUsed:
    "This form has already been sent, and your request was received. To send another request, reload the page and fill in the form again.",
  keyReused:
    "This request's Idempotency-Key was already used for a request with different details, so nothing more was stored. Reload the page to send a new request.",
  badKey: "The Idempotency-Key header must be 1 to 128 letters, digits or the characters - _ . :",
  validation: "Some fields need your attention.",
  limited: (s: number) =>
    `Too many submissions from your network. Please wait ${s} second${s === 1 ? "" : "s"} and try again.`,
};

/** Idempotency-Key header values accepted (also documented in the OpenAPI document). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,128}$/;

const sha256 = (text: string) => createHash("sha256").update(text).digest("base64url");

/**
 * The key as stored: a hash of the client (XSRF cookie and address) and the key it
 * sent. Not keyed with the form token secret, so instances that do not share one
 * still find each other's keys in a shared database.
 */
function scopedIdempotencyKey(key: string, clientToken: string | undefined, clientIp: string): string {
  return `c1:${sha256(JSON.stringify([clientToken ?? "", clientIp, key]))}`;
}

/**
 * The fingerprint of a body: its top-level fields in name order, so the same form
 * sent again matches whatever order the client wrote them in. Only flat bodies pass
 * the schema and get stored, so nested values need no ordering of their own.
 */
function requestFingerprint(body: Record<string, unknown>): string {
  return sha256(
    JSON.stringify(
      Object.keys(body)
        .sort()
        .map((k) => [k, body[k]]),
    ),
  );
}

export function createLeadsService(deps: LeadsDeps): LeadsService {
  const { config, db } = deps;
  // FORM_TOKEN_SECRET, or the one every instance reads from the shared database.
  let tokensReady: Promise<FormTokens> | undefined = deps.tokens && Promise.resolve(deps.tokens);
  const tokens = () =>
    (tokensReady ??= (
      config.FORM_TOKEN_SECRET ? Promise.resolve(config.FORM_TOKEN_SECRET) : sharedSecret(db(), "form_token_secret")
    )
      .then((secret) => createFormTokens(secret, { minFillMs: config.FORM_MIN_FILL_MS }))
      .catch((error: unknown) => {
        tokensReady = undefined; // a database that could not answer is asked again next time
        throw error;
      }));
  const limiter =
    deps.limiter ??
    createSubmissionLimiter({ prefix: config.BASE_PATH, points: config.LEADS_PER_MINUTE, redis: deps.redis });
  // A caller's tag is kept only when it is one of LOCALES; anything else is the default's.
  const tags = config.LOCALES.map((l) => l.tag);
  const configuredLocale = (tag: string | undefined) => (tag && tags.includes(tag) ? tag : (tags[0] ?? "en"));
  // Read per request: with PORT=0, SITE_URL is final only once the server listens (server/config.ts servedPort).
  const siteOrigin = () => new URL(config.SITE_URL).origin;
  // One schema per set of shown fields (the register form's, each block form's), for the options read last.
  let cached: { key: string; schemas: Map<string, ReturnType<typeof createLeadSubmissionSchema>> } | undefined;

  async function schema(shown: readonly ChoosableLeadField[]) {
    const options = await deps.loadOptions();
    const key = JSON.stringify(options);
    if (cached?.key !== key) cached = { key, schemas: new Map() };
    const fields = shown.join(" ");
    let found = cached.schemas.get(fields);
    if (!found) cached.schemas.set(fields, (found = createLeadSubmissionSchema(options, shown)));
    return found;
  }

  /** The published item taking registrations whose page a lead was sent from, or null (decision 0114). */
  async function registeredItem(page: string | null): Promise<LeadItem | null> {
    const found = registrationOfPage(page);
    if (!found) return null;
    // The type's table is known from its definition only, so the query is not typed by table.
    const row = await (db() as unknown as Kysely<Record<string, { id: number; published: boolean }>>)
      .selectFrom(found.type.table)
      .select("id")
      .where("id", "=", found.id)
      .where("published", "=", true)
      .executeTakeFirst();
    return row ? { type: found.type.name, id: found.id } : null;
  }

  function answerFor(outcome: InsertOutcome, source: LeadSource): SubmitResult {
    deps.logger?.info(
      { ...outcome, source },
      outcome.outcome === "created" || outcome.outcome === "replayed" ? "lead stored" : "lead refused",
    );
    switch (outcome.outcome) {
      case "created":
        return { status: 201, id: outcome.id, created: true };
      case "replayed":
        return { status: 201, id: outcome.id, created: false };
      case "key-reused":
        return { status: 422, code: "idempotency-key-reused", message: MESSAGES.keyReused };
      case "form-used":
        return { status: 400, code: "form-used", message: MESSAGES.formUsed };
    }
  }

  return {
    formToken: async (kind) => (await tokens()).issue(Date.now(), kind),
    options: () => deps.loadOptions(),

    isCrossSite({ origin, secFetchSite }) {
      return isCrossSiteRequest(origin ?? undefined, secFetchSite ?? undefined, siteOrigin());
    },

    hasFormProof({ origin, secFetchSite, cookie, echoedToken }) {
      if (hasSameOriginProof(origin ?? undefined, secFetchSite ?? undefined, siteOrigin())) return true;
      const echoed = typeof echoedToken === "string" ? echoedToken : undefined;
      return tokensMatch(echoed, readXsrfCookie({ headers: { cookie: cookie ?? undefined } }));
    },

    pageOfReferer(referer) {
      return pageOfReferer(referer, siteOrigin(), config.BASE_PATH);
    },
    localeOfReferer(referer) {
      let url: URL | undefined;
      try {
        url = referer ? new URL(referer) : undefined;
      } catch {
        url = undefined;
      }
      return localeTagOfPath(config, url?.origin === siteOrigin() ? url.pathname : config.BASE_PATH);
    },
    sourceOfApiPost(referer) {
      return isRegisterPageReferer(referer, siteOrigin(), config.BASE_PATH) ? "form" : "api";
    },

    async submit(input) {
      if (input.idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
        return { status: 400, code: "bad-idempotency-key", message: MESSAGES.badKey };
      }
      const keys = await tokens();
      const ipHash = keys.digest(input.clientIp || "unknown");
      const limit = await limiter.consume(ipHash);
      if (!limit.ok)
        return {
          status: 429,
          code: "rate-limited",
          message: MESSAGES.limited(limit.retryAfterSeconds),
          retryAfterSeconds: limit.retryAfterSeconds,
        };

      const body = input.body;
      if (typeof body !== "object" || body === null || Array.isArray(body)) {
        return {
          status: 400,
          code: "validation",
          message: "The request body must be a JSON object.",
          fields: { _form: "The request body must be a JSON object." },
        };
      }
      const record = body as Record<string, unknown>;
      const requestHash = requestFingerprint(record);
      const idempotencyKey = input.idempotencyKey
        ? scopedIdempotencyKey(input.idempotencyKey, input.clientToken, input.clientIp)
        : null;
      // A key seen before decides at once: a retry gets the first answer even after
      // its form token has aged, and a different body under the key is refused.
      const previous = idempotencyKey ? await findByIdempotencyKey(db(), idempotencyKey) : undefined;
      if (previous) return answerFor(repeatOutcome(previous, requestHash), input.source);

      const honeypot = record[HONEYPOT_FIELD];
      if (honeypot !== undefined && honeypot !== "") {
        deps.logger?.info({ source: input.source }, "lead refused: honeypot filled");
        return { status: 400, code: "rejected", message: MESSAGES.rejected };
      }
      // A block's form shows some of the choosable fields and says which (decision 0085).
      const shown = shownFieldsOf(record[SHOWN_FIELDS_FIELD]);
      if (!shown) {
        const message = `${SHOWN_FIELDS_FIELD} must name form fields, separated by spaces.`;
        return { status: 400, code: "validation", message, fields: { _form: message } };
      }
      // Field errors first: a person who made a mistake learns what to fix, and
      // by the time it is fixed the form is old enough.
      const parsed = (await schema(shown)).safeParse(body);
      if (!parsed.success)
        return { status: 400, code: "validation", message: MESSAGES.validation, fields: leadErrors(parsed.error) };
      const token = keys.verify(record[FORM_TOKEN_FIELD]);
      if (!token.ok) {
        deps.logger?.info({ source: input.source, reason: token.reason }, "lead refused: form token");
        if (token.reason === "too-fast") return { status: 400, code: "too-fast", message: MESSAGES.tooFast };
        if (token.reason === "expired") return { status: 400, code: "form-expired", message: MESSAGES.expired };
        return { status: 400, code: "rejected", message: MESSAGES.rejected };
      }

      const {
        [FORM_TOKEN_FIELD]: _token,
        [HONEYPOT_FIELD]: _honeypot,
        [SOURCE_PAGE_FIELD]: sourcePage,
        [INTENT_FIELD]: intent,
        [SHOWN_FIELDS_FIELD]: _shown,
        utmSource,
        utmMedium,
        utmCampaign,
        utmTerm,
        utmContent,
        ...lead
      } = parsed.data;

      const page = sourcePageOf(sourcePage);
      const outcome = await insertLead(db(), lead, {
        channels: (await deps.channels?.()) ?? [],
        idempotencyKey,
        // A page's token is shared by everyone the cached page went to: with the
        // content, it still tells a double submit from another visitor's lead.
        formNonce: token.kind === "page" ? `p:${sha256(`${token.nonce}:${requestHash}`)}` : token.nonce,
        requestHash,
        source: input.source,
        sourcePage: page,
        item: await registeredItem(page),
        intent,
        locale: configuredLocale(input.locale),
        campaign: { utmSource, utmMedium, utmCampaign, utmTerm, utmContent },
        userAgent: input.userAgent,
        ipHash,
      });
      if (outcome.outcome === "created") deps.onStored?.();
      return answerFor(outcome, input.source);
    },

    async close() {
      await limiter.close();
    },
  };
}
