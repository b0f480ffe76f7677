import { describe, expect, it } from "vitest";
import type { PageBlock, PageWords } from "~/kernel/page-blocks";
import { intentWords } from "./intent-words.server";

type LeadForm = Extract<PageBlock, { type: "lead-form" }>;

const form = (words: Partial<LeadForm>): LeadForm => ({
  type: "lead-form",
  heading: "Book a demo",
  intro: "",
  fields: [],
  ...words,
});

/** A content reader holding one document per path; `asked` records the paths read. */
function content(documents: Record<string, { title: string; intro: string; blocks: PageBlock[] }>) {
  const asked: string[] = [];
  return {
    asked,
    getPageWords: async (path: string, fallbackTitle: string): Promise<PageWords> => {
      asked.push(path);
      const doc = documents[path] ?? { title: fallbackTitle, intro: "", blocks: [] };
      const seo = { title: null, description: null, image: null, noindex: false };
      return { ...doc, texts: [], seo };
    },
  };
}

const REGISTER = {
  title: "Book a demo",
  intro: "Tell us about your team.",
  blocks: [
    form({
      intent: "demo",
      heading: "Send my request",
      nextSteps: ["We read it today."],
      thanksHeading: "Request received",
      thanks: "We reply within a day.",
      messageHint: "What should the demo show?",
    }),
    form({ intent: "trial", heading: "Start a free trial", intro: "A workspace for 30 days.", nextSteps: ["A"] }),
    form({ intent: "trial", skin: "mobile", heading: "Try it", intro: "On your phone too.", nextSteps: ["B"] }),
  ],
};

describe("a lead form page's words for one intent", () => {
  it("takes the page's own heading and intro from its hero, and the rest from the intent's lead form", async () => {
    expect(await intentWords(content({ register: REGISTER }), "demo", "desktop")).toEqual({
      heading: "Book a demo",
      intro: "Tell us about your team.",
      button: "Send my request",
      next: ["We read it today."],
      received: "Request received",
      thanks: "We reply within a day.",
      messageHint: "What should the demo show?",
    });
  });

  it("heads another intent's form with its lead form's heading, the one for the visitor's skin first", async () => {
    const reader = content({ register: REGISTER });
    expect(await intentWords(reader, "trial", "desktop")).toMatchObject({
      heading: "Start a free trial",
      button: "Start a free trial",
      intro: "A workspace for 30 days.",
      next: ["A"],
    });
    expect(await intentWords(reader, "trial", "mobile")).toMatchObject({
      heading: "Try it",
      intro: "On your phone too.",
      next: ["B"],
    });
  });

  it("reads a partner's words from the partner application, where a form without an intent is the page's own", async () => {
    const reader = content({
      "partner/apply": {
        title: "Join us",
        intro: "Resellers welcome.",
        blocks: [form({ heading: "Apply", thanks: "We review it within a week." })],
      },
    });
    expect(await intentWords(reader, "partner", "desktop")).toMatchObject({
      heading: "Join us",
      intro: "Resellers welcome.",
      button: "Apply",
      thanks: "We review it within a week.",
    });
    expect(reader.asked).toEqual(["partner/apply"]);
  });

  it("falls back to the interface's button and thank-you heading, with no steps, without a lead form for the intent", async () => {
    expect(await intentWords(content({}), "sales", "desktop")).toEqual({
      heading: "Talk to sales",
      intro: "",
      button: "Talk to sales",
      next: [],
      received: "Thank you, your request has been received",
      thanks: "",
      messageHint: "",
    });
    expect((await intentWords(content({}), "demo", "mobile")).heading).toBe("Book a demo");
  });
});
