/**
 * What the content pages of the back office share: the editorial service from the
 * router context (the same functions the admin API calls), the caller it needs,
 * the reading of the :type and :id parameters (anything else is the 404 page), and
 * the answer to a refused request (EditorialError -> its status, with the field
 * errors and, for a stale version, who changed the item and when).
 */
import { data, type RouterContextProvider } from "react-router";
import { isContentType, type ContentType } from "~/kernel/editorial-schemas";
import { COLLECTIONS } from "~/kernel/collections";
import type { StaffUser } from "~/kernel/services/accounts";
import type { Caller, EditorialService } from "~/kernel/services/editorial";
import { servicesContext } from "~/lib/context.server";
import { EDITORIAL_STATUS, EditorialError } from "~/kernel/refusals";
import { clientOf, type AdminArgs } from "./guard.server";

export { EditorialError };

/** The editorial service of this process. */
export function editorialOf({ context }: { context: Readonly<RouterContextProvider> }): EditorialService {
  return context.get(servicesContext).editorial;
}

/** The caller, working in the locale `?locale=<tag>` names (the service refuses one the site lacks). */
export function callerOf(args: AdminArgs, user: StaffUser): Caller {
  const locale = new URL(args.request.url).searchParams.get("locale");
  return { user, client: clientOf(args.request), ...(locale === null ? {} : { locale }) };
}

/** The :type parameter, or the 404 page. */
export function typeOf(params: { type?: string }): ContentType {
  if (!isContentType(params.type)) throw data({ message: "There is no such kind of content." }, { status: 404 });
  return params.type;
}

/** The :id parameter, a positive whole number, or the 404 page. */
export function idOf(params: { id?: string }): number {
  const id = /^[1-9]\d{0,15}$/.test(params.id ?? "") ? Number(params.id) : NaN;
  if (!Number.isSafeInteger(id)) throw data({ message: "There is no such item." }, { status: 404 });
  return id;
}

/** A loader's refusal: the 404 and 403 pages; anything else is rethrown. */
export function pageRefusal(error: unknown): never {
  if (error instanceof EditorialError && (error.code === "not_found" || error.code === "forbidden")) {
    throw data({ message: error.message }, { status: EDITORIAL_STATUS[error.code] });
  }
  throw error;
}

export interface ActionFailure {
  intent: string;
  formError: string;
  fieldErrors?: Record<string, string> | undefined;
  values?: Record<string, string> | undefined;
  /** For a 412: the version now stored and who wrote it. */
  stale?: { version: number; changedBy: string | null; changedAt: string } | undefined;
}

/** An action's refusal, keeping what was typed: 400, 404, 409, 412, 428; 403 is the page. */
export function actionRefusal(error: unknown, intent: string, values?: Record<string, string>) {
  if (!(error instanceof EditorialError)) throw error;
  if (error.code === "forbidden") throw data({ message: error.message }, { status: 403 });
  const current = error.current;
  const failure: ActionFailure = {
    intent,
    formError: error.message,
    fieldErrors: error.fields,
    values,
    stale: current
      ? { version: current.version, changedBy: current.changedBy?.email ?? null, changedAt: current.changedAt }
      : undefined,
  };
  return data(failure, { status: EDITORIAL_STATUS[error.code] });
}

/** Plural labels of the content types, for headings and the navigation. */
export const TYPE_LABELS = Object.fromEntries(COLLECTIONS.map((c) => [c.name, c.label])) as Readonly<
  Record<ContentType, string>
>;
