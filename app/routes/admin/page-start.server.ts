/**
 * What a new item's form starts with: for a page of blocks, the template its address
 * names (?template=event, decision 0085), else nothing. Other types have no templates.
 */
import type { ContentType } from "~/kernel/editorial-schemas";
import { TEMPLATE_PARAM, templateOf, type PageTemplateId } from "~/kernel/page-templates";

export function startOf(
  type: ContentType,
  request: Request,
): { template: PageTemplateId | null | undefined; document: Record<string, unknown> | null } {
  if (type !== "pages") return { template: undefined, document: null };
  const id = new URL(request.url).searchParams.get(TEMPLATE_PARAM);
  const template = templateOf(id);
  if (!template) return { template: null, document: null };
  const { title, blocks } = template;
  return { template: id as PageTemplateId, document: { path: "", title, noindex: template.noindex ?? false, blocks } };
}
