/**
 * Mobile block views the home page shares with every other page of blocks (lists under a
 * heading with the link beside it, the call to action, case highlights), kept apart from
 * the block tables so that each table loads only the views it draws.
 */
import { CaseCard } from "~/components/mobile/case-card";
import { CtaBlock } from "~/components/mobile/cta-block";
import { Link } from "~/components/ui/link";
import { mobile } from "~/kernel/links";
import type { BlockProps } from "./render-blocks";

/** A list under its heading, with the link to the whole list beside the heading. */
export function HeadedList({
  id,
  heading,
  link,
  children,
}: {
  id: string;
  heading: string;
  link: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <section className="m-section" aria-labelledby={id}>
      <div className="m-section-head">
        <h2 id={id}>{heading}</h2>
        {link}
      </div>
      <ul className="m-list">{children}</ul>
    </section>
  );
}

export const MOBILE_COMMON_BLOCKS = {
  cta: ({ block, id }: BlockProps<"cta">) => <CtaBlock cta={{ ...block, to: block.href }} id={id} />,
  "case-highlights": ({ block, id }: BlockProps<"case-highlights">) =>
    block.cases.length ? (
      <HeadedList
        id={id}
        heading={block.heading}
        link={<Link to={mobile.cases(block.industry || undefined)}>{block.linkLabel || "All case studies"}</Link>}
      >
        {block.cases.map((c) => (
          <li key={c.id}>
            <CaseCard item={c} plain />
          </li>
        ))}
      </HeadedList>
    ) : null,
};
