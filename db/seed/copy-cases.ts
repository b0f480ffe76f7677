/** Fictional customers of the demo case studies, and material for their stories. */
import type { IndustryType, ProductSlug } from "../../app/kernel/content-constants.ts";

interface CustomerCopy {
  name: string;
  location: string;
  employees: string;
  product: ProductSlug;
  /** What the customer does, as a noun phrase: "a maker of flight instruments". */
  about: string;
  website: string | null;
}

export const CUSTOMERS: Record<IndustryType, CustomerCopy[]> = {
  manufacturing: [
    {
      name: "Fairhaven Aero Instruments",
      location: "Bristol, United Kingdom",
      employees: "1,200",
      product: "pm",
      about: "a maker of flight instruments and avionics test equipment",
      website: null,
    },
    {
      name: "Foxwell Textiles",
      location: "Porto, Portugal",
      employees: "850",
      product: "trade",
      about: "a family-owned weaver of technical and furnishing fabrics",
      website: null,
    },
    {
      name: "Geely Lane Motors",
      location: "Ningbo, China",
      employees: "3,400",
      product: "oa",
      about: "a manufacturer of car parts for assembly plants in Asia and Europe",
      website: null,
    },
    {
      name: "Northgate Precision Castings",
      location: "Sheffield, United Kingdom",
      employees: "420",
      product: "pm",
      about: "a foundry producing precision castings for pumps and valves",
      website: null,
    },
    {
      name: "Alder & Finch Furniture",
      location: "Poznań, Poland",
      employees: "610",
      product: "trade",
      about: "a maker of contract furniture for offices and hotels",
      website: null,
    },
    {
      name: "Kestrel Plastics",
      location: "Eindhoven, Netherlands",
      employees: "380",
      product: "education",
      about: "an injection-moulding specialist for medical and consumer products",
      website: null,
    },
  ],
  retail: [
    {
      name: "Harbour & Hale Home Stores",
      location: "Leeds, United Kingdom",
      employees: "2,100",
      product: "trade",
      about: "a chain of 64 home and garden stores with a wholesale arm",
      website: null,
    },
    {
      name: "Pinecrest Outdoor",
      location: "Denver, United States",
      employees: "900",
      product: "live",
      about: "an outdoor clothing and equipment retailer",
      website: null,
    },
    {
      name: "Marlowe Grocers",
      location: "Cork, Ireland",
      employees: "1,600",
      product: "oa",
      about: "a regional grocery chain with 48 stores",
      website: null,
    },
    {
      name: "Tidewater Books",
      location: "Halifax, Canada",
      employees: "340",
      product: "education",
      about: "an independent bookshop group with 22 branches",
      website: null,
    },
    {
      name: "Copperleaf Cosmetics",
      location: "Lyon, France",
      employees: "520",
      product: "trade",
      about: "a natural cosmetics brand selling to pharmacies and department stores",
      website: null,
    },
    {
      name: "Bramble Street Bakeries",
      location: "Melbourne, Australia",
      employees: "780",
      product: "pm",
      about: "a bakery chain opening ten new shops a year",
      website: null,
    },
  ],
  finance: [
    {
      name: "Westmoor Mutual",
      location: "Edinburgh, United Kingdom",
      employees: "2,800",
      product: "oa",
      about: "a member-owned building society",
      website: null,
    },
    {
      name: "Quayside Credit Union",
      location: "Auckland, New Zealand",
      employees: "260",
      product: "education",
      about: "a credit union serving 90,000 members",
      website: null,
    },
    {
      name: "Ardent Capital Partners",
      location: "Frankfurt, Germany",
      employees: "180",
      product: "pm",
      about: "a mid-market private equity firm",
      website: null,
    },
    {
      name: "Silverbirch Insurance",
      location: "Toronto, Canada",
      employees: "1,900",
      product: "oa",
      about: "a commercial property and liability insurer",
      website: null,
    },
    {
      name: "Meridian Lease Finance",
      location: "Milan, Italy",
      employees: "450",
      product: "trade",
      about: "a provider of equipment leasing for small businesses",
      website: null,
    },
    {
      name: "Lakeshore Payments",
      location: "Chicago, United States",
      employees: "640",
      product: "live",
      about: "a payment processor for independent retailers",
      website: null,
    },
  ],
  healthcare: [
    {
      name: "St Aldric Community Hospital",
      location: "Norwich, United Kingdom",
      employees: "2,300",
      product: "oa",
      about: "a 400-bed community hospital",
      website: null,
    },
    {
      name: "Clearwater Dental Group",
      location: "Brisbane, Australia",
      employees: "700",
      product: "pm",
      about: "a network of 55 dental practices",
      website: null,
    },
    {
      name: "Verity Diagnostics",
      location: "Basel, Switzerland",
      employees: "1,100",
      product: "education",
      about: "a clinical laboratory group",
      website: null,
    },
    {
      name: "Hollowbrook Care Homes",
      location: "Cardiff, United Kingdom",
      employees: "1,450",
      product: "oa",
      about: "an operator of 30 residential care homes",
      website: null,
    },
    {
      name: "Pellham Medical Supplies",
      location: "Rotterdam, Netherlands",
      employees: "560",
      product: "trade",
      about: "a distributor of medical consumables to clinics and pharmacies",
      website: null,
    },
    {
      name: "Northstar Physiotherapy",
      location: "Vancouver, Canada",
      employees: "320",
      product: "live",
      about: "a physiotherapy provider with clinics and online sessions",
      website: null,
    },
  ],
  education: [
    {
      name: "Coastline University",
      location: "Plymouth, United Kingdom",
      employees: "4,200",
      product: "live",
      about: "a university of 22,000 students",
      website: null,
    },
    {
      name: "Redfern Academy Trust",
      location: "Birmingham, United Kingdom",
      employees: "1,300",
      product: "education",
      about: "a trust running twelve primary and secondary schools",
      website: null,
    },
    {
      name: "Brookvale College",
      location: "Galway, Ireland",
      employees: "650",
      product: "oa",
      about: "a further education college",
      website: null,
    },
    {
      name: "Lumen Language Schools",
      location: "Valencia, Spain",
      employees: "290",
      product: "education",
      about: "a network of language schools in six countries",
      website: null,
    },
    {
      name: "Highmoor School District",
      location: "Portland, United States",
      employees: "2,600",
      product: "pm",
      about: "a school district with 31 schools",
      website: null,
    },
    {
      name: "Oakridge Institute of Design",
      location: "Copenhagen, Denmark",
      employees: "240",
      product: "live",
      about: "a design school with a strong part-time programme",
      website: null,
    },
  ],
  logistics: [
    {
      name: "JLB Cold Chain Logistics",
      location: "Antwerp, Belgium",
      employees: "1,800",
      product: "trade",
      about: "a temperature-controlled storage and transport company",
      website: null,
    },
    {
      name: "Portside Freight",
      location: "Felixstowe, United Kingdom",
      employees: "900",
      product: "pm",
      about: "a freight forwarder and customs broker",
      website: null,
    },
    {
      name: "Swiftway Couriers",
      location: "Dublin, Ireland",
      employees: "1,250",
      product: "oa",
      about: "a same-day courier network",
      website: null,
    },
    {
      name: "Granite Rail Services",
      location: "Glasgow, United Kingdom",
      employees: "2,000",
      product: "education",
      about: "a rail freight and maintenance operator",
      website: null,
    },
    {
      name: "Bluewater Shipping Agency",
      location: "Piraeus, Greece",
      employees: "310",
      product: "live",
      about: "a ship agency serving ports in the Eastern Mediterranean",
      website: null,
    },
    {
      name: "Cargoline Warehousing",
      location: "Duisburg, Germany",
      employees: "1,050",
      product: "trade",
      about: "a contract warehousing provider",
      website: null,
    },
  ],
};

/** Per product: headline pattern, metrics, and the story's building blocks. */
export const PRODUCT_STORY: Record<
  ProductSlug,
  {
    headline: (name: string, n: number) => string;
    metrics: Array<(n: number) => [string, string]>;
    challenge: string[];
    solution: string[];
    results: string[];
  }
> = {
  oa: {
    headline: (name, n) => `${name} cuts approval times by ${n}% with Brightlane OA`,
    metrics: [
      (n) => [`${n}%`, "faster approvals"],
      (n) => [`${Math.round(n / 3)},000`, "paper forms replaced a year"],
      (n) => [`${Math.round(n / 10)} days`, "to roll out to every department"],
    ],
    challenge: [
      "Purchase requests, leave requests and contract reviews travelled by email and paper. Nobody could tell where a request was, and urgent items waited days for a signature.",
      "Auditors asked for evidence of who approved what and when, and gathering it took the finance team a week every quarter.",
    ],
    solution: [
      "The team mapped their twelve most common processes and rebuilt them as digital workflows in Brightlane OA, with approval chains that follow the amount and the department.",
      "Managers approve from the mobile app, and every decision is recorded with a time stamp, so the audit trail builds itself.",
    ],
    results: [
      "Requests now move through approval in hours rather than days, and staff can see exactly where theirs is waiting.",
      "The quarterly audit preparation that used to take a week now takes an afternoon.",
    ],
  },
  pm: {
    headline: (name, n) => `${name} delivers ${n}% more projects on time with Brightlane PM`,
    metrics: [
      (n) => [`${n}%`, "more projects delivered on time"],
      (n) => [`${Math.round(n / 4)} hours`, "saved per project manager each week"],
      (n) => [`${n * 3}`, "projects planned in one portfolio"],
    ],
    challenge: [
      "Projects were planned in spreadsheets that were out of date as soon as they were shared. Resource conflicts surfaced only when a deadline had already slipped.",
      "Leadership had no single view of the portfolio, so priorities were set in long meetings with conflicting numbers.",
    ],
    solution: [
      "All projects moved into Brightlane PM with shared templates, so every plan follows the same phases, milestones and approval gates.",
      "Resource heat maps show overloaded teams weeks in advance, and the portfolio timeline gives leadership one view they trust.",
    ],
    results: [
      "Status meetings have become shorter and less frequent because the plan is always current.",
      "Delays are spotted early enough to act, and on-time delivery has improved every quarter since the switch.",
    ],
  },
  trade: {
    headline: (name, n) => `${name} moves ${n}% of trade orders online with Brightlane Trade`,
    metrics: [
      (n) => [`${n}%`, "of orders placed online"],
      (n) => [`${Math.round(n / 2)}%`, "shorter order lead time"],
      (n) => [`${Math.round(n / 12)}x`, "fewer order errors"],
    ],
    challenge: [
      "Trade customers ordered by phone, email and spreadsheet. Every order was typed in again by hand, and mistakes in prices or quantities were common.",
      "Customers could not see stock or delivery dates without calling, so the sales team spent most of the day answering the same questions.",
    ],
    solution: [
      "Brightlane Trade gave every customer a self-service portal with their own prices, stock levels and order history, connected to the existing warehouse system.",
      "Orders flow straight into fulfilment, and customers receive confirmations and delivery updates automatically.",
    ],
    results: [
      "Most orders now arrive online and go to the warehouse without being retyped.",
      "The sales team spends its time on new customers and large accounts instead of order entry.",
    ],
  },
  live: {
    headline: (name, n) => `${name} reaches ${n * 100} viewers per event with Brightlane Live`,
    metrics: [
      (n) => [`${n * 100}`, "viewers per event on average"],
      (n) => [`${Math.round(n / 2)}%`, "lower event costs"],
      (n) => [`${90 + Math.round(n / 20)}%`, "of viewers rate the stream good or excellent"],
    ],
    challenge: [
      "Events were held in person or on ad hoc video calls that struggled beyond a hundred participants. Recordings were hard to find afterwards.",
      "Each event needed an external production company, which made smaller sessions too expensive to stream.",
    ],
    solution: [
      "Brightlane Live became the one place for streams, from large town halls to small training sessions, with registration, captions and recordings built in.",
      "A small internal team now produces events with templates for the stage layout, branding and follow-up emails.",
    ],
    results: [
      "Audiences have grown well beyond what the venues could hold, and recordings keep attracting viewers for weeks.",
      "The cost per event has fallen sharply, so more sessions are streamed than ever before.",
    ],
  },
  education: {
    headline: (name, n) => `${name} trains ${n * 20} staff in one quarter with Brightlane Education`,
    metrics: [
      (n) => [`${n * 20}`, "staff trained in the first quarter"],
      (n) => [`${90 + Math.round(n / 20)}%`, "course completion rate"],
      (n) => [`${Math.round(n / 2)}%`, "less time spent on training administration"],
    ],
    challenge: [
      "Training was delivered in classrooms on fixed dates. Shift workers and new starters often missed sessions and fell behind on mandatory courses.",
      "Records lived in spreadsheets, and proving compliance to inspectors meant days of manual checks.",
    ],
    solution: [
      "Courses moved to Brightlane Education as short modules that staff can take on any device, grouped into learning paths by role.",
      "Managers see who is due for which course, and reminders go out automatically before a certificate expires.",
    ],
    results: [
      "New starters finish their mandatory training in their first week, and completion rates are the highest on record.",
      "Compliance reports are produced in minutes instead of days.",
    ],
  },
};

export const QUOTE_ROLES = [
  "Chief Operating Officer",
  "Head of IT",
  "Finance Director",
  "Operations Manager",
  "Head of Learning",
  "Managing Director",
  "Programme Director",
  "Head of Customer Service",
];
export const PEOPLE = [
  "Amelia Hart",
  "Lukas Brenner",
  "Nadia Karim",
  "Rafael Costa",
  "Ingrid Solberg",
  "Marcus Webb",
  "Yuki Tanaka",
  "Elena Petrova",
  "George Mensah",
  "Chloe Laurent",
  "Arjun Mehta",
  "Fiona Byrne",
  "Henrik Dahl",
  "Lucia Romero",
  "Samuel Adeyemi",
  "Zoe Whitaker",
];
