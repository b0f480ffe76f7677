/**
 * The list card both skins draw: a picture, a kicker line, the title as the card's one
 * link, the summary, then whatever the skin adds. The skin names the classes and chooses
 * the link, the image sizes and the heading level.
 */
import type { ReactNode } from "react";
import type { LinkProps } from "react-router";
import { LazyImage } from "~/components/ui/lazy-image";
import { Link } from "~/components/ui/link";
import type { ContentImage } from "~/kernel/content-schemas";
import type { CaseSummary } from "~/kernel/collections/cases.answers";
import type { Classes } from "./blocks";
import { CATEGORY_LABELS } from "~/kernel/ui-strings/labels";
import { fallbackLanguage } from "~/kernel/ui-strings/lists";

/** The small "English" label of an item not translated into the reader's language, on both skins (decision 0109). */
export function FallbackMark({ item }: { item: { fallback?: true | undefined } }) {
  return item.fallback ? <span className="fallback-mark">{fallbackLanguage}</span> : null;
}

export interface CardProps {
  classes: Classes<"image" | "body" | "kicker" | "title" | "link" | "text">;
  /** Left out for text-only cards; `media` replaces it where the skin frames the picture. */
  image?: ContentImage;
  media?: ReactNode;
  sizes?: string;
  kicker: ReactNode;
  title: string;
  href: string;
  heading: "h2" | "h3";
  /** The item's words are the default locale's: marked beside the kicker. */
  fallback?: true | undefined;
  /** The summary paragraph; left out where the skin shows something else there. */
  text?: string;
  linkProps?: Pick<LinkProps, "prefetch">;
  children?: ReactNode;
}

export function ContentCard({
  classes,
  image,
  media,
  sizes,
  kicker,
  title,
  href,
  heading: H,
  text,
  linkProps,
  children,
  fallback,
}: CardProps) {
  return (
    <article className={classes.root}>
      {media ?? (image ? <LazyImage image={image} alt="" sizes={sizes} className={classes.image} /> : null)}
      <div className={classes.body}>
        <p className={classes.kicker}>
          <FallbackMark item={{ fallback }} />
          {kicker}
        </p>
        <H className={classes.title}>
          <Link to={href} className={classes.link} {...linkProps}>
            {title}
          </Link>
        </H>
        {text === undefined ? null : <p className={classes.text}>{text}</p>}
        {children}
      </div>
    </article>
  );
}

/**
 * What every list card shows of an item: picture, category, title and summary.
 * `plain` leaves the picture out: cards outside the item's own list (home page,
 * related items) do, so a picture is seen on two pages only, its list and its item.
 */
export function cardData(
  item: {
    cover: ContentImage | null;
    type: keyof typeof CATEGORY_LABELS;
    title: string;
    summary: string;
    fallback?: true | undefined;
  },
  plain = false,
) {
  return {
    fallback: item.fallback,
    image: plain ? undefined : (item.cover ?? undefined),
    kicker: CATEGORY_LABELS[item.type],
    title: item.title,
    text: item.summary,
  };
}

/** "Northwind Freight · Logistics": the kicker of a case study card (two text nodes, as the cards always drew it). */
export function caseKicker(item: CaseSummary): ReactNode {
  return (
    <>
      {item.customer.name} · {CATEGORY_LABELS[item.type]}
    </>
  );
}
