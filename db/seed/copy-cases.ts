/**
 * Fictional customers of the demo case studies (copy/cases.json), and material for
 * their stories: per product, the headline and figures are patterns, hence code.
 */
import type { IndustryType, ProductSlug } from "../../app/kernel/content-constants.ts";
import copy from "./copy/cases.json" with { type: "json" };

interface CustomerCopy {
  name: string;
  location: string;
  employees: string;
  product: ProductSlug;
  /** What the customer does, as a noun phrase: "a maker of flight instruments". */
  about: string;
  website: string | null;
}

export const CUSTOMERS = copy.CUSTOMERS as Record<IndustryType, CustomerCopy[]>;
export const QUOTE_ROLES: string[] = copy.QUOTE_ROLES;
export const PEOPLE: string[] = copy.PEOPLE;

/** Per product: headline pattern, metrics, and the story's building blocks. */
export const PRODUCT_STORY: Record<
  ProductSlug,
  {
    headline: (name: string, n: number) => string;
    metrics: Array<(n: number) => [string, string]>;
    challenge: string[];
    solution: string[];
    results: string[];
  }
> = {
  oa: {
    headline: (name, n) => `${name} cuts approval times by ${n}% with Brightlane OA`,
    metrics: [
      (n) => [`${n}%`, "faster approvals"],
      (n) => [`${Math.round(n / 3)},000`, "paper forms replaced a year"],
      (n) => [`${Math.round(n / 10)} days`, "to roll out to every department"],
    ],
    challenge: [
      "Purchase requests, leave requests and contract reviews travelled by email and paper. Nobody could tell where a request was, and urgent items waited days for a signature.",
      "Auditors asked for evidence of who approved what and when, and gathering it took the finance team a week every quarter.",
    ],
    solution: [
      "The team mapped their twelve most common processes and rebuilt them as digital workflows in Brightlane OA, with approval chains that follow the amount and the department.",
      "Managers approve from the mobile app, and every decision is recorded with a time stamp, so the audit trail builds itself.",
    ],
    results: [
      "Requests now move through approval in hours rather than days, and staff can see exactly where theirs is waiting.",
      "The quarterly audit preparation that used to take a week now takes an afternoon.",
    ],
  },
  pm: {
    headline: (name, n) => `${name} delivers ${n}% more projects on time with Brightlane PM`,
    metrics: [
      (n) => [`${n}%`, "more projects delivered on time"],
      (n) => [`${Math.round(n / 4)} hours`, "saved per project manager each week"],
      (n) => [`${n * 3}`, "projects planned in one portfolio"],
    ],
    challenge: [
      "Projects were planned in spreadsheets that were out of date as soon as they were shared. Resource conflicts surfaced only when a deadline had already slipped.",
      "Leadership had no single view of the portfolio, so priorities were set in long meetings with conflicting numbers.",
    ],
    solution: [
      "All projects moved into Brightlane PM with shared templates, so every plan follows the same phases, milestones and approval gates.",
      "Resource heat maps show overloaded teams weeks in advance, and the portfolio timeline gives leadership one view they trust.",
    ],
    results: [
      "Status meetings have become shorter and less frequent because the plan is always current.",
      "Delays are spotted early enough to act, and on-time delivery has improved every quarter since the switch.",
    ],
  },
  trade: {
    headline: (name, n) => `${name} moves ${n}% of trade orders online with Brightlane Trade`,
    metrics: [
      (n) => [`${n}%`, "of orders placed online"],
      (n) => [`${Math.round(n / 2)}%`, "shorter order lead time"],
      (n) => [`${Math.round(n / 12)}x`, "fewer order errors"],
    ],
    challenge: [
      "Trade customers ordered by phone, email and spreadsheet. Every order was typed in again by hand, and mistakes in prices or quantities were common.",
      "Customers could not see stock or delivery dates without calling, so the sales team spent most of the day answering the same questions.",
    ],
    solution: [
      "Brightlane Trade gave every customer a self-service portal with their own prices, stock levels and order history, connected to the existing warehouse system.",
      "Orders flow straight into fulfilment, and customers receive confirmations and delivery updates automatically.",
    ],
    results: [
      "Most orders now arrive online and go to the warehouse without being retyped.",
      "The sales team spends its time on new customers and large accounts instead of order entry.",
    ],
  },
  live: {
    headline: (name, n) => `${name} reaches ${n * 100} viewers per event with Brightlane Live`,
    metrics: [
      (n) => [`${n * 100}`, "viewers per event on average"],
      (n) => [`${Math.round(n / 2)}%`, "lower event costs"],
      (n) => [`${90 + Math.round(n / 20)}%`, "of viewers rate the stream good or excellent"],
    ],
    challenge: [
      "Events were held in person or on ad hoc video calls that struggled beyond a hundred participants. Recordings were hard to find afterwards.",
      "Each event needed an external production company, which made smaller sessions too expensive to stream.",
    ],
    solution: [
      "Brightlane Live became the one place for streams, from large town halls to small training sessions, with registration, captions and recordings built in.",
      "A small internal team now produces events with templates for the stage layout, branding and follow-up emails.",
    ],
    results: [
      "Audiences have grown well beyond what the venues could hold, and recordings keep attracting viewers for weeks.",
      "The cost per event has fallen sharply, so more sessions are streamed than ever before.",
    ],
  },
  education: {
    headline: (name, n) => `${name} trains ${n * 20} staff in one quarter with Brightlane Education`,
    metrics: [
      (n) => [`${n * 20}`, "staff trained in the first quarter"],
      (n) => [`${90 + Math.round(n / 20)}%`, "course completion rate"],
      (n) => [`${Math.round(n / 2)}%`, "less time spent on training administration"],
    ],
    challenge: [
      "Training was delivered in classrooms on fixed dates. Shift workers and new starters often missed sessions and fell behind on mandatory courses.",
      "Records lived in spreadsheets, and proving compliance to inspectors meant days of manual checks.",
    ],
    solution: [
      "Courses moved to Brightlane Education as short modules that staff can take on any device, grouped into learning paths by role.",
      "Managers see who is due for which course, and reminders go out automatically before a certificate expires.",
    ],
    results: [
      "New starters finish their mandatory training in their first week, and completion rates are the highest on record.",
      "Compliance reports are produced in minutes instead of days.",
    ],
  },
};
