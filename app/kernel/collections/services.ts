import { z } from "zod";
import { desktop, mobile } from "../links.ts";
import { defineCollection } from "./define.ts";
import { cover, listed, optionalText, position, slug, text } from "./fields.ts";

export const ServiceDocument = z
  .object({
    slug,
    ...listed,
    ...cover,
    deliverables: z.array(text(200)).max(20),
    duration: optionalText(100),
    position,
  })
  .strict();

export const services = defineCollection({
  name: "services",
  position: 100,
  label: "Services",
  document: ServiceDocument,
  localised: ["title", "summary", "body", "coverAlt", "deliverables", "duration"],
  table: "services",
  json: ["deliverables"],
  titleColumn: "title",
  categoryColumn: null,
  times: "updated",
  tags: ["services"],
  listColumns: [],
  listUrl: { desktop: desktop.service(), mobile: mobile.service() },
});
