import type { MetaDescriptor } from "react-router";
import { mobileAlternate } from "~/lib/device-links";
import { pageMeta, type PageMetaInput } from "~/lib/seo";

type MetaArgs = Parameters<typeof pageMeta>[0] & Parameters<typeof mobileAlternate>[0];

/** pageMeta plus the link to the page's mobile counterpart, where it has one (or `mobilePath`, named by the page). */
export function desktopMeta(args: MetaArgs, input: PageMetaInput, mobilePath?: string): MetaDescriptor[] {
  return [...pageMeta(args, input), ...mobileAlternate(args, mobilePath)];
}
