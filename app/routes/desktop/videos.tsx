import { Link } from "~/components/ui/link";
import { PageHeader } from "~/components/desktop/blocks";
import { VideoCard } from "~/components/desktop/cards";
import { videosListPath } from "~/kernel/links";
import { VideoPlayer } from "~/components/desktop/video-player";
import { VIDEO_TYPES } from "~/kernel/content-constants";
import { PAGES } from "~/kernel/pages";
import { servicesContext } from "~/lib/context.server";
import { listWords } from "~/lib/list-words.server";
import { desktopMeta } from "~/components/desktop/meta";
import type { Route } from "./+types/videos";
import { desktop } from "~/kernel/links";
import * as LIST_WORDS from "~/kernel/ui-strings/lists";
import * as MEDIA from "~/kernel/ui-strings/media";
import { CATEGORY_LABELS } from "~/kernel/ui-strings/labels";
import * as SECTIONS from "~/kernel/ui-strings/sections";

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  const words = args.loaderData?.words;
  return desktopMeta(args, {
    title: words?.heading ?? SECTIONS.videos,
    description:
      "Product tours, briefings, customer stories and tutorials for every Brightlane product, each narrated with captions.",
    canonicalPath: desktop.videos(),
    seo: words?.seo,
    breadcrumbs: [{ name: words?.heading ?? SECTIONS.videos }],
  });
}

export async function loader({ context }: Route.LoaderArgs) {
  const content = context.get(servicesContext).content;
  const [groups, [onHome], words] = await Promise.all([
    Promise.all(VIDEO_TYPES.map(async (type) => ({ type, list: await content.listVideos({ type, page: 1 }) }))),
    content.featuredVideos(1),
    listWords(content, PAGES.videos.words, SECTIONS.videos, { title: (name) => name }),
  ]);
  // The home page plays its video already and the category list shows it: this page features
  // another and leaves that one out, so no poster is shown in a third place.
  const all = groups.flatMap((g) => g.list.items).filter((v) => v.id !== onHome?.id);
  const featured = all.find((v) => v.source) ?? all[0] ?? null;
  const shown = new Set([onHome?.id, featured?.id]);
  return {
    groups: groups.map((g) => ({
      type: g.type,
      total: g.list.total,
      items: g.list.items.filter((v) => !shown.has(v.id)),
    })),
    featured,
    words,
  };
}

export default function Page({ loaderData: { groups, featured, words } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title={words.heading} lead={words.intro} crumbs={[{ label: words.heading }]}>
        <nav className="tabs" aria-label={LIST_WORDS.videoCategories}>
          <ul>
            {VIDEO_TYPES.map((t) => (
              <li key={t}>
                <Link to={videosListPath(t)}>{CATEGORY_LABELS[t]}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </PageHeader>
      <div className="container">
        {featured ? (
          <section className="section video-feature" aria-labelledby="featured-title">
            <h2 id="featured-title" className="eyebrow">
              {MEDIA.featuredVideo}
            </h2>
            <VideoPlayer video={featured} headingLevel={3} eager />
          </section>
        ) : null}
        {groups.map(({ type, total, items }) => (
          <section key={type} className="section" aria-labelledby={`videos-${type}-title`}>
            <div className="section-head">
              <h2 id={`videos-${type}-title`}>{CATEGORY_LABELS[type]}</h2>
              <Link to={videosListPath(type)}>All {total} videos</Link>
            </div>
            <p className="muted">{words.categories[CATEGORY_LABELS[type]] ?? ""}</p>
            <div className="card-grid">
              {items.slice(0, 3).map((v) => (
                <VideoCard key={v.id} item={v} as="h3" href={`${videosListPath(type)}#video-${v.id}`} />
              ))}
            </div>
          </section>
        ))}
      </div>
    </>
  );
}
