/**
 * The back office's frame: skip link, a header with the product's name and who is
 * signed in (with a sign-out button), the navigation the person's role may use (the
 * server decides which; the routes check again) and the main region. On a desktop the
 * navigation is a sidebar of groups; on a phone the same list folds into a menu, a
 * <details> element, so it opens without JavaScript. Nothing of the public skins.
 */
import { Form, Link, useLocation } from "react-router";
import { BRAND } from "~/kernel/brand";
import { admin } from "~/kernel/admin-links";

export const NAV_GROUPS = ["Content", "Media", "Leads", "Site", "People", "Settings"] as const;

export interface NavItem {
  to: string;
  label: string;
  /** Where it sits in the navigation; none for the dashboard, above the groups. */
  group?: (typeof NAV_GROUPS)[number];
  /** Only the exact path marks it current (the dashboard, which every page is under). */
  end?: boolean;
  /** The path whose pages it stands for, when wider than its own (every content type). */
  match?: string;
}

export interface Viewer {
  name: string;
  email: string;
  role: string;
}

/** The one item the open page belongs to: the longest path that holds it, so a named content type wins over "all". */
export function currentItem(nav: readonly NavItem[], pathname: string): NavItem | undefined {
  const path = pathname.replace(/\/+$/, "") || "/";
  const holds = (item: NavItem) => {
    const base = (item.match ?? item.to).split("?")[0]!;
    return path === base || (!item.end && path.startsWith(`${base}/`));
  };
  const length = (item: NavItem) => (item.match ?? item.to).split("?")[0]!.length;
  return nav.filter(holds).sort((a, b) => length(b) - length(a))[0];
}

function NavLinks({ items, current }: { items: readonly NavItem[]; current: NavItem | undefined }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} aria-current={item === current ? "page" : undefined}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}

function AdminNav({ nav }: { nav: readonly NavItem[] }) {
  const current = currentItem(nav, useLocation().pathname);
  return (
    <nav className="admin-nav" aria-label="Admin">
      <details className="admin-menu">
        <summary>
          Menu<span className="visually-hidden">: {current?.label ?? "sections"}</span>
        </summary>
        <NavLinks items={nav.filter((i) => !i.group)} current={current} />
        {NAV_GROUPS.map((group) => {
          const items = nav.filter((i) => i.group === group);
          if (!items.length) return null;
          const id = `admin-nav-${group.toLowerCase()}`;
          return (
            <div key={group} role="group" aria-labelledby={id} className="admin-nav-group">
              <p id={id} className="admin-nav-heading">
                {group}
              </p>
              <NavLinks items={items} current={current} />
            </div>
          );
        })}
      </details>
    </nav>
  );
}

export function AdminShell({
  viewer,
  nav,
  children,
}: {
  viewer: Viewer | null;
  nav: readonly NavItem[];
  children: React.ReactNode;
}) {
  const withNav = Boolean(viewer && nav.length);
  return (
    <div className={withNav ? "admin admin-with-nav" : "admin"}>
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-header">
        <Link className="admin-brand" to={admin.dashboard()}>
          {BRAND} admin
        </Link>
        {viewer ? (
          <div className="admin-who">
            <span className="admin-who-name">
              <span className="visually-hidden">Signed in as </span>
              {viewer.name || viewer.email} <span className="admin-badge">{viewer.role}</span>
            </span>
            <Form method="post" action={admin.signOut()} reloadDocument>
              <button type="submit" className="admin-button">
                Sign out
              </button>
            </Form>
          </div>
        ) : null}
      </header>
      {withNav ? <AdminNav nav={nav} /> : null}
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
