import { useEffect, useRef } from "react";
import { data, redirect, useFormAction, useNavigate } from "react-router";
import { Link } from "~/components/ui/link";
import { EMPTY_VALUES, RegisterForm, type FormValues } from "~/components/register/register-form";
import {
  formDataToSubmission,
  LEAD_BODY_LIMIT_BYTES,
  LEAD_CLIENT_HEADER,
  LEAD_FIELDS,
  LEAD_XSRF_HEADER,
  XSRF_FIELD,
  type LeadErrors,
} from "~/kernel/lead-schema";
import { pageMeta } from "~/lib/seo";
import { servicesContext } from "~/lib/context.server";
import type { Route } from "./+types/register";
import { desktop } from "~/kernel/links";
import { CASE_STORY_PAGES } from "~/kernel/pages";
import { PRIMARY_CTA } from "~/kernel/content-constants";

// Every answer carries a fresh form token (and the thank-you state is one
// visitor's): never stored by the page cache, a CDN or a shared proxy.
export function headers({ actionHeaders }: Route.HeadersArgs): Headers {
  const headers = new Headers({ "Cache-Control": "private, no-store" });
  const retryAfter = actionHeaders.get("Retry-After");
  if (retryAfter) headers.set("Retry-After", retryAfter);
  return headers;
}

export function meta(args: Route.MetaArgs) {
  const sent = args.loaderData?.sent === true;
  return pageMeta(args, {
    title: sent ? "Thank you for your request" : PRIMARY_CTA,
    description:
      "Tell us about your team and the Brightlane product you are interested in, and a product specialist will arrange a demo or a 30-day trial.",
    canonicalPath: desktop.register(),
    noindex: sent,
    breadcrumbs: [{ name: sent ? "Thank you" : PRIMARY_CTA }],
  });
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const sent = new URL(request.url).searchParams.get("sent") === "1";
  const service = context.get(servicesContext).leads;
  // The visitor's XSRF token, handed over by the server (server/leads/form-guard.ts),
  // for the form to echo when it is sent without JavaScript.
  const xsrfToken = sent ? "" : (request.headers.get(LEAD_XSRF_HEADER) ?? "");
  return { sent, options: await service.options(), formToken: sent ? "" : service.formToken(), xsrfToken };
}

interface ActionData {
  values: Partial<FormValues>;
  errors: LeadErrors;
}

function refused(
  status: number,
  values: Partial<FormValues>,
  errors: LeadErrors,
  headers: Record<string, string> = {},
) {
  return data<ActionData>(
    { values, errors },
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

/** The visitor's own values, to put back into the form after an error. */
function keptValues(submission: Record<string, unknown>): Partial<FormValues> {
  const out: Partial<Record<string, string | boolean>> = {};
  for (const field of LEAD_FIELDS) {
    const v = submission[field];
    if (field === "consent") out.consent = v === true;
    else if (typeof v === "string") out[field] = v.slice(0, 4000);
  }
  return out as Partial<FormValues>;
}

// The form post without JavaScript: the same checks as the JSON API, in the same
// service, then a redirect to the thank-you state (post/redirect/get).
export async function action({ request, context }: Route.ActionArgs) {
  const service = context.get(servicesContext).leads;
  if (
    service.isCrossSite({ origin: request.headers.get("origin"), secFetchSite: request.headers.get("sec-fetch-site") })
  ) {
    return refused(403, {}, { _form: "Submissions from other sites are not accepted." });
  }
  const type = request.headers.get("content-type") ?? "";
  if (!type.toLowerCase().startsWith("application/x-www-form-urlencoded")) {
    return refused(415, {}, { _form: "The form must be sent as a normal web form." });
  }
  const text = await readBody(request, LEAD_BODY_LIMIT_BYTES);
  if (text === null)
    return refused(
      413,
      {},
      {
        _form: `The form is too large to send (limit ${LEAD_BODY_LIMIT_BYTES / 1024} KB). Please shorten your message.`,
      },
    );
  const { [XSRF_FIELD]: echoedToken, ...submission } = formDataToSubmission(new URLSearchParams(text));
  const values = keptValues(submission);
  // The same anti-forgery proof as the API: a browser that says the post comes
  // from this site, or the hidden field echoing the XSRF-TOKEN cookie.
  const proof = {
    origin: request.headers.get("origin"),
    secFetchSite: request.headers.get("sec-fetch-site"),
    cookie: request.headers.get("cookie"),
    echoedToken,
  };
  if (!service.hasFormProof(proof)) {
    return refused(403, values, {
      _form:
        "This form could not be confirmed as sent from this site, so nothing was saved. Please check your details and send it again.",
    });
  }

  const result = await service.submit({
    body: submission,
    source: "form",
    clientIp: request.headers.get(LEAD_CLIENT_HEADER) ?? "",
    userAgent: request.headers.get("user-agent") ?? "",
  });
  if (result.status === 201) return redirect(desktop.register(true));
  if (result.status === 429)
    return refused(429, values, { _form: result.message }, { "Retry-After": String(result.retryAfterSeconds) });
  // 400 for field errors, bad or spent form tokens: the form again, with what was typed.
  return refused(result.status, values, "fields" in result ? result.fields : { _form: result.message });
}

export default function RegisterPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigate = useNavigate();
  const formAction = useFormAction();
  if (loaderData.sent) return <ThankYou />;
  return (
    <div className="reg-page container">
      <div className="reg-layout">
        <div>
          <div className="reg-intro">
            <h1>{PRIMARY_CTA}</h1>
            <p>
              Tell us a little about your team and what you would like to achieve. A Brightlane product specialist
              replies within one working day to arrange a live demo or a 30-day trial with your own data.
            </p>
          </div>
          <RegisterForm
            // A refused no-JavaScript post renders a fresh form with the visitor's values.
            key={actionData ? JSON.stringify(actionData.values) : "new"}
            options={loaderData.options}
            formToken={loaderData.formToken}
            xsrfToken={loaderData.xsrfToken}
            initialValues={actionData ? { ...EMPTY_VALUES, ...actionData.values } : undefined}
            initialErrors={actionData?.errors}
            action={formAction}
            onSent={() => void navigate(desktop.register(true))}
          />
        </div>
        <aside className="reg-aside" aria-labelledby="reg-aside-title">
          <h2 id="reg-aside-title">What happens next</h2>
          <ul>
            <li>A specialist for your product reads your request, usually the same day.</li>
            <li>We agree a time for a 45-minute live demo, or set up your trial workspace.</li>
            <li>No payment details needed, and no obligation to buy.</li>
          </ul>
          <p>
            Prefer to read first? See our <Link to={desktop.price()}>plans and prices</Link> or{" "}
            <Link to={desktop.caseStory(CASE_STORY_PAGES[0]!.slug)}>customer stories</Link>.
          </p>
        </aside>
      </div>
    </div>
  );
}

function ThankYou() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="reg-page container">
      <section className="reg-thanks" aria-labelledby="reg-thanks-title">
        <h1 id="reg-thanks-title" ref={heading} tabIndex={-1}>
          Thank you, your request has been received
        </h1>
        <p>A Brightlane product specialist will contact you within one working day to arrange your demo or trial.</p>
        <p>
          In the meantime, you can <Link to={desktop.help()}>browse the help centre</Link>, read{" "}
          <Link to={desktop.news()}>our latest news</Link> or go back to the <Link to={desktop.home()}>home page</Link>.
        </p>
      </section>
    </div>
  );
}
