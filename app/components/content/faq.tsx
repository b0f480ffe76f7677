import type { FaqItem } from "~/kernel/content-schemas";
import { HtmlBody } from "./prose";
import * as OFFERS from "~/kernel/ui-strings/offers";

interface FaqProps {
  items: FaqItem[];
  heading?: string;
  id: string;
  /** The section's class in the skin's layout. */
  className: string;
}

/**
 * Questions as native disclosures (the shared `.disclosure` of app/styles/global.css):
 * they open with keyboard, mouse and without JavaScript. Nothing for none.
 */
export function Faq({ items, heading = OFFERS.faq, id, className }: FaqProps) {
  if (!items.length) return null;
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {items.map((item) => (
        <details key={item.question} className="disclosure">
          <summary>{item.question}</summary>
          <HtmlBody html={item.answerHtml} className="disclosure-body" />
        </details>
      ))}
    </section>
  );
}
