import { z } from "zod";
import { QA_TYPES, type QaType } from "../content-constants.ts";
import { desktop, mobile } from "../links.ts";
import { time } from "../rows.ts";
import { defineCollection } from "./define.ts";
import { QaDetail, QaSummary } from "./qas.answers.ts";
import { optionalCover, ownPage, OWN_PAGE_WORDS } from "./fields.ts";

export const QaDocument = z.object({ type: z.enum(QA_TYPES), ...ownPage, ...optionalCover }).strict();

export const qas = defineCollection({
  name: "qas",
  position: 50,
  label: "Q&A",
  document: QaDocument,
  localised: [...OWN_PAGE_WORDS, "coverAlt"],
  table: "qas",
  titleColumn: "title",
  categoryColumn: "type",
  times: "both",
  tags: ["qas"],
  listColumns: [],
  urls: (id) => ({ desktop: desktop.qa(id), mobile: mobile.qa(id) }),
  listUrl: { desktop: desktop.qas("getting-started"), mobile: mobile.qas("getting-started") },
  search: { section: "qas", code: 4, words: { area: "labels", label: "QAS_LABEL" } },
  sitemap: {
    section: "qas",
    listDocument: "qas",
    lists: { categories: QA_TYPES, path: desktop.qas },
    item: desktop.qa,
  },
  api: {
    path: "/qas",
    tag: "Q&A",
    categories: QA_TYPES,
    categoryOf: "Question",
    list: ["listQas", "List questions and answers"],
    get: ["getQa", "One question with its full answer"],
    related: { count: 5 },
    components: {
      parts: [],
      summary: ["QaSummary", QaSummary],
      detail: ["QaDetail", QaDetail],
      page: "QaPage",
    },
  },
  // The title is the question, the body the full answer.
  read: {
    columns: ["id", "type", "title", "summary", "cover_key", "cover_alt", "published_at", "updated_at"],
    summary: (r, c) => ({
      id: r.id,
      type: r.type as QaType,
      title: r.title,
      summary: r.summary,
      cover: c.optionalImage(r.cover_key, r.cover_alt),
      publishedAt: time(r.published_at),
      updatedAt: time(r.updated_at),
    }),
    fields: (r, c) => ({ seo: c.seo(r) }),
  },
});
