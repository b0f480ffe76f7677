/** The OpenAPI 3.1 document of the read API, generated from the zod schemas of the endpoint table. */
import { z } from "zod";
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from "../../app/lib/content-types.ts";
import { endpoints } from "./endpoints.ts";
import { idParam, registry } from "./schemas.ts";

type JsonObject = Record<string, unknown>;

const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });

function strip(schema: JsonObject): JsonObject {
  const { $schema: _s, $id: _i, ...rest } = schema;
  return rest;
}

function idOf(schema: z.ZodType): string {
  const meta = registry.get(schema);
  if (!meta) throw new Error("every response schema must be registered");
  return meta.id;
}

export function createOpenApiDocument(basePath: string): JsonObject {
  const { schemas } = z.toJSONSchema(registry, { uri: (id) => `#/components/schemas/${id}`, target: "draft-2020-12" }) as { schemas: Record<string, JsonObject> };
  const components: Record<string, JsonObject> = {};
  for (const [id, schema] of Object.entries(schemas)) components[id] = strip(schema);

  const errorResponse = (description: string) => ({ description, content: { "application/json": { schema: ref("Error") } } });
  const paths: Record<string, JsonObject> = {};
  for (const e of endpoints) {
    const openapiPath = e.path.replace(/:(\w+)/g, "{$1}");
    const parameters: JsonObject[] = [];
    if (e.hasId) parameters.push({ name: "id", in: "path", required: true, description: "Numeric id of the item.", schema: strip(z.toJSONSchema(idParam, { io: "input" }) as JsonObject) });
    if (e.query) {
      for (const [name, field] of Object.entries(e.query.shape)) {
        const schema = strip(z.toJSONSchema(field as z.ZodType, { io: "input" }) as JsonObject);
        const { description, ...rest } = schema;
        parameters.push({ name, in: "query", required: false, description, schema: rest });
      }
    }
    parameters.push({ name: "If-None-Match", in: "header", required: false, description: "An ETag from an earlier answer; the server answers 304 when it still matches.", schema: { type: "string" } });
    paths[openapiPath] = {
      get: {
        operationId: e.operationId,
        tags: [e.tag],
        summary: e.summary,
        ...(e.description ? { description: e.description } : {}),
        parameters,
        responses: {
          "200": {
            description: "OK",
            headers: {
              ETag: { description: "Validator of this answer.", schema: { type: "string" } },
              "Cache-Control": { description: "How long caches may keep the answer.", schema: { type: "string" } },
            },
            content: { "application/json": { schema: ref(idOf(e.response)) } },
          },
          "304": { description: "Not modified: the If-None-Match ETag still matches." },
          ...(e.query || e.hasId ? { "400": errorResponse("A malformed parameter (code invalid_parameter).") } : {}),
          ...(e.paged || e.hasId ? { "404": errorResponse("Unknown or unpublished item, or a page past the end (code not_found).") } : {}),
        },
      },
    };
  }

  return {
    openapi: "3.1.0",
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    info: {
      title: "Brightlane content API",
      version: "1.0.0",
      description:
        `Read-only JSON API of the Brightlane site's content. Lists take \`page\` (default 1) and \`pageSize\` (default ${DEFAULT_PAGE_SIZE}, maximum ${MAX_PAGE_SIZE}); ` +
        "every answer carries an ETag and Cache-Control, and a conditional request with If-None-Match gets 304. " +
        "Errors are JSON `{error: {code, message}}`: 400 for malformed parameters, 404 for unknown or unpublished items. " +
        "All companies and people in the content are fictional.",
    },
    servers: [{ url: `${basePath}api/v1` }],
    tags: [...new Set(endpoints.map((e) => e.tag))].map((name) => ({ name })),
    paths,
    components: { schemas: components },
  };
}
