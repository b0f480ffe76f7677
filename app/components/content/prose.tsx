import { useMemo } from "react";
import { useLocation } from "react-router";
import { isMobileRouterPath } from "~/kernel/device-map";
import { mobileBodyLinks } from "~/lib/device-links";
import type { Section } from "~/components/content/shapes";
import type { CaseDetail } from "~/kernel/collections/cases.answers";
import type { Classes } from "./blocks";

/**
 * Sanitised HTML from the content service (sanitised when it was stored); the skin names
 * the class. On the mobile skin its links to pages with a mobile twin lead to the twin.
 */
export function HtmlBody({ html, className }: { html: string; className?: string }) {
  const onMobile = isMobileRouterPath(useLocation().pathname);
  const shown = useMemo(() => (onMobile ? mobileBodyLinks(html) : html), [html, onMobile]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: shown }} />;
}

/** A titled run of paragraphs with an optional list of points, as the static pages write them. */
export function SectionBody({ section, id, classes }: { section: Section; id?: string; classes: Classes<"points"> }) {
  return (
    <section className={classes.root} aria-labelledby={id}>
      <h2 id={id}>{section.heading}</h2>
      {section.paragraphs.map((p) => (
        <p key={p}>{p}</p>
      ))}
      {section.points ? (
        <ul className={classes.points}>
          {section.points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const CASE_PARTS = ["challenge", "solution", "results"] as const;

/** A case study's challenge, solution and results: each a heading and its HTML. */
export function CaseSections({
  item,
  idPrefix = "",
  classes,
}: {
  item: Pick<CaseDetail, (typeof CASE_PARTS)[number]>;
  idPrefix?: string;
  classes: Classes<"body">;
}) {
  return CASE_PARTS.map((key) => (
    <section key={key} className={classes.root} aria-labelledby={`${idPrefix}${key}-title`}>
      <h2 id={`${idPrefix}${key}-title`}>{item[key].heading}</h2>
      <HtmlBody html={item[key].bodyHtml} className={classes.body} />
    </section>
  ));
}
