import type { FaqItem } from "~/kernel/content-schemas";
import type { Classes } from "./blocks";
import { HtmlBody } from "./prose";

interface FaqProps {
  items: FaqItem[];
  heading: string;
  id: string;
  classes: Classes<"item" | "answer">;
}

/** Questions as native disclosures: they open with keyboard, mouse and without JavaScript. Nothing for none. */
export function Faq({ items, heading, id, classes }: FaqProps) {
  if (!items.length) return null;
  return (
    <section className={classes.root} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      {items.map((item) => (
        <details key={item.question} className={classes.item}>
          <summary>{item.question}</summary>
          <HtmlBody html={item.answerHtml} className={classes.answer} />
        </details>
      ))}
    </section>
  );
}
