/**
 * The editor's live preview reads its unsaved form here (docs/decisions/0084): the same
 * guard, anti-forgery check and form reading as a save, but nothing is stored. The
 * answer is the document as JSON, which the server renders as the item's page
 * (server/editorial/live-preview.ts answers the browser; it reaches this route first).
 * A draft may be incomplete: values that cannot be read are left out, not refused.
 */
import { data } from "react-router";
import { isLivePreviewSkin, type LivePreviewDraft } from "~/kernel/live-preview";
import type { Route } from "./+types/content-preview";
import { documentOf, fieldsOf, postedValues } from "./content-form.server";
import { callerOf, editorialOf, idOf, pageRefusal, typeOf } from "./editorial.server";
import { formOf, refused, requireStaff } from "./guard.server";

export function loader() {
  throw data({ message: "The live preview is posted from the editor's form." }, { status: 405 });
}

export async function action(args: Route.ActionArgs) {
  const type = typeOf(args.params);
  const id = idOf(args.params);
  if (!isLivePreviewSkin(args.params.skin)) throw data({ message: "There is no such preview." }, { status: 404 });
  // Who is asking comes first: only people who may write drafts have their body read.
  const user = await requireStaff(args, "content.create-draft");
  const form = await formOf(args);
  const item = await editorialOf(args).get(callerOf(args, user), type, id).catch(pageRefusal);
  if (!item.mayEdit)
    throw await refused(args, "policy", "Only people who may edit this item can preview changes to it.");
  const fields = fieldsOf(type);
  const { doc } = documentOf(fields, postedValues(fields, form));
  const draft: LivePreviewDraft = { type, id, title: item.title, document: doc };
  return Response.json(draft, { headers: { "cache-control": "no-store" } });
}
