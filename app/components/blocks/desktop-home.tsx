/**
 * The desktop views of the home page's own blocks (app/kernel/page-blocks.ts), drawn as the
 * home page was before its words became a document, and the home page's table of views: only
 * the blocks the home page may hold, so it loads none of the other pages' views.
 */
import { CaseCard, NewsCard, SolutionCard } from "~/components/desktop/cards";
import { CtaBand, Figures } from "~/components/desktop/blocks";
import { VideoPlayer } from "~/components/desktop/video-player";
import { Carousel } from "~/components/ui/carousel";
import { LazyImage } from "~/components/ui/lazy-image";
import { Link } from "~/components/ui/link";
import type { ContentLink } from "~/kernel/content-schemas";
import { desktop, newsPath } from "~/kernel/links";
import type { BlockProps, HomePageViews } from "./render-blocks";
import * as BLOCKS from "~/kernel/ui-strings/blocks";

/** The page's width around a block; the banners and the call to action span the window. */
const Contained = ({ children }: { children: React.ReactNode }) => <div className="container">{children}</div>;

/** A list of cards under its heading, with the link to the whole list beside the heading. */
function CardList(props: { id: string; heading: string; to: string; label: string; children: React.ReactNode }) {
  return (
    <Contained>
      <section className="section" aria-labelledby={props.id}>
        <div className="section-head">
          <h2 id={props.id}>{props.heading}</h2>
          <Link to={props.to}>{props.label}</Link>
        </div>
        <div className="card-grid">{props.children}</div>
      </section>
    </Contained>
  );
}

/** Content links are router paths or absolute URLs; only the former go through the router. */
function ContentAnchor({
  link,
  className,
  children,
}: {
  link: ContentLink;
  className?: string;
  children?: React.ReactNode;
}) {
  return /^https?:\/\//.test(link.href) ? (
    <a href={link.href} className={className}>
      {children ?? link.label}
    </a>
  ) : (
    <Link to={link.href} className={className}>
      {children ?? link.label}
    </Link>
  );
}

/** The views of the home page's own blocks, which other pages of blocks load apart (desktop-live.tsx). */
export const HOME_VIEWS = {
  banners: ({ block }: BlockProps<"banners">) =>
    block.banners.length ? (
      <div className="home-banners">
        <Carousel label={block.label} autoplay rewind>
          {block.banners.map((b, i) => (
            <div key={b.id} className="banner">
              <LazyImage image={b.image} alt="" sizes="100vw" eager={i === 0} className="banner-image" />
              <div className="banner-overlay">
                <div className="container">
                  <div className="banner-text">
                    {/* Not a heading: the slides sit above the page's h1 and would break the outline. */}
                    <p className="banner-title">{b.title}</p>
                    <p>{b.summary}</p>
                    <ContentAnchor link={b.cta} className="button button-accent" />
                  </div>
                </div>
              </div>
            </div>
          ))}
        </Carousel>
      </div>
    ) : null,
  // The home page's opening: its heading is the page's h1 on the desktop; another page has its own.
  highlights: ({ block, id, page }: BlockProps<"highlights">) => {
    const [Heading, Item] = page.path ? (["h2", "h3"] as const) : (["h1", "h2"] as const);
    return (
      <Contained>
        <section className="section home-intro" aria-labelledby={id}>
          <Heading id={id}>{block.heading}</Heading>
          {block.lead ? <p className="lead">{block.lead}</p> : null}
          {block.highlights.length ? (
            <ul className="highlight-grid">
              {block.highlights.map((h) => (
                <li key={h.id} className="card highlight">
                  <LazyImage
                    image={h.image}
                    alt=""
                    sizes="(min-width: 1200px) 230px, (min-width: 700px) 33vw, 100vw"
                    className="card-media"
                  />
                  <div className="card-body">
                    <Item className="card-title">
                      <ContentAnchor link={h.link} className="card-link">
                        {h.title}
                      </ContentAnchor>
                    </Item>
                    <p className="card-text">{h.summary}</p>
                  </div>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </Contained>
    );
  },
  "home-figures": ({ block, id }: BlockProps<"home-figures">) =>
    block.figures.length ? (
      <Contained>
        <section className="section figures-band" aria-labelledby={id}>
          <h2 id={id}>{block.heading}</h2>
          <Figures figures={block.figures} label={block.heading} />
        </section>
      </Contained>
    ) : null,
  logos: ({ block, id }: BlockProps<"logos">) =>
    block.logos.length ? (
      <Contained>
        <section className="section logos" aria-labelledby={id}>
          <h2 id={id}>{block.heading}</h2>
          <ul className="logo-grid">
            {block.logos.map((l) => (
              <li key={l.id}>
                {l.href ? (
                  <Link to={l.href} className="logo-link">
                    <LazyImage image={l.logo} alt={l.name} sizes="180px" />
                  </Link>
                ) : (
                  <LazyImage image={l.logo} alt={l.name} sizes="180px" />
                )}
              </li>
            ))}
          </ul>
        </section>
      </Contained>
    ) : null,
  "solution-highlights": ({ block, id }: BlockProps<"solution-highlights">) =>
    block.solutions.length ? (
      <CardList id={id} heading={block.heading} to={desktop.solutions()} label={block.linkLabel}>
        {block.solutions.map((s) => (
          <SolutionCard key={s.id} item={s} as="h3" plain />
        ))}
      </CardList>
    ) : null,
  "latest-news": ({ block, id }: BlockProps<"latest-news">) =>
    block.news.length ? (
      <CardList id={id} heading={block.heading} to={newsPath()} label={block.linkLabel}>
        {block.news.map((n) => (
          <NewsCard key={n.id} item={n} as="h3" plain />
        ))}
      </CardList>
    ) : null,
  "featured-video": ({ block, id }: BlockProps<"featured-video">) =>
    block.video ? (
      <Contained>
        <section className="section" aria-labelledby={id}>
          <div className="section-head">
            <h2 id={id}>{block.heading}</h2>
            <Link to={desktop.videos()}>{block.linkLabel}</Link>
          </div>
          <div className="video-feature">
            <VideoPlayer video={block.video} headingLevel={3} />
          </div>
        </section>
      </Contained>
    ) : null,
};

/** The desktop home page's views: its own blocks and the common ones (app/kernel/home-blocks.ts). */
export const DESKTOP_HOME_PAGE_BLOCKS: HomePageViews = {
  ...HOME_VIEWS,
  cta: ({ block, id }) => <CtaBand cta={{ ...block, to: block.href }} id={id} />,
  "case-highlights": ({ block, id }) =>
    block.cases.length ? (
      <CardList
        id={id}
        heading={block.heading}
        to={block.industry ? desktop.casesList(block.industry) : desktop.cases()}
        label={block.linkLabel || BLOCKS.allCaseStudies}
      >
        {block.cases.map((c) => (
          <CaseCard key={c.id} item={c} as="h3" plain />
        ))}
      </CardList>
    ) : null,
};
