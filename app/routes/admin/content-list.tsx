import { data, Form, Link } from "react-router";
import { ErrorSummary, failureOf, StatusMessage } from "~/components/admin/form";
import { BulkConfirmStep, ContentTable, type BulkAction } from "~/components/admin/content-table";
import { adminMeta } from "~/components/admin/meta";
import { can, type Action } from "~/kernel/admin-policy";
import { CONTENT_TYPES, ITEM_STATUSES, LIST_SORTS, ListQuery } from "~/kernel/editorial-schemas";
import { admin } from "~/kernel/admin-links";
import "~/components/admin/admin-content.css";
import type { Route } from "./+types/content-list";
import {
  actionRefusal,
  callerOf,
  EditorialError,
  editorialOf,
  pageRefusal,
  TYPE_LABELS,
  typeOf,
} from "./editorial.server";
import { formOf, requireStaff, text } from "./guard.server";

export const meta: Route.MetaFunction = ({ loaderData }) => adminMeta(loaderData?.label ?? "Content");

const PAGE_SIZE = 25;

export async function loader(args: Route.LoaderArgs) {
  const type = typeOf(args.params);
  const user = await requireStaff(args, "content.read-drafts");
  // React Router's own parameters are not filters: `index`, and `_routes` on a client navigation
  // that leaves the root's data out (decision 0116).
  const search = Object.fromEntries(
    [...new URL(args.request.url).searchParams].filter(([k, v]) => v !== "" && k !== "index" && k !== "_routes"),
  );
  // A malformed filter is the 400 page, never a guess at what was meant.
  const parsed = ListQuery.safeParse({ ...search, pageSize: undefined });
  if (!parsed.success) throw data({ message: "This list cannot be filtered that way." }, { status: 400 });
  const query = { ...parsed.data, pageSize: PAGE_SIZE };
  const list = await editorialOf(args).list(callerOf(args, user), type, query).catch(pageRefusal);
  return {
    type,
    label: TYPE_LABELS[type],
    types: CONTENT_TYPES.map((t) => ({ type: t, label: TYPE_LABELS[t] })),
    statuses: ITEM_STATUSES,
    sorts: LIST_SORTS,
    query: parsed.data,
    list,
    may: {
      create: can(user.role, "content.create-draft"),
      publish: can(user.role, "content.publish"),
      delete: can(user.role, "content.delete"),
    },
  };
}

const BULK: Record<BulkAction, Action> = {
  publish: "content.publish",
  unpublish: "content.publish",
  delete: "content.delete",
};

export async function action(args: Route.ActionArgs) {
  const type = typeOf(args.params);
  const form = await formOf(args);
  const intent = text(form, "intent") as BulkAction;
  const needs = BULK[intent];
  if (!needs) return data({ intent, formError: "Unknown request." }, { status: 400 });
  const user = await requireStaff(args, needs);
  const ids = form
    .getAll("id")
    .map((v) => (typeof v === "string" && /^[1-9]\d{0,15}$/.test(v) ? Number(v) : NaN))
    .filter(Number.isSafeInteger);
  if (!ids.length) return data({ intent, formError: "Select at least one item." }, { status: 400 });
  // Sent without scripts (the page asks in place with them): the confirmation step first.
  if (text(form, "confirmed") !== "yes") return { intent, confirm: [...new Set(ids)] };
  const result = await editorialOf(args).bulk(callerOf(args, user), type, intent, ids);
  const failed = result.failed.map((f) => `#${f.id}: ${f.message}`);
  if (!result.done.length) return actionRefusal(new EditorialError("conflict", failed.join(" ")), intent);
  const verb = { publish: "published", unpublish: "unpublished", delete: "moved to the trash" }[intent];
  const count = result.done.length;
  const done = `${count} item${count === 1 ? "" : "s"} ${verb}.`;
  return { intent, done: failed.length ? `${done} Not changed: ${failed.join(" ")}` : done };
}

export default function ContentList({ loaderData, actionData }: Route.ComponentProps) {
  const { type, label, types, statuses, sorts, query, list, may } = loaderData;
  const done = (actionData as { done?: string } | undefined)?.done;
  const failure = failureOf(actionData);
  const confirm = (actionData as { intent?: BulkAction; confirm?: number[] } | undefined)?.confirm;
  const titleOf = (id: number) => list.items.find((i) => i.id === id)?.title ?? `#${id}`;
  const pageLink = (page: number) => admin.contentList(type, { ...query, page });
  return (
    <>
      <h1>{label}</h1>
      <nav aria-label="Kinds of content" className="admin-tabs">
        <ul>
          {types.map((t) => (
            <li key={t.type}>
              <Link to={admin.contentList(t.type)} aria-current={t.type === type ? "page" : undefined}>
                {t.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {may.create ? (
        <p>
          <Link className="admin-button" to={admin.contentNew(type)}>
            New item
          </Link>
        </p>
      ) : null}
      <Form method="get" className="admin-form-inline" role="search" aria-label={`Search ${label}`}>
        <div className="admin-field">
          <label htmlFor="list-q">Search</label>
          <input id="list-q" name="q" type="search" defaultValue={query.q ?? ""} />
        </div>
        <div className="admin-field">
          <label htmlFor="list-status">Status</label>
          <select id="list-status" name="status" defaultValue={query.status ?? ""}>
            <option value="">Any</option>
            {statuses.map((s) => (
              <option key={s} value={s}>
                {s.replace("_", " ")}
              </option>
            ))}
          </select>
        </div>
        <div className="admin-field">
          <label htmlFor="list-category">Category</label>
          <input id="list-category" name="category" defaultValue={query.category ?? ""} />
        </div>
        <div className="admin-field">
          <label htmlFor="list-sort">Order</label>
          <select id="list-sort" name="sort" defaultValue={query.sort ?? "-updated"}>
            {sorts.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="admin-button">
          Apply
        </button>
      </Form>
      {done ? <StatusMessage>{done}</StatusMessage> : null}
      <ErrorSummary failure={failure} />
      <p className="admin-hint" aria-live="polite">
        {list.total} item{list.total === 1 ? "" : "s"}, page {list.page} of {Math.max(1, list.totalPages)}
      </p>
      {confirm ? (
        <BulkConfirmStep
          action={(actionData as { intent: BulkAction }).intent}
          items={confirm.map((id) => ({ id, title: titleOf(id) }))}
          cancelHref={admin.contentList(type, query)}
        />
      ) : null}
      <ContentTable type={type} items={list.items} may={may} />
      <nav aria-label="Pages" className="admin-pager">
        {list.page > 1 ? <Link to={pageLink(list.page - 1)}>Previous page</Link> : null}
        {list.page < list.totalPages ? <Link to={pageLink(list.page + 1)}>Next page</Link> : null}
      </nav>
    </>
  );
}

// Kept here rather than next to the schema: the schema module (zod) stays on the server.
const SORT_LABELS: Record<string, string> = {
  "-updated": "Recently changed first",
  updated: "Oldest change first",
  title: "Title A–Z",
  "-title": "Title Z–A",
  id: "Oldest first",
  "-id": "Newest first",
};
