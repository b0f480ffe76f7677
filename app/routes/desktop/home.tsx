import { Link } from "~/components/ui/link";
import { CaseCard, NewsCard, SolutionCard } from "~/components/desktop/cards";
import { CtaBand, Figures } from "~/components/desktop/blocks";
import { VideoPlayer } from "~/components/desktop/video-player";
import { Carousel } from "~/components/ui/carousel";
import { LazyImage } from "~/components/ui/lazy-image";
import type { ContentLink } from "~/kernel/content-schemas";
import { servicesContext } from "~/lib/context.server";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/home";
import { desktop, newsPath } from "~/kernel/links";
import { PRIMARY_CTA } from "~/kernel/content-constants";
import { COMPANY } from "~/kernel/facts";

const REGISTER_CTA = {
  heading: "Try Brightlane with your own team",
  text: "A consultant shows you Brightlane with your own processes, then sets up a 30-day trial. No credit card, no obligation.",
  label: PRIMARY_CTA,
  to: desktop.register(),
};

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return desktopMeta(args, {
    title: "Brightlane: office, project, trade, live and learning software",
    description:
      "Brightlane Software makes OA, project management, B2B trade, live event and learning software for mid-sized companies. See products, customer stories and news.",
    canonicalPath: "/",
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  // The company's figures come with the data: the fact sheet stays out of the page's script.
  return { home: await context.get(servicesContext).content.getHomePage(), customers: COMPANY.customersInWords };
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

export default function Page({ loaderData: { home, customers } }: Route.ComponentProps) {
  return (
    <div className="home">
      {home.banners.length ? (
        <div className="home-banners">
          <Carousel label="Featured" autoplay rewind>
            {home.banners.map((b, i) => (
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
      ) : null}

      <div className="container">
        <section className="section home-intro" aria-labelledby="home-title">
          <h1 id="home-title">Work software for busy mid-sized companies</h1>
          <p className="lead">
            Five products on one platform: approvals, projects, B2B orders, live events and training. Start with one,
            add the rest when you need them.
          </p>
          <ul className="highlight-grid">
            {home.highlights.map((h) => (
              <li key={h.id} className="card highlight">
                <LazyImage
                  image={h.image}
                  alt=""
                  sizes="(min-width: 1200px) 230px, (min-width: 700px) 33vw, 100vw"
                  className="card-media"
                />
                <div className="card-body">
                  <h2 className="card-title">
                    <ContentAnchor link={h.link} className="card-link">
                      {h.title}
                    </ContentAnchor>
                  </h2>
                  <p className="card-text">{h.summary}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        {home.figures.length ? (
          <section className="section figures-band" aria-labelledby="figures-title">
            <h2 id="figures-title">Brightlane in figures</h2>
            <Figures figures={home.figures} label="Brightlane in figures" />
          </section>
        ) : null}

        <section className="section" aria-labelledby="cases-title">
          <div className="section-head">
            <h2 id="cases-title">Customer stories</h2>
            <Link to={desktop.cases()}>All case studies</Link>
          </div>
          <div className="card-grid">
            {home.featuredCases.map((c) => (
              <CaseCard key={c.id} item={c} as="h3" plain />
            ))}
          </div>
        </section>

        {home.customerLogos.length ? (
          <section className="section logos" aria-labelledby="logos-title">
            <h2 id="logos-title">Trusted by more than {customers} organisations</h2>
            <ul className="logo-grid">
              {home.customerLogos.map((l) => (
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
        ) : null}

        {home.featuredSolutions.length ? (
          <section className="section" aria-labelledby="solutions-title">
            <div className="section-head">
              <h2 id="solutions-title">Solutions for your industry</h2>
              <Link to={desktop.solutions()}>All solutions</Link>
            </div>
            <div className="card-grid">
              {home.featuredSolutions.slice(0, 3).map((s) => (
                <SolutionCard key={s.id} item={s} as="h3" plain />
              ))}
            </div>
          </section>
        ) : null}

        <section className="section" aria-labelledby="news-title">
          <div className="section-head">
            <h2 id="news-title">Latest news</h2>
            <Link to={newsPath()}>All news</Link>
          </div>
          <div className="card-grid">
            {home.latestNews.slice(0, 6).map((n) => (
              <NewsCard key={n.id} item={n} as="h3" plain />
            ))}
          </div>
        </section>

        {home.featuredVideos[0] ? (
          <section className="section" aria-labelledby="video-title">
            <div className="section-head">
              <h2 id="video-title">Watch Brightlane at work</h2>
              <Link to={desktop.videos()}>All videos</Link>
            </div>
            <div className="video-feature">
              <VideoPlayer video={home.featuredVideos[0]} headingLevel={3} />
            </div>
          </section>
        ) : null}
      </div>

      <CtaBand id="register-title" cta={REGISTER_CTA} />
    </div>
  );
}
