import { PlanCell } from "~/components/content/pricing";
import type { ShouldRevalidateFunctionArgs } from "react-router";
import { Faq } from "~/components/content/faq";
import { MobilePlans } from "~/components/mobile/plans";
import type { PriceFeatureRow } from "~/kernel/page-schemas";
import { desktopCanonicalPath } from "~/kernel/device-map";
import { pageMeta } from "~/lib/seo";
import { loadPricePage } from "~/lib/content-pages.server";
import type { Route } from "./+types/price";
import { message } from "~/kernel/ui-strings/message";
import * as OFFERS from "~/kernel/ui-strings/offers";
import * as SECTIONS from "~/kernel/ui-strings/sections";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(args, {
    title: "Pricing: plans for every team size",
    description:
      "Brightlane plans billed monthly or yearly, what each includes, and answers to common billing questions.",
    canonicalPath: desktopCanonicalPath(args),
    seo: args.loaderData?.seo,
    breadcrumbs: [{ name: SECTIONS.pricing }],
    jsonLd: args.loaderData?.jsonLd,
  });
}

export async function loader(args: Route.LoaderArgs) {
  const { price, jsonLd } = await loadPricePage(args, "desktop");
  return { ...price, jsonLd };
}

/** The billing switch only changes ?billing: no new data needed. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

const comparisonOf = (group: string) => message(OFFERS.groupComparison, { group });

export default function Page({ loaderData: page }: Route.ComponentProps) {
  const groups = new Map<string, PriceFeatureRow[]>();
  for (const row of page.features) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  return (
    <div className="m-page">
      <h1>{page.title}</h1>
      <p className="m-lead">{page.intro}</p>
      <MobilePlans plans={page.plans} discount={page.yearlyDiscountPercent} />

      <section className="m-related" aria-labelledby="m-compare">
        <h2 id="m-compare">{OFFERS.comparePlans}</h2>
        {[...groups].map(([group, rows]) => (
          <details key={group} className="disclosure">
            <summary>{group}</summary>
            {/* A region that scrolls sideways must take focus so keyboards can scroll it. */}
            {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
            <div className="m-table-scroll" role="region" aria-label={comparisonOf(group)} tabIndex={0}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{OFFERS.feature}</th>
                    {page.plans.map((p) => (
                      <th key={p.slug} scope="col">
                        {p.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row) => (
                    <tr key={row.label}>
                      <th scope="row">{row.label}</th>
                      {page.plans.map((p) => (
                        <td key={p.slug}>
                          <PlanCell value={row.values[p.slug]} />
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        ))}
      </section>

      <Faq items={page.faq} heading={OFFERS.billingQuestions} id="m-faq" className="m-related" />
    </div>
  );
}
