import { Link } from "~/components/ui/link";
import { customerFacts, Facts } from "~/components/content/blocks";
import type { CaseStory, StoryLink } from "~/content/types";
import { LazyImage } from "~/components/ui/lazy-image";
import { CtaBlock, Figures, PictureRail, QuoteBlock, StorySection } from "./static-blocks";
import { mobile } from "~/kernel/links";

/** One of the four static customer stories, laid out for phones. */
export function MobileCaseStory({ story, others }: { story: CaseStory; others: StoryLink[] }) {
  return (
    <article>
      <header className="m-hero">
        <p className="eyebrow">Customer story · {story.customer.industry}</p>
        <h1>{story.title}</h1>
        <p>{story.lead}</p>
        <div className="m-hero-image">
          <LazyImage image={story.hero} sizes="100vw" eager />
        </div>
      </header>
      <section className="m-section" aria-labelledby="m-customer-title">
        <h2 id="m-customer-title">About the customer</h2>
        <Facts facts={customerFacts(story.customer, { industry: false })} className="m-facts" grouped />
      </section>
      <section className="m-section" aria-labelledby="m-results-figures">
        <h2 id="m-results-figures" className="visually-hidden">
          Results in figures
        </h2>
        <Figures figures={story.figures} label="Results in figures" />
      </section>
      <StorySection section={story.challenge} id="m-challenge" />
      <StorySection section={story.solution} id="m-solution" />
      <StorySection section={story.results} id="m-results" />
      <section className="m-section" aria-labelledby="m-gallery-title">
        <h2 id="m-gallery-title">Pictures</h2>
        <PictureRail images={story.gallery} label={`Pictures from ${story.customer.name}`} />
      </section>
      <section className="m-section" aria-label="Customer voice">
        <QuoteBlock quote={story.quote} />
      </section>
      <CtaBlock cta={story.cta} />
      <nav className="m-section" aria-labelledby="m-more-stories">
        <h2 id="m-more-stories">More customer stories</h2>
        <ul className="m-list">
          {others.map((s) => (
            <li key={s.slug} className="m-card is-text">
              <div>
                <p className="m-meta">{s.customer.industry}</p>
                <h3>
                  <Link to={mobile.caseStory(s.slug)}>{s.customer.name}</Link>
                </h3>
              </div>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
