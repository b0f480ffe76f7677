/**
 * The partner programme's parts that both skins show: the tiers with their benefits,
 * and the directory of partners by tier. The skin names the classes.
 */
import { LazyImage } from "~/components/ui/lazy-image";
import { PARTNER_TIERS } from "~/kernel/content-constants";
import type { PartnerPage } from "~/kernel/page-schemas";
import type { CallToAction } from "~/components/content/shapes";
import { desktop } from "~/kernel/links";
import type { Classes } from "./blocks";
import { message } from "~/kernel/ui-strings/message";
import * as OFFERS from "~/kernel/ui-strings/offers";
import { CATEGORY_LABELS } from "~/kernel/ui-strings/labels";

/** The programme's call to action: the document's words and link, or the application form for an off-site one. */
export function partnerCta(page: PartnerPage): CallToAction {
  return {
    ...page.pitch,
    label: page.cta.label,
    to: /^https?:/.test(page.cta.href) ? desktop.partnerApply() : page.cta.href,
  };
}

export function PartnerTiers({ tiers, classes }: { tiers: PartnerPage["tiers"]; classes: Classes<"item"> }) {
  return (
    <ul className={classes.root}>
      {tiers.map((t) => (
        <li key={t.tier} className={`${classes.item ?? ""} tier-${t.tier}`}>
          <h3>{t.label}</h3>
          <p>{t.description}</p>
          <ul className="check-list">
            {t.benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** The partners of each tier under the tier's heading (h3, the partners' names h4). */
export function PartnerDirectory({
  partners,
  idPrefix = "",
  classes,
}: {
  partners: PartnerPage["partners"];
  idPrefix?: string;
  classes: Classes<"list" | "item" | "logo" | "note" | "text">;
}) {
  return PARTNER_TIERS.map((tier) => {
    const inTier = partners.filter((p) => p.tier === tier);
    if (!inTier.length) return null;
    return (
      <section key={tier} aria-labelledby={`${idPrefix}dir-${tier}`} className={classes.root}>
        <h3 id={`${idPrefix}dir-${tier}`}>{CATEGORY_LABELS[tier]}</h3>
        <ul className={classes.list}>
          {inTier.map((p) => (
            <li key={p.id} className={classes.item}>
              <LazyImage image={p.logo} alt={`${p.name} logo`} sizes="160px" className={classes.logo} />
              <div>
                <h4 className="partner-name">{p.name}</h4>
                <p className={classes.note}>{p.region}</p>
                <p className={classes.text}>{p.summary}</p>
                {p.products.length ? (
                  <p className={classes.text}>
                    {message(OFFERS.certifiedFor, { products: p.products.map((x) => x.name).join(", ") })}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>
    );
  });
}
