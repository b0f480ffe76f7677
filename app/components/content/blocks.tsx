/**
 * Blocks of the content pages that both skins show: figures, features, a quote, facts, a
 * call to action and a video's length. The markup is the same for both; each skin names
 * the classes of the parts (`classes`), and where it needs extra wrappers it arranges the
 * parts itself (`layout`).
 */
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import type { CallToAction, Customer, Figure, Quote } from "~/components/content/shapes";
import { formatDuration, spokenDuration } from "./format";
import { message } from "~/kernel/ui-strings/message";
import * as BLOCKS from "~/kernel/ui-strings/blocks";

/** Class names a skin gives the parts of a block; `root` is the outer element. */
export type Classes<Part extends string> = { [P in "root" | Part]?: string };

/** Figures as a description list: label, then value (the skins' CSS shows the value first). */
export function Figures({ figures, label, classes }: { figures: Figure[]; label?: string; classes: Classes<"item"> }) {
  return (
    <dl className={classes.root} aria-label={label}>
      {figures.map((f) => (
        <div key={f.label} className={classes.item}>
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A feature of a product page ({title, text}) or of a solution ({title, description}). */
export type FeatureItem = { title: string; text: string } | { title: string; description: string };

interface FeaturesProps {
  features: FeatureItem[];
  heading: string;
  id: string;
  classes: Classes<"list" | "item">;
}

export function Features({ features, heading, id, classes }: FeaturesProps) {
  return (
    <section className={classes.root} aria-labelledby={id}>
      <h2 id={id}>{heading}</h2>
      <ul className={classes.list}>
        {features.map((f) => (
          <li key={f.title} className={classes.item}>
            <h3>{f.title}</h3>
            <p>{"text" in f ? f.text : f.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function QuoteBlock({ quote, className }: { quote: Quote; className: string }) {
  return (
    <figure className={className}>
      <blockquote>
        <p>{quote.text}</p>
      </blockquote>
      <figcaption>
        <strong>{quote.name}</strong>, {quote.role}
      </figcaption>
    </figure>
  );
}

interface Fact {
  label: string;
  value: string;
}

/** A customer's facts; `industry: false` where the page already names it in a visible kicker. */
export function customerFacts(customer: Customer, { industry = true } = {}): Fact[] {
  return [
    { label: BLOCKS.company, value: customer.name },
    ...(industry ? [{ label: BLOCKS.industry, value: customer.industry }] : []),
    { label: BLOCKS.location, value: customer.location },
    { label: BLOCKS.size, value: customer.employees },
    { label: BLOCKS.products, value: customer.products.join(", ") },
  ];
}

/** Label and value pairs; `grouped` wraps each pair in a <div> for skins that lay pairs out as tiles. */
export function Facts({ facts, className, grouped = false }: { facts: Fact[]; className: string; grouped?: boolean }) {
  return (
    <dl className={className}>
      {facts.map((f) => {
        const pair = [<dt key="dt">{f.label}</dt>, <dd key="dd">{f.value}</dd>];
        return grouped ? <div key={f.label}>{pair}</div> : pair;
      })}
    </dl>
  );
}

interface CallToActionProps {
  cta: CallToAction;
  id: string;
  /** The router path the skin chose for cta.to. */
  to?: string;
  classes: Classes<"button">;
  layout?: (text: ReactNode, button: ReactNode) => ReactNode;
}

/** A call to action: heading, text and one button. */
export function CallToActionBlock({
  cta,
  id,
  to = cta.to,
  classes,
  layout = (t, b) => (
    <>
      {t}
      {b}
    </>
  ),
}: CallToActionProps) {
  const text = (
    <>
      <h2 id={id}>{cta.heading}</h2>
      <p>{cta.text}</p>
    </>
  );
  const button = (
    <Link to={to} className={classes.button}>
      {cta.label}
    </Link>
  );
  return (
    <section className={classes.root} aria-labelledby={id}>
      {layout(text, button)}
    </section>
  );
}

/** A video's length: 12:34 to the eye, "12 minutes 34 seconds" (after `prefix`) to a screen reader. */
export function Duration({ seconds, template = "{duration}" }: { seconds: number; template?: string }) {
  return (
    <>
      <span aria-hidden="true">{formatDuration(seconds)}</span>
      <span className="visually-hidden">{message(template, { duration: spokenDuration(seconds) })}</span>
    </>
  );
}
