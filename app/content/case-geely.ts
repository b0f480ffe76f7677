import { desktop } from "~/kernel/links";
import { media } from "./media";
import geely1Svg from "./media/geely-1.svg";
import geely2Svg from "./media/geely-2.svg";
import geely3Svg from "./media/geely-3.svg";
import { screenPicture } from "~/kernel/page-screens";
import { customerPanel, type CaseStoryCopy } from "./types";
import { CUSTOMER_FACTS } from "~/kernel/facts";
import { PRIMARY_CTA } from "~/kernel/content-constants";

export default {
  slug: "geely",
  metaTitle: "Geely Lane Motors: 60 plant upgrades on one plan",
  description:
    "Geely Lane Motors, a car-parts maker, runs 60 plant upgrade projects and its dealer ordering on Brightlane PM and Trade, delivering 94% of projects on time.",
  title: "Geely Lane Motors runs 60 plant upgrades on one plan",
  lead: "Geely Lane Motors makes brake and steering components for car makers and the spare-parts trade. Brightlane PM keeps its plant upgrade programme on schedule; Brightlane Trade serves 900 dealers.",
  customer: customerPanel(CUSTOMER_FACTS.geely),
  hero: screenPicture(
    "pm",
    1,
    "Brightlane PM board of an upgrade project, as Geely Lane Motors plans each plant, with tasks by stage",
  ),
  challenge: {
    heading: "The challenge",
    paragraphs: [
      "A three-year modernisation programme meant 60 parallel projects across four plants: new presses, a paint line and energy upgrades, all while production kept running.",
      "Each plant planned in its own spreadsheets. Shared engineers were booked twice, and the programme office spent two days a week assembling status reports.",
    ],
    points: [
      "60 projects, four plants, one engineering pool",
      "Status reports assembled by hand",
      "Dealer orders by phone and fax",
    ],
  },
  solution: {
    heading: "The solution",
    paragraphs: [
      "All projects moved into Brightlane PM with a common template: phases, milestones, budget lines and risk logs. The workload view shows the shared engineering pool across plants.",
      "In parallel, the spare-parts business opened a Brightlane Trade portal for its 900 dealers, with vehicle-based parts search and next-day delivery cut-off times.",
    ],
    points: [
      "One project template for all plants",
      "Weekly portfolio report generated automatically",
      "Dealer portal with parts search by vehicle",
    ],
  },
  results: {
    heading: "The results",
    paragraphs: [
      "94% of upgrade projects hit their milestones in the first year, and double bookings of engineers dropped to almost none. Dealer orders moved online within a quarter.",
    ],
  },
  figures: [
    { value: "94%", label: "of projects on schedule" },
    { value: "2 days", label: "per week of reporting work removed" },
    { value: "900", label: "dealers ordering online" },
    { value: "-27%", label: "order-to-delivery time for spare parts" },
  ],
  gallery: [
    media(geely1Svg, "Programme dashboard with budget and schedule for each plant"),
    media(geely2Svg, "Spare-parts warehouse shelves with stock per part number"),
    media(geely3Svg, "Chart of milestones reached on time per quarter"),
  ],
  quote: {
    text: "We stopped holding status meetings. Everyone can see where each plant upgrade stands.",
    name: "Lena Fischer",
    role: "PMO lead, Geely Lane Motors",
  },
  cta: {
    heading: "Bring your programme onto one plan",
    text: "We will import one of your project plans into Brightlane PM and show it as board, timeline and workload.",
    label: PRIMARY_CTA,
    to: desktop.register(),
  },
} satisfies CaseStoryCopy;
