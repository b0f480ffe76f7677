/** Headlines and standfirsts of the demo news, by category. */
import type { NewsType } from "../../app/kernel/content-constants.ts";

export const NEWS_COPY: Record<NewsType, Array<[title: string, summary: string]>> = {
  company: [
    [
      "Brightlane opens a new engineering office in Lisbon",
      "Our fourth engineering hub will grow to 150 people by the end of next year and focus on collaboration features.",
    ],
    [
      "Brightlane reaches 10,000 customer organisations",
      "Ten thousand companies, schools and public bodies now run part of their day on Brightlane software.",
    ],
    [
      "Maya Okafor joins Brightlane as Chief Customer Officer",
      "Maya brings twenty years of experience in customer success and will lead support, services and training.",
    ],
    [
      "Our 2026 sustainability report: every data centre on renewable power",
      "We now run all customer workloads on renewable electricity and have cut travel emissions by a third.",
    ],
    [
      "All five Brightlane products recertified under ISO 27001",
      "An independent audit confirmed our information security management system across every product and office.",
    ],
    [
      "Brightlane named a leader in the Northbridge workplace software review",
      "Analysts scored Brightlane OA and Brightlane PM highest for ease of adoption among mid-sized companies.",
    ],
    [
      "Welcoming 120 graduates to the Brightlane Academy",
      "This year's graduate class starts a twelve-month programme across engineering, design and customer success.",
    ],
    [
      "Round-the-clock support now available in Asia-Pacific",
      "Customers in the region can reach a support engineer at any hour, in English, Japanese and Mandarin.",
    ],
    [
      "A new home for our Singapore team",
      "Our Singapore office moves to a larger space with a customer briefing centre and a broadcast studio.",
    ],
    [
      "Brightlane and Coastline University start a joint research programme",
      "The three-year programme studies how teams plan work and how software can reduce needless meetings.",
    ],
    [
      "What 3,400 teams told us in our annual customer survey",
      "Customers asked for faster mobile apps, better reporting and fewer notifications. Here is what we are doing about it.",
    ],
    [
      "We are giving one percent of engineering time to open source",
      "Brightlane engineers will spend part of every sprint maintaining the open-source libraries our products depend on.",
    ],
    [
      "Introducing the Brightlane Customer Advisory Board",
      "Twenty customers from six industries will review our roadmap twice a year and help shape what we build next.",
    ],
    [
      "Brightlane opens a regional data centre in Frankfurt",
      "Customers can now keep their data in Germany, with the same service levels as our other regions.",
    ],
    [
      "Ten years of Brightlane OA",
      "What started as a simple approval tool for a handful of local firms now runs the paperwork of thousands of companies.",
    ],
    [
      "Brightlane Foundation funds digital skills training in 40 schools",
      "Teachers in four countries will receive equipment, course material and a year of mentoring from our staff.",
    ],
  ],
  industry: [
    [
      "Five signs your approval workflows have outgrown email",
      "If requests get lost in inboxes and nobody knows who approved what, it is time to rethink the process.",
    ],
    [
      "What the 2026 manufacturing outlook means for shop-floor software",
      "Tighter margins and shorter product cycles are pushing factories to connect planning and production data.",
    ],
    [
      "Why B2B buyers now expect a consumer-grade ordering experience",
      "Professional buyers shop online at home; they expect the same speed and clarity from their suppliers.",
    ],
    [
      "Hybrid work, two years on: what the data says about meetings",
      "We analysed anonymised calendar data from 900 companies to see how meeting habits have changed.",
    ],
    [
      "Cold chain compliance: lessons from the new temperature-logging rules",
      "Distributors of food and medicine face stricter record-keeping. Digital logs make audits far less painful.",
    ],
    [
      "The real cost of disconnected project tools",
      "Teams that juggle spreadsheets, chat and three planning tools lose up to a day a week to status updates.",
    ],
    [
      "How mid-sized retailers are rethinking wholesale ordering",
      "Retailers with a wholesale arm are replacing phone and email orders with self-service portals.",
    ],
    [
      "Live streaming for B2B: beyond the product launch",
      "Training, investor updates and customer days all benefit from a reliable, well-produced live stream.",
    ],
    [
      "Skills-based learning is replacing the annual training day",
      "Short, role-based courses delivered when people need them are proving more effective than one long session.",
    ],
    [
      "Procurement teams and the move to self-service portals",
      "Buyers want to check prices, stock and order history without waiting for a sales representative.",
    ],
    [
      "Data residency in 2026: a practical guide for European companies",
      "Where your data lives matters to regulators and customers. Here is what to ask your software vendors.",
    ],
    [
      "Planning for peak season with fewer spreadsheets",
      "Retail and logistics teams share how they prepared for the busiest weeks of the year with shared plans.",
    ],
    [
      "What project managers can learn from air-traffic control",
      "Clear handovers, shared situational awareness and checklists translate surprisingly well to project work.",
    ],
    [
      "Digital signatures in regulated industries: what auditors look for",
      "Auditors care about identity, intent and integrity. A good approval system records all three.",
    ],
    [
      "Frontline staff are the next big software market",
      "Most software is built for desk workers; the people on shop floors and in warehouses are catching up fast.",
    ],
    [
      "Three measures that predict a successful software roll-out",
      "Time to first value, weekly active use and support tickets per user tell you early whether adoption is on track.",
    ],
  ],
  product: [
    [
      "Brightlane PM 6.2 adds portfolio timelines and resource heat maps",
      "See every project of a portfolio on one timeline and spot overloaded teams before deadlines slip.",
    ],
    [
      "Brightlane OA now supports conditional approval chains",
      "Route a request to different approvers depending on amount, department or any form field.",
    ],
    [
      "Brightlane Trade introduces customer-specific price lists",
      "Give each trade customer their negotiated prices, discounts and minimum order quantities automatically.",
    ],
    [
      "Brightlane Live adds real-time captions in twelve languages",
      "Live captions make every stream accessible and easier to follow, and they are saved with the recording.",
    ],
    [
      "Brightlane Education launches learning paths with certificates",
      "Combine courses into paths, set deadlines by role and issue certificates when learners complete them.",
    ],
    [
      "A faster, redesigned mobile app for Brightlane OA",
      "The new app opens twice as fast, works offline and lets managers approve requests in two taps.",
    ],
    [
      "Single sign-on with any SAML 2.0 provider, now on every plan",
      "Security should not be a premium feature: SSO is now included in Starter and Team plans at no extra cost.",
    ],
    [
      "Brightlane PM now connects to popular Git hosting services",
      "Link commits and merge requests to tasks so the project plan always reflects the state of the code.",
    ],
    [
      "Administrators can now export the full audit log",
      "Export every sign-in, permission change and approval as CSV or JSON, or stream it to your security tools.",
    ],
    [
      "Brightlane Trade now syncs inventory every five minutes",
      "Stock levels from your warehouse system reach the ordering portal almost instantly, so buyers never order what you cannot ship.",
    ],
    [
      "Smart forms: fill in approval requests in half the time",
      "Forms now pre-fill known details, check values as you type and suggest the right approver.",
    ],
    [
      "Brightlane Live supports breakout rooms for up to 50 groups",
      "Split a live audience into small groups for workshops, then bring everyone back with one click.",
    ],
    [
      "Offline mode arrives in the Brightlane Education app",
      "Download courses before a flight or a site visit; progress syncs when you are back online.",
    ],
    [
      "A gallery of 80 ready-made workflow templates",
      "Start from proven templates for purchasing, leave requests, contract review and more, then adapt them.",
    ],
    [
      "Brightlane PM now shows the critical path on every Gantt chart",
      "See which tasks decide the end date of a project and what happens when one of them moves.",
    ],
    [
      "New public API endpoints for orders and invoices",
      "Developers can now read and create orders and invoices in Brightlane Trade through the REST API.",
    ],
  ],
  events: [
    [
      "Join us at Brightlane Connect 2026 in Amsterdam",
      "Two days of product sessions, customer talks and hands-on workshops. Early registration is open.",
    ],
    [
      "Brightlane Connect 2026: the keynote in five announcements",
      "From portfolio planning to live captions, here is everything we announced on the main stage.",
    ],
    [
      "Webinar recap: modernising procurement in 45 minutes",
      "Our product team and two customers showed how they moved purchasing from paper to a digital flow.",
    ],
    [
      "Meet Brightlane at the Northern Manufacturing Expo",
      "Visit stand C14 for live demonstrations of Brightlane PM and Brightlane Trade for manufacturers.",
    ],
    [
      "The Brightlane roadshow comes to Manchester, Lyon and Milan",
      "Half-day sessions for customers and prospects, with local case studies and time with our experts.",
    ],
    [
      "Customer day in Singapore: highlights and slides",
      "More than 300 customers joined us for talks on automation, training and regional growth.",
    ],
    [
      "Hackathon results: 40 teams, 72 hours, 31 integrations",
      "Our first public hackathon produced integrations for accounting, warehousing and messaging tools.",
    ],
    [
      "Brightlane at the Education Technology Summit",
      "We will show how schools and universities run hybrid lectures and staff training on one platform.",
    ],
    [
      "Breakfast briefing at the Retail Operations Forum",
      "Join our retail team for an early-morning session on wholesale portals and store staff training.",
    ],
    [
      "Partner summit 2026: new programme tiers announced",
      "The partner programme now has four tiers with clearer benefits, certification paths and joint marketing.",
    ],
    [
      "Live from the Logistics Innovation Week stage",
      "Our session on cold chain visibility drew a full room. Watch the recording and download the slides.",
    ],
    [
      "Brightlane user groups now meet in 18 cities",
      "Customer-led user groups share tips, templates and war stories. Find the one nearest to you.",
    ],
    [
      "Healthcare IT Forum: our talk on secure approvals",
      "How hospitals can speed up purchasing and staffing approvals while keeping a complete audit trail.",
    ],
    [
      "Spring product tour webinar series",
      "Six short webinars, one per week, each covering a product in depth with time for questions.",
    ],
    [
      "Recap: the finance leaders' round table in Zurich",
      "Finance directors from twelve companies discussed automation, controls and the future of month-end.",
    ],
    [
      "Brightlane Connect 2027: call for speakers opens",
      "Share how your team works with Brightlane. Submissions are open until the end of January.",
    ],
  ],
};

export const AUTHORS = [
  "Hannah Reyes",
  "Tomasz Lind",
  "Priya Natarajan",
  "Daniel Osei",
  "Claire Dubois",
  "Kenji Mori",
  "Sofia Marchetti",
  "Owen Gallagher",
];

/** Paragraph material for the article bodies, by category. {title} and {product} are filled in. */
export const NEWS_PARAGRAPHS: Record<NewsType, string[]> = {
  company: [
    "Brightlane was founded on a simple idea: software for everyday work should be pleasant to use and quick to roll out. Every decision we announce today follows from that idea.",
    "The change takes effect immediately for customers on every plan. Nothing changes in how you sign in or where your data is stored, and there is nothing you need to do.",
    "We would like to thank our customers and partners, whose feedback shaped this decision, and our colleagues, who made it happen in a matter of months.",
    "Over the coming weeks we will share more detail on our blog and in the customer community, including answers to the questions you send us.",
    "As always, our support team is available if you would like to know how this affects your organisation.",
  ],
  industry: [
    "Across the companies we work with, the pattern is familiar: processes designed for a smaller organisation keep running long after the organisation has grown past them.",
    "The good news is that the fix rarely requires a large project. Most teams start with one process, measure the time it takes today and set a clear target.",
    "Three questions help: who needs to be involved, what information do they need at each step, and how will you know that a request is stuck?",
    "The teams that succeed treat software as part of the change, not the whole of it. They agree the new way of working first and then configure the tool to match.",
    "If you would like to compare notes, our solution consultants run free half-day workshops for teams exploring these questions.",
  ],
  product: [
    "The update is rolling out to all customers this week. Administrators will see a notice in the admin centre when it reaches their workspace.",
    "We built this feature with a group of customers who tested early versions for three months and told us, in detail, what worked and what did not.",
    "Everything is configurable: administrators can switch the feature on for selected teams first and extend it once they are confident.",
    "As with every release, the change is covered by our documentation, and the help centre has a step-by-step guide with screenshots.",
    "Tell us what you think through the feedback button in the product. We read every message.",
  ],
  events: [
    "Attendance is free for customers and partners, and places are limited, so we recommend registering early.",
    "Sessions run in parallel tracks for administrators, team leads and executives, with plenty of time for questions.",
    "Recordings and slides are available on demand afterwards for everyone who registers, including those who cannot attend in person.",
    "Our product specialists will be on hand throughout to give personal demonstrations and answer questions about your own set-up.",
    "We look forward to seeing you there. Follow the event page for updates on speakers and the agenda.",
  ],
};
