/** The mobile skin's view of each block (render-blocks.tsx): site paths go to the mobile pages. */
import * as Content from "~/components/content/blocks";
import { CaseCard } from "~/components/mobile/case-card";
import { MobilePlans } from "~/components/mobile/plans";
import { CtaBlock } from "~/components/mobile/cta-block";
import { Link } from "~/components/ui/link";
import { LazyImage } from "~/components/ui/lazy-image";
import { toMobilePath } from "~/kernel/device-map";
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

const mobileLink = (href: string) => toMobilePath(href) ?? href;
const LIST = { root: "m-section", list: "m-block-list", item: "m-block-card", points: "check-list" };

/**
 * The home page's own blocks, drawn by its views from a chunk of their own (decision 0097), and
 * what loads that chunk before the server draws a page of blocks.
 */
export const [MOBILE_LIVE, preloadLiveViews] = lazyView(() => import("./mobile-live"));

export const MOBILE_BLOCKS: BlockViews = {
  hero: ({ block }) => (
    <header className="m-hero">
      {block.eyebrow ? <p className="eyebrow">{block.eyebrow}</p> : null}
      <h1>{block.title}</h1>
      {block.lead ? <p>{block.lead}</p> : null}
      {block.ctaLabel && block.ctaHref ? (
        <p>
          <Link to={mobileLink(block.ctaHref)} className="button button-primary">
            {block.ctaLabel}
          </Link>
        </p>
      ) : null}
      {block.image ? (
        <div className="m-hero-image">
          <LazyImage image={block.image} sizes="100vw" eager />
        </div>
      ) : null}
    </header>
  ),
  text: (props) => <TextBlock {...props} className="m-section m-prose" />,
  figures: ({ block, id }) => (
    <section className="m-section" aria-labelledby={id}>
      <h2 id={id} className={block.heading ? undefined : "visually-hidden"}>
        {block.heading || BLOCKS.inFigures}
      </h2>
      <Content.Figures
        figures={block.items}
        label={block.heading || BLOCKS.keyFigures}
        classes={{ root: "m-figures" }}
      />
    </section>
  ),
  features: ({ block, id }) => (
    <Content.Features
      features={block.items}
      heading={block.heading}
      id={id}
      classes={{ root: "m-section", list: "m-features" }}
    />
  ),
  faq: (props) => <FaqBlock {...props} className="m-section" />,
  cta: ({ block, id }) => <CtaBlock cta={{ ...block, to: block.href }} id={id} />,
  "lead-form": (props) => <LeadFormBlock {...props} variant="mobile" className="m-section" />,
  columns: (props) => <ColumnsBlock {...props} classes={LIST} />,
  quote: ({ block }) => (
    <section className="m-section" aria-label={BLOCKS.quote}>
      <Content.QuoteBlock quote={block} className="quote" />
    </section>
  ),
  cards: (props) => <CardsBlock {...props} classes={LIST} linkFor={mobileLink} />,
  "plan-table": ({ block, id }) =>
    block.plans.length ? (
      <section className="m-section" aria-labelledby={id}>
        <h2 id={id}>{block.heading}</h2>
        <MobilePlans plans={block.plans} discount={block.yearlyDiscountPercent} headingLevel={3} />
        {block.linkLabel && block.linkHref ? (
          <Link className="button button-secondary" to={mobileLink(block.linkHref)}>
            {block.linkLabel}
          </Link>
        ) : null}
      </section>
    ) : null,
  "case-highlights": ({ block, id }) =>
    block.cases.length ? (
      <section className="m-section" aria-labelledby={id}>
        <h2 id={id}>{block.heading}</h2>
        <ul className="m-list">
          {block.cases.map((c) => (
            <li key={c.id}>
              <CaseCard item={c} plain />
            </li>
          ))}
        </ul>
        <Link to={caseListHref(block, "mobile")}>{block.linkLabel || BLOCKS.allCaseStudies}</Link>
      </section>
    ) : null,
  "last-updated": (props) => <LastUpdatedBlock {...props} className="m-meta" />,
  gallery: (props) => <GalleryBlock {...props} className="m-section" listClass="m-gallery" sizes="80vw" />,
  timeline: (props) => <TimelineBlock {...props} className="m-section m-timeline" />,
  customer: ({ block, id }) => (
    <section className="m-section" aria-labelledby={id}>
      <h2 id={id}>{block.heading}</h2>
      <Content.Facts facts={Content.customerFacts(block, { industry: false })} className="m-facts" grouped />
    </section>
  ),
};
