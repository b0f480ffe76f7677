/**
 * The registration page's view, for both skins: the form with what happens next, and
 * the thank-you state after a request was received. Its server side is
 * app/lib/register.server.ts.
 */
import { useFormAction, useNavigate } from "react-router";
import { Link } from "~/components/ui/link";
import { NEWS_TYPES } from "~/kernel/content-constants";
import type { ChoosableLeadField, LeadErrors, LeadOptions } from "~/kernel/lead-fields";
import type { IntentCopy, LeadIntent } from "~/kernel/lead-intent";
import { desktop, LINKS, mobile } from "~/kernel/links";
import { CASE_STORY_PAGES, type Variant } from "~/kernel/pages";
import { lazyView } from "~/components/ui/lazy-view";

import { EMPTY_VALUES, RegisterForm, type FormValues } from "./register-form";
import * as FORMS from "~/kernel/ui-strings/forms";

/** What a refused form post without JavaScript hands back: the typed values and the errors. */
export interface ActionData {
  values: Partial<FormValues>;
  errors: LeadErrors;
  /** The page the refused form was opened from, for the form shown again. */
  sourcePage?: string | null;
  /** What the refused form asked for, and its page's words. */
  intent?: LeadIntent;
  copy?: IntentCopy;
  /** The choosable fields the page's lead form asked (decision 0085); absent, the whole form. */
  fields?: readonly ChoosableLeadField[];
}

/**
 * The thank-you state (./thank-you.tsx), from a chunk loaded once a request was received: the form
 * page, the heaviest public page, does not preload it (decision 0113). The loader awaits it on the
 * server for the page that shows it; the form loads it before it opens that page.
 */
const [ThankYou, preloadThankYou] = lazyView(() => import("./thank-you"));
export { preloadThankYou };

/** The next steps' links, in the skin's own pages; the thank-you state of the page's own form. */
function nextLinks(variant: Variant, intent: LeadIntent) {
  const links = LINKS[variant];
  return {
    price: links.price(),
    stories: links.caseStory(CASE_STORY_PAGES[0]!.slug),
    help: links.help(),
    news: variant === "desktop" ? desktop.news() : mobile.news(NEWS_TYPES[0]),
    home: links.home(),
    privacy: links.privacy(),
    sent: intent === "partner" ? links.partnerApply(true) : links.register(true),
  };
}

interface RegisterPageProps {
  variant: Variant;
  /** The page's outer classes in the skin. */
  className: string;
  loaderData: {
    sent: boolean;
    options: LeadOptions;
    intent: LeadIntent;
    /** The page's words for that intent. */
    copy: IntentCopy;
    /** The plan to preselect (a pricing page's button names it). */
    plan: string | null;
    formToken: string;
    xsrfToken: string;
    sourcePage: string | null;
  };
  actionData?: ActionData | undefined;
}

/** The registration page of either skin: the form with what happens next, or the thank-you state. */
export function RegisterPage({ variant, className, loaderData, actionData }: RegisterPageProps) {
  const navigate = useNavigate();
  const formAction = useFormAction();
  const intent = actionData?.intent ?? loaderData.intent;
  // The page's own words (its document's heading and intro) stay while the form asks the same.
  const copy = actionData?.copy && intent !== loaderData.intent ? actionData.copy : loaderData.copy;
  const links = nextLinks(variant, intent);
  if (loaderData.sent) return <ThankYou className={className} links={links} copy={copy} />;
  const preselected = loaderData.plan ? { ...EMPTY_VALUES, plan: loaderData.plan } : undefined;
  return (
    <div className={className}>
      <div className="reg-layout">
        <div>
          <div className="reg-intro">
            <h1>{copy.heading}</h1>
            <p>{copy.intro}</p>
          </div>
          <RegisterForm
            // A refused no-JavaScript post renders a fresh form with the visitor's values.
            key={actionData ? JSON.stringify(actionData.values) : "new"}
            options={loaderData.options}
            formToken={loaderData.formToken}
            xsrfToken={loaderData.xsrfToken}
            // After a refused post the page's own request came from the form: keep the page it was opened from.
            sourcePage={actionData ? actionData.sourcePage : loaderData.sourcePage}
            initialValues={actionData ? actionData.values : preselected}
            intent={intent}
            copy={copy}
            initialErrors={actionData?.errors}
            fields={actionData?.fields}
            action={formAction}
            privacyHref={links.privacy}
            onSent={() => void preloadThankYou().finally(() => navigate(links.sent))}
          />
        </div>
        <aside className="reg-aside" aria-labelledby="reg-aside-title">
          <h2 id="reg-aside-title">{FORMS.whatHappensNext}</h2>
          <ul>
            {copy.next.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ul>
          <p>
            {FORMS.readFirst} <Link to={links.price}>{FORMS.plansAndPrices}</Link> {FORMS.or}{" "}
            <Link to={links.stories}>{FORMS.customerStories}</Link>.
          </p>
        </aside>
      </div>
    </div>
  );
}
