import type { FaqItem } from "~/kernel/content-schemas";
import { HtmlBody } from "./html-body";

/** Questions as native disclosures: they open with keyboard, mouse and without JavaScript. */
export function Faq({ items, heading = "Frequently asked questions" }: { items: FaqItem[]; heading?: string }) {
  if (!items.length) return null;
  return (
    <section className="section faq" aria-labelledby="faq-title">
      <h2 id="faq-title">{heading}</h2>
      {items.map((item) => (
        <details key={item.question} className="faq-item">
          <summary>{item.question}</summary>
          <HtmlBody html={item.answerHtml} className="prose faq-answer" />
        </details>
      ))}
    </section>
  );
}
