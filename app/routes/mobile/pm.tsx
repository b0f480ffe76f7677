import { Faq } from "~/components/content/faq";
import { formatPrice } from "~/components/content/format";
import { Link } from "~/components/ui/link";
import { CaseCard } from "~/components/mobile/cards";
import { MobileStaticPage } from "~/components/mobile/static-page";
import { withPictures } from "~/components/content/page-of";
import { pm } from "~/content/pm";
import { desktopCanonicalPath } from "~/kernel/device-map";
import { servicesContext } from "~/lib/context.server";
import { pageMeta } from "~/lib/seo";
import { faqPage } from "~/lib/structured-data";
import type { Route } from "./+types/pm";
import { mobile } from "~/kernel/links";

// The skins share the loader's reads and the meta's fields; they differ in view.
/* jscpd:ignore-start */
export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const page = args.loaderData?.page;
  return pageMeta(args, {
    title: page?.metaTitle ?? "Brightlane PM",
    description: page?.description ?? "",
    canonicalPath: desktopCanonicalPath(args),
    image: page?.hero.src,
    breadcrumbs: [{ name: "Brightlane PM" }],
    jsonLd: args.loaderData?.faq.length ? faqPage(args.loaderData.faq) : null,
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const { content } = context.get(servicesContext);
  const [data, page] = await Promise.all([content.getPmPage(), withPictures(pm, content)]);
  return { cases: data.cases.slice(0, 4), plans: data.plans, faq: data.faq, page };
}

/* jscpd:ignore-end */

export default function Page({ loaderData: { cases, plans, faq, page } }: Route.ComponentProps) {
  const paid = plans.filter((p) => p.yearlyPrice !== null && p.yearlyPrice > 0);
  const from = paid.length ? Math.min(...paid.map((p) => p.yearlyPrice ?? Infinity)) : null;
  return (
    <MobileStaticPage page={page}>
      {cases.length > 0 && (
        <section className="m-section" aria-labelledby="m-pm-cases">
          <h2 id="m-pm-cases">Teams delivering with Brightlane PM</h2>
          <ul className="m-list">
            {cases.map((c) => (
              <li key={c.id}>
                <CaseCard item={c} plain />
              </li>
            ))}
          </ul>
        </section>
      )}
      {plans.length > 0 && (
        <section className="m-section" aria-labelledby="m-pm-price">
          <h2 id="m-pm-price">Pricing</h2>
          <p>
            {plans.length} plans{from !== null ? `, from ${formatPrice(from)} per user and month billed yearly` : ""}.
          </p>
          <Link className="button button-secondary" to={mobile.price()}>
            Compare plans
          </Link>
        </section>
      )}
      <Faq items={faq} heading="Questions about Brightlane PM" id="m-pm-faq" className="m-section" />
    </MobileStaticPage>
  );
}
