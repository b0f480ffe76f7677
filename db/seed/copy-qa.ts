/** Questions and short answers of the demo Q&A, by category. */
import type { QaType } from "../../app/kernel/content-constants.ts";

export const QA_COPY: Record<QaType, Array<[question: string, answer: string]>> = {
  "getting-started": [
    [
      "How do I create a Brightlane workspace?",
      "Register on the sign-up page with your work email; your workspace is ready in under a minute.",
    ],
    [
      "Can I try Brightlane before I buy?",
      "Yes. Every plan comes with a 30-day free trial, and no credit card is needed to start.",
    ],
    [
      "How do I invite my colleagues?",
      "Open Admin centre, choose People, then Invite, and enter their email addresses or upload a CSV file.",
    ],
    [
      "Which browsers are supported?",
      "The current and previous versions of Chrome, Edge, Firefox and Safari are fully supported.",
    ],
    ["Is there a mobile app?", "Yes. Apps for iOS and Android are free to download and work with every plan."],
    [
      "Can I import data from spreadsheets?",
      "Yes. Every product has an import wizard for CSV and Excel files, with a preview before anything is saved.",
    ],
    [
      "How long does a typical roll-out take?",
      "Small teams are productive on day one; larger organisations usually roll out in two to six weeks.",
    ],
    ["Do I need to install anything?", "No. Brightlane runs in the browser; the desktop and mobile apps are optional."],
    [
      "Where do I find templates?",
      "Open the template gallery from the New button; there are more than 80 ready-made templates.",
    ],
    [
      "Can I use several Brightlane products together?",
      "Yes. All products share one sign-in, one directory of people and one admin centre.",
    ],
    [
      "How do I change the language of the interface?",
      "Each person can pick one of 14 languages under Profile, then Preferences.",
    ],
    [
      "What is the difference between a workspace and a team?",
      "A workspace is your whole organisation; teams are groups inside it with their own projects and permissions.",
    ],
    [
      "Can I customise the look of my workspace?",
      "Administrators can add your logo and brand colours in Admin centre under Branding.",
    ],
    [
      "Is training included?",
      "Every plan includes self-paced courses; Business and Enterprise plans include live onboarding sessions.",
    ],
    [
      "How do I get help if I am stuck?",
      "Use the help button in the product to search the help centre or contact support by chat or email.",
    ],
    [
      "Can I set up Brightlane for a pilot group first?",
      "Yes. Start with one team, and invite the rest of the organisation whenever you are ready.",
    ],
    [
      "Does Brightlane work on slow connections?",
      "Yes. Pages are light and the apps cache your recent work, so they stay usable on slow networks.",
    ],
    [
      "How do I switch on notifications?",
      "Choose which events notify you, and how, under Profile, then Notifications.",
    ],
    [
      "What happens at the end of the trial?",
      "Choose a plan to continue; if you do nothing, the workspace is paused and kept for 60 days.",
    ],
    [
      "Where can I see what is new?",
      "The What's new panel in the product and the product updates section of our news list every release.",
    ],
  ],
  billing: [
    [
      "How is Brightlane priced?",
      "Plans are priced per user and month; yearly billing saves 20% compared with monthly billing.",
    ],
    [
      "Which payment methods do you accept?",
      "We accept major credit cards, SEPA direct debit and, for yearly plans, payment by invoice.",
    ],
    [
      "Can I change my plan at any time?",
      "Yes. Upgrades take effect immediately; downgrades take effect at the next billing date.",
    ],
    ["How do I add or remove users?", "Add or remove users in Admin centre; the next invoice is adjusted pro rata."],
    ["Do you offer discounts for non-profits?", "Yes. Registered charities and non-profits receive 50% off any plan."],
    [
      "Is there an education discount?",
      "Schools, colleges and universities receive special pricing; contact our education team for a quote.",
    ],
    [
      "Where can I download my invoices?",
      "Invoices are available as PDF files in Admin centre under Billing, then Invoices.",
    ],
    [
      "Can I pay in my local currency?",
      "We bill in US dollars, euros and pounds sterling; other currencies are available on yearly plans.",
    ],
    [
      "What happens if a payment fails?",
      "We retry three times over ten days and email the billing contact; your service continues in the meantime.",
    ],
    [
      "Do prices include tax?",
      "Prices are shown without tax; VAT or sales tax is added where applicable, based on your billing address.",
    ],
    ["Can I get a refund?", "Yearly plans can be cancelled within 30 days of purchase for a full refund."],
    [
      "How do I cancel my subscription?",
      "Administrators can cancel under Billing, then Subscription; you keep access until the end of the period.",
    ],
    [
      "Do you charge for guest users?",
      "No. Guests with limited access, such as clients or suppliers, are free on every plan.",
    ],
    [
      "Can I mix plans for different teams?",
      "A workspace has one plan per product, but each product can be on a different plan.",
    ],
    [
      "Is there a minimum number of users?",
      "The Starter plan has no minimum; Business and Enterprise plans start at ten users.",
    ],
    [
      "How do I update my billing address?",
      "Change the billing address and tax number in Admin centre under Billing, then Details.",
    ],
    [
      "Do you offer purchase orders?",
      "Yes. Enterprise customers can buy through a purchase order and pay by bank transfer.",
    ],
    [
      "Are promotion codes combined with other discounts?",
      "No. One promotion code or discount applies per subscription, whichever is better for you.",
    ],
    [
      "How does billing work for partners' customers?",
      "Customers who buy through a partner are billed by that partner under their own terms.",
    ],
    [
      "Can I see my usage before the invoice arrives?",
      "Yes. The Billing page shows the current number of users and an estimate of the next invoice.",
    ],
  ],
  integrations: [
    [
      "Which integrations are available?",
      "More than 120 integrations are available, including accounting, storage, messaging and identity providers.",
    ],
    ["Does Brightlane have an API?", "Yes. Every product has a documented REST API with webhooks for events."],
    [
      "Can I connect Brightlane to my accounting software?",
      "Yes. Brightlane Trade and OA connect to the most common accounting packages out of the box.",
    ],
    [
      "How do webhooks work?",
      "Register a URL for the events you care about, and Brightlane sends a signed JSON message when they happen.",
    ],
    [
      "Can I sync users from our directory?",
      "Yes. SCIM provisioning keeps users and groups in step with your identity provider.",
    ],
    [
      "Is there a rate limit on the API?",
      "Yes. The default limit is 600 requests per minute per workspace; higher limits are available on request.",
    ],
    [
      "Can I embed Brightlane Live streams on my site?",
      "Yes. Every stream has an embed code, and you can restrict it to your own domains.",
    ],
    ["Do you support single sign-on?", "Yes. Any SAML 2.0 or OpenID Connect provider works, on every plan."],
    [
      "Can I connect Brightlane Trade to my ERP?",
      "Yes. Connectors exist for popular ERP systems, and the API covers products, prices, stock and orders.",
    ],
    [
      "How do I create an API key?",
      "Administrators create keys in Admin centre under Developers, with scopes that limit what each key can do.",
    ],
    [
      "Is there a sandbox for testing integrations?",
      "Yes. Business and Enterprise plans include a sandbox workspace that mirrors your configuration.",
    ],
    ["Can I export my data?", "Yes. You can export everything as CSV or JSON at any time, without asking us."],
    ["Do integrations cost extra?", "No. All standard integrations are included in every plan."],
    [
      "Can I connect calendar tools?",
      "Yes. Brightlane PM and Live sync with common calendar services in both directions.",
    ],
    [
      "Can partners build integrations?",
      "Yes. Our partner programme offers developer accounts, documentation and listing in the integration gallery.",
    ],
    [
      "How do I connect cloud storage?",
      "Connect a storage provider in Admin centre under Integrations, and attach files from it anywhere in Brightlane.",
    ],
    [
      "Can I automate tasks without code?",
      "Yes. Automation rules let you react to events with actions, such as creating a task when a form is approved.",
    ],
    [
      "Which messaging tools can receive notifications?",
      "Notifications can be sent to common team chat tools as well as email and the mobile apps.",
    ],
    ["Is there a command-line tool?", "Yes. The Brightlane CLI manages workspaces, imports and exports from scripts."],
    [
      "Where is the API documentation?",
      "The developer portal documents every endpoint with examples, and the reference is available as OpenAPI.",
    ],
  ],
  security: [
    [
      "Where is my data stored?",
      "You choose the region when you create the workspace: Europe, North America or Asia-Pacific.",
    ],
    ["Is my data encrypted?", "Yes. Data is encrypted in transit with TLS 1.2 or later and at rest with AES-256."],
    [
      "Which certifications does Brightlane hold?",
      "Brightlane is certified under ISO 27001 and has an annual SOC 2 Type II report.",
    ],
    [
      "Do you comply with the GDPR?",
      "Yes. We offer a data processing agreement and act as a processor for customer data.",
    ],
    [
      "Can I require two-factor authentication?",
      "Yes. Administrators can require two-factor authentication for every user in the workspace.",
    ],
    [
      "Who at Brightlane can see my data?",
      "Only a small, vetted support team, with your permission, and every access is logged.",
    ],
    [
      "How often do you back up data?",
      "Data is backed up continuously, with daily snapshots kept for 35 days in a second location.",
    ],
    [
      "Do you run penetration tests?",
      "Yes. Independent firms test every product at least once a year, and we run a public bug bounty.",
    ],
    ["How do I report a security issue?", "Email our security team; we acknowledge reports within one business day."],
    [
      "Can I see an audit log?",
      "Yes. The audit log records sign-ins, permission changes and data exports, and can be exported.",
    ],
    [
      "What happens to my data if I leave?",
      "You can export it at any time; after cancellation it is deleted within 60 days.",
    ],
    ["Can I restrict access by IP address?", "Yes. Enterprise plans can limit sign-in to approved networks."],
    ["How are passwords stored?", "Passwords are never stored in plain text; we keep only salted, slow hashes."],
    [
      "Do you use subprocessors?",
      "Yes. The list of subprocessors is published on our trust page, and we announce changes 30 days ahead.",
    ],
    [
      "What is your uptime commitment?",
      "Business and Enterprise plans include a 99.9% monthly uptime commitment with service credits.",
    ],
    [
      "Can we sign a custom security agreement?",
      "Enterprise customers can negotiate security terms and complete their own security questionnaire.",
    ],
    [
      "How do you handle incidents?",
      "A documented incident process notifies affected customers within 72 hours, usually much sooner.",
    ],
    [
      "Is the mobile app secure?",
      "Yes. The apps use the same encryption, support device passcodes and can be wiped remotely.",
    ],
    [
      "Do you offer data residency in Germany?",
      "Yes. Since the opening of our Frankfurt data centre, workspaces can be hosted in Germany.",
    ],
    [
      "Where can I find your security documentation?",
      "Our trust page lists certifications, policies and reports; some require a non-disclosure agreement.",
    ],
  ],
};

export const QA_FOLLOW_UP: Record<QaType, string> = {
  "getting-started":
    "New to Brightlane? The getting-started guides in the help centre walk you through the first day step by step.",
  billing:
    "Billing questions that are specific to your account are answered fastest by our billing team in the admin centre.",
  integrations: "Developers will find complete examples and an OpenAPI reference in the developer portal.",
  security: "Our trust page lists certifications, policies and the current list of subprocessors.",
};
