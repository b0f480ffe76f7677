/**
 * The loader of the pages made of blocks, for both skins: the page whose document
 * path is the registry entry's desktop path, or the 404 page; with the lead form's
 * choices and shared token when one of its blocks is the lead form.
 */
import type { RouterContextProvider } from "react-router";
import type { LeadFormData } from "~/components/blocks/render-blocks";
import { bare, pageOfPattern } from "~/kernel/pages";
import type { BlockPage } from "~/kernel/page-blocks";
import { servicesContext } from "./context.server";
import { notFound } from "./params";

export async function loadBlockPage({
  context,
  pattern,
}: {
  context: Readonly<RouterContextProvider>;
  pattern: string;
}): Promise<{ page: BlockPage; leadForm: LeadFormData | null }> {
  const { content, leads } = context.get(servicesContext);
  const entry = pageOfPattern(pattern);
  const page = await content.getBlockPage(bare(entry.desktop!.path));
  if (!page) notFound();
  const hasForm = page.blocks.some((b) => b.type === "lead-form");
  const leadForm = hasForm ? { options: await leads.options(), formToken: await leads.formToken("page") } : null;
  return { page, leadForm };
}
