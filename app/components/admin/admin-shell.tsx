/**
 * The back office's frame: skip link, header with the navigation the person's role
 * may use (the server decides which; the routes check again), who is signed in with
 * a sign-out button, and the main region. Nothing of the public skins.
 */
import { Form, Link, NavLink } from "react-router";
import { admin } from "~/kernel/links";

export interface NavItem {
  to: string;
  label: string;
  /** Only the exact path marks it current (the dashboard, which every page is under). */
  end?: boolean;
}

export interface Viewer {
  name: string;
  email: string;
  role: string;
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
  return (
    <div className="admin">
      <a className="skip-link" href="#admin-main">
        Skip to content
      </a>
      <header className="admin-header">
        <div className="admin-header-inner">
          <Link className="admin-brand" to={admin.dashboard()}>
            Brightlane admin
          </Link>
          {viewer && nav.length > 0 ? (
            <nav className="admin-nav" aria-label="Admin">
              <ul>
                {nav.map((item) => (
                  <li key={item.to}>
                    <NavLink to={item.to} end={item.end ?? false}>
                      {item.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          {viewer ? (
            <div className="admin-who">
              <span>
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
        </div>
      </header>
      <main id="admin-main" className="admin-main" tabIndex={-1}>
        {children}
      </main>
    </div>
  );
}
