import { useEffect, useRef } from "react";
import { Link } from "~/components/ui/link";
import type { IntentCopy } from "~/kernel/lead-intent";
import * as FORMS from "~/kernel/ui-strings/forms";

/** The page after a request was received: what it was, and where to go meanwhile. */
export default function ThankYou({
  className,
  links,
  copy,
}: {
  className: string;
  /** The next steps, in the skin's own pages. */
  links: { help: string; news: string; home: string };
  copy: IntentCopy;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={className}>
      <section className="reg-thanks" aria-labelledby="reg-thanks-title">
        <h1 id="reg-thanks-title" ref={heading} tabIndex={-1}>
          {copy.received}
        </h1>
        <p>{copy.thanks}</p>
        <p>
          {FORMS.meanwhile} <Link to={links.help}>{FORMS.browseHelp}</Link>
          {FORMS.read} <Link to={links.news}>{FORMS.latestNews}</Link> {FORMS.goBackTo}{" "}
          <Link to={links.home}>{FORMS.homePage}</Link>
          {FORMS.sentenceEnd}
        </p>
      </section>
    </div>
  );
}
