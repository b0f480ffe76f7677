/**
 * schema.org structured data (JSON-LD) built from the content DTOs, on the server only:
 * loaders return a page's nodes through pageJsonLd() (./page-json-ld.server.ts) and its
 * meta() passes them to pageMeta's `jsonLd` (decision 0098); the site-wide Organization
 * and WebSite nodes are built by the root loader. The BreadcrumbList, which follows the
 * canonical URL meta() computes, is built by ./seo.ts.
 *
 * Every URL in here is absolute: `siteUrl` is SITE_URL (no trailing slash) and
 * paths are router paths, joined with the base path by absoluteUrl().
 * The required properties per type follow the search engines' rich-result rules
 * and are checked by tests/seo.
 */
import type { ContentImage, FaqItem, HelpArticleDetail } from "~/kernel/content-schemas";
import type { CaseDetail, CaseSummary } from "~/kernel/collections/cases.answers";
import type { NewsDetail, NewsSummary } from "~/kernel/collections/news.answers";
import type { QaDetail } from "~/kernel/collections/qas.answers";
import type { VideoDetail, VideoSummary } from "~/kernel/collections/videos.answers";
import type { PricePage, PricePlan } from "~/kernel/page-schemas";
import { absoluteFileUrl, absoluteUrl, htmlToText, SITE_NAME, type JsonLd } from "./seo";
import { desktop } from "~/kernel/links";
import { largestJpeg } from "~/kernel/rows";

export const ORGANIZATION_NAME = "Brightlane Software";

/** The largest JPEG rendition of an image (search engines want at least 1200 px when available). */
export const largestImageUrl = (siteUrl: string, image: ContentImage) => absoluteFileUrl(siteUrl, largestJpeg(image));

export function orgRef(siteUrl: string): { "@id": string } {
  return { "@id": `${absoluteUrl(siteUrl, "/")}#organization` };
}

/** ISO 8601 duration ("PT4M5S") from seconds. */
export function isoDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  return `PT${h ? `${h}H` : ""}${m ? `${m}M` : ""}${sec || (!h && !m) ? `${sec}S` : ""}`;
}

// ---------------------------------------------------------------------------
// Site-wide

export function organization(siteUrl: string, options: { sameAs?: string[]; email?: string } = {}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": orgRef(siteUrl)["@id"],
    name: ORGANIZATION_NAME,
    alternateName: SITE_NAME,
    url: absoluteUrl(siteUrl, "/"),
    logo: { "@type": "ImageObject", url: absoluteUrl(siteUrl, "/favicon.svg") },
    ...(options.sameAs?.length ? { sameAs: options.sameAs } : {}),
    ...(options.email
      ? { contactPoint: { "@type": "ContactPoint", contactType: "customer support", email: options.email } }
      : {}),
  };
}

/** The WebSite node, with the site search as a SearchAction (the search box in results). */
export function website(siteUrl: string, inLanguage: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${absoluteUrl(siteUrl, "/")}#website`,
    name: SITE_NAME,
    url: absoluteUrl(siteUrl, "/"),
    publisher: orgRef(siteUrl),
    inLanguage,
    potentialAction: {
      "@type": "SearchAction",
      target: {
        "@type": "EntryPoint",
        urlTemplate: `${absoluteUrl(siteUrl, desktop.search())}?q={search_term_string}`,
      },
      "query-input": "required name=search_term_string",
    },
  };
}

// ---------------------------------------------------------------------------
// Content

export function newsArticle(siteUrl: string, news: NewsSummary | NewsDetail, pageUrl: string): JsonLd {
  const detail = "bodyHtml" in news ? news : null;
  return {
    "@context": "https://schema.org",
    "@type": "NewsArticle",
    headline: news.title.slice(0, 110),
    description: news.summary,
    image: [largestImageUrl(siteUrl, news.cover)],
    datePublished: news.publishedAt,
    dateModified: news.updatedAt,
    author: [{ "@type": "Person", name: news.author }],
    publisher: orgRef(siteUrl),
    mainEntityOfPage: { "@type": "WebPage", "@id": pageUrl },
    articleSection: news.type,
    ...(detail?.tags.length ? { keywords: detail.tags.join(", ") } : {}),
  };
}

/** A case study as an Article about the customer. */
export function caseArticle(siteUrl: string, item: CaseSummary | CaseDetail, pageUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: item.title.slice(0, 110),
    description: item.summary,
    image: [largestImageUrl(siteUrl, item.cover)],
    datePublished: item.publishedAt,
    dateModified: item.updatedAt,
    author: orgRef(siteUrl),
    publisher: orgRef(siteUrl),
    mainEntityOfPage: { "@type": "WebPage", "@id": pageUrl },
    about: {
      "@type": "Organization",
      name: item.customer.name,
      ...(item.customer.website ? { url: item.customer.website } : {}),
    },
  };
}

/** A static case story (the /case/* pages), which has no DTO: the page copy gives the fields. */
export function staticCaseArticle(
  siteUrl: string,
  input: {
    title: string;
    description: string;
    image: string;
    customer: string;
    datePublished?: string;
    dateModified?: string;
  },
  pageUrl: string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: input.title.slice(0, 110),
    description: input.description,
    image: [absoluteFileUrl(siteUrl, input.image)],
    ...(input.datePublished
      ? { datePublished: input.datePublished, dateModified: input.dateModified ?? input.datePublished }
      : {}),
    author: orgRef(siteUrl),
    publisher: orgRef(siteUrl),
    mainEntityOfPage: { "@type": "WebPage", "@id": pageUrl },
    about: { "@type": "Organization", name: input.customer },
  };
}

export function videoObject(siteUrl: string, video: VideoSummary | VideoDetail, pageUrl: string): JsonLd {
  const detail = "bodyHtml" in video ? video : null;
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.title,
    description: video.summary,
    thumbnailUrl: [largestImageUrl(siteUrl, video.poster)],
    uploadDate: video.publishedAt,
    duration: isoDuration(video.durationSeconds),
    url: pageUrl,
    publisher: orgRef(siteUrl),
    ...(video.source
      ? {
          contentUrl: absoluteFileUrl(siteUrl, video.source.url),
          encodingFormat: video.source.type,
          // Every file the clip comes in (a WebM and its MP4 copy), each with its format.
          encoding: video.source.sources.map((file) => ({
            "@type": "MediaObject",
            contentUrl: absoluteFileUrl(siteUrl, file.url),
            encodingFormat: file.type,
          })),
        }
      : {}),
    ...(detail?.presenters.length ? { actor: detail.presenters.map((name) => ({ "@type": "Person", name })) } : {}),
  };
}

/** A list of videos (category pages) as an ItemList of VideoObjects. */
export function videoList(
  siteUrl: string,
  videos: readonly VideoSummary[],
  urlOf: (v: VideoSummary) => string,
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: videos.map((v, i) => ({
      "@type": "ListItem",
      position: i + 1,
      item: { ...withoutContext(videoObject(siteUrl, v, urlOf(v))) },
    })),
  };
}

function withoutContext(node: JsonLd): JsonLd {
  const { "@context": _context, ...rest } = node;
  return rest;
}

/** The questions of a page: answers in HTML (the collections') or plain text (a page's FAQ block). */
export function faqPage(items: ReadonlyArray<FaqItem | { question: string; answer: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: "answer" in item ? item.answer : htmlToText(item.answerHtml) },
    })),
  };
}

/** One Q&A page: a QAPage about its single question, answered by the company. */
export function qaPage(siteUrl: string, qa: QaDetail, pageUrl: string): JsonLd {
  const answer = [qa.summary, htmlToText(qa.bodyHtml)].filter(Boolean).join(" ");
  return {
    "@context": "https://schema.org",
    "@type": "QAPage",
    url: pageUrl,
    mainEntity: {
      "@type": "Question",
      name: qa.title,
      text: qa.title,
      answerCount: 1,
      datePublished: qa.publishedAt,
      author: orgRef(siteUrl),
      acceptedAnswer: {
        "@type": "Answer",
        text: answer,
        url: pageUrl,
        datePublished: qa.publishedAt,
        author: orgRef(siteUrl),
      },
    },
  };
}

/** A help centre article as an Article by the company. */
export function helpArticle(siteUrl: string, article: HelpArticleDetail, pageUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: article.title.slice(0, 110),
    description: article.summary,
    image: [article.cover ? largestImageUrl(siteUrl, article.cover) : absoluteUrl(siteUrl, "/og-default.png")],
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    author: orgRef(siteUrl),
    publisher: orgRef(siteUrl),
    mainEntityOfPage: { "@type": "WebPage", "@id": pageUrl },
  };
}

/**
 * The price page: one Product (the Brightlane suite) with an Offer per plan that
 * has a published price ("contact us" plans have none and are left out).
 */
export function priceProduct(siteUrl: string, page: PricePage, pageUrl: string): JsonLd {
  const priced = page.plans.filter((p): p is PricePlan & { monthlyPrice: number } => p.monthlyPrice !== null);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: `${SITE_NAME} plans`,
    description: page.intro,
    brand: { "@type": "Brand", name: SITE_NAME },
    image: [absoluteUrl(siteUrl, "/og-default.png")],
    url: pageUrl,
    offers: priced.map((plan) => ({
      "@type": "Offer",
      name: plan.name,
      description: plan.tagline,
      price: plan.monthlyPrice.toFixed(2),
      priceCurrency: plan.currency,
      availability: "https://schema.org/InStock",
      url: pageUrl,
      priceSpecification: {
        "@type": "UnitPriceSpecification",
        price: plan.monthlyPrice.toFixed(2),
        priceCurrency: plan.currency,
        unitText: "user per month",
      },
    })),
  };
}

/** The WebPage node of a page of blocks. */
export function webPage(
  siteUrl: string,
  page: { name: string; description: string; url: string; image?: string | undefined },
): JsonLd {
  const home = absoluteUrl(siteUrl, "/");
  return {
    "@context": "https://schema.org",
    "@type": "WebPage",
    "@id": page.url,
    url: page.url,
    name: page.name,
    description: page.description,
    ...(page.image
      ? { primaryImageOfPage: { "@type": "ImageObject", url: absoluteFileUrl(siteUrl, page.image) } }
      : {}),
    isPartOf: { "@id": `${home}#website` },
    publisher: { "@id": `${home}#organization` },
  };
}
