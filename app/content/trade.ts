import { desktop } from "~/kernel/links";
import { screenPicture } from "~/kernel/page-screens";
import type { StaticCopy } from "./types";
import { PRIMARY_CTA } from "~/kernel/content-constants";

export const trade: StaticCopy = {
  slug: "trade",
  metaTitle: "Brightlane Trade: B2B ordering platform",
  description:
    "Brightlane Trade gives your business customers a self-service ordering portal with their own prices, stock levels, quotes and delivery tracking.",
  eyebrow: "Brightlane Trade",
  title: "A B2B ordering portal your customers will actually use",
  lead: "Give every business customer their own catalogue, prices and payment terms. Orders flow straight into your ERP, and buyers track deliveries without calling your sales team.",
  hero: screenPicture(
    "trade",
    0,
    "Brightlane Trade order list with the customer, total, delivery date and status of each order",
  ),
  figures: [
    { value: "41%", label: "of orders placed outside office hours" },
    { value: "-35%", label: "order entry work for sales teams" },
    { value: "12,000", label: "SKUs per catalogue, typical" },
    { value: "2.4x", label: "more reorders from portal buyers" },
  ],
  features: [
    {
      title: "Customer-specific prices",
      text: "Contract prices, volume breaks and promotions calculated per customer, straight from your price lists.",
    },
    {
      title: "Quotes to orders",
      text: "Buyers request a quote, your team adjusts it, and the accepted quote becomes an order with one click.",
    },
    { title: "Live stock", text: "Availability per warehouse, with expected restock dates when an item runs out." },
    {
      title: "Reorder in seconds",
      text: "Saved baskets, order history and CSV upload for buyers who order the same items every week.",
    },
    {
      title: "Delivery tracking",
      text: "Shipment status and documents for every order, visible to the buyer and your service team alike.",
    },
    {
      title: "ERP connectors",
      text: "Standard connectors for common ERP systems and an open API for everything else.",
    },
  ],
  sections: [
    {
      heading: "Sales time back for selling",
      paragraphs: [
        "When routine reorders move to the portal, your sales team spends its time with new customers and larger deals instead of typing orders from e-mails.",
        "Every order arrives complete and validated, so there are fewer corrections and credit notes later.",
      ],
    },
    {
      heading: "Buyers get an experience they know",
      paragraphs: [
        "Search with filters, product comparisons and a basket that remembers. Approval rules on the buyer's side mean large orders can wait for their manager's sign-off inside the portal.",
      ],
      points: [
        "Multiple delivery addresses",
        "Invoices and credit notes as downloads",
        "Punch-out catalogues for procurement systems",
      ],
    },
  ],
  gallery: [
    screenPicture(
      "trade",
      1,
      "Brightlane Trade catalogue showing a trade customer's own prices for the spring collection",
    ),
    screenPicture("trade", 2, "Brightlane Trade invoice with order lines, VAT and payment terms"),
    screenPicture(
      "trade",
      3,
      "Brightlane Trade customer list with each trade account's price list, orders and revenue",
    ),
  ],
  quote: {
    text: "Our dealers order at night and on Sundays now. The portal paid for itself in the first quarter.",
    name: "Daniel Okafor",
    role: "Sales director, Geely Lane Motors",
  },
  cta: {
    heading: "Open your store to business buyers",
    text: "We will load part of your catalogue into a trial portal so you can try it with one of your customers.",
    label: PRIMARY_CTA,
    to: desktop.register(),
  },
};
