import { desktop } from "~/kernel/links";
import { media } from "./media";
import jlb0Svg from "./media/jlb-0.svg";
import jlb1Svg from "./media/jlb-1.svg";
import jlb2Svg from "./media/jlb-2.svg";
import jlb3Svg from "./media/jlb-3.svg";
import { customerPanel, type CaseStoryCopy } from "./types";
import { CUSTOMER_FACTS } from "~/kernel/facts";
import { PRIMARY_CTA } from "~/kernel/content-constants";

export default {
  slug: "jlb",
  metaTitle: "JLB Cold Chain Logistics: one workspace for 14 depots",
  description:
    "JLB Cold Chain Logistics connects 14 depots and 1,800 staff with Brightlane OA, Live and Education: faster shift changes, certified drivers, town halls.",
  title: "JLB Cold Chain Logistics connects 14 depots and 1,800 colleagues",
  lead: "JLB moves chilled and frozen goods for food and pharmaceutical customers. With Brightlane OA, Live and Education, every depot works from the same procedures, training and news.",
  customer: customerPanel(CUSTOMER_FACTS.jlb),
  hero: media(jlb0Svg, "Route map of JLB's depots and delivery lanes"),
  challenge: {
    heading: "The challenge",
    paragraphs: [
      "Temperature-controlled transport runs on strict procedures: vehicle checks, temperature logs and driver certificates. Each depot kept its own paper versions, and head office could not tell which procedure was current where.",
      "Drivers work shifts across the whole day, so company meetings reached only a fraction of staff.",
    ],
    points: [
      "14 depots with their own paperwork",
      "Driver certificates checked by hand",
      "Town halls reaching under a third of staff",
    ],
  },
  solution: {
    heading: "The solution",
    paragraphs: [
      "Brightlane OA holds the procedures, vehicle check forms and temperature deviation reports. Drivers complete checks in the mobile app before departure.",
      "Brightlane Education delivers cold-chain and hazardous-goods training with certificate renewals, and Brightlane Live streams quarterly town halls with replays for every shift.",
    ],
    points: [
      "Vehicle check in the app before each departure",
      "Temperature deviations escalated within minutes",
      "Town hall replays with captions in four languages",
    ],
  },
  results: {
    heading: "The results",
    paragraphs: [
      "Every depot now works to the same, current procedures. Certificate lapses have disappeared, and town halls reach almost every colleague, live or on replay.",
    ],
  },
  figures: [
    { value: "100%", label: "of drivers with valid certificates" },
    { value: "9 min", label: "average response to a temperature alert" },
    { value: "88%", label: "of staff reached by each town hall" },
    { value: "14", label: "depots on one set of procedures" },
  ],
  gallery: [
    media(jlb1Svg, "Cold-store racks with pallets grouped by customer"),
    media(jlb2Svg, "Depot dashboard with vehicle checks and open temperature alerts"),
    media(jlb3Svg, "Chart of temperature alert response times falling over a year"),
  ],
  quote: {
    text: "Our quarterly town hall went from a crowded canteen to colleagues in every depot, with questions from every shift.",
    name: "Priya Natarajan",
    role: "Internal communications lead, JLB Cold Chain Logistics",
  },
  cta: {
    heading: "Connect every site of your company",
    text: "See how Brightlane OA, Live and Education work together for businesses with many locations.",
    label: PRIMARY_CTA,
    to: desktop.register(),
  },
} satisfies CaseStoryCopy;
