import { data, Link } from "react-router";
import { adminMeta } from "~/components/admin/meta";
import { admin } from "~/kernel/admin-links";
import { isContentType } from "~/kernel/editorial-schemas";
import { languageName } from "~/lib/locale.server";
import "~/components/admin/admin-content.css";
import type { Route } from "./+types/translations";
import { callerOf, editorialOf, pageRefusal } from "./editorial.server";
import { requireStaff } from "./guard.server";
import { localeTags } from "./translation.server";

/**
 * The translations dashboard (decision 0105): per locale and content type, how many published
 * items have no words of that locale yet, and how many have words made from an older source;
 * each count opens its list, each item its translation's editor.
 */
export const meta: Route.MetaFunction = () => adminMeta("Translations");

export async function loader(args: Route.LoaderArgs) {
  const user = await requireStaff(args, "content.read-drafts");
  const others = localeTags(args).slice(1);
  if (!others.length) throw data({ message: "This site has one language: there is nothing to translate." }, 404);
  const query = new URL(args.request.url).searchParams;
  const locale = query.get("locale") || others[0]!;
  if (!others.includes(locale)) throw data({ message: "This site has no such language to translate into." }, 404);
  const type = query.get("type");
  const show = query.get("show");
  if ((type !== null && !isContentType(type)) || (show !== null && show !== "missing" && show !== "outdated"))
    throw data({ message: "There is no such list." }, 404);
  const gaps = await editorialOf(args)
    .translationGaps({ ...callerOf(args, user), locale })
    .catch(pageRefusal);
  const chosen = type && show ? gaps.find((g) => g.type === type) : undefined;
  return {
    locale,
    locales: others.map((tag) => ({ tag, label: languageName(tag) })),
    rows: gaps.map((g) => ({ type: g.type, label: g.label, missing: g.missing.length, outdated: g.outdated.length })),
    list:
      chosen && show
        ? { type: chosen.type, label: chosen.label, show, items: chosen[show as "missing" | "outdated"] }
        : null,
  };
}

export default function Translations({ loaderData }: Route.ComponentProps) {
  const { locale, locales, rows, list } = loaderData;
  const language = locales.find((l) => l.tag === locale)?.label ?? locale;
  return (
    <>
      <h1>Translations</h1>
      <p>
        Published items without words of their own in a language show the English text there; outdated ones were
        translated before the English text was last published.
      </p>
      <nav aria-label="Languages" className="admin-tabs">
        <ul>
          {locales.map((l) => (
            <li key={l.tag}>
              <Link to={admin.translations(l.tag)} lang={l.tag} aria-current={l.tag === locale ? "page" : undefined}>
                {l.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {rows.every((r) => !r.missing && !r.outdated) ? (
        <p role="status">Every published item has an up-to-date {language} translation.</p>
      ) : null}
      <table className="admin-table">
        <caption>What {language} lacks, by kind of content</caption>
        <thead>
          <tr>
            <th scope="col">Content</th>
            <th scope="col">Missing</th>
            <th scope="col">Outdated</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.type}>
              <th scope="row">{r.label}</th>
              {(["missing", "outdated"] as const).map((show) => (
                <td key={show} data-label={show === "missing" ? "Missing" : "Outdated"}>
                  {r[show] ? (
                    <Link
                      to={admin.translations(locale, r.type, show)}
                      aria-current={list?.type === r.type && list.show === show ? "true" : undefined}
                    >
                      {r[show]}
                      {/* A count alone says nothing out of its row: the link names what it lists. */}
                      <span className="visually-hidden">{` ${r.label}: ${show} in ${language}`}</span>
                    </Link>
                  ) : (
                    0
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {list ? (
        <section aria-labelledby="translation-list">
          <h2 id="translation-list">
            {list.label}: {list.show} in {language}
          </h2>
          <p>
            Each opens its {language} translation, the English beside every field.{" "}
            <Link to={admin.translations(locale)}>Close the list</Link>
          </p>
          {list.items.length ? (
            <ul>
              {list.items.map((i) => (
                <li key={i.id}>
                  <Link to={admin.contentEdit(list.type, i.id, locale)}>{i.title || `#${i.id}`}</Link>
                </li>
              ))}
            </ul>
          ) : (
            <p>None: every published item of this kind is {list.show === "missing" ? "translated" : "up to date"}.</p>
          )}
        </section>
      ) : null}
    </>
  );
}
