/**
 * The mobile views of the home page's own blocks (app/kernel/page-blocks.ts), drawn as the
 * mobile home page was before its words became a document, and the home page's table of
 * views: only the blocks the home page may hold (app/kernel/home-blocks.ts).
 */
import { CaseCard, NewsCard, SolutionCard, VideoCard } from "~/components/mobile/cards";
import { CtaBlock } from "~/components/mobile/cta-block";
import { Figures } from "~/components/content/blocks";
import { Carousel } from "~/components/ui/carousel";
import { LazyImage } from "~/components/ui/lazy-image";
import { Link } from "~/components/ui/link";
import { NEWS_TYPES } from "~/kernel/content-constants";
import { mobileHref } from "~/kernel/device-map";
import { mobile } from "~/kernel/links";
import type { BlockProps, HomePageViews } from "./render-blocks";
import * as BLOCKS from "~/kernel/ui-strings/blocks";

/** A section under its heading, with the link to the whole list beside the heading when there is one. */
function Section(props: { id: string; heading: string; to?: string; label?: string; children: React.ReactNode }) {
  const heading = <h2 id={props.id}>{props.heading}</h2>;
  return (
    <section className="m-section" aria-labelledby={props.id}>
      {props.to ? (
        <div className="m-section-head">
          {heading}
          <Link to={props.to}>{props.label}</Link>
        </div>
      ) : (
        heading
      )}
      {props.children}
    </section>
  );
}

/** The views of the home page's own blocks, which other pages of blocks load apart (mobile-live.tsx). */
export const HOME_VIEWS = {
  banners: ({ block }: BlockProps<"banners">) =>
    block.banners.length ? (
      <div className="m-banner">
        <Carousel label={block.label} autoplay rewind navigation={false}>
          {block.banners.map((banner, i) => (
            <Link key={banner.id} to={mobileHref(banner.cta.href)} className="m-banner-slide">
              <LazyImage image={banner.image} alt="" sizes="100vw" eager={i === 0} />
              <span className="m-banner-text">
                <strong className="m-banner-title">{banner.title}</strong>
                <span className="m-banner-summary">{banner.summary}</span>
                <span className="m-banner-cta">{banner.cta.label} →</span>
              </span>
            </Link>
          ))}
        </Carousel>
      </div>
    ) : null,
  highlights: ({ block, id }: BlockProps<"highlights">) =>
    block.highlights.length || block.lead ? (
      <Section id={id} heading={block.heading}>
        {block.lead ? <p>{block.lead}</p> : null}
        <ul className="m-rail">
          {block.highlights.map((h) => (
            <li key={h.id}>
              <article className="m-tile">
                <LazyImage image={h.image} alt="" sizes="80vw" />
                <div>
                  <h3>
                    <Link to={mobileHref(h.link.href)}>{h.title}</Link>
                  </h3>
                  <p>{h.summary}</p>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
    ) : null,
  "home-figures": ({ block, id }: BlockProps<"home-figures">) =>
    block.figures.length ? (
      <Section id={id} heading={block.heading}>
        <Figures figures={block.figures} classes={{ root: "m-figures" }} />
      </Section>
    ) : null,
  logos: ({ block, id }: BlockProps<"logos">) =>
    block.logos.length ? (
      <Section id={id} heading={block.heading}>
        <ul className="m-logos">
          {block.logos.map((c) => (
            <li key={c.id}>
              <LazyImage image={c.logo} alt={c.name} sizes="120px" />
            </li>
          ))}
        </ul>
      </Section>
    ) : null,
  "solution-highlights": ({ block, id }: BlockProps<"solution-highlights">) =>
    block.solutions.length ? (
      <Section id={id} heading={block.heading} to={mobile.solutions()} label={block.linkLabel}>
        <ul className="m-list">
          {block.solutions.map((s) => (
            <li key={s.id}>
              <SolutionCard item={s} plain />
            </li>
          ))}
        </ul>
      </Section>
    ) : null,
  "latest-news": ({ block, id }: BlockProps<"latest-news">) =>
    block.news.length ? (
      <Section id={id} heading={block.heading} to={mobile.news(NEWS_TYPES[0])} label={block.linkLabel}>
        <ul className="m-list">
          {block.news.map((n) => (
            <li key={n.id}>
              <NewsCard item={n} plain />
            </li>
          ))}
        </ul>
      </Section>
    ) : null,
  "featured-video": ({ block, id }: BlockProps<"featured-video">) =>
    block.video ? (
      <Section id={id} heading={block.heading} to={mobile.videos(block.video.type)} label={block.linkLabel}>
        <VideoCard item={block.video} />
      </Section>
    ) : null,
};

/** The mobile home page's views: its own blocks and the common ones. */
export const MOBILE_HOME_PAGE_BLOCKS: HomePageViews = {
  ...HOME_VIEWS,
  cta: ({ block, id }) => <CtaBlock cta={{ ...block, to: block.href }} id={id} />,
  "case-highlights": ({ block, id }) =>
    block.cases.length ? (
      <Section
        id={id}
        heading={block.heading}
        to={mobile.cases(block.industry || undefined)}
        label={block.linkLabel || BLOCKS.allCaseStudies}
      >
        <ul className="m-list">
          {block.cases.map((c) => (
            <li key={c.id}>
              <CaseCard item={c} plain />
            </li>
          ))}
        </ul>
      </Section>
    ) : null,
};
