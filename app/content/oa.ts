import { desktop } from "~/kernel/links";
import { screenPicture } from "~/kernel/page-screens";
import type { StaticCopy } from "./types";
import { PRIMARY_CTA } from "~/kernel/content-constants";
import { PRODUCT_FACTS, FEATURE_FACTS } from "~/kernel/facts";

export const oa: StaticCopy = {
  slug: "oa",
  metaTitle: "Brightlane OA: office automation",
  description:
    "Brightlane OA brings approvals, documents, attendance and internal announcements into one workspace. Configure forms and workflows without code.",
  eyebrow: "Brightlane OA",
  title: "Office automation without the paperwork",
  lead: "Approvals, documents, attendance and announcements in one workspace. Build the forms and workflows your company already uses, in an afternoon and without code.",
  hero: screenPicture(
    "oa",
    0,
    "Brightlane OA approvals inbox listing travel, equipment and leave requests with their status",
  ),
  figures: [
    { value: "68%", label: "faster approval cycles on average" },
    PRODUCT_FACTS.oa.customers,
    { value: `${FEATURE_FACTS.workflowTemplates}+`, label: "ready-made form templates" },
    { value: "4 days", label: "typical time to go live" },
  ],
  features: [
    {
      title: "Visual workflow builder",
      text: "Drag steps, set conditions by amount or department, add parallel sign-offs and deadlines.",
    },
    {
      title: "Forms that fill themselves",
      text: "Pull employee, cost-centre and supplier data into forms so people type less and make fewer mistakes.",
    },
    {
      title: "Documents with history",
      text: "Version control, read receipts and retention rules for policies, contracts and minutes.",
    },
    {
      title: "Attendance and leave",
      text: "Shift plans, clock-ins from the mobile app and leave balances that update as requests are approved.",
    },
    {
      title: "Announcements",
      text: "Targeted notices with confirmations, so you know who has read the new safety rule.",
    },
    {
      title: "Connected",
      text: "Single sign-on, directory sync and connectors for payroll, accounting and Brightlane PM.",
    },
  ],
  sections: [
    {
      heading: "Approvals that do not wait in an inbox",
      paragraphs: [
        "Every request shows who holds it and for how long. Reminders escalate automatically, and approvers can decide from a phone notification in one tap.",
        "Finance sees spending requests against budget before they are approved, not at month end.",
      ],
      points: ["Delegation during holidays", "Approval by e-mail reply", "Complete audit trail for every decision"],
    },
    {
      heading: "Built for the way mid-sized companies work",
      paragraphs: [
        "Brightlane OA scales from a 30-person office to groups with dozens of subsidiaries. Each company keeps its own forms and rules, while group reporting sees everything.",
      ],
    },
  ],
  gallery: [
    screenPicture(
      "oa",
      1,
      "Brightlane OA workflow designer showing the four steps of a purchase request and its rules",
    ),
    screenPicture("oa", 2, "Brightlane OA office overview with approval figures, a weekly chart and the slowest steps"),
    screenPicture("oa", 3, "Brightlane OA form library listing each form's owner, fields and use this month"),
  ],
  quote: {
    text: "Purchase requests used to take eleven days. With Brightlane OA they take two, and nobody chases paper any more.",
    name: "Marta Quinlan",
    role: "Head of operations, Foxwell Textiles",
  },
  cta: {
    heading: "See Brightlane OA with your own forms",
    text: "Send us one of your paper forms; we will rebuild it in Brightlane OA during the demo.",
    label: PRIMARY_CTA,
    to: desktop.register(),
  },
};
