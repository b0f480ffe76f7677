import { useMemo } from "react";
import { data, redirect } from "react-router";
import { ContentEditor } from "~/components/admin/content-editor";
import { adminMeta } from "~/components/admin/meta";
import { can, type Action } from "~/kernel/admin-policy";
import { SCHEDULE_ACTIONS, type ContentType } from "~/kernel/editorial-schemas";
import { admin } from "~/kernel/admin-links";
import { COLLECTION_OF } from "~/kernel/collections";
import "~/components/admin/admin-content.css";
import type { Route } from "./+types/content-edit";
import { fieldName, type FieldSpec } from "~/components/admin/content-field-spec";
import type { Caller } from "~/kernel/services/editorial";
import { documentOf, fieldsOf, postedValues, validate, valuesOf } from "./content-form.server";
import { mergeThreeWays } from "./merge.server";
import { hasLinks, missingPages, pageChoices } from "./site-pages.server";
import { applyListOp } from "~/components/admin/structured-values";
import {
  actionRefusal,
  callerOf,
  EditorialError,
  editorialOf,
  idOf,
  pageRefusal,
  TYPE_LABELS,
  typeOf,
} from "./editorial.server";
import { formOf, requireStaff, text, type AdminArgs } from "./guard.server";
import { REVIEW_INTENTS, reviewAction } from "./review.server";
import { fieldNotesOf, ReviewPanel } from "~/components/admin/review-panel";
import { PageTemplateChoice } from "~/components/admin/page-template-choice";
import { startOf } from "./page-start.server";
import {
  localeSwitch,
  localeTags,
  pagesInLocale,
  requestedLocale,
  translationFormDocument,
  translationToSave,
  translationView,
} from "./translation.server";
import { TranslationIntro, translationNotes } from "~/components/admin/translation-panel";

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.heading ?? "Edit item");

const isNew = (params: { id?: string }) => params.id === undefined;

export async function loader(args: Route.LoaderArgs) {
  const type = typeOf(args.params);
  const user = await requireStaff(args, isNew(args.params) ? "content.create-draft" : "content.read-drafts");
  const fields = fieldsOf(type);
  const may = {
    publish: can(user.role, "content.publish"),
    schedule: can(user.role, "content.schedule"),
    delete: can(user.role, "content.delete"),
    share: can(user.role, "content.share-preview"),
  };
  const pages = hasLinks(fields) ? await pageChoices(args) : [];
  const base = { type, typeLabel: TYPE_LABELS[type], fields, may, pages, listUrl: admin.contentList(type) };
  if (isNew(args.params)) {
    // A new page may start from a template (?template=event).
    const start = startOf(type, args.request);
    return {
      ...base,
      heading: `New: ${TYPE_LABELS[type]}`,
      item: null,
      template: start.template,
      values: valuesOf(fields, start.document),
      links: [],
      review: null,
      locales: [],
      translation: null,
    };
  }
  const id = idOf(args.params);
  const editorial = editorialOf(args);
  const caller = callerOf(args, user);
  const item = await editorial.get(caller, type, id).catch(pageRefusal);
  await editorial.touch(caller, type, id);
  const links = may.share ? await editorial.previewLinks(caller, type, id) : [];
  const review = await editorial.reviewOf(caller, type, id);
  const { document, published: _p, draft: _d, translation: _t, ...summary } = item;
  const tags = localeTags(args);
  const locales = localeSwitch(type, id, tags, requestedLocale(args.request, tags));
  // In another locale the form holds the words alone, the default's beside them (decision 0105).
  const translation = item.translation ? translationView(type, fields, item) : null;
  return {
    ...base,
    ...(translation ? { fields: translation.fields } : {}),
    heading: translation ? `Translate into ${translation.language}: ${item.title}` : `Edit: ${item.title}`,
    // A translation's live pages are its locale's.
    item: translation ? { ...summary, urls: pagesInLocale(args, translation.locale, summary.urls) } : summary,
    values: translation
      ? valuesOf(translation.fields, translationFormDocument(translation.fields, document, item.translation!.source))
      : valuesOf(fields, document as Record<string, unknown>),
    links,
    review,
    locales,
    translation,
  };
}

const NEEDS: Record<string, Action> = {
  save: "content.create-draft",
  merge: "content.create-draft",
  autosave: "content.create-draft",
  submit: "content.submit",
  publish: "content.publish",
  unpublish: "content.publish",
  schedule: "content.schedule",
  "cancel-schedule": "content.schedule",
  delete: "content.delete",
  "preview-link": "content.share-preview",
  "revoke-link": "content.share-preview",
  // The review service decides who may decide, comment and resolve (server/editorial/review.ts).
  ...Object.fromEntries([...REVIEW_INTENTS].map((i) => [i, "content.read-drafts" as const])),
};

export async function action(args: Route.ActionArgs) {
  const type = typeOf(args.params);
  const id = isNew(args.params) ? null : idOf(args.params);
  // Who is asking comes first: only people who may write drafts have their body read.
  await requireStaff(args, "content.read-drafts");
  const form = await formOf(args);
  const intent = text(form, "intent") || "save";
  if (intent.startsWith("list:")) return listChange(type, intent, form);
  const needs = NEEDS[intent];
  if (!needs) return data({ intent, formError: "Unknown request." }, { status: 400 });
  const user = await requireStaff(args, needs);
  const editorial = editorialOf(args);
  const caller = callerOf(args, user);
  const fields = formFields(args, type);
  const versionText = text(form, "version");
  const version = /^\d{1,15}$/.test(versionText) ? Number(versionText) : null;
  const values = postedValues(fields, form);
  // Publishing from the form publishes what the form shows: it is saved first.
  const posted = fields.some((f) => form.has(fieldName(f.name)));
  const saves = SAVES.has(intent) || ((intent === "submit" || intent === "publish") && posted);
  const unchosen = fields.filter((f) => form.getAll("choose").includes(f.name) && !form.has(fieldName(f.name)));
  if (intent === "merge" && unchosen.length) {
    const formError = `Choose theirs or yours for: ${unchosen.map((f) => f.label).join(", ")}.`;
    return data({ intent, formError, values }, { status: 400 });
  }
  try {
    if (saves) {
      const read = documentOf(fields, values);
      // The form is saved as a draft first, which may be incomplete; publishing then checks it all.
      const checked = validate(type, read.doc, "draft");
      const links = checked.ok ? await missingPages(args, fields, read.doc) : {};
      const fieldErrors = { ...(checked.ok ? {} : checked.errors), ...read.errors, ...links };
      if (Object.keys(fieldErrors).length) {
        const formError = `${intent === "publish" ? "Nothing was published" : "The draft was not saved"}: please correct the fields marked below.`;
        return data({ intent, formError, fieldErrors, values }, { status: 400 });
      }
      const doc = await ownDocument(args, caller, type, id, fields, (checked.ok ? checked.doc : read.doc) as object);
      if (id === null) {
        const created = await editorial.createDraft(caller, type, doc);
        if (intent === "autosave") return { intent, done: "Draft saved automatically.", created: created.id };
        throw redirect(admin.contentEdit(type, created.id));
      }
      const saved = await editorial.saveDraft(caller, type, id, version, doc);
      if (intent === "publish") {
        const live = await editorial.publish(caller, type, id, saved.version).catch(incomplete);
        if ("refused" in live) {
          const { message, fields: fieldErrors } = live.refused;
          const formError = `Your changes are saved as a draft. ${message}`;
          return data(
            { intent, formError, fieldErrors, values, version: saved.version, revision: saved.revision },
            400,
          );
        }
        const done = `Published: "${live.title}" is live as saved from this form at ${live.updatedAt.slice(11, 16)} UTC.`;
        return { intent, done, version: live.version, revision: live.revision, at: live.updatedAt };
      }
      const after = intent === "submit" ? await editorial.submitForReview(caller, type, id, saved.version) : saved;
      return { intent, done: DONE[intent] ?? "Draft saved.", version: after.version, revision: after.revision };
    }
    if (id === null) return data({ intent, formError: "Save the item first." }, { status: 400 });
    if (REVIEW_INTENTS.has(intent)) return await reviewAction(editorial, caller, type, id, intent, version, form);
    return await workflow(args, type, id, intent, version, form);
  } catch (error) {
    if (error instanceof EditorialError && error.code === "stale" && id !== null) {
      return staleAnswer(args, type, id, intent, form, values, error);
    }
    return actionRefusal(error, intent, values);
  }
}

/**
 * Adding, removing, duplicating or moving an item of a repeatable group without JavaScript:
 * the form comes back with the change made and everything typed kept; nothing is saved.
 * An item added from a picker goes after the one its "where" choice names ("after.blocks").
 */
function listChange(type: ContentType, intent: string, form: FormData) {
  const fields = fieldsOf(type);
  const values = postedValues(fields, form);
  const list = intent.split(":")[2] ?? "";
  const changed = applyListOp(fields, values, intent, String(form.get(`after.${list}`) ?? ""));
  if (!changed) return data({ intent: "list", formError: "That item is no longer there.", values }, { status: 400 });
  return { intent: "list", values: changed.values, listChange: `${changed.message} Not saved yet.` };
}

/** The form's fields: the localised ones alone when the page works on a translation. */
function formFields(args: AdminArgs, type: ContentType) {
  const all = fieldsOf(type);
  if (!requestedLocale(args.request, localeTags(args))) return all;
  const localised = COLLECTION_OF[type].localised as readonly string[];
  return all.filter((f) => localised.includes(f.name));
}

/**
 * What the form saves of a checked document: its fields alone (the schema's defaults of a
 * translation's shared ones stay out) and, in a translation, without what keeps the English.
 */
async function ownDocument(
  args: AdminArgs,
  caller: Caller,
  type: ContentType,
  id: number | null,
  fields: readonly FieldSpec[],
  checked: object,
) {
  const own = onlyFields(checked, fields);
  if (id === null || !requestedLocale(args.request, localeTags(args))) return own;
  const source = (await editorialOf(args).get(caller, type, id)).translation?.source ?? {};
  return translationToSave(own, fields, source);
}

/** The document's keys that are fields of the form. */
const onlyFields = <T extends object>(doc: T, fields: readonly { name: string }[]): T =>
  Object.fromEntries(Object.entries(doc).filter(([key]) => fields.some((f) => f.name === key))) as T;

/** A publish refused for missing or wrong fields, to answer beside the saved draft. */
const incomplete = (error: unknown) => {
  if (error instanceof EditorialError && error.code === "invalid") return { refused: error };
  throw error;
};

const SAVES = new Set(["save", "merge", "autosave"]);
const DONE: Record<string, string> = {
  submit: "Submitted for review.",
  autosave: "Draft saved automatically.",
};

/** The buttons other than saving: each one service call. */
async function workflow(
  args: AdminArgs,
  type: ContentType,
  id: number,
  intent: string,
  version: number | null,
  form: FormData,
) {
  const user = await requireStaff(args);
  const editorial = editorialOf(args);
  const caller = callerOf(args, user);
  switch (intent) {
    case "submit":
      return {
        intent,
        done: "Submitted for review.",
        version: (await editorial.submitForReview(caller, type, id, version)).version,
      };
    case "publish": {
      const live = await editorial.publish(caller, type, id, version);
      return { intent, done: `Published: "${live.title}" is live.`, version: live.version, revision: live.revision };
    }
    case "unpublish":
      return { intent, done: "Unpublished.", version: (await editorial.unpublish(caller, type, id, version)).version };
    case "schedule": {
      const act = text(form, "scheduleAction");
      const at = text(form, "scheduleAt");
      if (!(SCHEDULE_ACTIONS as readonly string[]).includes(act) || Number.isNaN(Date.parse(at))) {
        return data({ intent, fieldErrors: { scheduleAt: "Choose what to do and a date and time." } }, { status: 400 });
      }
      if (Date.parse(at) <= Date.now()) {
        return data({ intent, fieldErrors: { scheduleAt: "Choose a time in the future." } }, { status: 400 });
      }
      await editorial.schedule(caller, type, id, act as (typeof SCHEDULE_ACTIONS)[number], new Date(at).toISOString());
      return { intent, done: `Scheduled to ${act}.` };
    }
    case "cancel-schedule":
      await editorial.cancelSchedule(caller, type, id, Number(text(form, "scheduleId")));
      return { intent, done: "Schedule cancelled." };
    case "delete":
      await editorial.remove(caller, type, id, version);
      throw redirect(admin.contentList(type));
    case "preview-link": {
      const link = await editorial.createPreviewLink(caller, type, id);
      return { intent, done: "Share link created.", link };
    }
    case "revoke-link":
      await editorial.revokePreviewLink(caller, type, id, Number(text(form, "linkId")));
      return { intent, done: "Share link revoked." };
  }
  return data({ intent, formError: "Unknown request." }, { status: 400 });
}

/**
 * A stale save, merged three ways against the revision the form was opened on: what
 * only one side changed is taken; when nothing conflicts the merge is saved at once
 * (never published or submitted unseen), otherwise a 412 lists only the conflicts.
 */
async function staleAnswer(
  args: AdminArgs,
  type: ContentType,
  id: number,
  intent: string,
  form: FormData,
  values: Record<string, string>,
  error: EditorialError,
) {
  const user = await requireStaff(args);
  const editorial = editorialOf(args);
  const caller = callerOf(args, user);
  const current = await editorial.get(caller, type, id);
  const fields = formFields(args, type);
  // A translation's values as its form showed them, lists started from the English.
  const shown = (doc: unknown) =>
    valuesOf(
      fields,
      current.translation
        ? translationFormDocument(fields, doc as Record<string, unknown>, current.translation.source)
        : (doc as Record<string, unknown>),
    );
  const theirs = shown(current.document);
  const baseText = text(form, "baseRevision");
  // A translation opened before its first revision was opened empty.
  const base =
    current.translation && baseText === ""
      ? shown({})
      : await editorial
          .revisionDocument(caller, type, id, /^\d{1,15}$/.test(baseText) ? Number(baseText) : null)
          .then(shown)
          .catch(() => null);
  const merged = mergeThreeWays(fields, base, theirs, values);
  const changedBy = error.current?.changedBy?.email ?? current.updatedBy?.email ?? null;
  if (!merged.conflicts.length && intent !== "autosave") {
    const read = documentOf(fields, merged.values);
    const checked = validate(type, read.doc, "draft");
    if (checked.ok && !Object.keys(read.errors).length) {
      const doc = await ownDocument(args, caller, type, id, fields, checked.doc as object);
      const saved = await editorial.saveDraft(caller, type, id, current.version, doc);
      const also = SAVES.has(intent)
        ? ""
        : ` Nothing was ${intent === "publish" ? "published" : "submitted"}: check it, then ${intent} again.`;
      return {
        intent: "merge",
        done: `Draft saved with the changes ${changedBy ?? "someone else"} made meanwhile.${also}`,
        version: saved.version,
        revision: saved.revision,
      };
    }
  }
  return data(
    {
      intent,
      formError: "Someone else saved this item after you opened it. Nothing of yours was lost: choose what to keep.",
      values,
      stale: {
        version: current.version,
        revision: current.revision,
        changedBy,
        changedAt: error.current?.changedAt ?? current.updatedAt,
        differences: merged.conflicts,
        merged: merged.values,
      },
    },
    { status: 412 },
  );
}

export default function ContentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { review, item, fields, translation } = loaderData;
  const notes = translationNotes(translation, fieldNotesOf(review));
  // The search result of a translation shows the English where its words are blank, as its page does.
  const sourceWords = useMemo(
    () =>
      translation
        ? Object.fromEntries(
            Object.entries(translation.source).filter((e): e is [string, string] => typeof e[1] === "string"),
          )
        : undefined,
    [translation],
  );
  const aside =
    review && item ? <ReviewPanel review={review} fields={fields} version={item.version} answer={actionData} /> : null;
  const template = "template" in loaderData ? loaderData.template : undefined;
  // A template chosen refills the form, whose inputs keep what they were given first: a new editor.
  return (
    <ContentEditor
      key={template === undefined ? "item" : (template ?? "blank")}
      {...loaderData}
      answer={actionData}
      aside={aside}
      fieldNotes={notes}
      locale={translation?.locale}
      language={translation?.language}
      sourceWords={sourceWords}
      intro={
        template === undefined ? (
          <TranslationIntro locales={loaderData.locales} translation={translation} />
        ) : (
          <PageTemplateChoice chosen={template} />
        )
      }
    />
  );
}
