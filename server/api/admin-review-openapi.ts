/**
 * The review endpoints of the admin API (admin-review-router.ts) in the OpenAPI
 * document, with their answers as components: a decision, the item's review,
 * its comments, a new comment, resolve and reopen.
 */
import { z } from "zod";
import { CONTENT_TYPES } from "../../app/kernel/editorial-schemas.ts";
import { CommentInput, REVIEW_DECISIONS, ReviewInput } from "../../app/kernel/review-schemas.ts";
import { registry } from "./schemas.ts";

type JsonObject = Record<string, unknown>;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const time = z.string().meta({ description: "ISO 8601 time in UTC." });

export const ReviewComment = z
  .object({
    id: z.number().int(),
    field: z.string().nullable().meta({ description: "The field it is about; null: the whole item." }),
    body: z.string(),
    decision: z.enum(REVIEW_DECISIONS).nullable().meta({ description: "The decision it came with, if any." }),
    resolved: z.boolean(),
    version: z.number().int().meta({ description: "The comment's version; also its ETag." }),
    createdAt: time,
    createdBy: z.object({ id: z.string().nullable(), email: z.string().nullable() }),
    resolvedAt: time.nullable(),
    resolvedBy: z.string().nullable(),
  })
  .register(registry, { id: "ReviewComment", description: "A comment on an item's draft, open or resolved." });

export const ReviewSummary = z
  .object({
    state: z.enum(["approved", "changes"]).nullable().meta({
      description: "The last decision since the item was last submitted or published; null: none.",
    }),
    reviewedAt: time.nullable(),
    reviewedBy: z.string().nullable(),
    comments: z.array(ReviewComment),
    may: z.object({ review: z.boolean(), comment: z.boolean(), resolve: z.boolean() }),
  })
  .register(registry, { id: "ReviewSummary", description: "An item's review: the last decision and the comments." });

export const ReviewCommentList = z
  .object({ comments: z.array(ReviewComment) })
  .register(registry, { id: "ReviewCommentList", description: "An item's comments, oldest first." });

export function reviewPaths(
  errorResponse: (description: string) => JsonObject,
  tag: string,
  security: JsonObject[],
): Record<string, JsonObject> {
  const json = (schemaId: string, description = "OK") => ({
    description,
    headers: { "Cache-Control": { description: "Always `private, no-store`.", schema: { type: "string" } } },
    content: { "application/json": { schema: ref(schemaId) } },
  });
  const inline = (schema: z.ZodType) => {
    const { $schema: _s, ...rest } = z.toJSONSchema(schema, { io: "input" }) as JsonObject;
    return { required: true, content: { "application/json": { schema: rest } } };
  };
  const ifMatch = (what: string) => ({
    name: "If-Match",
    in: "header",
    required: false,
    description: `The ETag of the ${what} the change is based on.`,
    schema: { type: "string" },
  });
  const parameters = (...names: string[]) => [
    {
      name: "type",
      in: "path",
      required: true,
      description: "The content type, named as in the public API.",
      schema: { type: "string", enum: [...CONTENT_TYPES] },
    },
    ...names.map((name) => ({ name, in: "path", required: true, schema: { type: "integer", minimum: 1 } })),
  ];
  const refusals = {
    "400": errorResponse("The body has errors (code validation, with `fields`)."),
    "401": errorResponse("No valid credentials (code unauthorized)."),
    "403": errorResponse("The role may not do this, or it is the caller's own submission (code forbidden)."),
    "404": errorResponse("Unknown item or comment (code not_found)."),
  };
  const stale = {
    "412": {
      description: "Changed since the version sent: who changed it and when.",
      content: { "application/json": { schema: ref("StaleWrite") } },
    },
  };
  const op = (operationId: string, summary: string, rest: JsonObject) => ({
    operationId,
    tags: [tag],
    summary,
    security,
    ...rest,
  });
  const at = "/admin/{type}/{id}";
  return {
    [`${at}/review`]: {
      get: op("adminReviewContent", "The item's last review decision and its comments", {
        parameters: parameters("id"),
        responses: { "200": json("ReviewSummary"), ...refusals },
      }),
      post: op(
        "adminDecideReviewContent",
        "Approve an item waiting for review, or send it back with a comment (its author is mailed)",
        {
          parameters: [...parameters("id"), ifMatch("item's version")],
          requestBody: inline(ReviewInput),
          responses: {
            "200": {
              ...json("ContentItem", "The item after the decision"),
              headers: { ETag: { description: "The item's version.", schema: { type: "string" } } },
            },
            ...refusals,
            "409": errorResponse("The item is not waiting for review (code conflict)."),
            ...stale,
          },
        },
      ),
    },
    [`${at}/comments`]: {
      get: op("adminCommentsContent", "The item's comments, oldest first", {
        parameters: parameters("id"),
        responses: { "200": json("ReviewCommentList"), ...refusals },
      }),
      post: op("adminCommentContent", "Comment on the whole item or on one field", {
        parameters: parameters("id"),
        requestBody: inline(CommentInput),
        responses: { "201": json("ReviewComment", "Added, open"), ...refusals },
      }),
    },
    ...Object.fromEntries(
      (["resolve", "reopen"] as const).map((step) => [
        `${at}/comments/{cid}/${step}`,
        {
          post: op(
            `admin${step === "resolve" ? "Resolve" : "Reopen"}CommentContent`,
            step === "resolve" ? "Mark a comment resolved" : "Open a resolved comment again",
            {
              parameters: [...parameters("id", "cid"), ifMatch("comment's version")],
              responses: { "200": json("ReviewComment"), ...refusals, ...stale },
            },
          ),
        },
      ]),
    ),
  };
}
