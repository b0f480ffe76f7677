/**
 * The header's menu. Without JavaScript the "Menu" control is a link to the footer's
 * list of all sections and its search field (#site-menu). Once hydrated it becomes a
 * button that opens a modal <dialog> drawer: the page behind is inert, Tab cycles inside
 * the drawer, Escape or a tap outside the panel closes it, and focus returns to the button.
 * The drawer is in the server's HTML too, closed (so hidden and out of the accessibility
 * tree), so every page carries its menu and search field before any script runs.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { currentState, useChrome } from "~/components/content/chrome";
import { StrokeIcon } from "./stroke-icon";
import { SearchBox } from "~/components/search/search-box";
import { mobile } from "~/kernel/links";
import * as CHROME from "~/kernel/ui-strings/chrome";
import { PRIMARY_CTA } from "~/kernel/ui-strings/labels";

const noSubscribe = () => () => {};

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function MenuDrawer() {
  // False on the server and while hydrating, true after: until then the control stays a plain link.
  const enhanced = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const [open, setOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const chrome = useChrome("routes/mobile/layout");
  const groups = chrome?.navigation ?? [];
  // The settings' call to action; the UI string only on an error page without the layout's data.
  const cta = chrome?.primaryCta ?? { label: PRIMARY_CTA, to: mobile.register() };

  const close = useCallback(() => {
    const dialog = dialogRef.current;
    if (dialog?.open) dialog.close();
    setOpen(false);
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>(".m-drawer-close")?.focus();
    }
  }, [open]);

  // Any navigation (a link, the back button) closes the drawer; its close event resets the state.
  useEffect(() => {
    if (dialogRef.current?.open) dialogRef.current.close();
  }, [pathname]);

  const onKeyDown = (event: React.KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Tab") return;
    const items = [...(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <>
      {enhanced ? (
        <button
          ref={buttonRef}
          type="button"
          className="m-icon-button"
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls="m-drawer"
          onClick={() => setOpen(true)}
        >
          <StrokeIcon d="M4 6h16M4 12h16M4 18h16" />
          <span>{CHROME.menu}</span>
        </button>
      ) : (
        <a className="m-icon-button" href="#site-menu">
          <StrokeIcon d="M4 6h16M4 12h16M4 18h16" />
          <span>{CHROME.menu}</span>
        </a>
      )}
      {/* A click on the dialog element itself is a click on its backdrop: the panel fills the rest. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        id="m-drawer"
        ref={dialogRef}
        className="m-drawer"
        aria-label={CHROME.menu}
        onKeyDown={onKeyDown}
        onClose={() => {
          setOpen(false);
          buttonRef.current?.focus();
        }}
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        <div className="m-drawer-panel">
          <div className="m-drawer-head">
            <p className="m-drawer-title">{CHROME.menu}</p>
            <button type="button" className="m-icon-button m-drawer-close" onClick={close}>
              <StrokeIcon d="M6 6l12 12M18 6L6 18" />
              <span className="visually-hidden">{CHROME.closeMenu}</span>
            </button>
          </div>
          <SearchBox variant="mobile" id="drawer-search" label={CHROME.searchSite} />
          <nav aria-label={CHROME.mainMenu}>
            {groups.map((group, i) => (
              // Numbered, not named: a heading in Chinese has no letters a name could keep.
              <section key={group.label} className="m-drawer-group" aria-labelledby={`m-drawer-${i}`}>
                <h2 id={`m-drawer-${i}`}>{group.label}</h2>
                <ul>
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <Link to={link.to} aria-current={currentState(link.to, pathname) && "page"} onClick={close}>
                        {link.label}
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </nav>
          {/* The call to action the desktop header shows beside its menu. */}
          <p className="m-drawer-cta">
            <Link to={cta.to} className="button button-primary" onClick={close}>
              {cta.label}
            </Link>
          </p>
        </div>
      </dialog>
    </>
  );
}
