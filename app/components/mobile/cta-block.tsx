/** The mobile site's call to action band: a heading, a sentence and one button. */
import * as Content from "~/components/content/blocks";
import type { CallToAction } from "~/components/content/shapes";
import { mobileHref } from "~/kernel/device-map";

export function CtaBlock({ cta, id = "m-cta-title" }: { cta: CallToAction; id?: string }) {
  const classes = { root: "m-cta", button: "button button-primary" };
  return <Content.CallToActionBlock cta={cta} id={id} to={mobileHref(cta.to)} classes={classes} />;
}
