/**
 * Fills an interface message: message("Page {page}", { page: 2 }). The build hands over a
 * message with plural or select cases as the function @messageformat/core compiled from it
 * (scripts/messages-plugin.ts, decision 0100); any other is filled here by name, as ICU fills
 * a plain `{name}`, so server and browser write the same characters without a parser.
 */
export type MessageValues = Record<string, string | number>;

export function message(template: string | ((values: MessageValues) => string), values: MessageValues): string {
  if (typeof template === "function") return template(values);
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
