/** Copy of the smaller collections and single pages of the demo site. */
import type { IndustryType, PartnerTier, ProductSlug, VideoType } from "../../app/kernel/content-constants.ts";

export const SOLUTIONS: Array<{
  type: IndustryType;
  title: string;
  summary: string;
  products: ProductSlug[];
  features: Array<[string, string]>;
}> = [
  {
    type: "manufacturing",
    title: "Connected project delivery for manufacturers",
    summary:
      "Plan new product introductions, tooling and plant projects in one place, from first sketch to production.",
    products: ["pm", "oa"],
    features: [
      ["Stage-gate templates", "Phases, gates and sign-offs that match how engineering projects really run."],
      ["Resource planning", "See which engineers and machines are booked, weeks ahead."],
      ["Change approvals", "Engineering changes routed to the right reviewers with a full history."],
      ["Supplier tasks", "Share selected tasks with suppliers without giving them access to everything."],
    ],
  },
  {
    type: "manufacturing",
    title: "Dealer and distributor ordering",
    summary: "Give dealers and distributors a portal with their prices, stock and order status, connected to your ERP.",
    products: ["trade"],
    features: [
      ["Customer price lists", "Negotiated prices, discounts and minimum quantities applied automatically."],
      ["Live stock", "Inventory synchronised from your warehouse every five minutes."],
      ["Reorder in one click", "Buyers repeat previous orders or upload a spreadsheet."],
      ["Order tracking", "Confirmations and delivery updates sent automatically."],
    ],
  },
  {
    type: "retail",
    title: "Wholesale ordering for retail brands",
    summary:
      "Let stockists and franchisees order online around the clock, with the catalogue and terms that apply to them.",
    products: ["trade"],
    features: [
      ["Branded portal", "Your catalogue, your colours, your domain."],
      ["Seasonal collections", "Pre-orders and drops with allocation rules."],
      ["Credit limits", "Orders checked against credit limits and payment terms."],
      ["Mobile ordering", "Store managers order from the shop floor on a phone."],
    ],
  },
  {
    type: "retail",
    title: "Store operations and staff training",
    summary: "Roll out store procedures, approvals and training to every branch, and see which stores are ready.",
    products: ["oa", "education"],
    features: [
      ["Store checklists", "Opening, closing and safety checks with photo evidence."],
      ["Short courses", "Five-minute lessons staff can take between shifts."],
      ["Expense approvals", "Petty cash and repair requests approved from the mobile app."],
      ["Branch dashboards", "Compare readiness and training across regions."],
    ],
  },
  {
    type: "finance",
    title: "Compliant approvals and audit trails",
    summary: "Digital approval workflows that satisfy auditors, with every decision, comment and document recorded.",
    products: ["oa"],
    features: [
      ["Delegation of authority", "Approval limits by role and amount, enforced automatically."],
      ["Electronic signatures", "Signatures with identity checks and tamper-evident records."],
      ["Policy library", "Current policies with read-and-acknowledge tracking."],
      ["Audit exports", "Evidence packs produced in minutes."],
    ],
  },
  {
    type: "finance",
    title: "Investor and branch communication",
    summary: "Stream results presentations, branch briefings and training to thousands of viewers, securely.",
    products: ["live", "education"],
    features: [
      ["Secure streams", "Registration, single sign-on and domain restrictions."],
      ["Live Q&A", "Moderated questions and polls for large audiences."],
      ["Recordings", "Every session recorded, captioned and searchable."],
      ["Regulatory training", "Track mandatory courses and attestations."],
    ],
  },
  {
    type: "healthcare",
    title: "Clinical administration workflows",
    summary:
      "Replace paper forms for purchasing, rostering and incident reports with workflows staff can use on any device.",
    products: ["oa"],
    features: [
      ["Incident reporting", "Report incidents in minutes, routed to the right reviewers."],
      ["Roster changes", "Shift swaps and overtime approved from the mobile app."],
      ["Purchasing", "Requests checked against budgets and catalogues."],
      ["Data protection", "Role-based access and a complete audit trail."],
    ],
  },
  {
    type: "healthcare",
    title: "Mandatory training for care staff",
    summary: "Keep every employee's mandatory training current, with reminders before certificates expire.",
    products: ["education", "live"],
    features: [
      ["Learning paths by role", "Nurses, carers and administrators each see what applies to them."],
      ["Expiry reminders", "Automatic reminders to staff and managers."],
      ["Inspection reports", "Compliance reports ready for inspectors."],
      ["Live sessions", "Stream practical demonstrations to every site."],
    ],
  },
  {
    type: "education",
    title: "Hybrid lectures and campus events",
    summary: "Stream lectures, open days and graduations with captions and recordings students can return to.",
    products: ["live"],
    features: [
      ["Lecture capture", "Scheduled recordings from lecture theatres."],
      ["Captions", "Real-time captions in twelve languages."],
      ["Open days", "Registration pages and follow-up for prospective students."],
      ["Engagement insights", "See which parts of a lecture students replay."],
    ],
  },
  {
    type: "education",
    title: "Staff development and school administration",
    summary: "Run staff training, cover requests and school trips approvals on one platform across every school.",
    products: ["education", "oa", "pm"],
    features: [
      ["Professional development", "Courses and records for every teacher."],
      ["Trip approvals", "Risk assessments and consent forms in one workflow."],
      ["Estates projects", "Plan building works across the trust."],
      ["Cover requests", "Absence and cover arranged in minutes."],
    ],
  },
  {
    type: "logistics",
    title: "Order-to-delivery visibility",
    summary: "Give shippers one portal to book, track and reorder, with live status from your warehouse and fleet.",
    products: ["trade"],
    features: [
      ["Booking portal", "Customers book services with their own rates."],
      ["Temperature records", "Cold chain logs attached to every order."],
      ["Proof of delivery", "Signatures and photos from the driver app."],
      ["Invoices", "Invoices and credit notes available to download."],
    ],
  },
  {
    type: "logistics",
    title: "Depot projects and driver training",
    summary: "Plan depot openings and fleet programmes, and keep driver and safety training up to date.",
    products: ["pm", "education"],
    features: [
      ["Depot templates", "Opening a new depot follows a proven plan."],
      ["Fleet programmes", "Vehicle replacement planned across regions."],
      ["Driver training", "Short safety modules on the driver's phone."],
      ["Licence tracking", "Reminders before licences and certificates expire."],
    ],
  },
];

// The first video of each category is a short clip generated by scripts/generate-clips.ts
// (minutes 0: its length is the clip's, CLIP_SECONDS in build.ts).
export const VIDEOS: Record<VideoType, Array<[title: string, summary: string, minutes: number]>> = {
  "product-tours": [
    ["Brightlane OA at a glance", "A seven-second look at forms, approval chains and the mobile app.", 0],
    [
      "Planning a portfolio in Brightlane PM",
      "From a single project to a portfolio timeline with resource heat maps.",
      14,
    ],
    ["A buyer's view of Brightlane Trade", "Follow a trade customer from sign-in to a confirmed order.", 8],
    ["Producing your first stream in Brightlane Live", "Set up a stage, invite speakers and go live.", 12],
    ["Building a learning path in Brightlane Education", "Combine courses, set deadlines and issue certificates.", 9],
    ["The admin centre explained", "Users, permissions, branding and billing in one place.", 11],
    ["Reports and dashboards across Brightlane", "Build a dashboard that combines data from several products.", 7],
    ["What's new in the autumn release", "Every new feature of the release, demonstrated.", 16],
  ],
  webinars: [
    [
      "Trailer: the Brightlane Trade webinar series",
      "Seven seconds on what the series covers: trade portals, price lists and reorders.",
      0,
    ],
    ["Hybrid events that people actually watch", "Production tips from teams that stream every week.", 50],
    ["Running mandatory training that sticks", "Short courses, spaced reminders and what the evidence says.", 40],
    ["From spreadsheets to a trade portal", "A step-by-step plan for your first online trade customers.", 55],
    [
      "Project portfolios for non-project people",
      "Portfolio planning explained for finance and operations leaders.",
      42,
    ],
    ["Security and compliance in cloud software", "What to ask vendors, and what good answers look like.", 48],
    ["Automations that save an hour a day", "Practical rules you can set up this afternoon.", 38],
    ["Year-end planning with Brightlane", "Budgets, approvals and project reviews for the new year.", 44],
  ],
  "customer-stories": [
    [
      "Customer stories trailer: every project on one timeline",
      "A seven-second preview of how customers plan their work in Brightlane PM.",
      0,
    ],
    [
      "Foxwell Textiles: trade customers ordering online",
      "A family weaver's journey from fax orders to a trade portal.",
      5,
    ],
    [
      "Geely Lane Motors: approvals at the speed of production",
      "Purchasing and engineering changes approved in hours, not weeks.",
      7,
    ],
    [
      "JLB Cold Chain Logistics: every temperature on record",
      "Cold chain records attached to every order, automatically.",
      6,
    ],
    [
      "Coastline University: lectures for everyone, everywhere",
      "Captioned lectures and open days for a growing student body.",
      8,
    ],
    [
      "Redfern Academy Trust: training twelve schools at once",
      "Professional development for 1,300 staff on one platform.",
      5,
    ],
    [
      "Westmoor Mutual: an audit trail that builds itself",
      "How a building society made audit preparation a one-afternoon task.",
      6,
    ],
  ],
  tutorials: [
    ["Brightlane Live in seven seconds", "The shortest tutorial we have: what a live event looks like on screen.", 0],
    ["Importing projects from a spreadsheet", "Map columns, preview and import in Brightlane PM.", 5],
    ["Setting up customer price lists", "Assign prices and discounts to trade customers.", 7],
    ["Adding captions to a live stream", "Switch on real-time captions and choose languages.", 4],
    ["Tracking course completion", "Reports and reminders for managers in Brightlane Education.", 5],
    ["Configuring single sign-on", "Connect your identity provider with SAML 2.0.", 8],
    ["Using webhooks with the API", "Receive signed event messages in your own application.", 9],
  ],
};

export const PRESENTERS = [
  "Hannah Reyes",
  "Daniel Osei",
  "Sofia Marchetti",
  "Kenji Mori",
  "Claire Dubois",
  "Owen Gallagher",
  "Priya Natarajan",
];

/** Help centre: top-level categories with children; each leaf lists article titles. */
export const HELP_TREE: Array<{
  slug: string;
  title: string;
  description: string;
  children: Array<{ slug: string; title: string; description: string; articles: Array<[string, string]> }>;
}> = [
  {
    slug: "getting-started",
    title: "Getting started",
    description: "Set up your workspace and learn the basics.",
    children: [
      {
        slug: "first-steps",
        title: "First steps",
        description: "Your first day with Brightlane.",
        articles: [
          ["Create your workspace", "Sign up, choose a region and name your workspace."],
          ["Invite your team", "Add colleagues by email, CSV or your directory."],
          ["Tour the home screen", "Find your way around the navigation and search."],
          ["Install the mobile apps", "Download and sign in to the apps for iOS and Android."],
          ["Set your profile and preferences", "Photo, language, time zone and notifications."],
        ],
      },
      {
        slug: "importing-data",
        title: "Importing data",
        description: "Bring your existing data with you.",
        articles: [
          ["Import from CSV or Excel", "Map columns and preview before importing."],
          ["Move projects from another tool", "Export from your current tool and import into Brightlane PM."],
          ["Import trade customers and prices", "Load customers, price lists and products into Brightlane Trade."],
          ["Fix common import errors", "What each import warning means and how to resolve it."],
        ],
      },
    ],
  },
  {
    slug: "administration",
    title: "Administration",
    description: "Manage people, permissions and security.",
    children: [
      {
        slug: "users-and-permissions",
        title: "Users and permissions",
        description: "Who can see and do what.",
        articles: [
          ["Roles and permissions explained", "The built-in roles and when to create your own."],
          ["Create custom roles", "Combine permissions into roles that match your organisation."],
          ["Deactivate a user", "Remove access while keeping their work."],
          ["Manage guest access", "Invite clients and suppliers with limited access."],
          ["Group users into teams", "Teams, departments and how permissions inherit."],
        ],
      },
      {
        slug: "security-settings",
        title: "Security settings",
        description: "Protect your workspace.",
        articles: [
          ["Set up single sign-on", "Connect a SAML 2.0 or OpenID Connect provider."],
          ["Require two-factor authentication", "Enforce 2FA for everyone or for selected roles."],
          ["Review the audit log", "Filter and export sign-ins, changes and exports."],
          ["Restrict access by network", "Allow sign-in only from approved IP ranges."],
          ["Choose where your data is stored", "Regions, data residency and what moves where."],
        ],
      },
    ],
  },
  {
    slug: "products",
    title: "Using the products",
    description: "Guides for each Brightlane product.",
    children: [
      {
        slug: "oa",
        title: "Brightlane OA",
        description: "Forms, workflows and approvals.",
        articles: [
          ["Build a form", "Fields, validation and conditional sections."],
          ["Design an approval chain", "Sequential, parallel and conditional approvals."],
          ["Approve from your phone", "Review and approve requests in the mobile app."],
          ["Report on workflow times", "See where requests wait and for how long."],
        ],
      },
      {
        slug: "pm",
        title: "Brightlane PM",
        description: "Projects, portfolios and resources.",
        articles: [
          ["Create a project from a template", "Start from a template and adapt phases and tasks."],
          ["Use the Gantt chart", "Dependencies, milestones and the critical path."],
          ["Plan resources with heat maps", "Spot overloaded people and teams early."],
          ["Share a status report", "Publish a read-only report for stakeholders."],
        ],
      },
      {
        slug: "trade",
        title: "Brightlane Trade",
        description: "Portals, catalogues and orders.",
        articles: [
          ["Set up your catalogue", "Products, variants, images and categories."],
          ["Assign price lists", "Customer-specific prices and discounts."],
          ["Connect your ERP", "Synchronise stock, prices and orders."],
        ],
      },
      {
        slug: "live",
        title: "Brightlane Live",
        description: "Streams, events and recordings.",
        articles: [
          ["Schedule a stream", "Registration page, reminders and speakers."],
          ["Run breakout rooms", "Split the audience into groups and bring them back."],
          ["Publish a recording", "Trim, caption and share recordings."],
        ],
      },
      {
        slug: "education",
        title: "Brightlane Education",
        description: "Courses, paths and certificates.",
        articles: [
          ["Create a course", "Lessons, quizzes and completion rules."],
          ["Build a learning path", "Combine courses with deadlines by role."],
        ],
      },
    ],
  },
  {
    slug: "account-and-billing",
    title: "Account and billing",
    description: "Plans, invoices and payments.",
    children: [
      {
        slug: "plans",
        title: "Plans and subscriptions",
        description: "Choose and change your plan.",
        articles: [
          ["Compare plans", "What each plan includes."],
          ["Change your plan", "Upgrade or downgrade at any time."],
          ["Cancel your subscription", "What happens to your data when you cancel."],
        ],
      },
      {
        slug: "invoices",
        title: "Invoices and payments",
        description: "Pay and download invoices.",
        articles: [
          ["Download invoices", "Find and download every invoice as PDF."],
          ["Update payment details", "Change card, direct debit or invoice settings."],
        ],
      },
    ],
  },
];

export const PARTNERS: Array<{
  name: string;
  tier: PartnerTier;
  region: string;
  summary: string;
  specialties: string[];
  products: ProductSlug[];
}> = [
  {
    name: "Ironbridge Systems",
    tier: "strategic",
    region: "Europe",
    summary: "A systems integrator with 1,200 consultants, delivering large Brightlane programmes across Europe.",
    specialties: ["Enterprise roll-outs", "ERP integration", "Change management"],
    products: ["oa", "pm", "trade"],
  },
  {
    name: "Pacific Crest Consulting",
    tier: "strategic",
    region: "Asia-Pacific",
    summary: "Digital transformation consultancy with offices in Singapore, Sydney and Tokyo.",
    specialties: ["Regional roll-outs", "Process design", "Training"],
    products: ["oa", "pm", "education"],
  },
  {
    name: "Summit Ridge Technologies",
    tier: "strategic",
    region: "North America",
    summary: "Cloud integrator specialising in manufacturing and logistics customers.",
    specialties: ["Manufacturing", "Logistics", "Data migration"],
    products: ["pm", "trade"],
  },
  {
    name: "Bluecrest Digital",
    tier: "gold",
    region: "Europe",
    summary: "Retail and wholesale specialists who have launched more than 80 trade portals.",
    specialties: ["Trade portals", "E-commerce", "Retail"],
    products: ["trade"],
  },
  {
    name: "Lanternfish Media",
    tier: "gold",
    region: "Europe",
    summary: "Event production company that runs hundreds of streams a year on Brightlane Live.",
    specialties: ["Event production", "Streaming", "Hybrid events"],
    products: ["live"],
  },
  {
    name: "Kitestring Solutions",
    tier: "gold",
    region: "North America",
    summary: "Workflow consultants for finance and insurance companies.",
    specialties: ["Financial services", "Compliance", "Workflow design"],
    products: ["oa"],
  },
  {
    name: "Harrowgate Learning",
    tier: "gold",
    region: "Europe",
    summary: "Learning design agency that builds courses and learning paths for large employers.",
    specialties: ["Course design", "Compliance training", "Content migration"],
    products: ["education"],
  },
  {
    name: "Meridian Bay Partners",
    tier: "gold",
    region: "Asia-Pacific",
    summary: "Project management office specialists for construction and engineering firms.",
    specialties: ["PMO set-up", "Portfolio planning", "Reporting"],
    products: ["pm"],
  },
  {
    name: "Oakline Advisory",
    tier: "gold",
    region: "Middle East and Africa",
    summary: "Consultancy for public sector and education customers in the Gulf and East Africa.",
    specialties: ["Public sector", "Education", "Arabic localisation"],
    products: ["oa", "education", "live"],
  },
  {
    name: "Cobalt Arc",
    tier: "silver",
    region: "Europe",
    summary: "Integration developers for accounting, payroll and document systems.",
    specialties: ["API integration", "Accounting systems"],
    products: ["oa", "trade"],
  },
  {
    name: "Fernhill IT",
    tier: "silver",
    region: "Europe",
    summary: "Managed service provider for small and mid-sized businesses in Ireland.",
    specialties: ["Managed services", "Onboarding"],
    products: ["oa", "pm"],
  },
  {
    name: "Redwood Lane Consulting",
    tier: "silver",
    region: "North America",
    summary: "Healthcare process consultants with clinical and administrative expertise.",
    specialties: ["Healthcare", "Process design"],
    products: ["oa", "education"],
  },
  {
    name: "Northlight Studio",
    tier: "silver",
    region: "Europe",
    summary: "Design studio creating branded portals and stream layouts.",
    specialties: ["Design", "Branding"],
    products: ["trade", "live"],
  },
  {
    name: "Tessera Data",
    tier: "silver",
    region: "Latin America",
    summary: "Data migration and reporting specialists based in São Paulo and Mexico City.",
    specialties: ["Data migration", "Dashboards", "Spanish and Portuguese"],
    products: ["pm", "trade"],
  },
  {
    name: "Quillon Training",
    tier: "silver",
    region: "Asia-Pacific",
    summary: "Trainers and adoption coaches for teams rolling out Brightlane.",
    specialties: ["End-user training", "Adoption"],
    products: ["oa", "pm", "education"],
  },
  {
    name: "Stonebridge Logistics IT",
    tier: "silver",
    region: "Europe",
    summary: "Warehouse and transport system integrators.",
    specialties: ["Warehouse systems", "Cold chain"],
    products: ["trade"],
  },
  {
    name: "Amberfield Consulting",
    tier: "registered",
    region: "Europe",
    summary: "Independent consultants helping small firms automate approvals.",
    specialties: ["Small businesses", "Workflow design"],
    products: ["oa"],
  },
  {
    name: "Brightwater Events",
    tier: "registered",
    region: "North America",
    summary: "Event agency offering streamed conferences and town halls.",
    specialties: ["Town halls", "Conferences"],
    products: ["live"],
  },
  {
    name: "Cedar Point Systems",
    tier: "registered",
    region: "North America",
    summary: "Project controls specialists for the energy sector.",
    specialties: ["Energy", "Project controls"],
    products: ["pm"],
  },
  {
    name: "Dunmore Digital",
    tier: "registered",
    region: "Europe",
    summary: "E-commerce developers for wholesale brands.",
    specialties: ["Wholesale", "Catalogue management"],
    products: ["trade"],
  },
  {
    name: "Eastgate Learning Partners",
    tier: "registered",
    region: "Asia-Pacific",
    summary: "Course authors for language and soft-skills training.",
    specialties: ["Soft skills", "Languages"],
    products: ["education"],
  },
  {
    name: "Glenview Solutions",
    tier: "registered",
    region: "Middle East and Africa",
    summary: "Implementation partner for mid-sized manufacturers in South Africa.",
    specialties: ["Manufacturing", "Implementation"],
    products: ["pm", "oa"],
  },
  {
    name: "Hartwell & Co",
    tier: "registered",
    region: "Europe",
    summary: "Accountancy firm that sets up purchasing workflows for its clients.",
    specialties: ["Accounting", "Purchasing"],
    products: ["oa"],
  },
  {
    name: "Juniper Coast Media",
    tier: "registered",
    region: "Asia-Pacific",
    summary: "Video producers for product launches and customer stories.",
    specialties: ["Video production", "Product launches"],
    products: ["live"],
  },
];

export const PARTNER_TIER_INFO: Record<PartnerTier, { description: string; benefits: string[] }> = {
  strategic: {
    description: "Global partners who deliver our largest programmes together with us.",
    benefits: [
      "Joint account planning",
      "Dedicated partner team",
      "Early access to the roadmap",
      "Co-marketing budget",
    ],
  },
  gold: {
    description: "Certified specialists with a proven record of successful projects.",
    benefits: ["Partner manager", "Lead sharing", "Sandbox workspaces", "Listing in the partner directory"],
  },
  silver: {
    description: "Certified partners building a Brightlane practice.",
    benefits: ["Technical enablement", "Sales training", "Listing in the partner directory"],
  },
  registered: {
    description: "Partners starting out with Brightlane.",
    benefits: ["Partner portal", "Free training", "Demo workspace"],
  },
};

export const SERVICES: Array<{
  slug: string;
  title: string;
  summary: string;
  deliverables: string[];
  duration: string;
  body: string;
}> = [
  {
    slug: "implementation",
    title: "Implementation and onboarding",
    summary: "A project team that configures Brightlane with you and gets everyone productive quickly.",
    deliverables: ["Kick-off workshop", "Configured workspace", "Migration of existing data", "Go-live support"],
    duration: "2 to 8 weeks",
    body: "Our implementation consultants have rolled out Brightlane at more than 2,000 organisations. They bring templates, a tested plan and the experience to avoid the usual pitfalls.",
  },
  {
    slug: "data-migration",
    title: "Data migration",
    summary: "Move projects, forms, customers and history from your current tools without losing anything.",
    deliverables: ["Data audit", "Mapping document", "Test migration", "Final migration and reconciliation"],
    duration: "1 to 4 weeks",
    body: "We migrate data from spreadsheets, legacy databases and other software, with a test run you can check before the final move.",
  },
  {
    slug: "integrations",
    title: "Custom integrations",
    summary: "Connect Brightlane to your ERP, HR system or in-house applications.",
    deliverables: ["Integration design", "Built and tested connector", "Monitoring", "Documentation"],
    duration: "2 to 6 weeks",
    body: "Where a standard connector does not fit, our developers build and maintain the integration you need, on our documented API.",
  },
  {
    slug: "training",
    title: "Training and adoption",
    summary: "Role-based training for administrators, managers and everyone else, online or on site.",
    deliverables: ["Training plan", "Live sessions", "Recorded courses", "Adoption report"],
    duration: "Ongoing",
    body: "Software only pays off when people use it. Our trainers tailor sessions to each role and measure adoption afterwards.",
  },
  {
    slug: "premium-support",
    title: "Premium support",
    summary: "A named support engineer, faster response times and a quarterly service review.",
    deliverables: ["Named engineer", "One-hour response for urgent issues", "Quarterly review", "Health checks"],
    duration: "Yearly",
    body: "Premium support gives you a team that knows your set-up and can act fast when something needs attention.",
  },
  {
    slug: "process-consulting",
    title: "Process consulting",
    summary: "Experienced consultants who help you redesign processes before you automate them.",
    deliverables: ["Process workshops", "Current and future process maps", "Recommendations", "Roadmap"],
    duration: "1 to 3 weeks",
    body: "Automating a poor process only makes it fail faster. Our consultants help you simplify first, then automate what remains.",
  },
];

export const PRICE_FAQ: Array<[string, string]> = [
  [
    "Can I switch between monthly and yearly billing?",
    "Yes. You can switch at any time; the change applies from the next billing period.",
  ],
  ["What counts as a user?", "Anyone who signs in to your workspace, except guests with limited access, who are free."],
  ["Is there a free trial?", "Every plan can be tried free for 30 days, with no credit card required."],
  [
    "Do you offer discounts for non-profits and schools?",
    "Yes. Non-profits receive 50% off and education customers receive special pricing.",
  ],
  [
    "What happens to my data if I downgrade?",
    "Your data stays where it is; features that are not part of the new plan become read-only.",
  ],
  [
    "How do I pay for the Enterprise plan?",
    "Enterprise plans are billed yearly, by invoice or purchase order, with terms agreed with our sales team.",
  ],
];

export const PM_COPY = {
  title: "Brightlane PM",
  tagline: "Plan every project with confidence",
  intro:
    "Brightlane PM brings projects, portfolios and resources into one plan that stays current, so teams deliver on time and leaders see the whole picture.",
  features: [
    ["Portfolio timelines", "Every project of a portfolio on one timeline, with dependencies across projects."],
    ["Resource heat maps", "See who is overloaded weeks in advance and rebalance with drag and drop."],
    ["Gantt charts with critical path", "Dependencies, milestones and the tasks that decide the end date."],
    ["Templates", "Start new projects from proven templates with phases, gates and checklists."],
    ["Status reports", "Share a read-only report with stakeholders, updated automatically."],
    ["Integrations", "Link Git commits, calendar events and documents to tasks."],
  ] as Array<[string, string]>,
  metrics: [
    ["28%", "more projects delivered on time"],
    ["6 hours", "saved per project manager each week"],
    ["4,800", "organisations plan with Brightlane PM"],
  ] as Array<[string, string]>,
  faq: [
    [
      "Can I import projects from other tools?",
      "Yes. Import from CSV, Excel and the export formats of common project tools.",
    ],
    [
      "Does Brightlane PM support agile boards?",
      "Yes. Every project can switch between a Gantt chart, a board and a list.",
    ],
    ["Can clients see project progress?", "Yes. Invite them as guests or share a read-only status report."],
    ["Is time tracking included?", "Yes. Time can be logged on tasks and reported by project, person or client."],
  ] as Array<[string, string]>,
};
