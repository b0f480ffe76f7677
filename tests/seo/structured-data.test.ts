import { describe, expect, it } from "vitest";
import type { ContentImage } from "../../app/kernel/content-schemas.ts";
import type { CaseDetail } from "../../app/kernel/collections/cases.answers.ts";
import type { EventDetail } from "../../app/kernel/collections/events.answers.ts";
import type { NewsDetail } from "../../app/kernel/collections/news.answers.ts";
import type { QaDetail } from "../../app/kernel/collections/qas.answers.ts";
import type { VideoSummary } from "../../app/kernel/collections/videos.answers.ts";
import type { PricePage } from "../../app/kernel/page-schemas.ts";
import { breadcrumbList, htmlToText, pageMeta } from "../../app/lib/seo.ts";
import {
  caseArticle,
  faqPage,
  isoDuration,
  newsArticle,
  organization,
  priceProduct,
  qaPage,
  staticCaseArticle,
  videoList,
  videoObject,
  website,
} from "../../app/lib/structured-data.server.ts";
import { eventNode } from "../../app/routes/event.server.ts";
import { typesIn, validateJsonLd } from "./schema-rules.ts";

const SITE = "https://www.brightlane.example";

const image: ContentImage = {
  src: "/media/news-1-960.jpg",
  width: 1440,
  height: 810,
  alt: "Cover",
  widths: [480, 960, 1440],
  sources: [
    { type: "image/webp", srcset: "/media/news-1-480.webp 480w, /media/news-1-1440.webp 1440w" },
    {
      type: "image/jpeg",
      srcset: "/media/news-1-480.jpg 480w, /media/news-1-1440.jpg 1440w, /media/news-1-960.jpg 960w",
    },
  ],
};

const news: NewsDetail = {
  id: 7,
  type: "product",
  title: "Version 5 ships </script><script>alert(1)</script>",
  summary: "Gantt charts & more",
  cover: image,
  seo: { title: null, description: null, image: null, noindex: false },
  author: "Maya Okafor",
  readingMinutes: 4,
  publishedAt: "2026-10-01T08:00:00.000Z",
  updatedAt: "2026-10-02T08:00:00.000Z",
  bodyHtml: "<p>Body</p>",
  tags: ["release", "pm"],
  related: [],
  newer: null,
  older: null,
};

const meta = (pathname: string) => ({
  location: { pathname },
  matches: [{ id: "root", loaderData: { siteUrl: SITE } }],
});

describe("structured data builders", () => {
  it("site-wide Organization and WebSite carry their required properties and a search action", () => {
    const org = organization(SITE);
    const site = website(SITE, "en");
    expect(validateJsonLd([org, site])).toEqual([]);
    expect(org.url).toBe(`${SITE}/`);
    expect((org.logo as { url: string }).url).toBe(`${SITE}/favicon.svg`);
    const action = site.potentialAction as { target: { urlTemplate: string }; "query-input": string };
    expect(action.target.urlTemplate).toBe(`${SITE}/search?q={search_term_string}`);
    expect(action["query-input"]).toBe("required name=search_term_string");
  });

  it("NewsArticle uses the largest JPEG, ISO dates, the author and the page URL", () => {
    const node = newsArticle(SITE, news, `${SITE}/detail/7`);
    expect(validateJsonLd(node)).toEqual([]);
    expect(node.image).toEqual([`${SITE}/media/news-1-1440.jpg`]);
    expect(node.author).toEqual([{ "@type": "Person", name: "Maya Okafor" }]);
    expect((node.mainEntityOfPage as { "@id": string })["@id"]).toBe(`${SITE}/detail/7`);
    expect(node.keywords).toBe("release, pm");
  });

  it("a missing required property is reported by the validator", () => {
    const node = newsArticle(SITE, news, `${SITE}/detail/7`);
    delete (node as Record<string, unknown>).datePublished;
    expect(validateJsonLd(node)).toEqual(["$ (NewsArticle): missing datePublished"]);
  });

  it("BreadcrumbList starts at home, counts positions from 1 and ends at the current page", () => {
    const node = breadcrumbList(SITE, [{ name: "News", path: "/news" }, { name: "Story" }], `${SITE}/detail/7`);
    expect(validateJsonLd(node)).toEqual([]);
    const items = node.itemListElement as Array<{ position: number; name: string; item: string }>;
    expect(items.map((i) => [i.position, i.name, i.item])).toEqual([
      [1, "Home", `${SITE}/`],
      [2, "News", `${SITE}/news`],
      [3, "Story", `${SITE}/detail/7`],
    ]);
  });

  it("VideoObject has an ISO 8601 duration, thumbnail and content URL; a list wraps them", () => {
    const video: VideoSummary = {
      id: 3,
      type: "webinars",
      title: "Webinar",
      summary: "An hour on trade",
      poster: image,
      durationSeconds: 3725,
      source: {
        url: "/media/v3.webm",
        type: "video/webm",
        captionsUrl: null,
        sources: [
          { url: "/media/v3.webm", type: "video/webm" },
          { url: "/media/v3.mp4", type: "video/mp4" },
        ],
      },
      publishedAt: "2026-09-01T09:00:00.000Z",
      updatedAt: "2026-09-01T09:00:00.000Z",
    };
    const node = videoObject(SITE, video, `${SITE}/videos/webinars#video-3`);
    expect(validateJsonLd(node)).toEqual([]);
    expect(node.duration).toBe("PT1H2M5S");
    // Every file the clip is offered in is named, the first as the content URL.
    expect(node.contentUrl).toBe(`${SITE}/media/v3.webm`);
    expect(node.encoding).toEqual([
      { "@type": "MediaObject", contentUrl: `${SITE}/media/v3.webm`, encodingFormat: "video/webm" },
      { "@type": "MediaObject", contentUrl: `${SITE}/media/v3.mp4`, encodingFormat: "video/mp4" },
    ]);
    const list = videoList(
      SITE,
      [video, { ...video, id: 4, source: null }],
      (v) => `${SITE}/videos/webinars#video-${v.id}`,
    );
    expect(validateJsonLd(list)).toEqual([]);
    expect(typesIn(list).filter((t) => t === "VideoObject")).toHaveLength(2);
  });

  it("a single question is a QAPage whose answer is plain text taken from sanitised HTML", () => {
    const qa: QaDetail = {
      id: 1,
      type: "billing",
      title: "Can I pay yearly?",
      summary: "Yes.",
      cover: null,
      seo: { title: null, description: null, image: null, noindex: false },
      bodyHtml: "<p>Yes &amp; you <strong>save 20%</strong>.</p><p>Ask sales.</p>",
      publishedAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
      related: [],
    };
    const node = qaPage(SITE, qa, `${SITE}/qa/1`);
    expect(validateJsonLd(node)).toEqual([]);
    expect(node["@type"]).toBe("QAPage");
    const q = node.mainEntity as { name: string; answerCount: number; acceptedAnswer: { text: string } };
    expect(q.name).toBe("Can I pay yearly?");
    expect(q.answerCount).toBe(1);
    expect(q.acceptedAnswer.text).toBe("Yes. Yes & you save 20%. Ask sales.");
    expect(validateJsonLd(faqPage([]))).toEqual(["$ (FAQPage): missing mainEntity"]);
  });

  it("the price Product has one Offer per priced plan and leaves out 'contact us' plans", () => {
    const plan = {
      slug: "team",
      name: "Team",
      tagline: "For teams",
      currency: "USD" as const,
      highlighted: false,
      highlights: [],
      cta: { label: "Start", href: "/register" },
    };
    const page: PricePage = {
      title: "Pricing",
      intro: "Plans",
      footnote: "",
      features: [],
      faq: [],
      yearlyDiscountPercent: 20,
      seo: { title: null, description: null, image: null, noindex: false },
      plans: [
        { ...plan, id: 1, monthlyPrice: 12, yearlyPrice: 10 },
        { ...plan, id: 2, slug: "enterprise", name: "Enterprise", monthlyPrice: null, yearlyPrice: null },
      ],
    };
    const node = priceProduct(SITE, page, `${SITE}/price`);
    expect(validateJsonLd(node)).toEqual([]);
    expect((node.offers as Array<{ name: string; price: string }>).map((o) => [o.name, o.price])).toEqual([
      ["Team", "12.00"],
    ]);
  });

  it("case studies are Articles about the customer", () => {
    const item = {
      id: 2,
      type: "logistics",
      title: "JLB moves orders online",
      summary: "Summary",
      cover: image,
      customer: { name: "JLB Cold Chain Logistics", logo: image, location: "Antwerp", employees: "800", website: null },
      publishedAt: "2026-05-01T00:00:00.000Z",
      updatedAt: "2026-05-02T00:00:00.000Z",
    } as unknown as CaseDetail;
    const node = caseArticle(SITE, item, `${SITE}/cases/2`);
    expect(validateJsonLd(node)).toEqual([]);
    expect(node.about).toEqual({ "@type": "Organization", name: "JLB Cold Chain Logistics" });
    const story = staticCaseArticle(
      SITE,
      { title: "FAI", description: "d", image: "/media/fai.jpg", customer: "FAI" },
      `${SITE}/case/fai`,
    );
    expect(validateJsonLd(story)).toEqual([]);
  });

  it("an event has its dates with its zone's offset, its place or link, organiser and speakers", () => {
    const event = {
      id: 4,
      type: "roadshow",
      title: "Brightlane on tour: Toronto",
      summary: "An afternoon for operations teams.",
      cover: image,
      startsAt: "2026-12-02T18:30:00.000Z",
      endsAt: "2026-12-02T22:30:00.000Z",
      when: {
        timeZone: "America/Toronto",
        start: "2026-12-02T13:30",
        end: "2026-12-02T17:30",
        startOffset: "-05:00",
        endOffset: "-05:00",
        zoneLabel: "EST",
      },
      online: false,
      city: "Toronto",
      publishedAt: "2026-10-20T09:00:00.000Z",
      updatedAt: "2026-10-22T09:00:00.000Z",
      bodyHtml: "<p>x</p>",
      seo: { title: null, description: null, image: null, noindex: false },
      onlineUrl: null,
      venue: { name: "Brightlane office", address: "200 King Street West", city: "Toronto" },
      speakers: [{ name: "Daniel Okafor", role: "Sales director", company: "Geely Lane Motors", photo: null }],
      agenda: [],
      ended: false,
      registrationOpen: true,
      capacity: 120,
      recordingHref: null,
      related: [],
    } satisfies EventDetail;
    const node = eventNode(SITE, event, `${SITE}/events/4`);
    expect(validateJsonLd(node)).toEqual([]);
    expect(node).toMatchObject({
      "@type": "Event",
      startDate: "2026-12-02T13:30:00-05:00",
      endDate: "2026-12-02T17:30:00-05:00",
      eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
      eventStatus: "https://schema.org/EventScheduled",
      location: { "@type": "Place", name: "Brightlane office" },
      performer: [{ "@type": "Person", name: "Daniel Okafor", jobTitle: "Sales director" }],
      image: [`${SITE}/media/news-1-1440.jpg`],
    });
    // The instant is the same as the one stored in UTC.
    expect(Date.parse(node.startDate as string)).toBe(Date.parse(event.startsAt));
    expect(node.offers).toMatchObject({ "@type": "Offer", price: 0 });

    const online = eventNode(
      SITE,
      {
        ...event,
        venue: null,
        online: true,
        onlineUrl: "https://live.brightlane.example/events/4",
        ended: true,
        registrationOpen: false,
        recordingHref: "/videos/webinars",
      },
      `${SITE}/events/4`,
    );
    expect(validateJsonLd(online)).toEqual([]);
    expect(online.location).toEqual({ "@type": "VirtualLocation", url: "https://live.brightlane.example/events/4" });
    expect(online.eventAttendanceMode).toBe("https://schema.org/OnlineEventAttendanceMode");
    expect(online.offers).toBeUndefined();
    expect(online.recordedIn).toEqual({ "@type": "CreativeWork", url: `${SITE}/videos/webinars` });
    // A place missing its address is reported.
    expect(validateJsonLd({ ...node, location: { "@type": "Place", name: "x" } })).not.toEqual([]);
  });

  it("helpers: durations and HTML to text", () => {
    expect(isoDuration(0)).toBe("PT0S");
    expect(isoDuration(65)).toBe("PT1M5S");
    expect(isoDuration(3600)).toBe("PT1H");
    expect(htmlToText("<p>a</p><p>b&nbsp;&lt;c&gt;</p>")).toBe("a b <c>");
  });
});

describe("pageMeta", () => {
  it("keeps its original output and adds breadcrumbs, JSON-LD and feed links", () => {
    const tags = pageMeta(meta("/detail/7"), {
      title: news.title,
      description: news.summary,
      image: news.cover.src,
      type: "article",
      breadcrumbs: [{ name: "News", path: "/news" }, { name: "Story" }],
      jsonLd: [newsArticle(SITE, news, `${SITE}/detail/7`)],
      feeds: [{ title: "Brightlane news", path: "/feeds/news.xml" }],
    });
    const find = (pred: (t: Record<string, unknown>) => boolean) =>
      tags.find((t) => pred(t as Record<string, unknown>)) as Record<string, unknown> | undefined;
    expect(find((t) => "title" in t)?.title).toBe(`${news.title} | Brightlane`);
    expect(find((t) => t.rel === "canonical")?.href).toBe(`${SITE}/detail/7`);
    expect(find((t) => t.property === "og:image")?.content).toBe(`${SITE}/media/news-1-960.jpg`);
    expect(find((t) => t.rel === "alternate" && t.type === "application/rss+xml")?.href).toBe(`${SITE}/feeds/news.xml`);
    const ld = tags.filter((t) => "script:ld+json" in t).map((t) => (t as Record<string, unknown>)["script:ld+json"]);
    expect(typesIn(ld).filter((t) => ["BreadcrumbList", "NewsArticle"].includes(t))).toEqual([
      "BreadcrumbList",
      "NewsArticle",
    ]);
    expect(validateJsonLd(ld)).toEqual([]);
    expect(find((t) => t.name === "robots")).toBeUndefined();
  });

  it("uses the default sharing image and adds noindex when asked", () => {
    const tags = pageMeta(meta("/search"), { title: "Search", description: "d", noindex: true });
    expect(tags).toContainEqual({ property: "og:image", content: `${SITE}/og-default.png` });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
    expect(tags.some((t) => "script:ld+json" in t)).toBe(false);
  });
});
