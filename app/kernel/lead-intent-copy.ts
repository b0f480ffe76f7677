/**
 * The lead form's page words for each intent (./lead-intent.ts): its heading and submit
 * button, its introduction, what happens next and the thank-you note. UI strings kept in
 * one place; the buttons that lead here take their labels from the content. Read by the
 * form pages' loader (app/lib/register.server.ts), which sends the page's own words only,
 * so the browser never downloads the other intents' copy.
 */
import { PRIMARY_CTA } from "./content-constants.ts";
import type { LeadIntent } from "./lead-intent.ts";

export interface IntentCopy {
  heading: string;
  intro: string;
  next: [string, string, string];
  /** The thank-you state's heading and note. */
  received: string;
  thanks: string;
  /** The message field's hint. */
  messageHint: string;
}

const REQUEST_RECEIVED = "Thank you, your request has been received";

const SALES_NEXT: IntentCopy["next"] = [
  "A specialist for your product reads your request, usually the same day.",
  "We agree a time for a 45-minute live demo, or set up your trial workspace.",
  "No payment details needed, and no obligation to buy.",
];

export const INTENT_COPY: Record<LeadIntent, IntentCopy> = {
  demo: {
    heading: PRIMARY_CTA,
    intro:
      "Tell us a little about your team and what you would like to achieve. A Brightlane product specialist replies within one working day to arrange a live demo or a 30-day trial with your own data.",
    next: SALES_NEXT,
    received: REQUEST_RECEIVED,
    thanks: "A Brightlane product specialist will contact you within one working day to arrange your demo or trial.",
    messageHint: "What would you like to see in the demo?",
  },
  trial: {
    heading: "Start a free trial",
    intro:
      "Tell us about your team and we set up a 30-day trial workspace of the plan you chose, with templates for your product and a specialist to help you start.",
    next: [
      "A specialist sets up your trial workspace, usually the same day.",
      "You get a sign-in link and a short call to import your first data.",
      "No payment details needed: the trial ends on its own after 30 days.",
    ],
    received: REQUEST_RECEIVED,
    thanks: "A Brightlane specialist will send your trial workspace within one working day.",
    messageHint: "What would you like to try first?",
  },
  sales: {
    heading: "Talk to sales",
    intro:
      "Tell us about your organisation and what you need. A member of our sales team replies within one working day to agree terms, security review and a rollout plan.",
    next: [
      "A sales manager for your region reads your request, usually the same day.",
      "We agree a call about your requirements, security review and terms.",
      "You receive a written proposal; there is no obligation to buy.",
    ],
    received: REQUEST_RECEIVED,
    thanks: "A member of the Brightlane sales team will contact you within one working day.",
    messageHint: "What does your organisation need?",
  },
  partner: {
    heading: "Apply to become a partner",
    intro:
      "Consultancies, resellers and integrators: tell us about your firm and the products you would like to offer. The partner team reviews every application.",
    next: [
      "The partner team reviews your application within five working days.",
      "We agree a call about your practice, your customers and the tier that fits.",
      "Accepted partners start with technical enablement and a sandbox workspace.",
    ],
    received: "Thank you, your application has been received",
    thanks: "The Brightlane partner team will review your application and reply within five working days.",
    messageHint: "Tell us about your practice: customers, regions and certifications.",
  },
};
