/**
 * The editor in another locale (decision 0105): above the form, the switch between the
 * site's languages and where the translation stands (outdated, not yet live), with the
 * fields every language shares read-only; under each translated field, the default
 * language's words it translates. The back office's own words stay English.
 */
import { Link } from "react-router";
import { admin } from "~/kernel/admin-links";
import "./translation.css";

/** The English value of a field in its shape (app/routes/admin/translation.server.ts). */
type SourceView = string | { items: SourceView[] } | { parts: Array<{ label: string; value: SourceView }> };

interface LocaleLink {
  tag: string;
  label: string;
  href: string;
  current: boolean;
}

interface Translation {
  locale: string;
  language: string;
  live: boolean;
  outdated: boolean;
  sourceRevision: number | null;
  sourceChanges: Array<{ label: string; before: string; after: string }>;
  source: Record<string, SourceView>;
  shared: Array<{ name: string; label: string; value: string }>;
}

export function TranslationIntro({ locales, translation }: { locales: LocaleLink[]; translation: Translation | null }) {
  if (!locales.length && !translation) return null;
  return (
    <div className="translation-intro">
      {locales.length ? (
        <nav aria-label="Language of the content" className="locale-switch">
          {locales.map((l) => (
            <a key={l.tag} href={l.href} lang={l.tag} aria-current={l.current ? "page" : undefined}>
              {l.label}
            </a>
          ))}
        </nav>
      ) : null}
      {translation ? (
        <>
          <p>
            <Link to={admin.translations(translation.locale)}>What else {translation.language} lacks</Link>
          </p>
          {translation.outdated ? (
            <p className="translation-outdated" role="status">
              <strong>Outdated:</strong> the English text was published again after this translation was made from its
              revision {translation.sourceRevision}. Compare each field with the English text under it.
            </p>
          ) : null}
          {translation.outdated && translation.sourceChanges.length ? (
            <table className="admin-table translation-changes">
              <caption>What changed in English since</caption>
              <thead>
                <tr>
                  <th scope="col">Field</th>
                  <th scope="col">Was</th>
                  <th scope="col">Is now</th>
                </tr>
              </thead>
              <tbody>
                {translation.sourceChanges.map((c) => (
                  <tr key={c.label}>
                    <th scope="row">{c.label}</th>
                    <td lang="en">{c.before || "—"}</td>
                    <td lang="en">{c.after || "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ) : null}
          {!translation.live ? (
            <p className="translation-missing">
              Not translated yet: {translation.language} pages show the English text until this is published.
            </p>
          ) : null}
          <details className="translation-shared">
            <summary>Shared with every language ({translation.shared.length} fields, edited in English)</summary>
            <dl>
              {translation.shared.map((f) => (
                <div key={f.name}>
                  <dt>{f.label}</dt>
                  <dd lang="en">{f.value || "—"}</dd>
                </div>
              ))}
            </dl>
          </details>
        </>
      ) : null}
    </div>
  );
}

/** The notes under each field: the English words a translated field translates, then the review's. */
export function translationNotes(
  translation: Translation | null,
  notes: Record<string, React.ReactNode>,
): Record<string, React.ReactNode> {
  if (!translation) return notes;
  const all: Record<string, React.ReactNode> = { ...notes };
  for (const [name, view] of Object.entries(translation.source)) {
    all[name] = (
      <>
        {typeof view === "string" ? (
          <p className="translation-source">
            <span>English:</span> <span lang="en">{view || "—"}</span>
          </p>
        ) : (
          <div className="translation-source">
            <span>English:</span> <Source view={view} />
          </div>
        )}
        {notes[name]}
      </>
    );
  }
  return all;
}

/** A list as a numbered list, a group as its labelled parts, to any depth. */
function Source({ view }: { view: SourceView }): React.ReactNode {
  if (typeof view === "string") return <span lang="en">{view || "—"}</span>;
  if ("items" in view)
    return view.items.length ? (
      <ol lang="en">
        {view.items.map((item, i) => (
          <li key={i}>
            <Source view={item} />
          </li>
        ))}
      </ol>
    ) : (
      <span>—</span>
    );
  return (
    <dl>
      {view.parts.map((part) => (
        <div key={part.label}>
          <dt>{part.label}</dt>
          <dd>
            <Source view={part.value} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
