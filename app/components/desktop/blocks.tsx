import { Link } from "~/components/ui/link";
import type { CallToAction, Feature, Figure, Quote } from "~/content/types";
import { desktop } from "~/kernel/links";

export function Figures({ figures, label = "Key figures" }: { figures: Figure[]; label?: string }) {
  return (
    <dl className="figures" aria-label={label}>
      {figures.map((f) => (
        <div key={f.label} className="figure">
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function Features({ features, heading }: { features: Feature[]; heading: string }) {
  return (
    <section className="section" aria-labelledby="features-title">
      <h2 id="features-title">{heading}</h2>
      <ul className="feature-grid">
        {features.map((f) => (
          <li key={f.title} className="feature">
            <h3>{f.title}</h3>
            <p>{f.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function QuoteBlock({ quote }: { quote: Quote }) {
  return (
    <figure className="quote">
      <blockquote>
        <p>{quote.text}</p>
      </blockquote>
      <figcaption>
        <strong>{quote.name}</strong>, {quote.role}
      </figcaption>
    </figure>
  );
}

export function CtaBand({ cta }: { cta: CallToAction }) {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="container cta-inner">
        <div>
          <h2 id="cta-title">{cta.heading}</h2>
          <p>{cta.text}</p>
        </div>
        <Link to={cta.to} className="button button-accent">
          {cta.label}
        </Link>
      </div>
    </section>
  );
}

export interface Crumb {
  to?: string;
  label: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumbs">
      <ol>
        <li>
          <Link to={desktop.home()}>Home</Link>
        </li>
        {items.map((c, i) => (
          <li key={i}>
            {c.to ? (
              <Link to={c.to}>{c.label}</Link>
            ) : (
              <span aria-current={i === items.length - 1 ? "page" : undefined}>{c.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The band at the top of content pages: breadcrumbs, the page's one <h1> and its lead. */
export function PageHeader({
  title,
  lead,
  crumbs,
  eyebrow,
  children,
}: {
  title: string;
  lead?: string;
  crumbs: Crumb[];
  eyebrow?: string;
  children?: React.ReactNode;
}) {
  return (
    <div className="page-header">
      <div className="container">
        <Breadcrumbs items={crumbs} />
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1>{title}</h1>
        {lead ? <p className="lead">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
