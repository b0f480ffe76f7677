/**
 * The review beside the item editor (decision 0067): the last decision, the
 * reviewer's approve / request-changes form, every comment with its resolve or
 * reopen button, and a form for a new comment on the item or one field. Field
 * comments are also shown under their field (fieldNotesOf); their buttons post the
 * comment's own form here through the `form` attribute, as forms cannot nest.
 * Everything is a plain post: it works before and without JavaScript.
 */
import { useId } from "react";
import type { FieldSpec } from "./content-field-spec";
import { AdminForm, SubmitButton } from "./form";
import { formatTime } from "./format";
import "./review.css";

interface Comment {
  id: number;
  field: string | null;
  body: string;
  decision: "approve" | "changes" | null;
  resolved: boolean;
  version: number;
  createdAt: string;
  createdBy: { email: string | null };
  resolvedAt: string | null;
  resolvedBy: string | null;
}

export interface ReviewView {
  state: "approved" | "changes" | null;
  reviewedAt: string | null;
  reviewedBy: string | null;
  comments: Comment[];
  may: { review: boolean; comment: boolean; resolve: boolean };
}

interface ReviewAnswer {
  intent?: string;
  reviewErrors?: Record<string, string>;
  reviewValues?: { comment: string; field: string };
}

const formId = (c: Comment) => `comment-${c.id}-form`;

/** The answer to one of the review forms, if `intents` names the one it answered. */
function answerTo(answer: unknown, ...intents: string[]): ReviewAnswer | undefined {
  const a = answer as ReviewAnswer | undefined;
  return a?.intent && intents.includes(a.intent) && a.reviewValues ? a : undefined;
}

function stateOf(review: ReviewView, open: number): string {
  const when = review.reviewedAt ? ` on ${formatTime(review.reviewedAt)}` : "";
  if (review.state === "approved") return `Approved by ${review.reviewedBy}${when}: ready to publish.`;
  if (review.state === "changes")
    return `Changes requested by ${review.reviewedBy}${when}. ${open ? `${open} open comment${open === 1 ? "" : "s"}: fix, resolve, then submit again.` : "All comments resolved: submit again."}`;
  return review.may.review
    ? "Submitted for review: approve it, or request changes with a comment."
    : "No review decision since it was last submitted.";
}

/** The comment's text and field, with a label for the field from the form. */
function CommentForm({
  fields,
  answer,
  label,
}: {
  fields: readonly FieldSpec[];
  answer: ReviewAnswer | undefined;
  label: string;
}) {
  const id = useId();
  const errors = answer?.reviewErrors ?? {};
  return (
    <>
      <div className="admin-field">
        <label htmlFor={`${id}-field`}>About</label>
        <select id={`${id}-field`} name="field" defaultValue={answer?.reviewValues?.field ?? ""}>
          <option value="">The whole item</option>
          {fields.map((f) => (
            <option key={f.name} value={f.name}>
              {f.label}
            </option>
          ))}
        </select>
        {errors.field ? <p className="admin-field-error">{errors.field}</p> : null}
      </div>
      <div className="admin-field">
        <label htmlFor={`${id}-comment`}>{label}</label>
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={3}
          maxLength={4000}
          defaultValue={answer?.reviewValues?.comment ?? ""}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errors.comment ? `${id}-error` : undefined}
        />
        {errors.comment ? (
          <p className="admin-field-error" id={`${id}-error`}>
            {errors.comment}
          </p>
        ) : null}
      </div>
    </>
  );
}

function CommentItem({ comment: c, label, mayResolve }: { comment: Comment; label: string; mayResolve: boolean }) {
  return (
    <li className={c.resolved ? "admin-comment admin-comment-resolved" : "admin-comment"}>
      <p className="admin-comment-meta">
        <span className="admin-comment-field">{label}</span>{" "}
        {c.decision === "changes" ? <span className="admin-badge">changes requested</span> : null}
        {c.decision === "approve" ? <span className="admin-badge">approved</span> : null}
      </p>
      <p className="admin-comment-body">{c.body}</p>
      <p className="admin-hint">
        {c.createdBy.email}, {formatTime(c.createdAt)}
        {c.resolved ? ` · resolved by ${c.resolvedBy}` : " · open"}
      </p>
      <AdminForm id={formId(c)} className="admin-form-inline" aria-label={`Comment ${c.id}`}>
        <input type="hidden" name="commentId" value={c.id} />
        <input type="hidden" name="commentVersion" value={c.version} />
        {mayResolve ? (
          <SubmitButton intent={c.resolved ? "reopen" : "resolve"} variant="quiet">
            {c.resolved ? "Reopen" : "Resolve"}
          </SubmitButton>
        ) : null}
      </AdminForm>
    </li>
  );
}

export function ReviewPanel({
  review,
  fields,
  version,
  answer,
}: {
  review: ReviewView;
  fields: readonly FieldSpec[];
  version: number;
  answer: unknown;
}) {
  const labels = new Map(fields.map((f) => [f.name, f.label]));
  const open = review.comments.filter((c) => !c.resolved).length;
  return (
    <section className="admin-panel admin-review" aria-labelledby="review-heading" data-testid="review-panel">
      <h2 id="review-heading">Review</h2>
      <p className={review.state ? `admin-review-state admin-review-${review.state}` : "admin-review-state"}>
        {stateOf(review, open)}
      </p>
      {review.may.review ? (
        <AdminForm aria-label="Review decision">
          <input type="hidden" name="version" value={version} />
          <CommentForm
            fields={fields}
            answer={answerTo(answer, "approve", "request-changes")}
            label="Comment (needed to request changes)"
          />
          <div className="admin-actions">
            <SubmitButton intent="approve">Approve</SubmitButton>
            <SubmitButton intent="request-changes" variant="quiet">
              Request changes
            </SubmitButton>
          </div>
        </AdminForm>
      ) : null}
      <h3>
        Comments <span className="admin-hint">({open} open)</span>
      </h3>
      {review.comments.length ? (
        <ol className="admin-comments">
          {review.comments.map((c) => (
            <CommentItem
              key={c.id}
              comment={c}
              label={c.field ? (labels.get(c.field) ?? c.field) : "Whole item"}
              mayResolve={review.may.resolve}
            />
          ))}
        </ol>
      ) : (
        <p className="admin-hint">No comments yet.</p>
      )}
      {review.may.comment ? (
        <details className="admin-comment-new" open={Boolean(answerTo(answer, "comment"))}>
          <summary>Add a comment</summary>
          <AdminForm aria-label="New comment">
            <CommentForm fields={fields} answer={answerTo(answer, "comment")} label="Comment" />
            <SubmitButton intent="comment">Add comment</SubmitButton>
          </AdminForm>
        </details>
      ) : null}
    </section>
  );
}

/** The open comments on each field, to show under it, each with its resolve button. */
export function fieldNotesOf(review: ReviewView | null, mayResolve = review?.may.resolve ?? false) {
  const notes: Record<string, React.ReactNode> = {};
  if (!review) return notes;
  const byField = new Map<string, Comment[]>();
  for (const c of review.comments)
    if (c.field && !c.resolved) byField.set(c.field, [...(byField.get(c.field) ?? []), c]);
  for (const [field, comments] of byField)
    notes[field] = (
      <ul className="admin-field-notes" aria-label="Open review comments on this field">
        {comments.map((c) => (
          <li key={c.id}>
            <span className="admin-comment-body">{c.body}</span>{" "}
            <span className="admin-hint">({c.createdBy.email})</span>
            {mayResolve ? (
              <button
                type="submit"
                form={formId(c)}
                name="intent"
                value="resolve"
                className="admin-button admin-button-quiet"
              >
                Resolve
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    );
  return notes;
}
