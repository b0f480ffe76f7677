import { Link } from "~/components/ui/link";
import { CaseCard, NewsCard } from "~/components/mobile/cards";
import { CtaBlock, Figures } from "~/components/mobile/static-blocks";
import { Carousel } from "~/components/ui/carousel";
import { LazyImage } from "~/components/ui/lazy-image";
import { desktopCanonicalPath, toMobilePath } from "~/kernel/device-map";
import { servicesContext } from "~/lib/context.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/home";
import { NEWS_TYPES } from "~/kernel/content-constants";
import { mobile } from "~/kernel/links";
import { PRIMARY_CTA } from "~/kernel/content-constants";

const DEMO_CTA = {
  heading: "See Brightlane with your own data",
  text: "A 30-minute demo, tailored to your team. No obligation.",
  label: PRIMARY_CTA,
  to: mobile.register(),
};

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, {
    title: "Brightlane: business software for growing companies",
    description:
      "Office automation, project management, B2B trade, live events and learning from Brightlane Software. Case studies, solutions by industry, news and pricing.",
    canonicalPath: desktopCanonicalPath(args),
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  return context.get(servicesContext).content.getHomePage();
}

/** Content links are router paths of the desktop site; use the mobile page where there is one. */
function mobileHref(href: string): string {
  if (/^https?:/.test(href)) return href;
  const [path = "/", search = ""] = href.split(/(?=\?)/);
  return toMobilePath(path, search) ?? href;
}

export default function Page({ loaderData: home }: Route.ComponentProps) {
  return (
    <>
      <h1 className="visually-hidden">Brightlane business software</h1>
      {home.banners.length > 0 && (
        <div className="m-banner">
          <Carousel label="Featured" autoplay rewind navigation={false}>
            {home.banners.map((banner, i) => (
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
      )}

      <section className="m-section" aria-labelledby="m-products">
        <h2 id="m-products">Products</h2>
        <ul className="m-rail">
          {home.highlights.map((h) => (
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

      {home.figures.length > 0 && (
        <section className="m-section" aria-labelledby="m-figures">
          <h2 id="m-figures">Brightlane in figures</h2>
          <Figures figures={home.figures} />
        </section>
      )}

      <section className="m-section" aria-labelledby="m-cases">
        <div className="m-section-head">
          <h2 id="m-cases">Case studies</h2>
          <Link to={mobile.cases()}>All cases</Link>
        </div>
        <ul className="m-list">
          {home.featuredCases.slice(0, 4).map((c) => (
            <li key={c.id}>
              <CaseCard item={c} plain />
            </li>
          ))}
        </ul>
      </section>

      <section className="m-section" aria-labelledby="m-news">
        <div className="m-section-head">
          <h2 id="m-news">Latest news</h2>
          <Link to={mobile.news(NEWS_TYPES[0])}>All news</Link>
        </div>
        <ul className="m-list">
          {home.latestNews.slice(0, 5).map((n) => (
            <li key={n.id}>
              <NewsCard item={n} plain />
            </li>
          ))}
        </ul>
      </section>

      {home.customerLogos.length > 0 && (
        <section className="m-section" aria-labelledby="m-customers">
          <h2 id="m-customers">Trusted by</h2>
          <ul className="m-logos">
            {home.customerLogos.slice(0, 9).map((c) => (
              <li key={c.id}>
                <LazyImage image={c.logo} alt={c.name} sizes="120px" />
              </li>
            ))}
          </ul>
        </section>
      )}

      <CtaBlock id="m-home-cta" cta={DEMO_CTA} />
    </>
  );
}
