/**
 * The editorial endpoints of the admin API in the OpenAPI document (Admin tag),
 * the same set for every content type: list, create, read, save a draft, delete,
 * publish, unpublish, submit, restore from the trash, schedule, revisions, diff,
 * restore a revision, preview links; and the redirects manager.
 */
import { z } from "zod";
import { BulkInput, CONTENT_TYPES, ListQuery } from "../../app/kernel/editorial-schemas.ts";
import "./admin-content-schemas.ts";

type JsonObject = Record<string, unknown>;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

export function contentPaths(
  errorResponse: (description: string) => JsonObject,
  tag: string,
  security: JsonObject[],
): Record<string, JsonObject> {
  const json = (schemaId: string, description = "OK", headers: JsonObject = {}) => ({
    description,
    headers: {
      "Cache-Control": { description: "Always `private, no-store`.", schema: { type: "string" } },
      ...headers,
    },
    content: { "application/json": { schema: ref(schemaId) } },
  });
  const etagHeader = {
    ETag: { description: "The item's version; send it back as If-Match.", schema: { type: "string" } },
  };
  const item = (description = "The item") => json("ContentItem", description, etagHeader);
  const noContent = { description: "Done; no body." };
  const refusals = {
    "401": errorResponse("No valid credentials (code unauthorized)."),
    "403": errorResponse("The role may not do this (code forbidden)."),
    "404": errorResponse("Unknown item, revision, link or schedule (code not_found)."),
  };
  const invalid = { "400": errorResponse("The body has errors (code validation, with `fields`).") };
  const conflict = {
    "409": errorResponse("Not possible in the item's state, such as unpublishing a draft (code conflict)."),
  };
  const stale = {
    "412": {
      description: "The item changed since the version sent: who changed it and when.",
      content: { "application/json": { schema: ref("StaleWrite") } },
    },
  };
  const ifMatch = (required: boolean) => ({
    name: "If-Match",
    in: "header",
    required,
    description: "The ETag of the version the change is based on.",
    schema: { type: "string" },
  });
  const body = (schemaId: string, required = true) => ({
    required,
    content: { "application/json": { schema: ref(schemaId) } },
  });
  const inline = (schema: z.ZodType) => {
    const { $schema: _s, ...rest } = z.toJSONSchema(schema, { io: "input" }) as JsonObject;
    return { required: true, content: { "application/json": { schema: rest } } };
  };
  const listParameters = Object.entries(ListQuery.shape).map(([name, field]) => {
    const { description, $schema: _s, ...schema } = z.toJSONSchema(field as z.ZodType, { io: "input" }) as JsonObject;
    return { name, in: "query", required: false, description, schema };
  });
  const op = (operationId: string, summary: string, rest: JsonObject) => ({
    operationId,
    tags: [tag],
    summary,
    security,
    ...rest,
  });
  const typeParam = {
    name: "type",
    in: "path",
    required: true,
    description: "The content type, named as in the public API.",
    schema: { type: "string", enum: [...CONTENT_TYPES] },
  };
  const idParam = (name: string) => ({ name, in: "path", required: true, schema: { type: "integer", minimum: 1 } });

  const paths: Record<string, JsonObject> = {};
  // One set of paths with the type as a parameter: every type has the same endpoints,
  // and one set keeps the document small enough to compile quickly.
  {
    const type = "content";
    const name = "Content";
    const base = `/admin/{type}`;
    const at = `${base}/{id}`;
    // Every call on one item may work on its translation into another configured locale (decision 0105).
    const locale = {
      name: "locale",
      in: "query",
      required: false,
      description:
        "A configured locale other than the default: work on the item's translation into it (400 otherwise).",
      schema: { type: "string" },
    };
    const withId = { parameters: [idParam("id"), locale] };
    paths[base] = {
      get: op(`adminList${name}`, `List ${type} with drafts, search, filters and paging`, {
        parameters: listParameters,
        responses: {
          "200": json("ContentItemList"),
          "400": errorResponse("A malformed query parameter."),
          ...refusals,
        },
      }),
      post: op(`adminCreate${name}`, `Create a ${type} draft (nothing public changes)`, {
        requestBody: body("ContentDocument"),
        responses: { "201": item("Created as a draft"), ...invalid, ...refusals },
      }),
    };
    paths[at] = {
      ...withId,
      get: op(`adminGet${name}`, `One ${type} item with its live and draft documents`, {
        responses: { "200": item(), ...refusals },
      }),
      patch: op(`adminSave${name}`, `Save a ${type} draft revision`, {
        parameters: [ifMatch(true)],
        requestBody: body("ContentDocument"),
        responses: {
          "200": item("Saved as the new draft"),
          ...invalid,
          ...refusals,
          ...stale,
          "428": errorResponse("If-Match is missing (code precondition_required)."),
        },
      }),
      delete: op(`adminDelete${name}`, `Move a ${type} item to the trash (unpublished at once; restorable 30 days)`, {
        parameters: [ifMatch(false)],
        responses: { "204": noContent, ...refusals, ...stale },
      }),
    };
    const steps = {
      publish: "Publish the draft now",
      unpublish: "Take the item off the site (its URL answers 410)",
      submit: "Submit the draft for review (editors are mailed)",
      restore: "Restore the item from the trash",
      discard: "Discard the draft of a published item (revisions kept, the live version unchanged)",
    } as const;
    for (const [step, summary] of Object.entries(steps))
      paths[`${at}/${step}`] = {
        ...withId,
        post: op(`admin${step[0]!.toUpperCase()}${step.slice(1)}${name}`, summary, {
          parameters: [ifMatch(false)],
          responses: { "200": item(), ...refusals, ...conflict, ...stale },
        }),
      };
    paths[`${base}/bulk`] = {
      post: op(`adminBulk${name}`, "Publish, unpublish or move to the trash up to 100 items at once", {
        requestBody: inline(BulkInput),
        responses: {
          "200": {
            description: "Which items changed, and why the others did not (each audited like a single step)",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["done", "failed"],
                  properties: {
                    done: { type: "array", items: { type: "integer" } },
                    failed: {
                      type: "array",
                      items: {
                        type: "object",
                        required: ["id", "code", "message"],
                        properties: { id: { type: "integer" }, code: { type: "string" }, message: { type: "string" } },
                      },
                    },
                  },
                },
              },
            },
          },
          ...invalid,
          ...refusals,
        },
      }),
    };
    paths[`${at}/schedule`] = {
      ...withId,
      post: op(`adminSchedule${name}`, "Publish or unpublish at a set time", {
        requestBody: inline(z.object({ action: z.enum(["publish", "unpublish"]), at: z.iso.datetime() })),
        responses: { "201": json("ContentSchedule", "Scheduled"), ...invalid, ...refusals },
      }),
    };
    paths[`${at}/schedule/{sid}`] = {
      parameters: [idParam("id"), idParam("sid")],
      delete: op(`adminCancelSchedule${name}`, "Cancel a pending schedule", {
        responses: { "204": noContent, ...refusals },
      }),
    };
    paths[`${at}/revisions`] = {
      ...withId,
      get: op(`adminRevisions${name}`, "Every kept revision, newest first", {
        responses: { "200": json("ContentRevisionList"), ...refusals },
      }),
    };
    paths[`${at}/revisions/{revision}/diff`] = {
      parameters: [
        idParam("id"),
        idParam("revision"),
        {
          name: "from",
          in: "query",
          required: false,
          description: "Compare with this revision (default: the one before).",
          schema: { type: "integer", minimum: 1 },
        },
      ],
      get: op(`adminDiff${name}`, "Field-by-field difference of two revisions", {
        responses: { "200": json("ContentRevisionDiff"), ...refusals },
      }),
    };
    paths[`${at}/revisions/{revision}/restore`] = {
      parameters: [idParam("id"), idParam("revision")],
      post: op(`adminRestoreRevision${name}`, "Copy an old revision into a new draft", {
        responses: { "200": item("Restored as the new draft"), ...refusals },
      }),
    };
    paths[`${at}/preview-links`] = {
      ...withId,
      get: op(`adminPreviewLinks${name}`, "The item's preview share links", {
        responses: { "200": json("PreviewLinkList"), ...refusals },
      }),
      post: op(`adminCreatePreviewLink${name}`, "A share link opening the draft without an account", {
        requestBody: {
          required: false,
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { days: { type: "integer", minimum: 1, maximum: 7 } },
                additionalProperties: false,
              },
            },
          },
        },
        responses: { "201": json("PreviewLink", "Created; `url` is shown only now"), ...invalid, ...refusals },
      }),
    };
    paths[`${at}/preview-links/{lid}`] = {
      parameters: [idParam("id"), idParam("lid"), locale],
      delete: op(`adminRevokePreviewLink${name}`, "Revoke a preview link", {
        responses: { "204": noContent, ...refusals },
      }),
    };
  }
  const redirectBody = inline(
    z.object({ from: z.string(), to: z.string(), status: z.union([z.literal(301), z.literal(302)]) }),
  );
  paths["/admin/redirects"] = {
    get: op("adminListRedirects", "Every redirect and 410", {
      responses: { "200": json("RedirectList"), ...refusals },
    }),
    post: op("adminCreateRedirect", "Redirect an old URL (replaces a 410 at that path)", {
      requestBody: redirectBody,
      responses: { "201": json("Redirect", "Created"), ...invalid, ...refusals, ...conflict },
    }),
  };
  paths["/admin/redirects/{rid}"] = {
    parameters: [idParam("rid")],
    put: op("adminUpdateRedirect", "Change a redirect", {
      requestBody: redirectBody,
      responses: { "200": json("Redirect"), ...invalid, ...refusals, ...conflict },
    }),
    delete: op("adminDeleteRedirect", "Remove a redirect", { responses: { "204": noContent, ...refusals } }),
  };
  // Path parameters go into each operation: every member of a path item is then an operation.
  for (const [path, item] of Object.entries(paths)) {
    const shared = [
      ...(path.startsWith("/admin/{type}") ? [typeParam] : []),
      ...((item.parameters as JsonObject[] | undefined) ?? []),
    ];
    delete item.parameters;
    for (const operation of Object.values(item) as JsonObject[])
      operation.parameters = [...shared, ...((operation.parameters as JsonObject[] | undefined) ?? [])];
  }
  return paths;
}
