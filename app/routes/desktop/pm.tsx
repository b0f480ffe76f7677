import { Link } from "~/components/ui/link";
import { CaseCard } from "~/components/desktop/cards";
import { Faq } from "~/components/content/faq";
import { Plans } from "~/components/desktop/plans";
import { StaticPageView } from "~/components/desktop/static-page";
import { withPictures } from "~/components/content/page-of";
import { pm } from "~/content/pm";
import { servicesContext } from "~/lib/context.server";
import { desktopMeta } from "~/components/desktop/meta";
import { faqPage } from "~/lib/structured-data";
import type { Route } from "./+types/pm";
import { desktop } from "~/kernel/links";

// The skins share the loader's reads and the meta's fields; they differ in view.
/* jscpd:ignore-start */
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const page = args.loaderData?.page;
  return desktopMeta(args, {
    title: page?.metaTitle ?? "Brightlane PM",
    description: page?.description ?? "",
    canonicalPath: desktop.pm(),
    image: page?.hero.src,
    breadcrumbs: [{ name: "Brightlane PM" }],
    jsonLd: args.loaderData?.data.faq.length ? faqPage(args.loaderData.data.faq) : null,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const [data, page] = await Promise.all([content.getPmPage(), withPictures(pm, content)]);
  return { data, page };
}

/* jscpd:ignore-end */

export default function Page({ loaderData: { data, page } }: Route.ComponentProps) {
  return (
    <StaticPageView page={page} crumbs={[{ label: "Brightlane PM" }]}>
      {data.cases.length ? (
        <section className="section" aria-labelledby="pm-cases">
          <div className="section-head">
            <h2 id="pm-cases">Teams delivering with Brightlane PM</h2>
            <Link to={desktop.cases()}>All case studies</Link>
          </div>
          <div className="card-grid">
            {data.cases.slice(0, 3).map((c) => (
              <CaseCard key={c.id} item={c} as="h3" plain />
            ))}
          </div>
        </section>
      ) : null}
      {data.plans.length ? (
        <section className="section" aria-labelledby="pm-plans">
          <div className="section-head">
            <h2 id="pm-plans">Plans that include Brightlane PM</h2>
            <Link to={desktop.price()}>Compare all features</Link>
          </div>
          <Plans plans={data.plans} discount={0} headingLevel={3} />
        </section>
      ) : null}
      <Faq items={data.faq} heading="Questions about Brightlane PM" id="faq-title" className="section faq" />
    </StaticPageView>
  );
}
