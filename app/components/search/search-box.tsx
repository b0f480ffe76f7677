/**
 * SearchBox: the site search field wherever a visitor may look for one (the desktop
 * header, the mobile menu, the not-found page, the help centre). A GET form to the
 * variant's search page, so it works before and without JavaScript.
 *
 *   <SearchBox variant="desktop" id="header-search" label="Search the site" compact />
 */
import { Form } from "react-router";
import { LINKS } from "~/kernel/links";
import type { Variant } from "~/kernel/pages";
import "./search-box.css";
import * as SEARCH from "~/kernel/ui-strings/search";

interface SearchBoxProps {
  variant: Variant;
  /** The input's id: unique on the page. */
  id: string;
  /** The search landmark's name, and the field's label for screen readers. */
  label: string;
  placeholder?: string;
  /** A narrow field with an icon-sized button, for headers. */
  compact?: boolean;
}

export function SearchBox({ variant, id, label, placeholder = SEARCH.placeholder, compact = false }: SearchBoxProps) {
  return (
    <Form
      method="get"
      action={LINKS[variant].search()}
      role="search"
      aria-label={label}
      className={compact ? "search-box search-box-compact" : "search-box"}
    >
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <input
        id={id}
        type="search"
        name="q"
        placeholder={placeholder}
        maxLength={200}
        autoComplete="off"
        enterKeyHint="search"
        required
      />
      <button type="submit">{SEARCH.search}</button>
    </Form>
  );
}
