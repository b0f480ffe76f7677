import * as Content from "~/components/content/blocks";
import { Link } from "~/components/ui/link";
import { SectionBody } from "~/components/content/prose";
import type { CallToAction, Figure, Quote, Section } from "~/components/content/shapes";
import { desktop } from "~/kernel/links";
import * as BLOCKS from "~/kernel/ui-strings/blocks";

/** The shared content blocks in the desktop skin's classes. */
export function Figures({ figures, label = BLOCKS.keyFigures }: { figures: Figure[]; label?: string }) {
  return <Content.Figures figures={figures} label={label} classes={{ root: "figures", item: "figure" }} />;
}

export function Features({ features, heading }: { features: Content.FeatureItem[]; heading: string }) {
  const classes = { root: "section", list: "feature-grid", item: "feature" };
  return <Content.Features features={features} heading={heading} id="features-title" classes={classes} />;
}

export function StorySection({ section, id }: { section: Section; id?: string }) {
  return <SectionBody section={section} id={id} classes={{ root: "story-section", points: "check-list" }} />;
}

export function QuoteBlock({ quote }: { quote: Quote }) {
  return <Content.QuoteBlock quote={quote} className="quote" />;
}

export function CtaBand({ cta, id = "cta-title" }: { cta: CallToAction; id?: string }) {
  return (
    <Content.CallToActionBlock
      cta={cta}
      id={id}
      classes={{ root: "cta-band", button: "button button-accent" }}
      layout={(text, button) => (
        <div className="container cta-inner">
          <div>{text}</div>
          {button}
        </div>
      )}
    />
  );
}

export interface Crumb {
  to?: string;
  label: string;
}

export function Breadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <nav aria-label={BLOCKS.breadcrumb} className="breadcrumbs">
      <ol>
        <li>
          <Link to={desktop.home()}>{BLOCKS.home}</Link>
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
