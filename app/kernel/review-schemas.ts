/**
 * What a review decision and a comment look like on the way in (the admin API and
 * the review forms read them with these; server/editorial/review.ts checks the
 * rest: the field a comment names, who may do what).
 */
import { z } from "zod";

export const REVIEW_DECISIONS = ["approve", "changes"] as const;
/** Longest comment: a paragraph or two, not a second draft. */
export const COMMENT_MAX_CHARS = 4000;

const field = z
  .string()
  .max(80)
  .nullable()
  .optional()
  .meta({ description: "The document field the comment is about; absent or null: the whole item." });

export const ReviewInput = z
  .object({
    decision: z.enum(REVIEW_DECISIONS),
    comment: z
      .string()
      .max(COMMENT_MAX_CHARS)
      .default("")
      .meta({ description: "Required to request changes; optional with an approval." }),
    field,
  })
  .strict();

export const CommentInput = z.object({ body: z.string().min(1).max(COMMENT_MAX_CHARS), field }).strict();
