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
const list = (q: Q) => ({
  type: q.type as never,
  page: q.page as number | undefined,
  pageSize: q.pageSize as number | undefined,
});

export const endpoints: Endpoint[] = [
  {
    path: "/news",
    operationId: "listNews",
    tag: "News",
    summary: "List news",
    description: PAGE_NOTE,
    query: S.newsQuery,
    response: S.NewsPage,
    paged: true,
    load: (c, { query }) => c.listNews(list(query)),
  },
  {
    path: "/news/:id",
    operationId: "getNews",
    tag: "News",
    summary: "One news item with related items and neighbours",
    hasId: true,
    response: K.NewsDetail,
    load: (c, { id }) => c.getNews(id),
  },
  {
    path: "/cases",
    operationId: "listCases",
    tag: "Case studies",
    summary: "List case studies",
    description: PAGE_NOTE,
    query: S.caseQuery,
    response: S.CasePage,
    paged: true,
    load: (c, { query }) => c.listCases(list(query)),
  },
  {
    path: "/cases/:id",
    operationId: "getCase",
    tag: "Case studies",
    summary: "One case study",
    hasId: true,
    response: K.CaseDetail,
    load: (c, { id }) => c.getCase(id),
  },
  {
    path: "/solutions",
    operationId: "listSolutions",
    tag: "Solutions",
    summary: "List solutions",
    description: PAGE_NOTE,
    query: S.solutionQuery,
    response: S.SolutionPage,
    paged: true,
    load: (c, { query }) => c.listSolutions(list(query)),
  },
  {
    path: "/solutions/:id",
    operationId: "getSolution",
    tag: "Solutions",
    summary: "One solution with related case studies",
    hasId: true,
    response: K.SolutionDetail,
    load: (c, { id }) => c.getSolution(id),
  },
  {
    path: "/videos",
    operationId: "listVideos",
    tag: "Videos",
    summary: "List videos",
    description: PAGE_NOTE,
    query: S.videoQuery,
    response: S.VideoPage,
    paged: true,
    load: (c, { query }) => c.listVideos(list(query)),
  },
  {
    path: "/videos/:id",
    operationId: "getVideo",
    tag: "Videos",
    summary: "One video",
    hasId: true,
    response: K.VideoDetail,
    load: (c, { id }) => c.getVideo(id),
  },
  {
    path: "/qas",
    operationId: "listQas",
    tag: "Q&A",
    summary: "List questions and answers",
    description: PAGE_NOTE,
    query: S.qaQuery,
    response: S.QaPage,
    paged: true,
    load: (c, { query }) => c.listQas(list(query)),
  },
  {
    path: "/qas/:id",
    operationId: "getQa",
    tag: "Q&A",
    summary: "One question with its full answer",
    hasId: true,
    response: K.QaDetail,
    load: (c, { id }) => c.getQa(id),
  },
  {
    path: "/help",
    operationId: "getHelpHome",
    tag: "Help centre",
    summary: "The help centre's category tree and popular articles",
    response: K.HelpHome,
    load: (c) => c.getHelpHome(),
  },
  {
    path: "/help/articles",
    operationId: "listHelpArticles",
    tag: "Help centre",
    summary: "List help articles",
    description:
      "Ordered by category, then position. An unknown category answers 404. A page past the last one answers 404.",
    query: S.helpArticlesQuery,
    response: S.HelpArticlePage,
    paged: true,
    load: (c, { query }) =>
      c.listHelpArticles({
        categoryId: query.category as number | undefined,
        page: query.page as number | undefined,
        pageSize: query.pageSize as number | undefined,
      }),
  },
  {
    path: "/help/articles/:id",
    operationId: "getHelpArticle",
    tag: "Help centre",
    summary: "One help article with breadcrumbs",
    hasId: true,
    response: K.HelpArticleDetail,
    load: (c, { id }) => c.getHelpArticle(id),
  },
  {
    path: "/partners",
    operationId: "listPartners",
    tag: "Partners",
    summary: "The partner directory",
    description: "Ordered by tier (strategic first), then name. A page past the last one answers 404.",
    query: S.partnerQuery,
    response: S.PartnerList,
    paged: true,
    load: (c, { query }) =>
      c.listPartners({
        type: query.tier as never,
        page: query.page as number | undefined,
        pageSize: query.pageSize as number | undefined,
      }),
  },
  {
    path: "/promotions/:id",
    operationId: "getPromotion",
    tag: "Promotions",
    summary: "One promotion",
    hasId: true,
    response: P.Promotion,
    load: (c, { id }) => c.getPromotion(id),
  },
  {
    path: "/pages/home",
    operationId: "getHomePage",
    tag: "Pages",
    summary: "Home page: banners, highlights, figures, customer logos and featured items",
    response: P.HomePage,
    load: (c) => c.getHomePage(),
  },
  {
    path: "/pages/price",
    operationId: "getPricePage",
    tag: "Pages",
    summary: "Price plans, feature matrix and FAQ",
    response: P.PricePage,
    load: (c) => c.getPricePage(),
  },
  {
    path: "/pages/promotion",
    operationId: "getPromotionPage",
    tag: "Pages",
    summary: "Every promotion, active first, with its status",
    response: P.PromotionPage,
    load: (c) => c.getPromotionPage(),
  },
  {
    path: "/pages/service",
    operationId: "getServicePage",
    tag: "Pages",
    summary: "Professional services",
    response: P.ServicePage,
    load: (c) => c.getServicePage(),
  },
  {
    path: "/pages/partner",
    operationId: "getPartnerPage",
    tag: "Pages",
    summary: "Partner programme tiers and directory",
    response: P.PartnerPage,
    load: (c) => c.getPartnerPage(),
  },
  {
    path: "/pages/pm",
    operationId: "getPmPage",
    tag: "Pages",
    summary: "Brightlane PM product page",
    response: P.PmPage,
    load: (c) => c.getPmPage(),
  },
  {
    path: "/register/options",
    operationId: "getRegisterOptions",
    tag: "Pages",
    summary: "Choices of the registration form: products, company sizes, regions",
    response: P.RegisterOptions,
    load: (c) => c.getRegisterOptions(),
  },
  {
    path: "/site",
    operationId: "getSiteSettings",
    tag: "Site",
    summary: "Company name, contact, navigation and footer",
    response: P.SiteSettings,
    load: (c) => c.getSiteSettings(),
  },
  {
    path: "/categories",
    operationId: "getCategoryLists",
    tag: "Site",
    summary: "Category slugs with labels and counts",
    response: P.CategoryLists,
    load: (c) => c.getCategoryLists(),
  },
];
