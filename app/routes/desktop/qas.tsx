import { QaItem } from "~/components/desktop/cards";
import { desktop, qasPath } from "~/kernel/links";
import { ListLayout, pageSuffix } from "~/components/desktop/list-layout";
import { CATEGORY_LABELS, QA_TYPES, type QaType } from "~/kernel/content-constants";
import { loadCategoryPage } from "~/lib/params";
import { servicesContext } from "~/lib/context.server";
import { desktopMeta } from "~/components/desktop/meta";
import { faqPage } from "~/lib/structured-data";
import { Link } from "~/components/ui/link";
import type { Route } from "./+types/qas";
import { QAS_LABEL } from "~/kernel/content-constants";
import * as LIST_WORDS from "~/kernel/ui-strings/lists";

const LEADS: Record<QaType, string> = {
  "getting-started":
    "Answers for your first weeks with Brightlane: accounts, set-up, importing data and inviting your team.",
  billing: "Questions about plans, invoices, payment methods, upgrades and cancellations.",
  integrations: "Connecting Brightlane with single sign-on, directories, ERP, payroll, calendars and our API.",
  security: "How Brightlane protects your data: hosting, encryption, access control, certifications and privacy.",
};

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const data = args.loaderData;
  if (!data) return [];
  return desktopMeta(args, {
    title: `Questions and answers: ${CATEGORY_LABELS[data.type]}${pageSuffix(data.list.page)}`,
    description: LEADS[data.type] + (data.list.page > 1 ? ` Page ${data.list.page}.` : ""),
    canonicalPath: qasPath(data.type, data.list.page),
    breadcrumbs: [{ name: `Questions and answers: ${CATEGORY_LABELS[data.type]}` }],
    jsonLd: data.list.items.length
      ? faqPage(data.list.items.map((q) => ({ question: q.title, answerHtml: q.summary })))
      : null,
  });
}

export async function loader({ params, context }: Route.LoaderArgs) {
  return loadCategoryPage(params, QA_TYPES, (query) => context.get(servicesContext).content.listQas(query));
}

export default function Page({ loaderData: { type, list } }: Route.ComponentProps) {
  return (
    <>
      <ListLayout
        title={`Questions and answers: ${CATEGORY_LABELS[type]}`}
        lead={LEADS[type]}
        crumbs={[{ to: qasPath(QA_TYPES[0]), label: QAS_LABEL }, { label: CATEGORY_LABELS[type] }]}
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
