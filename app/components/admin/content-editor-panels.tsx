/**
 * The edit page's side panels: the merge of a stale save (who changed the item and
 * when, each field both changed with "keep mine" or "take theirs"), the schedules, and
 * the share links of the preview.
 */
import { useId, useState } from "react";
import { fieldName, type FieldSpec } from "./content-field-spec";
import { DateTimeInput } from "./content-fields";
import { CopyField } from "./copy-field";
import { AdminForm, SubmitButton, type FormFailure } from "./form";
import { formatTime } from "./format";
import { treeText } from "./structured-values";

export interface Stale {
  version: number;
  /** The revision now stored: the merge is based on it. */
  revision: number | null;
  /** Every field merged: the side that changed it, or mine for a conflict until chosen. */
  merged: Record<string, string>;
  changedBy: string | null;
  changedAt: string;
  differences: { name: string; label: string; mine: string; theirs: string }[];
}

export interface PreviewLinkView {
  id: number;
  url: string;
  mobileUrl: string | null;
  expiresAt: string;
  revokedAt: string | null;
}

const cut = (value: string) => (value.length > 400 ? `${value.slice(0, 397)}…` : value || "(empty)");
/** A value as people read it: a structured field as labelled lines, not its JSON. */
const shown = (field: FieldSpec | undefined, value: string) =>
  cut(field?.widget === "group" || field?.widget === "list" ? treeText(field, value) : value);

/**
 * The merge form: every field posts a value, what only one side changed as merged,
 * a conflict the choice made (none preselected: the editor decides), based on the
 * version now stored, so saving it is not stale.
 */
export function MergePanel({
  stale,
  fields,
  mine,
}: {
  stale: Stale;
  fields: readonly FieldSpec[];
  /** Everything that was sent, as typed. */
  mine: Record<string, string>;
}) {
  const id = useId();
  const differing = new Map(stale.differences.map((d) => [d.name, d]));
  const byName = new Map(fields.map((f) => [f.name, f]));
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const open = stale.differences.filter((d) => !chosen.has(d.name)).length;
  return (
    <section className="admin-panel admin-merge" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Changed by someone else</h2>
      <p>
        {stale.changedBy ?? "Someone"} saved this item at {formatTime(stale.changedAt)}, after you opened it.{" "}
        {stale.differences.length
          ? "Both of you changed these fields: choose what to keep, then save. Everything else is merged: their changes and yours are both kept."
          : "Their changes and yours are merged; saving keeps both."}
      </p>
      {/* The browser's own check (with or without scripts) asks for every choice before sending. */}
      <AdminForm aria-label="Merge the changes" noValidate={false}>
        <input type="hidden" name="version" value={stale.version} />
        <input type="hidden" name="baseRevision" value={stale.revision ?? ""} />
        {stale.differences.map((d) => (
          <input key={d.name} type="hidden" name="choose" value={d.name} />
        ))}
        {fields
          .filter((f) => !differing.has(f.name))
          .map((f) => (
            <input
              key={f.name}
              type="hidden"
              name={fieldName(f.name)}
              value={stale.merged[f.name] ?? mine[f.name] ?? ""}
            />
          ))}
        <table className="admin-table admin-diff">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Their version</th>
              <th scope="col">Your version</th>
            </tr>
          </thead>
          <tbody>
            {stale.differences.map((d) => (
              <tr key={d.name}>
                <th scope="row">{d.label}</th>
                <td>
                  <label>
                    <input
                      type="radio"
                      name={fieldName(d.name)}
                      value={d.theirs}
                      required
                      onChange={() => setChosen((c) => new Set(c).add(d.name))}
                    />{" "}
                    Take theirs
                  </label>
                  <pre className="admin-diff-value admin-diff-theirs">{shown(byName.get(d.name), d.theirs)}</pre>
                </td>
                <td>
                  <label>
                    <input
                      type="radio"
                      name={fieldName(d.name)}
                      value={d.mine}
                      required
                      onChange={() => setChosen((c) => new Set(c).add(d.name))}
                    />{" "}
                    Keep mine
                  </label>
                  <pre className="admin-diff-value admin-diff-mine">{shown(byName.get(d.name), d.mine)}</pre>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className="admin-actions">
          <SubmitButton intent="merge">Save merged draft</SubmitButton>
          {open ? <span className="admin-hint">{open} to choose</span> : null}
          {/* Reloading drops what was typed: the page opens with their version. */}
          <a className="admin-button admin-button-quiet" href="?">
            Discard mine and reload
          </a>
        </div>
      </AdminForm>
    </section>
  );
}

export function SchedulePanel({
  item,
  failure,
}: {
  item: { scheduled: { id: number; action: string; at: string }[]; status: string };
  failure: FormFailure | undefined;
}) {
  const id = useId();
  const error = failure?.fieldErrors?.scheduleAt;
  return (
    <section className="admin-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Schedule</h2>
      {item.scheduled.length ? (
        <ul>
          {item.scheduled.map((s) => (
            <li key={s.id}>
              {s.action === "publish" ? "Publish" : "Unpublish"} at <LocalTime iso={s.at} />
              <AdminForm className="admin-form-inline" aria-label={`Cancel the ${s.action} at ${s.at}`}>
                <input type="hidden" name="scheduleId" value={s.id} />
                <SubmitButton intent="cancel-schedule" variant="quiet">
                  Cancel
                </SubmitButton>
              </AdminForm>
            </li>
          ))}
        </ul>
      ) : (
        <p>Nothing scheduled.</p>
      )}
      <AdminForm className="admin-form-inline" aria-label="Schedule a change">
        <div className="admin-field">
          <label htmlFor={`${id}-action`}>Action</label>
          <select id={`${id}-action`} name="scheduleAction" defaultValue="publish">
            <option value="publish">Publish the current draft</option>
            <option value="unpublish">Unpublish</option>
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor={`${id}-at`}>Date and time</label>
          <DateTimeInput
            id={`${id}-at`}
            name="scheduleAt"
            value=""
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {error ? (
            <p className="admin-field-error" id={`${id}-error`}>
              {error}
            </p>
          ) : null}
        </div>
        <SubmitButton intent="schedule">Schedule</SubmitButton>
      </AdminForm>
    </section>
  );
}

/** A UTC time with the editor's local reading next to it once the browser has run. */
export function LocalTime({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatTime(iso)}</time>;
}

export function PreviewPanel({
  links,
  created,
  language,
}: {
  links: readonly PreviewLinkView[];
  created: PreviewLinkView | undefined;
  /** The language of the translation shared (its links open its pages), absent for the default's. */
  language?: string | undefined;
}) {
  const id = useId();
  const active = links.filter((l) => !l.revokedAt);
  return (
    <section className="admin-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Preview and share</h2>
      <p>
        {language
          ? `A share link opens the saved ${language} draft on the site's ${language} pages`
          : "A share link opens the saved draft on the site"}
        , without an account, for 7 days or until revoked.
      </p>
      {created ? (
        <p className="admin-share" role="status">
          New link: <a href={created.url}>desktop preview</a>
          {created.mobileUrl ? (
            <>
              {" · "}
              <a href={created.mobileUrl}>mobile preview</a>
            </>
          ) : null}
          <CopyField label="Share link address" value={created.url} />
        </p>
      ) : null}
      {active.length ? (
        <ul>
          {active.map((l) => (
            <li key={l.id}>
              {l.url ? <a href={l.url}>Desktop preview</a> : "A link made before addresses were kept"}
              {l.mobileUrl ? (
                <>
                  {" · "}
                  <a href={l.mobileUrl}>mobile preview</a>
                </>
              ) : null}{" "}
              <span className="admin-hint">until {formatTime(l.expiresAt)}</span>{" "}
              {l.url ? <CopyField label={`Address of share link ${l.id}`} value={l.url} /> : null}
              <AdminForm className="admin-form-inline" aria-label={`Revoke link ${l.id}`}>
                <input type="hidden" name="linkId" value={l.id} />
                <SubmitButton intent="revoke-link" variant="quiet">
                  Revoke
                </SubmitButton>
              </AdminForm>
            </li>
          ))}
        </ul>
      ) : null}
      <AdminForm className="admin-form-inline" aria-label="Create a share link">
        <SubmitButton intent="preview-link">Create share link</SubmitButton>
      </AdminForm>
    </section>
  );
}
