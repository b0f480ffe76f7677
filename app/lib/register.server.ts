/**
 * The registration page's server side, for both skins: its headers, its loader (the
 * form's options and tokens) and its action (the form post without JavaScript).
 */
import { data, redirect, type RouterContextProvider } from "react-router";
import { EMPTY_VALUES, type FormValues } from "~/components/register/register-form";
import { preloadThankYou, type ActionData } from "~/components/register/register-page";
import { formValuesOf } from "~/components/register/typed-values";
import {
  createLeadSubmissionSchema,
  formDataToSubmission,
  leadErrors,
  LEAD_BODY_LIMIT_BYTES,
  LEAD_CLIENT_HEADER,
  LEAD_XSRF_HEADER,
  CHOOSABLE_LEAD_FIELDS,
  LEAD_FIELDS,
  SHOWN_FIELDS_FIELD,
  XSRF_FIELD,
  type ChoosableLeadField,
  type LeadErrors,
  type LeadOptions,
} from "~/kernel/lead-schema";
import { LINKS } from "~/kernel/links";
import { toMobilePath } from "~/kernel/device-map";
import { campaignOf } from "~/kernel/campaign";
import { INTENT_FIELD, intentOf, PLAN_PARAM, type IntentCopy, type LeadIntent } from "~/kernel/lead-intent";
import { SOURCE_PAGE_FIELD, sourcePageOf } from "~/kernel/source-page";
import { registrationOfPage } from "~/kernel/collections/registrations";
import { localeOfPath } from "~/kernel/locales";
import { BASE_PATH } from "./paths";
import { message } from "~/kernel/ui-strings/message";
import * as VALIDATION from "~/kernel/ui-strings/validation";
import { servicesContext } from "./context.server";
import { formPageWords, intentWords } from "./intent-words.server";

interface Args {
  request: Request;
  context: Readonly<RouterContextProvider>;
}

// The form itself is the same for everyone (decision 0048: the hydrated form fetches
// its own token), so shared caches may keep it; the thank-you state and the answer to
// a post are one visitor's, and say so in their own Cache-Control.
export function registerHeaders({
  loaderHeaders,
  actionHeaders,
}: {
  loaderHeaders: Headers;
  actionHeaders: Headers;
}): Headers {
  const headers = new Headers();
  const personal = actionHeaders.get("Cache-Control") ?? loaderHeaders.get("Cache-Control");
  if (personal) headers.set("Cache-Control", personal);
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

/** An intent's words for the page's skin. */
function intentCopy({ request, context }: Args, intent: LeadIntent): Promise<IntentCopy> {
  const mobile = new URL(request.url).pathname.startsWith(`${LINKS.mobile.home()}/`);
  return intentWords(context.get(servicesContext).content, intent, mobile ? "mobile" : "desktop");
}

/**
 * The form's page for both skins. `fixedIntent`: the page's own purpose (the partner
 * application); otherwise the register page's ?intent, a demo request by default, and
 * its ?plan preselected when it names a published plan.
 */
export async function loadRegisterPage(args: Args, fixedIntent?: LeadIntent) {
  const { request, context } = args;
  const params = new URL(request.url).searchParams;
  const sent = params.get("sent") === "1";
  const services = context.get(servicesContext);
  const service = services.leads;
  const plan = params.get(PLAN_PARAM);
  const intent = fixedIntent ?? intentOf(params.get(INTENT_FIELD)) ?? "demo";
  const [options, copy, words] = await Promise.all([
    service.options(),
    intentCopy(args, intent),
    // The page's search settings are its own document's, whichever intent it shows.
    formPageWords(services.content, fixedIntent ?? "demo"),
    // The thank-you state's view comes from a chunk: loaded before the server draws it.
    sent && preloadThankYou(),
  ]);
  // After a refused post only (server/leads/form-guard.ts): the visitor's XSRF token,
  // for the form shown again to echo. A GET page is the same for every visitor.
  const xsrfToken = sent ? "" : (request.headers.get(LEAD_XSRF_HEADER) ?? "");
  // The page the visitor came from is read by the hydrated form from document.referrer
  // (decision 0048): a page that shared caches keep cannot depend on the Referer.
  const page = {
    sent,
    options,
    intent,
    copy,
    // The document's search settings, for the form's own state (the thank-you state has its own).
    seo: sent ? null : words.seo,
    plan: options.plans?.some((p) => p.value === plan) ? plan : null,
    formToken: sent ? "" : await service.formToken("page"),
    xsrfToken,
    sourcePage: null as string | null,
  };
  // The thank-you state is one visitor's.
  return sent ? data(page, { headers: { "Cache-Control": "private, no-store" } }) : page;
}

async function refused(
  args: Args,
  status: number,
  values: Partial<FormValues>,
  errors: LeadErrors,
  headers: Record<string, string> = {},
  sourcePage: string | null = null,
  intent: LeadIntent = "demo",
  fields?: readonly ChoosableLeadField[],
) {
  return data<ActionData>(
    { values, errors, sourcePage, intent, copy: await intentCopy(args, intent), ...(fields ? { fields } : {}) },
    { status, headers: { "Cache-Control": "private, no-store", ...headers } },
  );
}

/** The body as text, or null when it is larger than the limit. */
async function readBody(request: Request, limit: number): Promise<string | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}

/**
 * The campaign of a post without JavaScript: the form posts to its page's own address
 * (useFormAction keeps the query), so a visitor who landed on /register?utm_campaign=...
 * brings it. Behind a CDN that leaves UTM parameters out of the URL it fetches
 * (deploy/varnish/default.vcl), the page came without them: the post's Referer, the
 * browser's own address of the form, still has them. The post is same-site (checked first).
 */
function postedCampaign(request: Request) {
  const own = campaignOf(new URL(request.url).searchParams);
  if (Object.keys(own).length) return own;
  try {
    return campaignOf(new URL(request.headers.get("referer") ?? "").searchParams);
  } catch {
    return {};
  }
}

/**
 * The fields a post's form asked (decision 0085), read from where it was sent, never from
 * the post: a page of blocks asks those its lead forms chose; any other page (the register
 * page) the whole form. A mobile page names its desktop twin's path.
 */
async function askedFields(
  context: Args["context"],
  sourcePage: string | null,
): Promise<readonly ChoosableLeadField[] | undefined> {
  // An item's page taking registrations asks what its definition's registrations ask (decision 0114).
  const registration = registrationOfPage(sourcePage ?? null);
  if (registration) return registration.type.registrations.fields;
  const mobile = `${LINKS.mobile.home()}/`;
  const path = sourcePage?.startsWith(mobile) ? sourcePage.slice(mobile.length) : sourcePage?.slice(1);
  // The published addresses are known without a query (server/content/pages.ts).
  const page = path ? await context.get(servicesContext).content.getBlockPage(path) : null;
  const forms = page?.blocks.flatMap((b) => (b.type === "lead-form" ? [b.fields] : [])) ?? [];
  return forms.length ? CHOOSABLE_LEAD_FIELDS.filter((f) => forms.some((asks) => asks.includes(f))) : undefined;
}

/**
 * What was typed, for the form shown again after a refusal. With `asked`, the fields a page's
 * lead form showed (those of the choosable ones, with name, email and consent, and no plan),
 * each as typed or empty, and no others: the register form then shows, checks and sends those
 * only (register-form.tsx), so the visitor is held to no more than that form asked.
 */
function typedValues(submission: Record<string, unknown>, asked: readonly ChoosableLeadField[] | undefined) {
  const typed = formValuesOf(submission);
  if (!asked) return typed;
  const all: FormValues = { ...EMPTY_VALUES, ...typed };
  const choosable: readonly string[] = CHOOSABLE_LEAD_FIELDS;
  const shown = LEAD_FIELDS.filter((f) =>
    choosable.includes(f) ? (asked as readonly string[]).includes(f) : f !== "plan",
  );
  return Object.fromEntries(shown.map((f) => [f, all[f]])) as Partial<FormValues>;
}

/**
 * The service's refusals in this build's words: it runs the schema the server loads from
 * source, in the default locale's words; the same schema here, bundled with this locale's
 * (decision 0100), names the same fields in the reader's language.
 */
function inThisBuildsWords(
  fields: LeadErrors,
  options: LeadOptions,
  body: Record<string, unknown>,
  asked: readonly ChoosableLeadField[] | undefined,
): LeadErrors {
  const parsed = createLeadSubmissionSchema(options, asked ?? CHOOSABLE_LEAD_FIELDS).safeParse(body);
  if (parsed.success) return fields;
  const own = leadErrors(parsed.error);
  return Object.fromEntries(
    Object.entries(fields).map(([field, said]) => [field, own[field as keyof LeadErrors] ?? said]),
  );
}

// The form post without JavaScript: the same checks as the JSON API, in the same
// service, then a redirect to the thank-you state (post/redirect/get): `sentPath`,
// the skin's own register page with ?sent=1. `fixedIntent`: the page's own purpose,
// whatever the post says (the partner application).
export async function registerAction(args: Args, sentPath: string, fixedIntent?: LeadIntent) {
  const { request, context } = args;
  const { leads: service, config } = context.get(servicesContext);
  if (
    service.isCrossSite({ origin: request.headers.get("origin"), secFetchSite: request.headers.get("sec-fetch-site") })
  ) {
    return refused(args, 403, {}, { _form: VALIDATION.crossSite }, {}, null, fixedIntent);
  }
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
    return refused(args, 415, {}, { _form: VALIDATION.notAWebForm }, {}, null, fixedIntent);
  }
  const text = await readBody(request, LEAD_BODY_LIMIT_BYTES);
  if (text === null)
    return refused(
      args,
      413,
      {},
      {
        _form: message(VALIDATION.tooLarge, { limit: LEAD_BODY_LIMIT_BYTES / 1024 }),
      },
      {},
      null,
      fixedIntent,
    );
  const { [XSRF_FIELD]: echoedToken, ...submission } = formDataToSubmission(new URLSearchParams(text));
  const posted = sourcePageOf(submission[SOURCE_PAGE_FIELD]);
  // A block's form posts its page's desktop path (its view stays small): the mobile
  // action names the page the visitor was on, the registry's twin or the same path under /mobile.
  const mobile = LINKS.mobile.home();
  const sourcePage =
    sentPath.startsWith(`${mobile}/`) && posted && !posted.startsWith(`${mobile}/`)
      ? (toMobilePath(posted) ?? `${mobile}${posted}`)
      : posted;
  // The form shown again after a refusal keeps the page and asks what that page's form asked.
  const asked = await askedFields(context, sourcePage);
  const values = typedValues(submission, asked);
  const intent = fixedIntent ?? intentOf(submission[INTENT_FIELD]) ?? "demo";
  if (fixedIntent) submission[INTENT_FIELD] = fixedIntent;
  // The same anti-forgery proof as the API: a browser that says the post comes
  // from this site, or the hidden field echoing the XSRF-TOKEN cookie.
  const proof = {
    origin: request.headers.get("origin"),
    secFetchSite: request.headers.get("sec-fetch-site"),
    cookie: request.headers.get("cookie"),
    echoedToken,
  };
  if (!service.hasFormProof(proof)) {
    return refused(
      args,
      403,
      values,
      {
        _form: VALIDATION.notConfirmed,
      },
      {},
      sourcePage,
      intent,
      asked,
    );
  }

  const { [SHOWN_FIELDS_FIELD]: _posted, ...sent } = submission;
  if (sourcePage !== posted) sent[SOURCE_PAGE_FIELD] = sourcePage;
  const result = await service.submit({
    body: { ...sent, ...(asked ? { [SHOWN_FIELDS_FIELD]: asked.join(" ") } : {}), ...postedCampaign(request) },
    source: "form",
    clientIp: request.headers.get(LEAD_CLIENT_HEADER) ?? "",
    userAgent: request.headers.get("user-agent") ?? "",
    // The locale whose register page took the post: its address's prefix, as the form's page had.
    locale: localeOfPath(config.LOCALES ?? [], BASE_PATH, new URL(request.url).pathname)?.locale.tag,
  });
  if (result.status === 201) return redirect(sentPath);
  if (result.status === 429)
    return refused(
      args,
      429,
      values,
      { _form: result.message },
      { "Retry-After": String(result.retryAfterSeconds) },
      sourcePage,
      intent,
      asked,
    );
  // 400 for field errors, bad or spent form tokens: the form again, with what was typed.
  const errors =
    "fields" in result
      ? inThisBuildsWords(result.fields, await service.options(), sent, asked)
      : { _form: result.message };
  return refused(args, result.status, values, errors, {}, sourcePage, intent, asked);
}
