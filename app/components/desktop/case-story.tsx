import { Link } from "~/components/ui/link";
import { customerFacts, Facts } from "~/components/content/blocks";
import type { CaseStory, StoryLink } from "~/content/types";
import { Breadcrumbs, CtaBand, Figures, QuoteBlock, StorySection } from "./blocks";
import { LazyImage } from "~/components/ui/lazy-image";
import { GallerySection } from "./gallery-section";
import { desktop } from "~/kernel/links";

export function CaseStoryView({ story, others }: { story: CaseStory; others: StoryLink[] }) {
  return (
    <article className={`case-story page-${story.slug}`}>
      <header className="hero">
        <div className="container hero-grid">
          <div className="hero-text">
            <Breadcrumbs items={[{ to: desktop.cases(), label: "Case studies" }, { label: story.customer.name }]} />
            <p className="eyebrow">Customer story · {story.customer.industry}</p>
            <h1>{story.title}</h1>
            <p className="lead">{story.lead}</p>
          </div>
          <LazyImage image={story.hero} className="hero-image" sizes="(min-width: 960px) 560px, 100vw" eager />
        </div>
      </header>
      <div className="container">
        <div className="with-aside">
          <div className="story">
            <StorySection section={story.challenge} id="challenge" />
            <StorySection section={story.solution} id="solution" />
            <StorySection section={story.results} id="results" />
            <Figures figures={story.figures} label="Results in figures" />
            <QuoteBlock quote={story.quote} />
          </div>
          <aside className="aside-card" aria-labelledby="customer-title">
            <h2 id="customer-title">The customer</h2>
            <Facts facts={customerFacts(story.customer)} className="facts" />
          </aside>
        </div>
        <GallerySection images={story.gallery} heading="Gallery" />
        <nav className="section" aria-labelledby="more-stories">
          <h2 id="more-stories">More customer stories</h2>
          <ul className="link-cards">
            {others.map((s) => (
              <li key={s.slug}>
                <Link to={desktop.caseStory(s.slug)} className="link-card">
                  <span className="link-card-kicker">{s.customer.industry}</span>
                  <span className="link-card-title">{s.customer.name}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <CtaBand cta={story.cta} />
    </article>
  );
}
