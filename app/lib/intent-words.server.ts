/**
 * A lead form page's words for one intent (decision 0093): the lead form block for that
 * intent of the document of its form page, the partner application's for a partner's,
 * the register page's for the rest. A block without an intent is its page's own
 * request's. For the page's own intent the page's heading and intro are its hero's
 * (decision 0089) and the block's heading is the button; for another, the block's heading
 * is both. A document without that block gives the interface's button as heading, the
 * interface's thank-you heading and no steps. Reading the document records its change
 * tag on the page (server/content/page-words.ts), so its publish drops the form pages.
 */
import type { IntentCopy, LeadIntent } from "~/kernel/lead-intent";
import type { ContentReader } from "~/kernel/services";
import type { Variant } from "~/kernel/pages";
import { bare, PAGES } from "~/kernel/pages";
import * as FORMS from "~/kernel/ui-strings/forms";

/** The intent whose form page's document holds an intent's words: the partner application's own, the register page's the rest. */
export const ownIntentOf = (intent: LeadIntent): LeadIntent => (intent === "partner" ? "partner" : "demo");

/** The path of the document of the form page whose own intent is `own`. */
export const formPagePath = (own: LeadIntent): string =>
  bare((own === "partner" ? PAGES.partnerApply : PAGES.register).desktop.path);

/** The words of the form page's document at its path, with the page's own button as its default heading. */
export const formPageWords = (content: Pick<ContentReader, "getPageWords">, own: LeadIntent) =>
  content.getPageWords(formPagePath(own), FORMS.requestButtons[own]);

export async function intentWords(
  content: Pick<ContentReader, "getPageWords">,
  intent: LeadIntent,
  variant: Variant,
): Promise<IntentCopy> {
  const own = ownIntentOf(intent);
  const words = await formPageWords(content, own);
  const forms = words.blocks.flatMap((b) => (b.type === "lead-form" && (b.intent || own) === intent ? [b] : []));
  const block = forms.find((b) => b.skin === variant) ?? forms.find((b) => !b.skin);
  const button = block?.heading ?? FORMS.requestButtons[intent];
  return {
    heading: intent === own ? words.title : button,
    intro: intent === own ? words.intro : (block?.intro ?? ""),
    button,
    next: block?.nextSteps ?? [],
    received: block?.thanksHeading || FORMS.requestReceived,
    thanks: block?.thanks ?? "",
    messageHint: block?.messageHint ?? "",
  };
}
