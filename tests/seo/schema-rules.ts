/**
 * The properties each schema.org type must carry for the search engines' rich
 * results (Google Search Central's structured-data guidelines), and a validator
 * that walks a JSON-LD document and reports what is missing or malformed.
 */

type Rule = { required: string[]; urls?: string[]; dates?: string[] };

export const RULES: Record<string, Rule> = {
  // The site's own Organization must also have url and logo (checked where it is emitted);
  // customers named in "about" are Organizations with a name only.
  Organization: { required: ["name"], urls: ["url"] },
  WebSite: { required: ["name", "url", "potentialAction"], urls: ["url"] },
  SearchAction: { required: ["target", "query-input"] },
  EntryPoint: { required: ["urlTemplate"] },
  BreadcrumbList: { required: ["itemListElement"] },
  ListItem: { required: ["position"] },
  NewsArticle: {
    required: ["headline", "image", "datePublished", "dateModified", "author", "publisher"],
    dates: ["datePublished", "dateModified"],
  },
  Article: { required: ["headline", "image", "author", "publisher"], dates: ["datePublished", "dateModified"] },
  VideoObject: { required: ["name", "description", "thumbnailUrl", "uploadDate"], dates: ["uploadDate"] },
  FAQPage: { required: ["mainEntity"] },
  QAPage: { required: ["mainEntity"] },
  Question: { required: ["name", "acceptedAnswer"] },
  Answer: { required: ["text"] },
  Product: { required: ["name", "offers"] },
  Offer: { required: ["price", "priceCurrency"] },
  ItemList: { required: ["itemListElement"] },
  Person: { required: ["name"] },
  // Google's event rich results: a name, a start with its offset, and where (online or a place).
  Event: { required: ["name", "startDate", "location"], urls: ["url"], dates: ["startDate", "endDate"] },
  Place: { required: ["name", "address"] },
  PostalAddress: { required: ["addressLocality"] },
  VirtualLocation: { required: ["url"], urls: ["url"] },
  ImageObject: { required: ["url"], urls: ["url"] },
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/;

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);
}

/** Problems found in a node and everything below it; an empty list means valid. */
export function validateJsonLd(node: unknown, path = "$"): string[] {
  const problems: string[] = [];
  if (Array.isArray(node)) {
    node.forEach((n, i) => problems.push(...validateJsonLd(n, `${path}[${i}]`)));
    return problems;
  }
  if (!node || typeof node !== "object") return problems;
  const obj = node as Record<string, unknown>;
  const type = obj["@type"];
  if (typeof type === "string") {
    const rule = RULES[type];
    if (rule) {
      for (const key of rule.required) if (isEmpty(obj[key])) problems.push(`${path} (${type}): missing ${key}`);
      for (const key of rule.urls ?? [])
        if (typeof obj[key] === "string" && !/^https?:\/\//.test(obj[key] as string))
          problems.push(`${path} (${type}): ${key} is not absolute`);
      for (const key of rule.dates ?? [])
        if (obj[key] !== undefined && !ISO_DATE.test(String(obj[key])))
          problems.push(`${path} (${type}): ${key} is not ISO 8601`);
    }
    if (type === "ListItem" && obj.item === undefined && obj.name === undefined)
      problems.push(`${path} (ListItem): needs item or name`);
    if (type === "BreadcrumbList" && Array.isArray(obj.itemListElement)) {
      obj.itemListElement.forEach((li, i) => {
        const item = (li as Record<string, unknown>).item;
        if ((li as Record<string, unknown>).position !== i + 1)
          problems.push(`${path}: breadcrumb positions must count from 1`);
        if (typeof item !== "string" || !/^https?:\/\//.test(item))
          problems.push(`${path}: breadcrumb item ${i + 1} needs an absolute URL`);
      });
    }
    if (type === "VideoObject" && isEmpty(obj.contentUrl) && isEmpty(obj.embedUrl) && isEmpty(obj.url))
      problems.push(`${path} (VideoObject): needs contentUrl, embedUrl or url`);
    if (type === "Offer" && !/^\d+(\.\d+)?$/.test(String(obj.price)))
      problems.push(`${path} (Offer): price must be a number`);
  }
  for (const [key, value] of Object.entries(obj))
    if (value && typeof value === "object") problems.push(...validateJsonLd(value, `${path}.${key}`));
  return problems;
}

/** Every @type in a document, nested ones included. */
export function typesIn(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(typesIn);
  if (!node || typeof node !== "object") return [];
  const obj = node as Record<string, unknown>;
  const own = typeof obj["@type"] === "string" ? [obj["@type"] as string] : [];
  return [...own, ...Object.values(obj).flatMap(typesIn)];
}
