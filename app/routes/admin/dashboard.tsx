import { Link } from "react-router";
import { StatusMessage } from "~/components/admin/form";
import { adminMeta } from "~/components/admin/meta";
import { admin } from "~/kernel/links";
import type { Route } from "./+types/dashboard";
import { requireStaff } from "./guard.server";
import { navFor } from "./nav.server";

export const meta: Route.MetaFunction = () => adminMeta("Dashboard");

export async function loader(args: Route.LoaderArgs) {
  const user = await requireStaff(args);
  return {
    name: user.name || user.email,
    role: user.role,
    twoFactorEnabled: user.twoFactorEnabled,
    sections: navFor(user.role).filter((s) => s.to !== admin.dashboard()),
  };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { name, role, twoFactorEnabled, sections } = loaderData;
  return (
    <>
      <h1>Welcome, {name}</h1>
      <p className="admin-lead">
        You are signed in with the <span className="admin-badge">{role}</span> role.
      </p>
      {twoFactorEnabled ? null : (
        <StatusMessage>
          Two-step sign-in is off for your account. <Link to={admin.account()}>Turn it on in Your account</Link>.
        </StatusMessage>
      )}
      <h2>What you can do here</h2>
      <ul className="admin-dashboard-links">
        {sections.map((s) => (
          <li key={s.to} className="admin-panel">
            <Link to={s.to}>{s.label}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
