/**
 * The review forms of the item editor (decision 0067): a decision, a comment, resolve
 * and reopen post to the editor's own action, which hands them here. A refusal keeps
 * what was typed in the review form (`reviewValues`) and never touches the content
 * form's values, so nothing typed in either is lost; a stale comment answers 412.
 */
import { data } from "react-router";
import type { ContentType } from "~/kernel/editorial-schemas";
import { EDITORIAL_STATUS, EditorialError } from "~/kernel/refusals";
import type { Caller, EditorialService } from "~/kernel/services/editorial";
import { text } from "./guard.server";

export const REVIEW_INTENTS = new Set(["approve", "request-changes", "comment", "resolve", "reopen"]);

const whole = (n: string) => (/^\d{1,15}$/.test(n) ? Number(n) : null);

export async function reviewAction(
  editorial: EditorialService,
  caller: Caller,
  type: ContentType,
  id: number,
  intent: string,
  version: number | null,
  form: FormData,
) {
  const reviewValues = { comment: text(form, "comment"), field: text(form, "field") };
  const field = reviewValues.field || null;
  try {
    switch (intent) {
      case "approve":
      case "request-changes": {
        const decision = intent === "approve" ? "approve" : "changes";
        const item = await editorial.review(caller, type, id, version, {
          decision,
          comment: reviewValues.comment,
          field,
        });
        const done =
          decision === "approve" ? "Approved: the author is told." : "Sent back to the author with your comment.";
        return { intent, done, version: item.version };
      }
      case "comment":
        await editorial.addComment(caller, type, id, { body: reviewValues.comment, field });
        return { intent, done: "Comment added." };
      default: {
        const commentId = whole(text(form, "commentId"));
        if (commentId === null) throw new EditorialError("not_found", "There is no such comment.");
        const resolved = intent === "resolve";
        await editorial.resolveComment(caller, type, id, commentId, resolved, whole(text(form, "commentVersion")));
        return { intent, done: resolved ? "Comment resolved." : "Comment reopened." };
      }
    }
  } catch (error) {
    if (!(error instanceof EditorialError)) throw error;
    if (error.code === "forbidden") throw data({ message: error.message }, { status: 403 });
    const formError =
      error.code === "stale"
        ? `${error.message} It is shown as it is now${error.current?.changedBy?.email ? ` (${error.current.changedBy.email})` : ""}: look again before you change it.`
        : error.message;
    return data(
      { intent, formError, reviewErrors: error.fields, reviewValues },
      { status: EDITORIAL_STATUS[error.code] },
    );
  }
}
