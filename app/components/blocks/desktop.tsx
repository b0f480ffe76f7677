/** The desktop skin's view of each block (render-blocks.tsx). */
import * as Content from "~/components/content/blocks";
import { customerFacts, Facts } from "~/components/content/blocks";
import { Breadcrumbs, CtaBand, PageHeader } from "~/components/desktop/blocks";
import { CaseCard } from "~/components/desktop/cards";
import { Plans } from "~/components/desktop/plans";
import { Link } from "~/components/ui/link";
import { LazyImage } from "~/components/ui/lazy-image";
import type { BlockViews } from "./render-blocks";
import { lazyView } from "~/components/ui/lazy-view";
import { LeadFormBlock } from "./lead-form";
import {
  CardsBlock,
  caseListHref,
  ColumnsBlock,
  FaqBlock,
  GalleryBlock,
  LastUpdatedBlock,
  TextBlock,
  TimelineBlock,
} from "./shared";
import * as BLOCKS from "~/kernel/ui-strings/blocks";

const same = (href: string) => href;
const GRID = { root: "section", list: "feature-grid", item: "feature", points: "check-list" };

/** A block inside the page's width; the hero and the call to action span the window. */
const Contained = ({ children }: { children: React.ReactNode }) => <div className="container">{children}</div>;

/** A section whose heading has a link beside it (to the whole list). */
function HeadedSection({
  id,
  heading,
  link,
  children,
}: {
  id: string;
  heading: string;
  link: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <Contained>
      <section className="section" aria-labelledby={id}>
        <div className="section-head">
          <h2 id={id}>{heading}</h2>
          {link}
        </div>
        {children}
      </section>
    </Contained>
  );
}

/**
 * The home page's own blocks, drawn by its views from a chunk of their own (decision 0097), and
 * what loads that chunk before the server draws a page of blocks.
 */
export const [DESKTOP_LIVE, preloadLiveViews] = lazyView(() => import("./desktop-live"));

export const DESKTOP_BLOCKS: BlockViews = {
  hero: ({ block, page }) => {
    const crumbs = [{ label: page.title }];
    const action =
      block.ctaLabel && block.ctaHref ? (
        <p className="hero-actions">
          <Link to={block.ctaHref} className="button button-accent">
            {block.ctaLabel}
          </Link>
        </p>
      ) : null;
    if (!block.image)
      return (
        <PageHeader title={block.title} lead={block.lead} eyebrow={block.eyebrow || undefined} crumbs={crumbs}>
          {action}
        </PageHeader>
      );
    return (
      <header className="hero">
        <div className="container hero-grid">
          <div className="hero-text">
            <Breadcrumbs items={crumbs} />
            {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
            <h1>{block.title}</h1>
            {block.lead ? <p className="lead">{block.lead}</p> : null}
            {action}
          </div>
          <LazyImage image={block.image} className="hero-image" sizes="(min-width: 960px) 560px, 100vw" eager />
        </div>
      </header>
    );
  },
  text: (props) => (
    <Contained>
      <TextBlock {...props} className="section story" />
    </Contained>
  ),
  figures: ({ block, id }) => (
    <Contained>
      <section className="section" aria-labelledby={block.heading ? id : undefined}>
        {block.heading ? <h2 id={id}>{block.heading}</h2> : null}
        <Content.Figures
          figures={block.items}
          label={block.heading || BLOCKS.keyFigures}
          classes={{ root: "figures", item: "figure" }}
        />
      </section>
    </Contained>
  ),
  features: ({ block, id }) => (
    <Contained>
      <Content.Features features={block.items} heading={block.heading} id={id} classes={GRID} />
    </Contained>
  ),
  faq: (props) => (
    <Contained>
      <FaqBlock {...props} className="section faq" />
    </Contained>
  ),
  cta: ({ block, id }) => <CtaBand cta={{ ...block, to: block.href }} id={id} />,
  "lead-form": (props) => (
    <Contained>
      <LeadFormBlock {...props} variant="desktop" className="section block-lead-form" />
    </Contained>
  ),
  columns: (props) => (
    <Contained>
      <ColumnsBlock {...props} classes={GRID} />
    </Contained>
  ),
  quote: ({ block }) => (
    <Contained>
      <Content.QuoteBlock quote={block} className="quote" />
    </Contained>
  ),
  cards: (props) => (
    <Contained>
      <CardsBlock {...props} classes={GRID} linkFor={same} />
    </Contained>
  ),
  "plan-table": ({ block, id }) =>
    block.plans.length ? (
      <HeadedSection
        id={id}
        heading={block.heading}
        link={block.linkLabel && block.linkHref ? <Link to={block.linkHref}>{block.linkLabel}</Link> : null}
      >
        <Plans plans={block.plans} discount={block.yearlyDiscountPercent} headingLevel={3} />
      </HeadedSection>
    ) : null,
  "case-highlights": ({ block, id }) =>
    block.cases.length ? (
      <HeadedSection
        id={id}
        heading={block.heading}
        link={<Link to={caseListHref(block, "desktop")}>{block.linkLabel || BLOCKS.allCaseStudies}</Link>}
      >
        <div className="card-grid">
          {block.cases.map((c) => (
            <CaseCard key={c.id} item={c} as="h3" plain />
          ))}
        </div>
      </HeadedSection>
    ) : null,
  "last-updated": (props) => (
    <Contained>
      <LastUpdatedBlock {...props} className="page-date" />
    </Contained>
  ),
  gallery: (props) => (
    <Contained>
      <GalleryBlock {...props} className="section" sizes="(min-width: 1200px) 290px, (min-width: 640px) 45vw, 100vw" />
    </Contained>
  ),
  timeline: (props) => (
    <Contained>
      <TimelineBlock {...props} className="section" />
    </Contained>
  ),
  customer: ({ block, id }) => (
    <Contained>
      <aside className="aside-card block-customer" aria-labelledby={id}>
        <h2 id={id}>{block.heading}</h2>
        <Facts facts={customerFacts(block)} className="facts" />
      </aside>
    </Contained>
  ),
};
