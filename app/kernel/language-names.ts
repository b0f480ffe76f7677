/**
 * A locale's name in English, for staff (the back office and its mails are in English):
 * "zh-Hans" -> "Chinese (Simplified)". Read on the server and in admin loaders only:
 * it builds an Intl object, which no public page may (decision 0043).
 */
let names: Intl.DisplayNames | undefined;

export function languageInEnglish(tag: string): string {
  names ??= new Intl.DisplayNames(["en"], { type: "language", languageDisplay: "standard", fallback: "code" });
  try {
    return names.of(tag) ?? tag;
  } catch {
    // not a tag Intl reads (a notice written by an older release): the tag as it is
    return tag;
  }
}

/** "Chinese (Simplified) — zh-Hans": the name staff read and the tag the filters take. */
export function languageLabel(tag: string): string {
  const name = languageInEnglish(tag);
  return name === tag ? tag : `${name} — ${tag}`;
}
