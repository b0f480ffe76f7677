import { desktop } from "~/kernel/links";
import { screenPicture } from "~/kernel/page-screens";
import type { StaticCopy } from "./types";
import { PRIMARY_CTA } from "~/kernel/content-constants";
import { FEATURE_FACTS, PM_FIGURES } from "~/kernel/facts";

/** The copy of the PM product page; its loader adds plans, cases and news from the content service. */
export const pm: StaticCopy = {
  slug: "pm",
  metaTitle: "Brightlane PM: project management",
  description:
    "Brightlane PM plans and tracks projects with boards, timelines, workload views and budgets, so teams deliver on time and managers see the whole portfolio.",
  eyebrow: "Brightlane PM",
  title: "Project management for teams that deliver",
  lead: "Boards for the team, timelines for the plan, workload for the managers and budgets for finance: one project model, four views, always in sync.",
  hero: screenPicture(
    "pm",
    0,
    "Brightlane PM portfolio timeline with each project's phases across the weeks and a milestone",
  ),
  figures: [...PM_FIGURES, { value: `${FEATURE_FACTS.integrations}+`, label: "integrations" }],
  features: [
    {
      title: "Boards and lists",
      text: "Plan sprints or simple to-do lists with custom fields, checklists and due dates.",
    },
    {
      title: "Timelines",
      text: "Gantt timelines with dependencies, milestones and a critical path that updates as work moves.",
    },
    { title: "Workload", text: "See who is overbooked next week and move work before it becomes a problem." },
    { title: "Budgets and time", text: "Track hours and costs against budget, by project, phase or client." },
    {
      title: "Portfolio reports",
      text: "Status across all projects in one view, with traffic lights your board understands.",
    },
    {
      title: "Client portal",
      text: "Share progress, files and approvals with clients without giving them access to everything.",
    },
  ],
  sections: [
    {
      heading: "One plan, everyone's view",
      paragraphs: [
        "Team members see their tasks for today, project managers see the timeline, and directors see the portfolio. Everybody works on the same data, so the status report writes itself.",
      ],
      points: [
        "Automatic weekly status reports",
        "Risk and issue logs per project",
        "Templates for recurring project types",
      ],
    },
  ],
  gallery: [
    screenPicture("pm", 1, "Brightlane PM board of an ERP upgrade with tasks in columns from backlog to done"),
    screenPicture("pm", 2, "Brightlane PM portfolio health with milestones on time, budget spent and projects at risk"),
    screenPicture("pm", 3, "Brightlane PM team capacity showing each person's assigned hours by week"),
  ],
  quote: {
    text: "We stopped holding status meetings. Everyone can see where each plant upgrade stands in Brightlane PM.",
    name: "Lena Fischer",
    role: "PMO lead, Geely Lane Motors",
  },
  cta: {
    heading: "Plan your next project in Brightlane PM",
    text: "Import a project from a spreadsheet and see it as a board, a timeline and a workload view in minutes.",
    label: PRIMARY_CTA,
    to: desktop.register(),
  },
};
