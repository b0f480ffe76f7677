/**
 * The fact sheet of the demo company: its figures, products, offices and the
 * customers whose stories the site tells on more than one page. Every page that
 * states one of these facts takes it from here (the seed's pages of blocks fill
 * their placeholders from it, db/seed/build-block-pages.ts), and
 * tests/integration/facts.test.ts checks that no page states another value.
 */
import type { ProductSlug } from "./content-constants.ts";

/** A figure as pages show it: the value and what it counts. */
export interface Fact {
  value: string;
  label: string;
}

export const COMPANY = {
  name: "Brightlane Software",
  legalName: "Brightlane Software Ltd.",
  founded: 2011,
  founders: "four engineers",
  headquarters: "London",
  address: "14 Canal Walk, London N1 7AB, United Kingdom",
  /** The switchboard and the general mailbox, at the headquarters. */
  phone: "+44 20 7946 0321",
  email: "hello@brightlane.example",
  /** Headquarters first. */
  offices: ["London", "Manchester", "Lisbon", "Frankfurt", "Toronto", "Singapore"],
  officesInWords: "six",
  customers: { value: "10,000+", label: "customer organisations" },
  customersInWords: "10,000",
  countries: { value: "42", label: "countries" },
  weeklyUsers: { value: "1.2 million", label: "people use Brightlane every week" },
  employees: { value: "410", label: "employees in six offices" },
  /** Languages of the user interface (a person's preference). */
  languages: { value: "14", label: "languages in the interface" },
  /** Measured availability of the hosted service over the last twelve months. */
  uptime: { value: "99.98%", label: "uptime over the last 12 months" },
  /** Where certified partners work. */
  partnerCountries: 18,
  userGroupCities: 18,
  /** Data centre regions customers can choose. */
  dataRegions: ["United Kingdom", "Germany", "Canada", "Singapore"],
} as const;

/** Year each product was launched, and figures quoted about it. */
export const PRODUCT_FACTS: Readonly<Record<ProductSlug, { launched: number; customers: Fact }>> = {
  oa: { launched: 2013, customers: { value: "1,900", label: "companies run Brightlane OA" } },
  pm: { launched: 2016, customers: { value: "1,100", label: "companies plan with Brightlane PM" } },
  trade: { launched: 2018, customers: { value: "640", label: "suppliers run a Brightlane Trade portal" } },
  live: { launched: 2021, customers: { value: "900", label: "organisations stream with Brightlane Live" } },
  education: { launched: 2021, customers: { value: "1,300", label: "organisations train with Brightlane Education" } },
};

/** The figures of Brightlane PM that its page shows on both skins. */
export const PM_FIGURES: readonly Fact[] = [
  { value: "92%", label: "of projects delivered on schedule by PM customers" },
  { value: "5 h", label: "saved per manager each week on status reports" },
  PRODUCT_FACTS.pm.customers,
];

/** Figures of the product features that several pages mention. */
export const FEATURE_FACTS = {
  /** Languages of real-time captions in Brightlane Live. */
  captionLanguages: 30,
  /** Ready-made templates in the workflow gallery of Brightlane OA. */
  workflowTemplates: 250,
  /** Ready-made courses in the Brightlane Education library. */
  courses: 600,
  /** Days of the free trial. */
  trialDays: 30,
  /** Standard integrations listed in the integration directory. */
  integrations: 120,
} as const;

/** A customer whose story the site tells on more than one page. */
export interface CustomerFact {
  name: string;
  industry: string;
  location: string;
  /** Headcount as a number with thousands separators, e.g. "1,200". */
  employees: string;
  /** What else the pages may add about the headcount, e.g. "two plants". */
  sites?: string;
  about: string;
  /** Every product the customer uses; the first is the one its seeded case study is about. */
  products: ProductSlug[];
}

/** The customers of the static stories (/case/<slug>), by slug. */
export const CUSTOMER_FACTS: Readonly<Record<"fai" | "foxwell" | "geely" | "jlb", CustomerFact>> = {
  fai: {
    name: "Fairhaven Aero Instruments",
    industry: "Aerospace manufacturing",
    location: "Bristol, United Kingdom",
    employees: "1,200",
    sites: "two plants",
    about: "a maker of flight instruments and avionics test equipment",
    products: ["oa", "education"],
  },
  foxwell: {
    name: "Foxwell Textiles",
    industry: "Textiles and retail supply",
    location: "Porto, Portugal",
    employees: "850",
    about: "a family-owned weaver of technical and furnishing fabrics",
    products: ["trade", "oa"],
  },
  geely: {
    name: "Geely Lane Motors",
    industry: "Automotive parts manufacturing",
    location: "Ningbo, China",
    employees: "3,400",
    sites: "four plants",
    about: "a manufacturer of car parts for assembly plants in Asia and Europe",
    products: ["pm", "trade"],
  },
  jlb: {
    name: "JLB Cold Chain Logistics",
    industry: "Logistics",
    location: "Antwerp, Belgium",
    employees: "1,800",
    sites: "14 depots",
    about: "a temperature-controlled storage and transport company",
    products: ["oa", "live", "education"],
  },
};

/** "1,200 employees, two plants": the headcount line of a customer panel. */
export function employeesLine(c: CustomerFact): string {
  return c.sites ? `${c.employees} employees, ${c.sites}` : `${c.employees} employees`;
}
