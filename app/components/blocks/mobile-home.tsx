/**
 * The mobile views of the home page's own blocks (app/kernel/page-blocks.ts), drawn as the
 * mobile home page was before its words became a document, and the home page's table of
 * views: only the blocks the home page may hold (app/kernel/home-blocks.ts).
 */
import { NewsCard, SolutionCard, VideoCard } from "~/components/mobile/cards";
import { Figures } from "~/components/mobile/static-blocks";
import { Carousel } from "~/components/ui/carousel";
import { LazyImage } from "~/components/ui/lazy-image";
import { Link } from "~/components/ui/link";
import { NEWS_TYPES } from "~/kernel/content-constants";
import { toMobilePath } from "~/kernel/device-map";
import { mobile } from "~/kernel/links";
import type { BlockProps, HomePageViews } from "./render-blocks";
import { HeadedList, MOBILE_COMMON_BLOCKS } from "./mobile-sections";

/** Content links are router paths of the desktop site; use the mobile page where there is one. */
function mobileHref(href: string): string {
  if (/^https?:/.test(href)) return href;
  const [path = "/", search = ""] = href.split(/(?=\?)/);
  return toMobilePath(path, search) ?? href;
}

const HOME_VIEWS = {
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
      <section className="m-section" aria-labelledby={id}>
        <h2 id={id}>{block.heading}</h2>
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
      </section>
    ) : null,
  "home-figures": ({ block, id }: BlockProps<"home-figures">) =>
    block.figures.length ? (
      <section className="m-section" aria-labelledby={id}>
        <h2 id={id}>{block.heading}</h2>
        <Figures figures={block.figures} />
      </section>
    ) : null,
  logos: ({ block, id }: BlockProps<"logos">) =>
    block.logos.length ? (
      <section className="m-section" aria-labelledby={id}>
        <h2 id={id}>{block.heading}</h2>
        <ul className="m-logos">
          {block.logos.map((c) => (
            <li key={c.id}>
              <LazyImage image={c.logo} alt={c.name} sizes="120px" />
            </li>
          ))}
        </ul>
      </section>
    ) : null,
  "solution-highlights": ({ block, id }: BlockProps<"solution-highlights">) =>
    block.solutions.length ? (
      <HeadedList id={id} heading={block.heading} link={<Link to={mobile.solutions()}>{block.linkLabel}</Link>}>
        {block.solutions.map((s) => (
          <li key={s.id}>
            <SolutionCard item={s} plain />
          </li>
        ))}
      </HeadedList>
    ) : null,
  "latest-news": ({ block, id }: BlockProps<"latest-news">) =>
    block.news.length ? (
      <HeadedList id={id} heading={block.heading} link={<Link to={mobile.news(NEWS_TYPES[0])}>{block.linkLabel}</Link>}>
        {block.news.map((n) => (
          <li key={n.id}>
            <NewsCard item={n} plain />
          </li>
        ))}
      </HeadedList>
    ) : null,
  "featured-video": ({ block, id }: BlockProps<"featured-video">) =>
    block.video ? (
      <section className="m-section" aria-labelledby={id}>
        <div className="m-section-head">
          <h2 id={id}>{block.heading}</h2>
          <Link to={mobile.videos(block.video.type)}>{block.linkLabel}</Link>
        </div>
        <VideoCard item={block.video} />
      </section>
    ) : null,
};

/** The mobile home page's views: its own blocks and the common ones. */
export const MOBILE_HOME_PAGE_BLOCKS: HomePageViews = { ...MOBILE_COMMON_BLOCKS, ...HOME_VIEWS };
