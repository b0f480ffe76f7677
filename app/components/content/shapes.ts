/**
 * Plain shapes the views of both skins lay out: a figure, a section of text, a quote,
 * a call to action and a customer's panel. Pages of blocks and collection items alike
 * are mapped onto them, so one component draws each.
 */

export interface Figure {
  value: string;
  label: string;
}

export interface Section {
  heading: string;
  paragraphs: string[];
  points?: string[];
}

export interface Quote {
  text: string;
  name: string;
  role: string;
}

export interface CallToAction {
  heading: string;
  text: string;
  label: string;
  /** Router path (the variant adds its prefix where it has its own page). */
  to: string;
}

export interface Customer {
  name: string;
  industry: string;
  location: string;
  employees: string;
  products: string[];
}
