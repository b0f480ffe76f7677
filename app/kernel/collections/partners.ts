import { z } from "zod";
import { PARTNER_TIERS, PRODUCT_SLUGS } from "../content-constants.ts";
import { desktop } from "../links.ts";
import { defineCollection } from "./define.ts";
import { mediaKey, optionalText, text, url } from "./fields.ts";

export const PartnerDocument = z
  .object({
    name: text(200),
    tier: z.enum(PARTNER_TIERS),
    region: text(120),
    summary: optionalText(1000),
    logoKey: mediaKey,
    logoAlt: optionalText(300),
    website: url.nullable(),
    specialties: z.array(text(80)).max(20),
    products: z.array(z.enum(PRODUCT_SLUGS)).max(5),
  })
  .strict();

export const partners = defineCollection({
  name: "partners",
  position: 80,
  label: "Partners",
  document: PartnerDocument,
  localised: ["region", "summary", "logoAlt", "specialties"],
  table: "partners",
  json: ["specialties", "products"],
  titleColumn: "name",
  categoryColumn: "tier",
  times: "updated",
  tags: ["partners"],
  listColumns: [],
  listUrl: { desktop: desktop.partner(), mobile: null },
});
