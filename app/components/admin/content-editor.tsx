/**
 * The edit page of any content type: the fields the server derived from the type's
 * schema, the item's version in a hidden field (a stale one comes back as a 412
 * with the merge panel), the workflow buttons the role may use, an autosave of the
 * draft after a pause in typing, and a question before leaving with unsaved changes
 * (React Router's blocker for links inside the app, beforeunload for the rest).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { Form, Link, useBlocker, useFetcher, useHref, useNavigation } from "react-router";
import { admin } from "~/kernel/admin-links";
import { SEO_KEYS } from "~/kernel/seo-fields";
import type { FieldSpec } from "./content-field-spec";
import { ContentFields } from "./content-fields";
import type { PageChoice } from "./link-field";
import { MergePanel, PreviewPanel, SchedulePanel, type PreviewLinkView, type Stale } from "./content-editor-panels";
import { AdminForm, ErrorSummary, failureOf, StatusMessage, SubmitButton } from "./form";
import { formatTime } from "./format";
import { SearchAndSharing } from "./search-and-sharing";
import { BASE_PATH } from "~/lib/paths";
import { useFormBackup } from "./use-form-backup";
import { LIVE_FORM_ID, LivePreview, type LivePreviewHandle } from "./live-preview";
import { EditBar, useEditHistory } from "./edit-history";
import { useLiveCheck } from "./live-check";
import { AUTOSAVE_MAX_WAIT_MS, AUTOSAVE_MS } from "./autosave";

interface Item {
  id: number;
  title: string;
  status: string;
  hasDraft: boolean;
  version: number;
  revision: number | null;
  updatedAt: string;
  updatedBy: { email: string | null } | null;
  editing: { email: string | null; since: string } | null;
  scheduled: { id: number; action: string; at: string }[];
  urls: { desktop: string; mobile: string | null } | null;
  previews: { desktop: string; mobile: string | null };
  submittedBy: { email: string | null; at: string } | null;
  /** False for an author opening a colleague's item: shown read-only. */
  mayEdit: boolean;
}

interface Answer {
  intent?: string;
  done?: string;
  version?: number;
  revision?: number | null;
  created?: number;
  formError?: string;
  fieldErrors?: Record<string, string | undefined>;
  values?: Record<string, string>;
  stale?: Stale;
  link?: PreviewLinkView;
  /** A repeatable group changed without JavaScript: what changed. */
  listChange?: string;
}

interface Props {
  type: string;
  typeLabel: string;
  heading: string;
  listUrl: string;
  fields: readonly FieldSpec[];
  values: Record<string, string>;
  item: Item | null;
  links: readonly PreviewLinkView[];
  pages: readonly PageChoice[];
  may: { publish: boolean; schedule: boolean; delete: boolean; share: boolean };
  answer: unknown;
  /** Shown beside the form (the review panel); field notes go under their field. */
  aside?: React.ReactNode;
  fieldNotes?: Record<string, React.ReactNode>;
  /** Shown above the form (a new page's choice of template). */
  intro?: React.ReactNode;
  /**
   * The locale of the translation the form holds (decision 0105), absent for the default's
   * document: no live preview or trash, which show and remove the item in its default
   * language; the preview, the share links and the history are the translation's (0117).
   */
  locale?: string;
  /** That locale's name, as the language switch shows it. */
  language?: string;
  /** The English words of a translation's text fields, shown where the translation is blank. */
  sourceWords?: Readonly<Record<string, string>>;
}

/** The question before leaving takes the focus, on "Stay", when it appears. */
const focusOnce = (el: HTMLButtonElement | null) => el?.focus();

/** Answers to posts that save nothing of the form: what was typed stays unsaved (and kept). */
const KEEPS_TYPING = new Set(["preview-link", "comment", "resolve", "reopen", "approve", "request-changes"]);

export function ContentEditor(props: Props) {
  const { type, typeLabel, heading, listUrl, fields, item, may } = props;
  const answer = props.answer as Answer | undefined;
  const autosave = useFetcher<Answer>();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The version the next save is based on: the page's when opened, then only the answers
  // to this person's own saves (a reload of the page data after an autosave could carry
  // someone else's newer version, which must not become the base of a silent overwrite).
  const [base, setBase] = useState(item?.version);
  const latest = base;
  // The revision the form's values come from: what a stale save is merged against.
  const [baseRevision, setBaseRevision] = useState(item?.revision ?? null);
  // A new item, once created, opens under its own address in this same editor: its
  // first version and revision become the base (React keeps this state across the move).
  const [baseOf, setBaseOf] = useState(item?.id);
  if (baseOf !== item?.id) {
    setBaseOf(item?.id);
    setBase(item?.version);
    setBaseRevision(item?.revision ?? null);
  }
  const backup = useFormBackup(type, item?.id ?? null, props.values, fields);
  const [restored, setRestored] = useState<Record<string, string> | null>(null);
  const firstChange = useRef<number | null>(null);
  const [dirty, setDirty] = useState(false);
  // Each new answer to one of this person's saves moves the base and clears "unsaved"
  // (state adjusted while rendering, as React recommends over an effect).
  const [seen, setSeen] = useState<{ answer: Answer | undefined; auto: Answer | undefined }>({
    answer,
    auto: autosave.data,
  });
  if (seen.answer !== answer || seen.auto !== autosave.data) {
    const fresh = seen.answer !== answer ? answer : autosave.data;
    setSeen({ answer, auto: autosave.data });
    // A stale answer (412) names the newer version but must not become the base: an autosave that
    // met a colleague's save would otherwise let the next save overwrite it without a merge.
    if (fresh?.version !== undefined && !fresh.stale) setBase(fresh.version);
    if (fresh?.revision !== undefined && !fresh.stale) setBaseRevision(fresh.revision);
    if (fresh?.done && !KEEPS_TYPING.has(fresh.intent ?? "")) {
      setDirty(false);
      setRestored(null);
    }
  }
  const failure = failureOf(answer);
  const fieldErrors = useLiveCheck(type, fields, formRef, failure?.fieldErrors);
  const isSeo = (f: FieldSpec) => (SEO_KEYS as readonly string[]).includes(f.name);
  const mainFields = fields.filter((f) => !isSeo(f));
  const seoFields = fields.filter(isSeo);
  const kept = answer?.values && (answer.formError || answer.listChange);
  const values = restored ?? (kept ? answer.values! : props.values);

  const live = useRef<LivePreviewHandle>(null);
  const changed = useCallback(() => {
    live.current?.changed();
    setDirty(true);
    // Read once the change is on the page: a list's move or a picked image renders first.
    setTimeout(() => formRef.current && backup.write(formRef.current), 0);
    clearTimeout(timer.current);
    firstChange.current ??= Date.now();
    const wait = Math.max(0, Math.min(AUTOSAVE_MS, firstChange.current + AUTOSAVE_MAX_WAIT_MS - Date.now()));
    timer.current = setTimeout(() => {
      if (!formRef.current) return;
      firstChange.current = null;
      const data = new FormData(formRef.current);
      data.set("intent", "autosave");
      void autosave.submit(data, { method: "post" });
    }, wait);
  }, [autosave, backup]);
  useEffect(() => () => clearTimeout(timer.current), []);
  // Saving, publishing or any other post of the page cancels a pending autosave.
  const submitting = navigation.state === "submitting";
  useEffect(() => {
    if (!submitting) return;
    clearTimeout(timer.current);
    firstChange.current = null;
  }, [submitting]);
  // The server has the work: the browser's copy can go.
  const saved = [answer, autosave.data].some((a) => a?.done && !KEEPS_TYPING.has(a.intent ?? ""));
  const { drop } = backup;
  useEffect(() => {
    if (saved) drop();
  }, [saved, answer, autosave.data, drop]);
  // A new item's first autosave created it: carry on editing it under its own address.
  // The page is loaded afresh at that address rather than reached by the router: an effect
  // keyed on this render's objects navigated again on every render the navigation caused,
  // cancelling its own loads (on a busy machine the edit page never came), and one navigation
  // alone could change the address without drawing the page. The work is saved: nothing is lost.
  const created = autosave.data?.created;
  const createdHref = useHref(created === undefined ? "." : admin.contentEdit(type, created));
  useEffect(() => {
    if (created === undefined) return;
    drop();
    window.location.replace(createdHref);
  }, [created, createdHref, drop]);

  // Undo and redo open the form again with the values of before (or after) the change.
  const [opened, setOpened] = useState(0);
  const show = useCallback((shown: Readonly<Record<string, string>>) => {
    setRestored({ ...shown });
    setOpened((n) => n + 1);
  }, []);
  const submitBy = useCallback(
    (command: "save" | "publish") => {
      const form = formRef.current;
      const button = form?.querySelector<HTMLButtonElement>(`.admin-actions button[name="intent"][value="${command}"]`);
      if (!form || !form.querySelector(".admin-actions")) return "This item is read only.";
      if (!button) return item ? "Your role may not publish: Submit for review instead." : "Create the draft first.";
      form.requestSubmit(button);
      return command === "save" ? "Saving the draft…" : "Publishing…";
    },
    [item],
  );
  const editable = !item || item.mayEdit;
  const formOf = useCallback(() => formRef.current, []);
  const edit = useEditHistory({ form: formOf, fields, show, submit: submitBy, editable, shown: changed });
  // A merge opens the form with the merged document: the history starts again from it.
  const merged = answer?.intent === "merge" && answer.done ? latest : null;
  const { restart } = edit;
  useEffect(() => {
    if (merged !== null) restart();
  }, [merged, restart]);
  const onChange = useCallback(() => {
    changed();
    edit.changed();
  }, [changed, edit]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && !submitting && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return (
    <>
      <p>
        <Link to={listUrl}>← All {typeLabel.toLowerCase()}</Link>
      </p>
      <h1>{heading}</h1>
      {item ? <ItemFacts item={item} translated={Boolean(props.locale)} /> : null}
      {blocker.state === "blocked" ? (
        <div className="admin-confirm" role="alertdialog" aria-label="Unsaved changes">
          <p>You have unsaved changes. Leave this page and lose them?</p>
          <button type="button" className="admin-button admin-button-danger" onClick={() => blocker.proceed()}>
            Leave
          </button>
          <button
            type="button"
            className="admin-button admin-button-quiet"
            ref={focusOnce}
            onClick={() => blocker.reset()}
          >
            Stay
          </button>
        </div>
      ) : null}
      {backup.offer ? (
        <div className="admin-confirm" role="alertdialog" aria-label="Unsaved typing">
          <p>This browser kept what you typed at {formatTime(backup.offer.at)}, which was never saved.</p>
          <button
            type="button"
            className="admin-button"
            onClick={() => {
              setRestored(backup.offer!.values);
              setDirty(true);
              backup.dismiss();
              // Putting the typing back is itself a change that Undo takes back.
              setTimeout(edit.changed, 0);
            }}
          >
            Put it back
          </button>
          <button type="button" className="admin-button admin-button-quiet" onClick={backup.drop}>
            Discard it
          </button>
        </div>
      ) : null}
      {item && !item.mayEdit ? (
        <p className="admin-note" role="note">
          Read only: authors may change only the drafts they created, and this one is not yours. Ask an editor for
          changes, or create a new item.
        </p>
      ) : null}
      {answer?.done || answer?.listChange ? (
        <StatusMessage>{answer.done ?? answer.listChange}</StatusMessage>
      ) : (
        <StatusMessage />
      )}
      {autosave.data?.done || autosave.data?.formError ? (
        <p className="admin-hint" role="status">
          {autosave.data.stale
            ? "Someone else saved this item meanwhile: Save draft to merge their changes with yours."
            : (autosave.data.done ?? `Not saved automatically: ${autosave.data.formError}`)}
        </p>
      ) : null}
      <ErrorSummary failure={failure} />
      {props.intro}
      {answer?.stale && item ? <MergePanel stale={answer.stale} fields={fields} mine={answer.values ?? {}} /> : null}
      {editable ? <EditBar edit={edit} /> : null}
      {/* The live preview beside the form, for whoever may edit a saved item (decision 0084). */}
      <div
        className={
          [props.aside ? "admin-edit-layout" : "", item?.mayEdit && !props.locale ? "live-layout" : ""]
            .join(" ")
            .trim() || undefined
        }
      >
        {props.aside ? <aside className="admin-edit-aside">{props.aside}</aside> : null}
        {/* After a merge the form opens again with the merged document. */}
        <Form
          method="post"
          noValidate
          className="admin-form"
          id={LIVE_FORM_ID}
          ref={formRef}
          aria-label={heading}
          key={`${answer?.intent === "merge" && answer.done ? `merged-${latest}` : restored ? "restored" : "form"}-${opened}`}
        >
          <input type="hidden" name="version" value={latest ?? ""} />
          <input type="hidden" name="baseRevision" value={baseRevision ?? ""} />
          <fieldset className="admin-fieldset-plain" disabled={item ? !item.mayEdit : false}>
            <ContentFields
              fields={mainFields}
              values={values}
              errors={fieldErrors}
              onChange={editable ? onChange : undefined}
              notes={props.fieldNotes}
              pages={props.pages}
            />
            {seoFields.length ? (
              <SearchAndSharing
                fields={seoFields}
                values={values}
                errors={fieldErrors}
                onChange={editable ? onChange : undefined}
                path={item?.urls?.desktop ?? null}
                fallback={props.sourceWords}
              />
            ) : null}
          </fieldset>
          {item && !item.mayEdit ? null : (
            <div className="admin-actions">
              <SubmitButton intent="save" aria-keyshortcuts="Control+S Meta+S">
                {item ? "Save draft" : "Create draft"}
              </SubmitButton>
              {item ? (
                <SubmitButton intent="submit" variant="quiet">
                  Submit for review
                </SubmitButton>
              ) : null}
              {item && may.publish ? (
                <>
                  <SubmitButton
                    intent="publish"
                    aria-keyshortcuts="Control+Shift+P Meta+Shift+P Control+Enter Meta+Enter"
                  >
                    Publish
                  </SubmitButton>
                  {item.status === "published" ? (
                    <SubmitButton intent="unpublish" variant="quiet">
                      Unpublish
                    </SubmitButton>
                  ) : null}
                </>
              ) : null}
            </div>
          )}
        </Form>
        {item?.mayEdit && !props.locale ? (
          <LivePreview
            type={type}
            id={item.id}
            fields={fields}
            hasPhonePage={Boolean(item.previews.mobile)}
            handle={live}
          />
        ) : null}
      </div>
      {item && may.delete && !props.locale ? (
        <AdminForm className="admin-form-inline" aria-label="Delete">
          <input type="hidden" name="version" value={latest ?? ""} />
          <SubmitButton intent="delete" variant="danger">
            Move to trash
          </SubmitButton>
        </AdminForm>
      ) : null}
      {item && may.schedule ? <SchedulePanel item={item} failure={failureOf(answer, "schedule")} /> : null}
      {item && props.locale && item.revision === null ? (
        <p className="admin-hint">Save a draft of the translation to preview it on the {props.language} pages.</p>
      ) : item ? (
        <p className="admin-actions" aria-label="Preview the saved draft">
          <a href={`${BASE_PATH}${item.previews.desktop.slice(1)}`} target="_blank" rel="noopener">
            Preview on desktop
          </a>
          {item.previews.mobile ? (
            <>
              {" · "}
              <a href={`${BASE_PATH}${item.previews.mobile.slice(1)}`} target="_blank" rel="noopener">
                Preview on mobile
              </a>
            </>
          ) : null}
        </p>
      ) : null}
      {item && may.share ? <PreviewPanel links={props.links} created={answer?.link} language={props.language} /> : null}
      {item ? (
        <p>
          <Link to={admin.contentHistory(type, item.id, undefined, undefined, props.locale)}>Revision history</Link>
        </p>
      ) : null}
    </>
  );
}

/** A translation's pages are live with its item (in the English until it is published): `urls` says so. */
function ItemFacts({ item, translated }: { item: Item; translated: boolean }) {
  return (
    <dl className="admin-facts">
      <dt>Status</dt>
      <dd>
        <span className={`admin-status admin-status-${item.status}`}>{item.status.replace("_", " ")}</span>
        {item.hasDraft && item.status === "published" ? " (a draft differs from what is live)" : ""}
      </dd>
      <dt>Last change</dt>
      <dd>
        {formatTime(item.updatedAt)}
        {item.updatedBy?.email ? ` by ${item.updatedBy.email}` : ""}
      </dd>
      {item.submittedBy ? (
        <>
          <dt>Waiting for review</dt>
          <dd>
            since {formatTime(item.submittedBy.at)} ({item.submittedBy.email})
          </dd>
        </>
      ) : null}
      {item.editing ? (
        <>
          <dt>Also editing</dt>
          <dd className="admin-editing">{item.editing.email}</dd>
        </>
      ) : null}
      {item.urls && (item.status === "published" || translated) ? (
        <>
          <dt>Live</dt>
          <dd>
            <a href={item.urls.desktop}>desktop page</a>
            {item.urls.mobile ? (
              <>
                {" · "}
                <a href={item.urls.mobile}>mobile page</a>
              </>
            ) : null}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
