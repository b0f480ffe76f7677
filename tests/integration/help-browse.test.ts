/**
 * The help centre can be browsed: /help links every topic and sub-topic to a page
 * listing its articles, the counts beside topics include their sub-topics' articles,
 * and every published article is at most two clicks from /help. Read from the pages'
 * server HTML, rendered by their route modules over the seeded content of each database.
 */
import { createElement, type ComponentType } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLoaderData,
  type LoaderFunction,
} from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as helpPage from "../../app/routes/desktop/help.tsx";
import * as topicPage from "../../app/routes/desktop/help-topic.tsx";
import { desktop } from "../../app/kernel/links.ts";
import { MAX_PAGE_SIZE } from "../../app/kernel/content-constants.ts";
import { requestContext } from "../../app/lib/context.server.ts";
import { BACKENDS, createTestServices, type TestServices } from "../support/databases.ts";

interface PageModule {
  loader: unknown;
  default: unknown;
}

/** A route of the static handler from a page module: its loader, and its component given the loader's data. */
function routeOf(path: string, module: PageModule) {
  const Page = module.default as ComponentType<{ loaderData: unknown }>;
  return {
    path,
    loader: module.loader as LoaderFunction,
    Component: () => createElement(Page, { loaderData: useLoaderData() }),
    // The status is what the 404 test reads; no error page needed.
    ErrorBoundary: () => null,
  };
}

const routes = [routeOf("/help/:id?", helpPage), routeOf("/help/topic/:id", topicPage)];

/** The links of a page: href and the text inside the anchor. */
function links(html: string): Array<{ href: string; text: string }> {
  return [...html.matchAll(/<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => ({
    href: m[1]!,
    text: m[2]!.replace(/<[^>]*>/g, ""),
  }));
}
const articleId = (href: string) => /^\/help\/(\d+)$/.exec(href)?.[1];
const isTopic = (href: string) => /^\/help\/topic\/\d+$/.test(href);

describe.each(BACKENDS)("browsing the help centre on %s", (backend) => {
  let services: TestServices;
  const handler = createStaticHandler(routes);

  async function render(path: string): Promise<{ status: number; html: string }> {
    const context = await handler.query(new Request(`http://localhost${path}`), {
      requestContext: requestContext(services),
    });
    if (context instanceof Response) throw new Error(`${path}: unexpected response ${context.status}`);
    const html = renderToString(
      createElement(StaticRouterProvider, {
        router: createStaticRouter(handler.dataRoutes, context),
        context,
        hydrate: false,
      }),
    );
    return { status: context.statusCode, html };
  }

  async function publishedArticles(categoryId?: number): Promise<string[]> {
    const ids: string[] = [];
    for (let page = 1; ; page++) {
      const list = (await services.content.listHelpArticles({ categoryId, page, pageSize: MAX_PAGE_SIZE }))!;
      ids.push(...list.items.map((a) => String(a.id)));
      if (page >= list.totalPages) return ids;
    }
  }

  beforeAll(async () => {
    services = await createTestServices(backend, "help-browse");
  });
  afterAll(() => services?.dispose());

  it("reaches every published article from /help in at most two clicks", async () => {
    const home = await render(desktop.help());
    expect(home.status).toBe(200);
    const homeLinks = links(home.html);
    const reached = new Set(homeLinks.flatMap((l) => articleId(l.href) ?? []));
    const topics = [...new Set(homeLinks.filter((l) => isTopic(l.href)).map((l) => l.href))];
    expect(topics.length).toBeGreaterThan(0);
    for (const href of topics) {
      const page = await render(href);
      expect(page.status).toBe(200);
      for (const l of links(page.html)) {
        const id = articleId(l.href);
        if (id) reached.add(id);
      }
    }
    const all = await publishedArticles();
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((id) => !reached.has(id))).toEqual([]);
  });

  it("links every topic and sub-topic, with counts that include the sub-topics' articles", async () => {
    const { categories } = await services.content.getHelpHome();
    const flat = (list: typeof categories): typeof categories => list.flatMap((c) => [c, ...flat(c.children)]);
    const everyTopic = flat(categories);
    expect(everyTopic.some((c) => c.children.length > 0)).toBe(true);
    const homeLinks = links((await render(desktop.help())).html);
    for (const topic of everyTopic) {
      const link = homeLinks.find((l) => l.href === desktop.helpTopic(topic.id));
      expect(link, topic.title).toBeDefined();
      const shown = Number(/\((\d+)\)/.exec(link!.text)?.[1]);
      const expected = (await publishedArticles(topic.id)).length;
      expect(shown, topic.title).toBe(expected);
      // The topic's page lists exactly that many articles.
      const page = links((await render(desktop.helpTopic(topic.id))).html);
      const listed = new Set(page.flatMap((l) => articleId(l.href) ?? []));
      expect(listed.size, topic.title).toBe(expected);
      if (topic.children.length) expect(shown, topic.title).toBeGreaterThan(0);
    }
  });

  it("answers 404 for an unknown or malformed topic", async () => {
    expect((await render("/help/topic/424242")).status).toBe(404);
    expect((await render("/help/topic/x")).status).toBe(404);
  });
});
