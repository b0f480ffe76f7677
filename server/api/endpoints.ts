/**
 * The read endpoints of the JSON API, as data: path, parameters, response
 * schema and the content-service call. The router and the OpenAPI document are
 * both built from this table, so they cannot drift apart.
 */
import type { z } from "zod";
import type { ContentService } from "../content/service.ts";
import * as K from "../../app/kernel/content-schemas.ts";
import * as P from "../../app/kernel/page-schemas.ts";
import * as S from "./schemas.ts";

export interface Endpoint {
  /** Express path, relative to {BASE_PATH}api/v1. */
  path: string;
  operationId: string;
  tag: string;
  summary: string;
  description?: string;
  /** Query parameters (all optional); undefined means none. */
  query?: z.ZodObject;
  /** True when the path ends in /:id. */
  hasId?: boolean;
  response: z.ZodType;
  /** True for lists: a page past the last one answers 404. */
  paged?: boolean;
  /** Returns the body, or null for 404. */
  load(content: ContentService, input: { id: number; query: Record<string, unknown> }): Promise<unknown>;
}

const PAGE_NOTE = "Ordered newest first, then by id (stable). A page past the last one answers 404 `not_found`.";

// The query objects are validated before load() runs, so the casts below only
// restate what the schema guarantees.
type Q = Record<string, unknown>;
const paging = (q: Q) => ({ page: q.page as number | undefined, pageSize: q.pageSize as number | undefined });
type Call = (arg?: unknown) => Promise<unknown>;

/**
 * An endpoint whose operation id names the content-service method it calls: with the
 * id when the path ends in /:id, else with the list query when it has one, else with
 * nothing. Every endpoint with a query is a paged list.
 */
function endpoint(
  operationId: keyof ContentService,
  path: string,
  tag: string,
  summary: string,
  response: z.ZodType,
  extra: { query?: z.ZodObject; description?: string; load?: Endpoint["load"] } = {},
): Endpoint {
  const hasId = path.endsWith("/:id");
  const { query } = extra;
  return {
    path,
    operationId,
    tag,
    summary,
    ...(query ? { description: PAGE_NOTE, paged: true } : {}),
    ...(hasId ? { hasId } : {}),
    response,
    load: (c, input) =>
      (c[operationId] as Call)(
        hasId
          ? input.id
          : query
            ? {
                type: input.query.type,
                ...(input.query.when ? { when: input.query.when } : {}),
                ...paging(input.query),
              }
            : undefined,
      ),
    ...extra,
  };
}

/** The list and the detail endpoints of a collection. */
const collection = (
  path: string,
  tag: string,
  [listId, listSummary, query, page]: [keyof ContentService, string, z.ZodObject, z.ZodType],
  [getId, getSummary, detail]: [keyof ContentService, string, z.ZodType],
) => [
  endpoint(listId, path, tag, listSummary, page, { query }),
  endpoint(getId, `${path}/:id`, tag, getSummary, detail),
];

export const endpoints: Endpoint[] = [
  // The content types with read endpoints of their own, in their order (their definitions' `api`).
  ...S.COLLECTION_APIS.flatMap((a) =>
    collection(
      a.path,
      a.tag,
      // The definitions name the content service's methods; the compiler checks each exists.
      [a.list[0], a.list[1], a.query, a.page],
      [a.get[0], a.get[1], a.components.detail[1]],
    ),
  ),
  endpoint("getHelpHome", "/help", "Help centre", "The help centre's category tree and popular articles", K.HelpHome),
  endpoint("listHelpArticles", "/help/articles", "Help centre", "List help articles", S.HelpArticlePage, {
    query: S.helpArticlesQuery,
    description:
      "Ordered by category, then position. An unknown category answers 404. A page past the last one answers 404.",
    load: (c, { query }) => c.listHelpArticles({ categoryId: query.category as number | undefined, ...paging(query) }),
  }),
  endpoint(
    "getHelpArticle",
    "/help/articles/:id",
    "Help centre",
    "One help article with breadcrumbs",
    K.HelpArticleDetail,
  ),
  endpoint("listPartners", "/partners", "Partners", "The partner directory", S.PartnerList, {
    query: S.partnerQuery,
    description: "Ordered by tier (strategic first), then name. A page past the last one answers 404.",
    load: (c, { query }) => c.listPartners({ type: query.tier as never, ...paging(query) }),
  }),
  endpoint("getPromotion", "/promotions/:id", "Promotions", "One promotion", P.Promotion),
  endpoint(
    "getHomePage",
    "/pages/home",
    "Pages",
    "Home page: banners, highlights, figures, customer logos and featured items",
    P.HomePage,
  ),
  endpoint("getPricePage", "/pages/price", "Pages", "Price plans, feature matrix and FAQ", P.PricePage),
  endpoint(
    "getPromotionPage",
    "/pages/promotion",
    "Pages",
    "Every promotion, active first, with its status",
    P.PromotionPage,
  ),
  endpoint("getServicePage", "/pages/service", "Pages", "Professional services", P.ServicePage),
  endpoint("getPartnerPage", "/pages/partner", "Pages", "Partner programme tiers and directory", P.PartnerPage),
  endpoint(
    "getRegisterOptions",
    "/register/options",
    "Pages",
    "Choices of the registration form: products, company sizes, regions",
    P.RegisterOptions,
  ),
  endpoint("getSiteSettings", "/site", "Site", "Company name, contact, navigation and footer", P.SiteSettings),
  endpoint("getCategoryLists", "/categories", "Site", "Category slugs with labels and counts", P.CategoryLists),
];
