import { QaItem } from "~/components/desktop/cards";
import { desktop, qasPath } from "~/kernel/links";
import { ListLayout, pageSuffix } from "~/components/desktop/list-layout";
import { QA_TYPES, type QaType } from "~/kernel/content-constants";
import { PAGES } from "~/kernel/pages";
import { describedAt, listWords } from "~/lib/list-words.server";
import { loadCategoryPage } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { desktopMeta } from "~/components/desktop/meta";
import { pageJsonLd } from "~/lib/page-json-ld.server";
import { faqPage } from "~/lib/structured-data.server";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/qas";
import * as LIST_WORDS from "~/kernel/ui-strings/lists";
import { CATEGORY_LABELS, QAS_LABEL } from "~/kernel/ui-strings/labels";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  return desktopMeta(args, {
    title: qasTitle(data.words.heading, data.type, data.list.page),
    description:
      (data.words.categories[CATEGORY_LABELS[data.type]] ?? "") +
      (data.list.page > 1 ? ` Page ${data.list.page}.` : ""),
    seo: data.words.seo,
    canonicalPath: qasPath(data.type, data.list.page),
    breadcrumbs: [{ name: `${data.words.heading}: ${CATEGORY_LABELS[data.type]}` }],
    jsonLd: data.jsonLd,
  });
}

const qasTitle = (name: string, type: QaType, page: number) => `${name}: ${CATEGORY_LABELS[type]}${pageSuffix(page)}`;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const content = context.get(servicesContext).content;
  const { type, list } = await loadCategoryPage(params, QA_TYPES, (query) => content.listQas(query));
  const words = await listWords(content, PAGES.qas.words, QAS_LABEL, {
    title: (name) => qasTitle(name, type, list.page),
    description: describedAt(CATEGORY_LABELS[type], list.page),
  });
  const jsonLd = pageJsonLd({ request, context }, qasPath(type, list.page), () =>
    list.items.length ? faqPage(list.items.map((q) => ({ question: q.title, answerHtml: q.summary }))) : null,
  );
  return { type, list, words, jsonLd };
}

export default function Page({ loaderData: { type, list, words } }: Route.ComponentProps) {
  return (
    <>
      <ListLayout
        title={`${words.heading}: ${CATEGORY_LABELS[type]}`}
        lead={words.intro || (words.categories[CATEGORY_LABELS[type]] ?? "")}
        crumbs={[{ to: qasPath(QA_TYPES[0]), label: words.heading }, { label: CATEGORY_LABELS[type] }]}
        tabs={QA_TYPES.map((t) => ({ to: qasPath(t), label: CATEGORY_LABELS[t], current: t === type }))}
        tabsLabel={LIST_WORDS.questionTopics}
        list={list}
        hrefFor={(p) => qasPath(type, p)}
        empty={LIST_WORDS.noQuestions}
        gridClass="qa-list"
      >
        {list.items.map((item) => (
          <QaItem key={item.id} item={item} />
        ))}
      </ListLayout>
      <div className="container">
        <p className="aside-note">
          {LIST_WORDS.notFoundAnswer} <Link to={desktop.help()}>{LIST_WORDS.helpCentre}</Link> {LIST_WORDS.or}{" "}
          <Link to={desktop.contact()}>{LIST_WORDS.contactOurTeam}</Link>.
        </p>
      </div>
    </>
  );
}
