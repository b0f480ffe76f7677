import { desktop } from "~/kernel/links";
import { screenPicture } from "~/kernel/page-screens";
import type { StaticCopy } from "./types";
import { PRIMARY_CTA } from "~/kernel/content-constants";
import { FEATURE_FACTS } from "~/kernel/facts";

export const education: StaticCopy = {
  slug: "education",
  metaTitle: "Brightlane Education: learning platform",
  description:
    "Brightlane Education is a learning platform for onboarding, compliance and skills training: courses, live classes, quizzes, certificates and reports.",
  eyebrow: "Brightlane Education",
  title: "Training that people finish",
  lead: "Onboarding, compliance and skills courses in one learning platform. Short lessons, live classes and certificates, with reports that show managers who is ready for the job.",
  hero: screenPicture("education", 0, "Brightlane Education course catalogue with progress for each course"),
  figures: [
    { value: "87%", label: "course completion rate" },
    { value: `${FEATURE_FACTS.courses}+`, label: "ready-made courses" },
    { value: "-40%", label: "onboarding time for new hires" },
    { value: "1.2 M", label: "lessons completed in 2025" },
  ],
  features: [
    {
      title: "Course builder",
      text: "Combine video, text, files and quizzes into short lessons. Reuse lessons across courses.",
    },
    {
      title: "Learning paths",
      text: "Assign paths by role, site or start date; new hires get the right courses on day one.",
    },
    {
      title: "Live classes",
      text: "Schedule classes with Brightlane Live, take attendance automatically and share the recording.",
    },
    {
      title: "Certificates and renewals",
      text: "Certificates with expiry dates and automatic reminders before a compliance course runs out.",
    },
    {
      title: "Works offline",
      text: "Learners on the shop floor download lessons to the mobile app and sync results later.",
    },
    {
      title: "Manager reports",
      text: "Readiness per team, overdue training and quiz results, exported or scheduled by e-mail.",
    },
  ],
  sections: [
    {
      heading: "Compliance without the spreadsheets",
      paragraphs: [
        "Safety, data protection and quality training are assigned, tracked and renewed automatically. Auditors get a complete record in one export.",
      ],
      points: [
        "Audit-ready training records",
        "Renewal reminders before certificates expire",
        "Acknowledgement of policies with a signature",
      ],
    },
    {
      heading: "Short lessons, real progress",
      paragraphs: [
        "Lessons of five to ten minutes fit between shifts and meetings. Quizzes check understanding, and learners pick up on any device where they left off.",
      ],
    },
  ],
  gallery: [
    screenPicture(
      "education",
      1,
      "Brightlane Education lesson on giving feedback, part of a course for new team leads",
    ),
    screenPicture("education", 2, "Brightlane Education team training report with each learner's status"),
    screenPicture("education", 3, "Brightlane Education learning paths with learners enrolled and completion rates"),
  ],
  quote: {
    text: "New line operators are certified in three weeks instead of six, and the audit took one afternoon.",
    name: "Tomasz Wren",
    role: "Training manager, Fairhaven Aero Instruments",
  },
  cta: {
    heading: "Start with your onboarding course",
    text: "We will help you turn your existing onboarding material into a first learning path during a free trial.",
    label: PRIMARY_CTA,
    to: desktop.register(),
  },
};
