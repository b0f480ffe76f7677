/**
 * The demo case studies (copy/cases.json): per customer, its own story, figures
 * and quote. The customers the static stories also tell about (/case/<slug>) name
 * their fact-sheet entry instead of repeating its name, place and size.
 */
import type { IndustryType, ProductSlug } from "../../app/kernel/content-constants.ts";
import { CUSTOMER_FACTS } from "../../app/kernel/facts.ts";
import copy from "./copy/cases.json" with { type: "json" };

interface StoryCopy {
  title: string;
  summary: string;
  challenge: string[];
  solution: string[];
  results: string[];
  metrics: Array<[value: string, label: string]>;
  quote: { text: string; author: string; role: string };
}

export interface CaseCopy extends StoryCopy {
  name: string;
  location: string;
  employees: string;
  product: ProductSlug;
  /** What the customer does, as a noun phrase: "a maker of flight instruments". */
  about: string;
  website: string | null;
}

type RawCase = StoryCopy & { product: ProductSlug; website: string | null } & (
    { fact: keyof typeof CUSTOMER_FACTS } | { name: string; location: string; employees: string; about: string }
  );

function resolve(raw: RawCase): CaseCopy {
  if (!("fact" in raw)) return raw;
  const fact = CUSTOMER_FACTS[raw.fact];
  if (!fact.products.includes(raw.product))
    throw new Error(`${fact.name}: the fact sheet does not list ${raw.product} among its products`);
  const { fact: _key, ...rest } = raw;
  return { ...rest, name: fact.name, location: fact.location, employees: fact.employees, about: fact.about };
}

export const CUSTOMERS: Record<IndustryType, CaseCopy[]> = Object.fromEntries(
  Object.entries(copy.CUSTOMERS as unknown as Record<IndustryType, RawCase[]>).map(([type, list]) => [
    type,
    list.map(resolve),
  ]),
) as Record<IndustryType, CaseCopy[]>;
