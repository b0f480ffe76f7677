/** The mobile site's case study card, and the card shapes every mobile list card shares (./cards.tsx). */
import { caseKicker, cardData, ContentCard } from "~/components/content/cards";
import type { CaseSummary } from "~/kernel/collections/cases.answers";
import { mobile } from "~/kernel/links";

export const CARD = { classes: { root: "m-card", kicker: "m-meta" }, sizes: "96px" };
export const TEXT_CARD = { classes: { root: "m-card is-text", kicker: "m-meta" } };

/** `plain`: without the picture (see cardData). */
export type Props<T> = { item: T; headingLevel?: 2 | 3; plain?: boolean };

export function CaseCard({ item, headingLevel = 3, plain }: Props<CaseSummary>) {
  const metric = item.metrics[0];
  const data = {
    ...cardData(item, plain),
    kicker: caseKicker(item),
    href: mobile.case(item.id),
    heading: `h${headingLevel}` as const,
  };
  return (
    <ContentCard {...(plain ? TEXT_CARD : CARD)} {...data} text={metric ? undefined : item.summary}>
      {metric ? (
        <p>
          <strong>{metric.value}</strong> {metric.label}
        </p>
      ) : null}
    </ContentCard>
  );
}
