import { desktop } from "~/kernel/links";
import { media } from "./media";
import foxwell1Svg from "./media/foxwell-1.svg";
import foxwell2Svg from "./media/foxwell-2.svg";
import foxwell3Svg from "./media/foxwell-3.svg";
import { screenPicture } from "~/kernel/page-screens";
import { customerPanel, type CaseStoryCopy } from "./types";
import { CUSTOMER_FACTS } from "~/kernel/facts";
import { PRIMARY_CTA } from "~/kernel/content-constants";

export default {
  slug: "foxwell",
  metaTitle: "Foxwell Textiles: a trade portal for 600 retail buyers",
  description:
    "Foxwell Textiles moved 600 retail buyers from e-mail orders to a Brightlane Trade portal and cut purchase approvals from eleven days to two with Brightlane OA.",
  title: "Foxwell Textiles takes orders around the clock with Brightlane Trade",
  lead: "Foxwell is a family-owned weaver of furnishing fabrics for independent retailers. Orders came in by e-mail, phone and fax. Now 600 retail buyers order, reorder and track deliveries in their own portal.",
  customer: customerPanel(CUSTOMER_FACTS.foxwell),
  hero: screenPicture(
    "trade",
    0,
    "Brightlane Trade order list of the kind Foxwell works from, with new, packed and shipped orders",
  ),
  challenge: {
    heading: "The challenge",
    paragraphs: [
      "Foxwell's sales office typed about 150 orders a day from e-mails and phone calls. Seasonal collections meant peaks of three times that, and typing errors led to wrong deliveries and credit notes.",
      "Buyers could not see stock, so they called to ask, and the sales team spent more time on the phone than with new stores.",
    ],
    points: [
      "150 to 450 orders typed per day",
      "4% of orders corrected after delivery",
      "Purchase approvals stuck for eleven days on average",
    ],
  },
  solution: {
    heading: "The solution",
    paragraphs: [
      "Brightlane Trade gives each retailer a portal with its own prices, live stock per colourway and delivery tracking. Orders flow straight into Foxwell's ERP.",
      "Internally, Brightlane OA handles purchase requests for yarn and dyes, with approval rules by amount and supplier.",
    ],
    points: [
      "Portal live in eight weeks, including ERP connection",
      "Seasonal pre-orders with reserved stock",
      "Purchase approvals on the phone",
    ],
  },
  results: {
    heading: "The results",
    paragraphs: [
      "Within six months, 82% of orders came through the portal, 41% of them outside office hours. The sales office now calls stores to present new collections instead of taking dictation.",
    ],
  },
  figures: [
    { value: "82%", label: "of orders placed in the portal" },
    { value: "0.3%", label: "orders corrected, down from 4%" },
    { value: "2 days", label: "purchase approval time, down from 11" },
    { value: "+19%", label: "reorder volume in the first year" },
  ],
  gallery: [
    media(foxwell1Svg, "Warehouse racks with bolts of fabric sorted by collection"),
    media(foxwell2Svg, "Chart of portal orders overtaking e-mail orders"),
    media(foxwell3Svg, "Foxwell's sales and service team"),
  ],
  quote: {
    text: "Our buyers order when it suits them, and we finally have time to talk to them about next season.",
    name: "Marta Quinlan",
    role: "Head of operations, Foxwell Textiles",
  },
  cta: {
    heading: "Give your buyers a portal like Foxwell's",
    text: "We will set up a trial portal with part of your catalogue and one of your customers.",
    label: PRIMARY_CTA,
    to: desktop.register(),
  },
} satisfies CaseStoryCopy;
