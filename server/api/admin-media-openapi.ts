/** The media library's paths in the OpenAPI document, under the admin tag (server/api/admin-openapi.ts). */
import "./admin-media-schemas.ts";
import { MAX_FILES_PER_REQUEST, MAX_UPLOAD_BYTES } from "../media-library/formats.ts";

type JsonObject = Record<string, unknown>;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

export function mediaPaths(
  tag: string,
  errorResponse: (description: string) => JsonObject,
  refusals: Record<string, JsonObject>,
): Record<string, JsonObject> {
  const security = [{ bearerToken: [] }, { adminSession: [] }];
  const json = (schemaId: string, description = "OK", etag = false) => ({
    description,
    headers: {
      "Cache-Control": { description: "Always `private, no-store`.", schema: { type: "string" } },
      ...(etag ? { ETag: { description: 'The item\'s version, such as "3".', schema: { type: "string" } } } : {}),
    },
    content: { "application/json": { schema: ref(schemaId) } },
  });
  const id = { name: "id", in: "path", required: true, schema: { type: "integer", minimum: 1 } };
  const ifMatch = {
    name: "If-Match",
    in: "header",
    required: false,
    description: "The ETag last read; a write against another version answers 412.",
    schema: { type: "string" },
  };
  const multipart = (several: boolean) => ({
    required: true,
    content: {
      "multipart/form-data": {
        schema: {
          type: "object",
          required: ["file"],
          properties: {
            file: several
              ? { type: "array", maxItems: MAX_FILES_PER_REQUEST, items: { type: "string", format: "binary" } }
              : { type: "string", format: "binary" },
          },
        },
      },
    },
  });
  const fileRefusals = {
    "400": errorResponse("No file, or a body that is not readable multipart (code invalid_parameter)."),
    "413": errorResponse(`A file over ${MAX_UPLOAD_BYTES / 1024 / 1024} MB, or too many files (code too-large).`),
    "415": errorResponse(
      "A file that is not JPEG, PNG, WebP, AVIF or GIF by its content, whatever its name; SVG is refused (code unsupported-media-type).",
    ),
  };
  const notFound = { "404": errorResponse("No such media item (code not_found).") };
  const stale = { "412": errorResponse("If-Match names another version (code precondition_failed).") };
  return {
    "/admin/media": {
      get: {
        operationId: "adminListMedia",
        tags: [tag],
        summary: "Uploaded images, newest first (media.read)",
        security,
        parameters: [
          { name: "page", in: "query", required: false, schema: { type: "integer", minimum: 1 } },
          {
            name: "q",
            in: "query",
            required: false,
            description: "Text in the file name or alt text.",
            schema: { type: "string" },
          },
          {
            name: "usable",
            in: "query",
            required: false,
            description: "`true`: only images with alt text.",
            schema: { type: "string", enum: ["true"] },
          },
        ],
        responses: { "200": json("MediaPage"), ...refusals },
      },
      post: {
        operationId: "adminUploadMedia",
        tags: [tag],
        summary: "Upload images (media.manage); variants are made in the background",
        security,
        requestBody: multipart(true),
        responses: { "201": json("MediaUploaded", "Stored"), ...fileRefusals, ...refusals },
      },
    },
    "/admin/media/{id}": {
      get: {
        operationId: "adminGetMedia",
        tags: [tag],
        summary: "One image, with the items that use it (media.read)",
        security,
        parameters: [id],
        responses: { "200": json("MediaItem", "OK", true), ...notFound, ...refusals },
      },
      patch: {
        operationId: "adminUpdateMedia",
        tags: [tag],
        summary: "Set alt text and focal point (media.manage)",
        security,
        parameters: [id, ifMatch],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                additionalProperties: false,
                properties: {
                  alt: { type: "string", maxLength: 500 },
                  focalX: { type: "number", minimum: 0, maximum: 1 },
                  focalY: { type: "number", minimum: 0, maximum: 1 },
                },
              },
            },
          },
        },
        responses: {
          "200": json("MediaItem", "OK", true),
          "400": errorResponse("A malformed body (code invalid_parameter)."),
          ...notFound,
          ...stale,
          ...refusals,
        },
      },
      delete: {
        operationId: "adminDeleteMedia",
        tags: [tag],
        summary: "Delete an image nothing uses (media.manage)",
        security,
        parameters: [id, ifMatch],
        responses: {
          "204": { description: "Deleted" },
          "409": {
            description: "The image is used; the answer lists where.",
            content: { "application/json": { schema: ref("MediaInUse") } },
          },
          ...notFound,
          ...stale,
          ...refusals,
        },
      },
    },
    "/admin/media/{id}/file": {
      put: {
        operationId: "adminReplaceMedia",
        tags: [tag],
        summary: "Replace the file; every use keeps the image and shows the new one (media.manage)",
        security,
        parameters: [id, ifMatch],
        requestBody: multipart(false),
        responses: { "200": json("MediaItem", "OK", true), ...fileRefusals, ...notFound, ...stale, ...refusals },
      },
    },
  };
}
