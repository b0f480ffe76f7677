import { desktop } from "~/kernel/links";
import { screenPicture } from "~/kernel/page-screens";
import type { StaticCopy } from "./types";
import { PRIMARY_CTA } from "~/kernel/content-constants";
import { FEATURE_FACTS } from "~/kernel/facts";

export const live: StaticCopy = {
  slug: "live",
  metaTitle: "Brightlane Live: live events and streaming",
  description:
    "Brightlane Live runs product launches, town halls and webinars: registration, streaming, chat, polls and replays with captions, on your own branded event page.",
  eyebrow: "Brightlane Live",
  title: "Live events your audience remembers",
  lead: "Registration pages, reliable streaming, moderated chat, polls and replays with captions. Run a town hall for 200 colleagues or a product launch for 20,000 customers from one console.",
  hero: screenPicture(
    "live",
    0,
    "Brightlane Live event console during a broadcast with the stream, viewer count and audience questions",
  ),
  figures: [
    { value: "20,000", label: "concurrent viewers per event" },
    { value: "< 5 s", label: "stream delay in low-latency mode" },
    { value: "73%", label: "average attendance rate" },
    { value: `${FEATURE_FACTS.captionLanguages}+`, label: "caption languages" },
  ],
  features: [
    {
      title: "Branded event pages",
      text: "Your logo, colours and domain, with registration forms that feed your CRM.",
    },
    {
      title: "Studio in the browser",
      text: "Bring speakers in from any laptop, add slides and switch layouts without extra hardware.",
    },
    {
      title: "Audience engagement",
      text: "Moderated questions, polls, reactions and handouts that keep viewers with you.",
    },
    {
      title: "Replays with captions",
      text: "Recordings are ready minutes after the event, with automatic captions and chapters.",
    },
    { title: "Analytics", text: "Who registered, who watched, for how long and which questions they asked." },
    {
      title: "Internal or public",
      text: "Single sign-on for company events, or open registration for customer webinars.",
    },
  ],
  sections: [
    {
      heading: "From invitation to follow-up in one place",
      paragraphs: [
        "Create the event, send the invitations and reminders, go live and send the replay to everyone who missed it. Attendance data flows into your CRM for follow-up.",
      ],
      points: [
        "Calendar invitations with time-zone handling",
        "Reminder e-mails at the times you choose",
        "Automatic replay e-mail after the event",
      ],
    },
    {
      heading: "Accessible by default",
      paragraphs: [
        "Live captions, keyboard-operable player controls and a transcript for every replay. Viewers can join from a phone with a weak connection and still follow along.",
      ],
    },
  ],
  gallery: [
    screenPicture("live", 1, "Brightlane Live event list with upcoming sessions and registration numbers"),
    screenPicture("live", 2, "Brightlane Live audience report with attendance and engagement after a two-hour event"),
    screenPicture("live", 3, "Brightlane Live recordings library with length, views and caption languages"),
  ],
  quote: {
    text: "Our quarterly town hall went from a crowded canteen to 1,800 colleagues in nine countries, with questions from every site.",
    name: "Priya Natarajan",
    role: "Internal communications lead, JLB Cold Chain Logistics",
  },
  cta: {
    heading: "Plan your next event with us",
    text: "Tell us the date and the audience. We will set up a rehearsal event for you free of charge.",
    label: PRIMARY_CTA,
    to: desktop.register(),
  },
};
