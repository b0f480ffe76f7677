import { desktop } from "~/kernel/links";
import { media } from "./media";
import fai1Svg from "./media/fai-1.svg";
import fai2Svg from "./media/fai-2.svg";
import fai3Svg from "./media/fai-3.svg";
import { screenPicture } from "~/kernel/page-screens";
import { customerPanel, type CaseStoryCopy } from "./types";
import { CUSTOMER_FACTS } from "~/kernel/facts";
import { PRIMARY_CTA } from "~/kernel/content-constants";

export default {
  slug: "fai",
  metaTitle: "Fairhaven Aero Instruments: quality records in hours, not weeks",
  description:
    "How Fairhaven Aero Instruments (FAI) replaced paper quality records with Brightlane OA and Education, cutting audit preparation from three weeks to one day.",
  title: "Fairhaven Aero Instruments prepares audits in a day, not three weeks",
  lead: "FAI makes flight instruments and avionics test equipment. Every part needs a complete quality record. Brightlane OA and Education turned 40 binders of forms into searchable, signed digital records.",
  customer: customerPanel(CUSTOMER_FACTS.fai, "Fairhaven Aero Instruments (FAI)"),
  hero: screenPicture(
    "oa",
    2,
    "Brightlane OA overview of the kind FAI's quality team reads: open approvals, a weekly chart and the slowest steps",
  ),
  challenge: {
    heading: "The challenge",
    paragraphs: [
      "Each instrument leaves the plant with an inspection record, operator certificates and deviation approvals. At FAI these lived on paper forms, filed by shift supervisors in binders.",
      "Before every customer or authority audit, three quality engineers spent up to three weeks finding, copying and checking records. A missing signature could stop a delivery.",
    ],
    points: [
      "40 binders of inspection forms per year",
      "Certificates tracked in a spreadsheet",
      "Deviation approvals by e-mail",
    ],
  },
  solution: {
    heading: "The solution",
    paragraphs: [
      "FAI rebuilt its inspection and deviation forms in Brightlane OA. Operators fill them on tablets at the workstation; supervisors sign digitally, and each record links to the serial number.",
      "Operator training moved to Brightlane Education. The form only lets operators sign steps for which they hold a valid certificate, and renewals are scheduled automatically.",
    ],
    points: [
      "18 inspection forms rebuilt in five weeks",
      "Tablet stations on both production lines",
      "Certificate checks built into every sign-off",
    ],
  },
  results: {
    heading: "The results",
    paragraphs: [
      "Audit preparation now means running a report by serial number. The last authority audit found no missing records, and deliveries no longer wait for paperwork.",
    ],
  },
  figures: [
    { value: "1 day", label: "audit preparation, down from 3 weeks" },
    { value: "0", label: "missing signatures in the last audit" },
    { value: "3 weeks", label: "to certify a new operator, down from 6" },
    { value: "11,000", label: "paper pages saved per year" },
  ],
  gallery: [
    media(fai1Svg, "Chart of audit preparation time falling over four quarters"),
    media(fai2Svg, "List of inspection records with serial numbers and sign-off status"),
    media(fai3Svg, "FAI's quality team members who led the rollout"),
  ],
  quote: {
    text: "The auditor asked for a record, and we had it on screen before she finished the sentence.",
    name: "Grace Holloway",
    role: "Quality director, Fairhaven Aero Instruments",
  },
  cta: {
    heading: "Make your next audit a short one",
    text: "See how Brightlane OA and Education handle quality records in regulated manufacturing.",
    label: PRIMARY_CTA,
    to: desktop.register(),
  },
} satisfies CaseStoryCopy;
