import { desktop } from "~/kernel/links";
import { media } from "./media";
import about0Svg from "./media/about-0.svg";
import about1Svg from "./media/about-1.svg";
import about2Svg from "./media/about-2.svg";
import about3Svg from "./media/about-3.svg";
import type { StaticPage } from "./types";
import { PRIMARY_CTA } from "~/kernel/content-constants";
import { COMPANY, PRODUCT_FACTS } from "~/kernel/facts";

const offices = COMPANY.offices;

export const about: StaticPage = {
  slug: "about",
  metaTitle: "About Brightlane Software",
  description:
    "Brightlane Software builds office, project, trade, live-event and learning software for mid-sized companies. Meet the team, our story and our principles.",
  eyebrow: "About us",
  title: "Software that keeps busy companies moving",
  lead: `Brightlane Software started in ${COMPANY.founded} with ${COMPANY.founders} and one customer's paper-based approval process. Today more than ${COMPANY.customersInWords} organisations in ${COMPANY.countries.value} countries run their daily work on Brightlane products.`,
  hero: media(about0Svg, "Illustration of the Brightlane team directory with portraits of colleagues"),
  figures: [COMPANY.customers, COMPANY.employees, COMPANY.uptime, COMPANY.languages],
  features: [
    {
      title: "Useful before impressive",
      text: "We ship features that save our customers time on an ordinary Tuesday, not features that look good in a keynote.",
    },
    {
      title: "Plain prices",
      text: "Every plan is on our pricing page. No seat minimums hidden in the small print, no surprise renewal increases.",
    },
    {
      title: "Your data stays yours",
      text: "Exports in open formats at any time, encryption at rest and in transit, and regional hosting where customers need it.",
    },
    {
      title: "Support by people who build",
      text: "Every engineer spends one day a month answering customer tickets. Problems get fixed where they start.",
    },
  ],
  sections: [
    {
      heading: "Where we come from",
      paragraphs: [
        `Brightlane began as a consultancy that digitised paper forms for manufacturers around ${COMPANY.headquarters}. The same request kept coming back: people wanted approvals, tasks and documents in one place, without a six-month rollout.`,
        `In ${PRODUCT_FACTS.oa.launched} we turned that work into Brightlane OA. Project management followed in ${PRODUCT_FACTS.pm.launched}, the trade platform in ${PRODUCT_FACTS.trade.launched}, and Live and Education in ${PRODUCT_FACTS.live.launched}, when customers needed to run events and training online overnight.`,
      ],
    },
    {
      heading: "How we work",
      paragraphs: [
        "Small product teams own one product each, from design to support. They release every two weeks and publish what changed in plain language.",
        "We are profitable and independent. That lets us make decisions that pay off for customers over years rather than quarters.",
      ],
      points: [
        `Six offices: ${offices.slice(0, -1).join(", ")} and ${offices.at(-1)}`,
        "ISO 27001 certified information security management",
        "A customer advisory board that reviews the roadmap twice a year",
      ],
    },
  ],
  milestones: [
    { year: String(COMPANY.founded), text: `Founded in ${COMPANY.headquarters} by ${COMPANY.founders}.` },
    { year: String(PRODUCT_FACTS.oa.launched), text: "Brightlane OA launches with 40 customers." },
    { year: String(PRODUCT_FACTS.pm.launched), text: "Brightlane PM joins the family." },
    { year: String(PRODUCT_FACTS.trade.launched), text: "Brightlane Trade connects suppliers and buyers." },
    { year: String(PRODUCT_FACTS.live.launched), text: "Live and Education launch in the same year." },
    {
      year: "2025",
      text: `${COMPANY.customersInWords} customers and a partner network in ${COMPANY.partnerCountries} countries.`,
    },
  ],
  gallery: [
    media(about1Svg, "Map of Brightlane's six offices connected by travel routes"),
    media(about2Svg, "Chart of customer growth from 2013 to 2025"),
    media(about3Svg, "Portrait grid of the Brightlane leadership team"),
  ],
  quote: {
    text: "We measure ourselves by how little our customers have to think about our software.",
    name: "Helena Marsh",
    role: "Co-founder and chief executive, Brightlane Software",
  },
  cta: {
    heading: "Work with us",
    text: "Tell us what slows your team down. We will show you how Brightlane handles it, with your own examples.",
    label: PRIMARY_CTA,
    to: desktop.register(),
  },
};
