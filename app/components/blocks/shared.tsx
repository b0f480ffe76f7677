/**
 * Block views whose markup both skins share, with each skin's classes: cards, columns,
 * the FAQ, rich text, galleries, milestones and the page's date.
 */
import { formatDate } from "~/components/content/format";
import { HtmlBody } from "~/components/content/prose";
import type { Classes } from "~/components/content/blocks";
import { Gallery } from "~/components/ui/gallery";
import { Link } from "~/components/ui/link";
import { desktop, mobile } from "~/kernel/links";
import type { BlockProps } from "./render-blocks";
import * as BLOCKS from "~/kernel/ui-strings/blocks";

/** Site paths go to the skin's own page; the mobile skin's paths carry its prefix. */
export type LinkFor = (href: string) => string;

export function TextBlock({ block, id, className }: BlockProps<"text"> & { className: string }) {
  return (
    <section className={className} aria-labelledby={block.heading ? id : undefined}>
      {block.heading ? <h2 id={id}>{block.heading}</h2> : null}
      <HtmlBody html={block.html} className="prose" />
    </section>
  );
}

/** Questions as native disclosures, as the pricing FAQ shows them (components/content/faq.tsx). */
export function FaqBlock({ block, id, className }: BlockProps<"faq"> & { className: string }) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{block.heading}</h2>
      {block.items.map((item) => (
        <details key={item.question} className="disclosure">
          <summary>{item.question}</summary>
          <div className="disclosure-body">
            {item.answer.split(/\n{2,}/).map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
        </details>
      ))}
    </section>
  );
}

export function ColumnsBlock({
  block,
  id,
  classes,
}: BlockProps<"columns"> & { classes: Classes<"list" | "item" | "points"> }) {
  return (
    <section className={classes.root} aria-labelledby={block.heading ? id : undefined}>
      {block.heading ? <h2 id={id}>{block.heading}</h2> : null}
      <div className={classes.list}>
        {block.columns.map((c) => (
          <div key={c.heading} className={classes.item}>
            {block.heading ? <h3>{c.heading}</h3> : <h2>{c.heading}</h2>}
            {c.text ? <p>{c.text}</p> : null}
            {c.points.length ? (
              <ul className={classes.points}>
                {c.points.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ))}
      </div>
    </section>
  );
}

export function CardsBlock({
  block,
  id,
  classes,
  linkFor,
}: BlockProps<"cards"> & { classes: Classes<"list" | "item">; linkFor: LinkFor }) {
  return (
    <section className={classes.root} aria-labelledby={id}>
      <h2 id={id}>{block.heading}</h2>
      {block.intro ? <p>{block.intro}</p> : null}
      {block.items.length ? (
        <ul className={classes.list}>
          {block.items.map((item) => (
            <li key={item.title} className={classes.item}>
              <h3>{item.href ? <Link to={linkFor(item.href)}>{item.title}</Link> : item.title}</h3>
              {item.meta ? <p className="muted">{item.meta}</p> : null}
              {item.text ? <p>{item.text}</p> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p>{block.empty}</p>
      )}
    </section>
  );
}

/** The page's last publication, from its document: a notice states when it last changed. */
export function LastUpdatedBlock({ block, page, className }: BlockProps<"last-updated"> & { className?: string }) {
  return (
    <p className={className}>
      {block.label} {formatDate(page.updatedAt)}.
    </p>
  );
}

/** Where a case highlights block's link leads in the skin: its industry's list, or every case study. */
export function caseListHref({ industry }: BlockProps<"case-highlights">["block"], skin: "desktop" | "mobile") {
  if (skin === "mobile") return mobile.cases(industry || undefined);
  return industry ? desktop.casesList(industry) : desktop.cases();
}

/** Pictures that open the shared viewer (zoom, rotate, slideshow); a gallery without a heading is named for it. */
export function GalleryBlock({
  block,
  id,
  className,
  listClass,
  sizes,
}: BlockProps<"gallery"> & { className: string; listClass?: string; sizes: string }) {
  const label = block.heading || BLOCKS.pictures;
  return (
    <section
      className={className}
      aria-labelledby={block.heading ? id : undefined}
      aria-label={block.heading ? undefined : label}
    >
      {block.heading ? <h2 id={id}>{block.heading}</h2> : null}
      <Gallery
        images={block.items.map((i) => i.image)}
        captions={block.items.map((i) => i.caption)}
        label={label}
        sizes={sizes}
        className={listClass}
      />
    </section>
  );
}

/** Milestones in order, each year beside what happened. */
export function TimelineBlock({ block, id, className }: BlockProps<"timeline"> & { className: string }) {
  return (
    <section
      className={className}
      aria-labelledby={block.heading ? id : undefined}
      aria-label={block.heading ? undefined : BLOCKS.milestones}
    >
      {block.heading ? <h2 id={id}>{block.heading}</h2> : null}
      <ol className="timeline">
        {block.items.map((m) => (
          <li key={`${m.year} ${m.text}`}>
            <span className="timeline-year">{m.year}</span> {m.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
