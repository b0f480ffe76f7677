import { Link } from "~/components/ui/link";
import { CaseCard, SolutionCard } from "~/components/mobile/cards";
import { LazyImage } from "~/components/ui/lazy-image";
import { CATEGORY_LABELS } from "~/kernel/content-constants";
import { desktopCanonicalPath, toMobilePath } from "~/kernel/device-map";
import { notFound, parseId } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { pageMeta } from "~/lib/seo";
import type { Route } from "./+types/solution-detail";
import { desktop } from "~/kernel/links";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const s = args.loaderData;
  if (!s) return [];
  return pageMeta(args, { title: `${s.title}: solution`, description: s.summary, canonicalPath: desktopCanonicalPath(args),
    image: s.cover.src,
    imageAlt: s.cover.alt,
    breadcrumbs: [{ name: "Solutions", path: desktop.solutions() }, { name: CATEGORY_LABELS[s.type], path: desktop.solutionList(s.type) }, { name: s.title }],
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const solution = await context.get(servicesContext).content.getSolution(parseId(params.id));
  return solution ?? notFound();
}

export default function Page({ loaderData: s }: Route.ComponentProps) {
  return (
    <article>
      <header className="m-hero">
        <p className="m-kicker">Solution · {CATEGORY_LABELS[s.type]}</p>
        <h1>{s.title}</h1>
        <p>{s.summary}</p>
        <div className="m-hero-image">
          <LazyImage image={s.cover} sizes="100vw" eager />
        </div>
      </header>
      {s.benefits.length > 0 && (
        <section className="m-section" aria-labelledby="m-benefits">
          <h2 id="m-benefits">Results customers see</h2>
          <ul className="m-figures">
            {s.benefits.map((b) => (
              <li key={b.label}>
                <strong>{b.value}</strong>
                <span>{b.label}</span>
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="m-section">
        <div className="m-prose" dangerouslySetInnerHTML={{ __html: s.bodyHtml }} />
      </section>
      {s.features.length > 0 && (
        <section className="m-section" aria-labelledby="m-features">
          <h2 id="m-features">Features</h2>
          <ul className="m-features">
            {s.features.map((f) => (
              <li key={f.title}>
                <h3>{f.title}</h3>
                <p>{f.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {s.products.length > 0 && (
        <section className="m-section" aria-labelledby="m-products">
          <h2 id="m-products">Products in this solution</h2>
          <ul className="m-chips">
            {s.products.map((p) => (
              <li key={p.slug}>
                <Link to={toMobilePath(desktop.product(p.slug)) ?? desktop.product(p.slug)}>{p.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {s.relatedCases.length > 0 && (
        <section className="m-section" aria-labelledby="m-cases">
          <h2 id="m-cases">Case studies</h2>
          <ul className="m-list">
            {s.relatedCases.map((c) => (
              <li key={c.id}>
                <CaseCard item={c} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {s.related.length > 0 && (
        <section className="m-section" aria-labelledby="m-related">
          <h2 id="m-related">Other solutions</h2>
          <ul className="m-list">
            {s.related.map((r) => (
              <li key={r.id}>
                <SolutionCard item={r} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className="m-cta" aria-labelledby="m-sol-cta">
        <h2 id="m-sol-cta">Talk to a {CATEGORY_LABELS[s.type].toLowerCase()} specialist</h2>
        <p>We will show you this solution with examples from your industry.</p>
        <Link className="m-button" to={desktop.register()}>
          Request a demo
        </Link>
      </section>
    </article>
  );
}
