/**
 * Desktop block views the home page shares with every other page of blocks (the section
 * frames, the call to action, case highlights), kept apart from the block tables so that
 * each table loads only the views it draws.
 */
import { CaseCard } from "~/components/desktop/cards";
import { CtaBand } from "~/components/desktop/blocks";
import { Link } from "~/components/ui/link";
import { desktop } from "~/kernel/links";
import type { BlockProps } from "./render-blocks";

/** A block inside the page's width; the hero, the banners and the call to action span the window. */
export const Contained = ({ children }: { children: React.ReactNode }) => <div className="container">{children}</div>;

/** A section whose heading has a link beside it (to the whole list). */
export function HeadedSection({
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
    <Contained>
      <section className="section" aria-labelledby={id}>
        <div className="section-head">
          <h2 id={id}>{heading}</h2>
          {link}
        </div>
        {children}
      </section>
    </Contained>
  );
}

export const DESKTOP_COMMON_BLOCKS = {
  cta: ({ block, id }: BlockProps<"cta">) => <CtaBand cta={{ ...block, to: block.href }} id={id} />,
  "case-highlights": ({ block, id }: BlockProps<"case-highlights">) =>
    block.cases.length ? (
      <HeadedSection
        id={id}
        heading={block.heading}
        link={
          <Link to={block.industry ? desktop.casesList(block.industry) : desktop.cases()}>
            {block.linkLabel || "All case studies"}
          </Link>
        }
      >
        <div className="card-grid">
          {block.cases.map((c) => (
            <CaseCard key={c.id} item={c} as="h3" plain />
          ))}
        </div>
      </HeadedSection>
    ) : null,
};
