/**
 * Fills the ICU-style placeholders of an interface message: message("Page {page}", { page: 2 }).
 * Plain replacement, so server and browser write the same characters; a second locale brings
 * an ICU formatter (plurals, selects) in its place.
 */
export function message(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
