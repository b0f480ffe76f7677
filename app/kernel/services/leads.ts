/**
 * The registration form's write path as the register page and the JSON API reach it
 * (`services.leads`); server/leads/service.ts implements it.
 */
import type { LeadErrors, LeadOptions } from "../lead-schema.ts";

/** How a lead came: the JSON API, or the register page's form. */
export type LeadSource = "api" | "form";
/** A form token for the register page ("page") or for one visitor's form ("form"). */
export type TokenKind = "form" | "page";

export interface SubmitInput {
  /** Parsed JSON body, or the form post turned into an object. */
  body: unknown;
  source: LeadSource;
  /** The client's address as Express derived it (honours TRUST_PROXY only). */
  clientIp: string;
  userAgent: string;
  /** The Idempotency-Key header, if sent. */
  idempotencyKey?: string | undefined;
  /** The client's XSRF-TOKEN cookie: with its address, the client an Idempotency-Key belongs to. */
  clientToken?: string | undefined;
  /**
   * The locale of the page the lead was sent from, as the caller read it from a URL's prefix
   * (never from the body); a tag that is not configured, or none, stores the default locale.
   */
  locale?: string | undefined;
}

/** What the no-JavaScript form post shows of where it came from. */
export interface FormProof {
  origin?: string | null | undefined;
  secFetchSite?: string | null | undefined;
  /** The request's Cookie header. */
  cookie?: string | null | undefined;
  /** The form's hidden copy of the XSRF-TOKEN cookie. */
  echoedToken?: unknown;
}

export type SubmitResult =
  | { status: 201; id: number; created: boolean }
  | { status: 400; code: "validation"; message: string; fields: LeadErrors }
  | {
      status: 400;
      code: "rejected" | "too-fast" | "form-expired" | "form-used" | "bad-idempotency-key";
      message: string;
    }
  | { status: 422; code: "idempotency-key-reused"; message: string }
  | { status: 429; code: "rate-limited"; message: string; retryAfterSeconds: number };

export interface LeadsService {
  /** A fresh signed form token: "page" for the register page, "form" (default) for one visitor's form. */
  formToken(kind?: TokenKind): Promise<string>;
  /** The select options of the form (from the content service). */
  options(): Promise<LeadOptions>;
  submit(input: SubmitInput): Promise<SubmitResult>;
  /** True when a request's Origin (or Sec-Fetch-Site) shows it came from another site. */
  isCrossSite(headers: { origin?: string | null | undefined; secFetchSite?: string | null | undefined }): boolean;
  /**
   * The no-JavaScript form's anti-forgery proof, as strong as the API's: a browser's
   * same-origin Origin (or, without one, Sec-Fetch-Site: same-origin), or the form's
   * hidden field echoing the XSRF-TOKEN cookie. A post with neither is refused.
   */
  hasFormProof(proof: FormProof): boolean;
  /** The page of this site a Referer names (app/kernel/source-page.ts), or null. */
  pageOfReferer(referer: string | null | undefined): string | null;
  /** The locale of the page a Referer names (its URL prefix); the default locale for no page of this site. */
  localeOfReferer(referer: string | null | undefined): string;
  /** How a lead posted to the JSON API came: through the register page's hydrated form ("form"), or another client. */
  sourceOfApiPost(referer: string | null | undefined): LeadSource;
  close(): Promise<void>;
}
