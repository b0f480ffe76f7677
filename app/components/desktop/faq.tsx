import { Faq as ContentFaq } from "~/components/content/faq";
import type { FaqItem } from "~/kernel/content-schemas";

const CLASSES = { root: "section faq", item: "faq-item", answer: "prose faq-answer" };

export function Faq({ items, heading = "Frequently asked questions" }: { items: FaqItem[]; heading?: string }) {
  return <ContentFaq items={items} heading={heading} id="faq-title" classes={CLASSES} />;
}
