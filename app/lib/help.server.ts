/**
 * The help centre's loaders, for both skins: the help home or one article, and one
 * topic with every article of it and of its sub-topics.
 */
import type { RouterContextProvider } from "react-router";
import { topicTrail } from "~/components/content/help";
import { MAX_PAGE_SIZE } from "~/kernel/content-constants";
import type { HelpArticleSummary } from "~/kernel/content-schemas";
import { helpTopicTitle } from "~/components/content/page-meta";
import { helpPath } from "~/kernel/links";
import { PAGES } from "~/kernel/pages";
import { servicesContext } from "./context.server";
import { describedAt, listWords } from "./list-words.server";
import { pageJsonLd } from "./page-json-ld.server";
import { notFound, parseId } from "./params";
import { helpArticle } from "./structured-data.server";
import * as SECTIONS from "~/kernel/ui-strings/sections";

type Context = Readonly<RouterContextProvider>;

/** The help centre's name while its document (decision 0090) is missing. */
const HELP_HEADING = SECTIONS.helpCentre;

/**
 * The help home with its words, or the article `id` when the URL names one (404 when
 * there is no such article): an article has search settings of its own and its JSON-LD,
 * canonical at its desktop page on both skins.
 */
export async function loadHelpPage(
  id: string | undefined,
  { request, context }: { request: Request; context: Context },
) {
  const content = context.get(servicesContext).content;
  if (id === undefined) {
    const [home, words] = await Promise.all([
      content.getHelpHome(),
      listWords(content, PAGES.help.words, HELP_HEADING, { title: (name) => name }),
    ]);
    return { home, article: null, words, jsonLd: [] };
  }
  const [home, article] = await Promise.all([content.getHelpHome(), content.getHelpArticle(parseId(id))]);
  if (!article) notFound();
  const jsonLd = pageJsonLd(
    { request, context },
    helpPath(article.id),
    ({ siteUrl, url }) => helpArticle(siteUrl, article, url),
    await content.languageOf("help-articles", article.id),
  );
  return { home, article, words: null, jsonLd };
}

/** One topic: its trail from the top-level topic, and all its articles (404 for an unknown topic). */
export async function loadHelpTopic(rawId: string | undefined, context: Context) {
  const content = context.get(servicesContext).content;
  const id = parseId(rawId);
  const home = await content.getHelpHome();
  const trail = topicTrail(home.categories, id);
  if (!trail.length) notFound();
  const topic = trail.at(-1)!.title;
  const words = await listWords(content, PAGES.helpTopic.words, HELP_HEADING, {
    title: (name) => helpTopicTitle(topic, name),
    description: describedAt(topic),
  });
  // Every article of the topic on one page, so each is two clicks from the help centre.
  const articles: HelpArticleSummary[] = [];
  for (let page = 1; ; page++) {
    const list = await content.listHelpArticles({ categoryId: id, page, pageSize: MAX_PAGE_SIZE });
    if (!list) notFound();
    articles.push(...list.items);
    if (page >= list.totalPages) break;
  }
  return { home, trail, articles, words };
}
