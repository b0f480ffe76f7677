/**
 * What each product's four mock-up screens show (art/product-screens.ts
 * renders them): OA's approvals inbox, workflow designer, dashboard and form
 * library; PM's timeline, board, portfolio and team capacity; Trade's orders,
 * catalogue, invoice and customers; Live's event console, schedule, audience
 * report and recordings; Education's catalogue, lesson, team report and
 * learning paths. Sample data only: the products' vocabulary, no item's copy.
 */
import type { ProductScene } from "./scenes.ts";

export interface View {
  nav: string[];
  active: number;
  search: string;
  me: string;
  title: string;
  sub: string;
  action?: string;
  /** The view's content in HTML, given the product's accent colour. */
  body: (accent: string) => string;
}

const COLOURS = ["#1a63c6", "#6d3fd6", "#137a3a", "#c2271d", "#c05a06", "#0f766e", "#9d174d", "#334155"];
const pill = (label: string) => {
  const tone = /approved|shipped|paid|done|live|complete|on track|passed/i.test(label)
    ? "ok"
    : /overdue|rejected|at risk|failed/i.test(label)
      ? "bad"
      : /new|draft|scheduled|planned/i.test(label)
        ? "info"
        : /waiting|not started/i.test(label)
          ? "mute"
          : "wait";
  return `<span class="pill ${tone}">${label}</span>`;
};
const person = (name: string, i: number) =>
  `<span class="av" style="background:${COLOURS[i % COLOURS.length]}">${name
    .split(" ")
    .map((p) => p[0])
    .join("")}</span>${name}`;
const table = (head: string[], rows: string[][], status = -1) =>
  `<table><tr>${head.map((h) => `<th>${h}</th>`).join("")}</tr>${rows
    .map(
      (r, ri) =>
        `<tr>${r.map((c, i) => `<td>${i === status ? pill(c) : i === 0 && c.includes(" ") && /^[A-Z][a-z]+ [A-Z]/.test(c) ? person(c, ri) : c}</td>`).join("")}</tr>`,
    ) // prettier-ignore
    .join("")}</table>`;
const kpis = (items: Array<[string, string]>, columns = items.length) =>
  `<div class="kpis" style="grid-template-columns:repeat(${columns},1fr)">${items.map(([v, l]) => `<div class="kpi"><b>${v}</b><span>${l}</span></div>`).join("")}</div>`;
const chart = (values: number[]) =>
  `<div class="chart">${values.map((v) => `<i style="height:${v}%"></i>`).join("")}</div>`;
const progress = (pct: number) => `<div class="bar"><i style="width:${pct}%"></i></div>`;

const OA_NAV = ["Inbox", "Approvals", "Forms", "Workflows", "Reports", "Settings"];
const PM_NAV = ["Portfolio", "Timeline", "Board", "Resources", "Reports", "Settings"];
const TRADE_NAV = ["Dashboard", "Orders", "Catalogue", "Customers", "Invoices", "Settings"];
const LIVE_NAV = ["Events", "Console", "Speakers", "Audience", "Recordings", "Settings"];
const EDU_NAV = ["Catalogue", "My learning", "Paths", "Reports", "Authoring", "Settings"];

export const PRODUCT_SCREEN_VIEWS: Record<ProductScene, View[]> = {
  oa: [
    {
      nav: OA_NAV,
      active: 1,
      search: "Search requests, forms, people",
      me: "PR",
      title: "Approvals",
      sub: "12 waiting for you · 3 due today",
      action: "New request",
      body: () =>
        table(
          ["Requester", "Request", "Amount", "Submitted", "Status"],
          [
            ["Amara Okafor", "Travel to the Lisbon office", "€1,240", "Today, 09:12", "Waiting for you"],
            ["Jonas Weber", "Laptop replacement", "€1,890", "Today, 08:40", "Waiting for you"],
            ["Sofia Rossi", "Annual leave, 5 days", "—", "Yesterday", "Approved"],
            ["Daniel Kim", "Trade fair stand, Hanover", "€8,600", "Yesterday", "Finance review"],
            ["Nora Hansen", "Software licence renewal", "€2,310", "Mon", "Approved"],
            ["Omar Haddad", "Client dinner", "€310", "Mon", "Rejected"],
            ["Grace Chen", "Training course", "€950", "Fri", "Approved"],
          ],
          4,
        ),
    },
    {
      nav: OA_NAV,
      active: 3,
      search: "Search workflows",
      me: "JW",
      title: "Purchase request workflow",
      sub: "Version 7 · published · used 418 times this month",
      action: "Publish changes",
      body: (accent) =>
        `<div class="row">${["Request sent", "Team lead", "Finance", "Order placed"]
          .map((step, i) => `<div class="card" style="flex:1;border-color:${i === 2 ? accent : "#e3e8ee"};border-width:${i === 2 ? 2 : 1}px"><h3>${i + 1}. ${step}</h3><div class="muted">${["Purchase form", "2 working days", "Checks the budget", "To the supplier"][i]}</div><div style="margin-top:10px">${pill(["Done", "Done", "In progress", "Waiting"][i]!)}</div></div>`) // prettier-ignore
          .join("")}</div>` +
        `<div class="row"><div class="col card"><h3>Rules</h3><div class="muted">Over €5,000: the CFO approves too</div><div class="muted">Approver away: their deputy decides</div><div class="muted">Reminder after 24 hours</div></div>` + // prettier-ignore
        `<div class="col card" style="flex:1.4"><h3>Through this workflow today</h3>${table(["Request", "Step", "Status"], [["Label printer", "Finance", "In progress"], ["Office chairs", "Team lead", "Waiting"], ["Cloud storage", "Order placed", "Approved"]], 2)}</div></div>`, // prettier-ignore
    },
    {
      nav: OA_NAV,
      active: 4,
      search: "Search reports",
      me: "HL",
      title: "Office overview",
      sub: "All departments · last 30 days",
      action: "Export",
      body: () =>
        kpis([["1,284", "requests approved"], ["1.4 days", "average approval time"], ["96%", "approved within SLA"], ["37", "forms in use"]]) + // prettier-ignore
        `<div class="row" style="--chart:250px"><div class="col card" style="flex:2"><h3>Approvals per week</h3>${chart([42, 55, 48, 63, 70, 66, 81, 77, 88, 92])}</div><div class="col card"><h3>Slowest steps</h3>${table(
          ["Step", "Days"],
          [
            ["Legal review", "3.1"],
            ["CFO sign-off", "2.2"],
            ["IT setup", "1.8"],
          ],
        )}</div></div>`,
    },
    {
      nav: OA_NAV,
      active: 2,
      search: "Search forms",
      me: "SR",
      title: "Form library",
      sub: "37 forms in use · 5 drafts",
      action: "New form",
      body: () =>
        table(
          ["Form", "Owner", "Fields", "This month", "Status"],
          [
            ["Purchase request", "Finance", "14", "418", "Live"],
            ["Leave request", "HR", "6", "262", "Live"],
            ["Travel approval", "Finance", "11", "97", "Live"],
            ["New starter setup", "IT", "18", "23", "Live"],
            ["Contract review", "Legal", "9", "41", "Live"],
            ["Visitor badge", "Facilities", "5", "—", "Draft"],
            ["Training request", "HR", "8", "—", "Draft"],
          ],
          4,
        ),
    },
  ],
  pm: [
    {
      nav: PM_NAV,
      active: 1,
      search: "Search projects and tasks",
      me: "LM",
      title: "Portfolio timeline",
      sub: "Q3 · 6 projects · 41 people",
      action: "Add milestone",
      body: (accent) => {
        const rows: Array<[string, number, number, string]> = [
          ["Warehouse move", 2, 5, "On track"], ["ERP upgrade", 0, 7, "At risk"], ["New website", 4, 4, "On track"],
          ["Plant 2 retrofit", 1, 6, "On track"], ["Supplier portal", 6, 5, "Planned"], ["ISO audit prep", 3, 3, "Done"],
          ["Payroll switch", 5, 4, "On track"], ["Staff handbook", 8, 3, "Planned"],
        ]; // prettier-ignore
        const weeks = Array.from({ length: 12 }, (_, i) => `<th style="text-align:center">W${27 + i}</th>`).join("");
        return `<table><tr><th>Project</th>${weeks}<th>Health</th></tr>${rows
          .map(
            ([name, start, len, state]) =>
              `<tr><td>${name}</td>${Array.from({ length: 12 }, (_, i) => `<td style="padding:8px 0">${i >= start && i < start + len ? `<div style="height:14px;background:${state === "At risk" ? "#d9822b" : accent};opacity:${state === "Planned" ? 0.4 : 0.85};border-radius:${i === start ? "7px 0 0 7px" : i === start + len - 1 ? "0 7px 7px 0" : "0"}"></div>` : ""}</td>`).join("")}<td>${pill(state)}</td></tr>`,
          ) // prettier-ignore
          .join("")}</table>`;
      },
    },
    {
      nav: PM_NAV,
      active: 2,
      search: "Search tasks",
      me: "EP",
      title: "ERP upgrade · Board",
      sub: "Sprint 14 · ends Friday",
      action: "New task",
      body: () =>
        `<div class="row">${[
          ["To do", ["Map old price lists", "Train the buyers", "Freeze master data"]],
          ["In progress", ["Migrate open orders", "Test the VAT reports"]],
          ["Review", ["Warehouse labels", "User roles"]],
          ["Done", ["Choose the partner", "Finance sign-off", "Sandbox ready"]],
        ]
          .map(
            ([col, tasks], ci) =>
              `<div class="col" style="background:#f6f8fb;border-radius:10px;padding:10px"><h3 style="font-size:12px;color:#5f6b7a;text-transform:uppercase">${col as string} · ${(tasks as string[]).length}</h3>${(tasks as string[]).map((t, i) => `<div class="card" style="background:#fff"><h3>${t}</h3><div class="muted">${["Due Thu", "2 comments", "Due next week", "3 files"][(i + ci) % 4]}</div></div>`).join("")}</div>`,
          ) // prettier-ignore
          .join("")}</div>`,
    },
    {
      nav: PM_NAV,
      active: 0,
      search: "Search the portfolio",
      me: "TB",
      title: "Portfolio health",
      sub: "14 active projects · budget €2.4M",
      action: "Share report",
      body: () =>
        kpis([["92%", "milestones on time"], ["€1.1M", "spent of €2.4M"], ["3", "projects at risk"], ["78%", "team capacity used"]]) + // prettier-ignore
        table(
          ["Project", "Owner", "Budget", "Schedule", "Health"],
          [
            ["Plant 2 retrofit", "Marco Silva", "62% used", "On time", "On track"],
            ["ERP upgrade", "Elena Petrova", "81% used", "2 weeks late", "At risk"],
            ["Warehouse move", "Liam Walsh", "40% used", "On time", "On track"],
            ["Supplier portal", "Grace Chen", "12% used", "Starts W33", "Planned"],
            ["ISO audit prep", "Nora Hansen", "95% used", "Finished", "Done"],
          ],
          4,
        ),
    },
    {
      nav: PM_NAV,
      active: 3,
      search: "Search people and skills",
      me: "RB",
      title: "Team capacity",
      sub: "Next 4 weeks · 41 people",
      action: "Assign people",
      body: () =>
        kpis([["78%", "capacity used"], ["6", "people over 100%"], ["312 h", "free next week"], ["14", "open requests"]]) + // prettier-ignore
        table(
          ["Person", "Role", "This week", "Next week", "Load"],
          [
            ["Marco Silva", "Site engineer", "38 h", "40 h", "On track"],
            ["Elena Petrova", "ERP lead", "46 h", "44 h", "At risk"],
            ["Liam Walsh", "Planner", "32 h", "30 h", "On track"],
            ["Grace Chen", "Buyer", "20 h", "36 h", "On track"],
            ["Nora Hansen", "Auditor", "41 h", "12 h", "On track"],
          ],
          4,
        ),
    },
  ],
  trade: [
    {
      nav: TRADE_NAV,
      active: 1,
      search: "Search orders, customers, SKUs",
      me: "MS",
      title: "Orders",
      sub: "Today · 48 new · €36,420",
      action: "Create order",
      body: () =>
        table(
          ["Order", "Customer", "Lines", "Total", "Delivery", "Status"],
          [
            ["SO-24817", "Northwind Supply", "14", "€4,380.00", "Tue 14 May", "New"],
            ["SO-24816", "Harbor &amp; Vale", "6", "€1,126.50", "Mon 13 May", "Packed"],
            ["SO-24815", "Keystone Tools", "22", "€9,842.10", "Mon 13 May", "Shipped"],
            ["SO-24814", "Alder Foods", "3", "€412.00", "Fri 10 May", "Shipped"],
            ["SO-24813", "Bluepeak Retail", "9", "€2,250.75", "Fri 10 May", "Paid"],
            ["SO-24812", "Meridian Parts", "31", "€12,904.00", "Thu 9 May", "Overdue"],
            ["SO-24811", "Oakline Hotels", "5", "€980.40", "Thu 9 May", "Shipped"],
          ],
          5,
        ),
    },
    {
      nav: TRADE_NAV,
      active: 2,
      search: "Search the catalogue",
      me: "AO",
      title: "Catalogue",
      sub: "Spring collection · 1,204 products · prices for Keystone Tools",
      action: "Add to order",
      body: (accent) =>
        `<div class="grid" style="grid-template-columns:repeat(4,1fr)">${[
          ["Cordless drill 18 V", "€129.00", "In stock: 240"], ["Bit set, 32 pieces", "€24.90", "In stock: 1,120"],
          ["Safety gloves, L", "€4.20", "In stock: 5,600"], ["Spirit level 60 cm", "€18.50", "In stock: 310"],
          ["Work light LED", "€39.00", "Back on 20 May"], ["Tool case, large", "€64.00", "In stock: 85"],
          ["Tape measure 8 m", "€9.80", "In stock: 2,040"], ["Impact driver", "€149.00", "In stock: 62"],
        ].map(([n, p, s], i) => `<div class="card"><div style="height:64px;border-radius:8px;margin-bottom:8px;background:linear-gradient(135deg,${accent}${i % 2 ? "33" : "55"},#f4f6f9)"></div><h3>${n}</h3><div class="muted">${s}</div><b style="color:${accent}">${p}</b></div>`).join("")}</div>`, // prettier-ignore
    },
    {
      nav: TRADE_NAV,
      active: 4,
      search: "Search invoices",
      me: "NH",
      title: "Invoice INV-10392",
      sub: "Meridian Parts · due 30 May · net 30 days",
      action: "Send reminder",
      body: () =>
        `<div class="row"><div class="col" style="flex:2">${table(["Item", "Qty", "Price", "Amount"], [
          ["Hydraulic coupling, 20 mm", "40", "€18.40", "€736.00"], ["Seal kit, type B", "120", "€3.15", "€378.00"],
          ["Pressure gauge 0–16 bar", "12", "€46.00", "€552.00"], ["Hose, 10 m", "25", "€29.90", "€747.50"],
          ["Filter cartridge", "30", "€12.60", "€378.00"], ["Delivery", "1", "€45.00", "€45.00"],
        ])}</div><div class="col">${kpis([["€2,836.50", "net"], ["€3,403.80", "with VAT"]], 1)}<div class="card"><h3>Payment</h3>${pill("Waiting")}<div class="muted" style="margin-top:6px">Reminder sent 2 days ago</div></div></div></div>`, // prettier-ignore
    },
    {
      nav: TRADE_NAV,
      active: 3,
      search: "Search customers",
      me: "JW",
      title: "Customers",
      sub: "286 trade accounts · 41 ordered this week",
      action: "Invite customer",
      body: () =>
        table(
          ["Customer", "Price list", "Orders this year", "Revenue", "Account"],
          [
            ["Keystone Tools", "Trade A", "112", "€184,300", "Paid"],
            ["Meridian Parts", "Trade B", "64", "€92,750", "Overdue"],
            ["Northwind Supply", "Trade A", "98", "€151,020", "Paid"],
            ["Alder Foods", "Retail", "23", "€18,440", "Paid"],
            ["Oakline Hotels", "Hospitality", "37", "€40,910", "Paid"],
            ["Bluepeak Retail", "Retail", "2", "€3,180", "New"],
          ],
          4,
        ),
    },
  ],
  live: [
    {
      nav: LIVE_NAV,
      active: 1,
      search: "Search events",
      me: "DK",
      title: "Customer day 2025 · Live",
      sub: "On air 00:42:18 · 1,842 watching",
      action: "End broadcast",
      body: (accent) =>
        `<div class="row"><div class="col" style="flex:2"><div style="height:270px;border-radius:10px;background:linear-gradient(135deg,#1b2330,#3b4a5e);position:relative"><span class="pill bad" style="position:absolute;top:12px;left:12px;background:${accent};color:#fff">LIVE</span><div style="position:absolute;left:50%;top:46%;width:90px;height:90px;margin:-45px;border-radius:50%;background:#cbd5e1"></div><div style="position:absolute;left:50%;top:78%;width:180px;height:70px;margin-left:-90px;border-radius:90px 90px 0 0;background:#cbd5e1"></div></div>${kpis([["1,842", "watching now"], ["64%", "stayed 30 min+"], ["212", "questions"], ["4.7", "rating"]])}</div>` + // prettier-ignore
        `<div class="col card"><h3>Audience questions</h3>${[["Hannah Lee", "Will the recording be shared?"], ["Tom Becker", "Does this work with SSO?"], ["Priya Raman", "Is there an API for the agenda?"], ["Lucas Martin", "Can we add our own branding?"]].map(([n, q], i) => `<div style="border-top:1px solid #eef1f5;padding-top:8px">${person(n!, i)}<div class="muted" style="margin:4px 0 0 32px">${q}</div></div>`).join("")}</div></div>`, // prettier-ignore
    },
    {
      nav: LIVE_NAV,
      active: 0,
      search: "Search events and sessions",
      me: "SR",
      title: "Events",
      sub: "3 upcoming · 2,960 registered",
      action: "New event",
      body: () =>
        table(
          ["Event", "Date", "Registered", "Speakers", "Status"],
          [
            ["Partner summit, day 1", "12 June, 09:30", "1,120", "8", "Scheduled"],
            ["Quarterly all-hands", "18 June, 16:00", "640", "3", "Scheduled"],
            ["Product launch webcast", "2 July, 15:00", "1,200", "4", "Draft"],
            ["Customer day 2025", "Today, 10:00", "2,418", "11", "Live"],
            ["Onboarding for new staff", "28 May", "96", "2", "Complete"],
            ["Sales kick-off", "14 May", "380", "6", "Complete"],
            ["Works council Q&amp;A", "7 May", "212", "2", "Complete"],
          ],
          4,
        ),
    },
    {
      nav: LIVE_NAV,
      active: 3,
      search: "Search the audience",
      me: "OH",
      title: "Audience report",
      sub: "Customer day 2025 · 2 h 10 min",
      action: "Download",
      body: () =>
        kpis([["2,418", "registered"], ["1,906", "attended"], ["48 min", "average watch time"], ["312", "questions asked"]]) + // prettier-ignore
        `<div class="card" style="--chart:260px"><h3>Viewers over the event</h3>${chart([20, 46, 71, 88, 94, 92, 85, 90, 96, 81, 72, 64, 58, 40])}</div>`,
    },
    {
      nav: LIVE_NAV,
      active: 4,
      search: "Search recordings",
      me: "HL",
      title: "Recordings",
      sub: "48 recordings · captions in 6 languages",
      action: "Upload",
      body: () =>
        table(
          ["Recording", "Length", "Views", "Captions", "Status"],
          [
            ["Customer day 2025, keynote", "52 min", "3,214", "EN, DE, FR", "Live"],
            ["Sales kick-off", "1 h 38 min", "1,102", "EN", "Complete"],
            ["Onboarding for new staff", "44 min", "386", "EN, ES", "Complete"],
            ["Works council Q&amp;A", "31 min", "540", "EN, DE", "Complete"],
            ["Quarterly all-hands, Q1", "58 min", "1,877", "EN", "Complete"],
            ["Product launch rehearsal", "22 min", "12", "—", "Draft"],
          ],
          4,
        ),
    },
  ],
  education: [
    {
      nav: EDU_NAV,
      active: 0,
      search: "Search courses and paths",
      me: "GC",
      title: "Course catalogue",
      sub: "146 courses · 12 learning paths",
      action: "Assign a course",
      body: (accent) =>
        `<div class="grid" style="grid-template-columns:repeat(3,1fr)">${[
          ["Data protection basics", "25 min · required", 100], ["Leading your first team", "6 lessons", 64],
          ["Safe forklift operation", "Practical · 2 h", 30], ["Customer calls that go well", "4 lessons", 82],
          ["Excel for planners", "8 lessons", 12], ["Fire safety at work", "15 min · required", 0],
        ].map(([n, m, p], i) => `<div class="card"><div style="height:70px;border-radius:8px;margin-bottom:8px;background:linear-gradient(120deg,${accent}${["66", "33", "4d"][i % 3]},#f4f6f9)"></div><h3>${n as string}</h3><div class="muted">${m as string} · ${p as number}% done</div>${progress(p as number)}</div>`).join("")}</div>`, // prettier-ignore
    },
    {
      nav: EDU_NAV,
      active: 1,
      search: "Search my learning",
      me: "LW",
      title: "Leading your first team",
      sub: "Lesson 4 of 6 · Giving feedback",
      action: "Next lesson",
      body: (accent) =>
        `<div class="row"><div class="col" style="flex:2"><div style="height:330px;border-radius:10px;background:linear-gradient(135deg,${accent}cc,#2b1a08);position:relative"><div style="position:absolute;left:50%;top:50%;width:64px;height:64px;margin:-32px;border-radius:50%;background:#ffffffdd"></div></div>${progress(58)}<div class="muted">12:40 of 21:50</div></div>` + // prettier-ignore
        `<div class="col card"><h3>Lessons</h3>${["Your new role", "Setting goals", "Running one-to-ones", "Giving feedback", "Hard conversations", "Quiz"].map((l, i) => `<div style="display:flex;justify-content:space-between;gap:8px;border-top:1px solid #eef1f5;padding-top:7px"><span>${i + 1}. ${l}</span>${pill(i < 3 ? "Done" : i === 3 ? "In progress" : "Not started")}</div>`).join("")}</div></div>`, // prettier-ignore
    },
    {
      nav: EDU_NAV,
      active: 3,
      search: "Search people and courses",
      me: "MS",
      title: "Team training",
      sub: "Warehouse team · 24 people · due by 30 June",
      action: "Send reminder",
      body: () =>
        kpis([["87%", "required training complete"], ["412", "lessons finished"], ["3", "certificates expiring"], ["4.6", "course rating"]]) + // prettier-ignore
        table(
          ["Learner", "Required courses", "Last activity", "Status"],
          [
            ["Amara Okafor", "5 of 5", "Today", "Complete"],
            ["Jonas Weber", "4 of 5", "Yesterday", "In progress"],
            ["Sofia Rossi", "5 of 5", "Mon", "Complete"],
            ["Daniel Kim", "2 of 5", "3 weeks ago", "Overdue"],
            ["Hannah Lee", "3 of 5", "Today", "In progress"],
            ["Marco Silva", "5 of 5", "Fri", "Complete"],
          ],
          3,
        ),
    },
    {
      nav: EDU_NAV,
      active: 2,
      search: "Search learning paths",
      me: "TB",
      title: "Learning paths",
      sub: "12 paths · 1,380 learners enrolled",
      action: "New path",
      body: () =>
        table(
          ["Path", "Courses", "Learners", "Completion", "Status"],
          [
            ["New starters", "7", "214", "91%", "Live"],
            ["First-time managers", "6", "58", "64%", "Live"],
            ["Warehouse safety", "5", "402", "88%", "Live"],
            ["Customer service", "8", "176", "72%", "Live"],
            ["Data and privacy", "3", "1,206", "97%", "Live"],
            ["Sales onboarding", "6", "—", "—", "Draft"],
          ],
          4,
        ),
    },
  ],
};
