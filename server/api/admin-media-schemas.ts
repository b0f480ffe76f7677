/**
 * Zod schemas of the media library's admin API (server/api/admin-media-router.ts):
 * the body of PATCH, validated on every request, and the answers, registered as
 * components of the OpenAPI document.
 */
import { z } from "zod";
import { ContentImage } from "../../app/kernel/content-schemas.ts";
import { registry } from "./schemas.ts";

const unit = (what: string) =>
  z
    .number()
    .min(0)
    .max(1)
    .meta({ description: `${what} of the focal point, from 0 (left/top) to 1 (right/bottom).` });

export const mediaPatch = z
  .object({
    alt: z.string().trim().max(500, "alt must be at most 500 characters").optional().meta({
      description: "What the image shows, for people who cannot see it. Required before the image can be used.",
    }),
    focalX: unit("Horizontal position").optional(),
    focalY: unit("Vertical position").optional(),
  })
  .strict();

export const MediaUse = z
  .object({ ownerType: z.string(), ownerId: z.string() })
  .register(registry, { id: "MediaUse", description: "A content item that shows the image." });

export const MediaItem = z
  .object({
    id: z.number().int(),
    key: z.string().meta({ description: "What image fields such as coverKey hold to show it." }),
    demo: z.boolean().meta({
      description:
        "A picture of the demo content: drawn at the site's widths, so it has no file to replace or focal point to move.",
    }),
    fileName: z.string(),
    mime: z.enum(["image/jpeg", "image/png", "image/webp", "image/avif", "image/gif"]),
    bytes: z.number().int(),
    width: z.number().int(),
    height: z.number().int(),
    alt: z.string(),
    focalX: z.number(),
    focalY: z.number(),
    version: z.number().int().meta({ description: "Also the ETag; send it as If-Match to write." }),
    usable: z.boolean().meta({ description: "Alt text is set, so content may use the image." }),
    createdAt: z.string(),
    createdBy: z.string().nullable().meta({ description: "The id of the staff member who uploaded it." }),
    updatedAt: z.string(),
    uses: z.array(MediaUse),
    image: ContentImage,
  })
  .register(registry, {
    id: "MediaItem",
    description: "An image of the library (an upload or a demo picture) and its variants.",
  });

export const MediaPage = z
  .object({
    items: z.array(MediaItem),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  })
  .register(registry, { id: "MediaPage", description: "Uploaded images, newest first." });

export const MediaUploaded = z
  .object({ items: z.array(MediaItem) })
  .register(registry, { id: "MediaUploaded", description: "The images stored, in the order they were sent." });

export const MediaInUse = z
  .object({
    error: z.object({ code: z.literal("conflict"), message: z.string(), uses: z.array(MediaUse) }),
  })
  .register(registry, { id: "MediaInUse", description: "The image is used: remove it from these items first." });
