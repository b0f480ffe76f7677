import { isRouteErrorResponse, Link, Outlet, useRouteLoaderData } from "react-router";
import { AdminShell } from "~/components/admin/admin-shell";
import { adminMeta } from "~/components/admin/meta";
import { admin } from "~/kernel/admin-links";
import "~/components/admin/admin.css";
import type { Route } from "./+types/layout";
import { accountsOf, viewerOf } from "./guard.server";
import { navFor } from "./nav.server";
import { localeTags } from "./translation.server";

// The error page's head; pages set their own.
export function meta({ error }: Route.MetaArgs): Route.MetaDescriptors {
  if (!error) return [];
  return adminMeta(describe(error).title);
}

/** Who is signed in and what the navigation offers them; each page checks again for itself. */
export async function loader(args: Route.LoaderArgs) {
  const user = await viewerOf(args);
  if (!user) return { viewer: null, nav: [] };
  return {
    viewer: { name: user.name, email: user.email, role: user.role },
    nav: user.twoFactorEnrolmentRequired ? [] : navFor(user.role, localeTags(args).length > 1),
    // For the forms' hidden field: proves a post is from these pages when the browser sends no Origin.
    xsrfToken: await accountsOf(args).sessionXsrfToken(user),
  };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell viewer={loaderData.viewer} nav={loaderData.nav}>
      <Outlet />
    </AdminShell>
  );
}

function describe(error: unknown): { status: number; title: string; message: string } {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const given = isRouteErrorResponse(error) ? (error.data as { message?: unknown } | null)?.message : undefined;
  if (status === 403)
    return {
      status,
      title: "Access denied",
      message: typeof given === "string" ? given : "Your role does not give access to this page.",
    };
  if (status === 404) return { status, title: "Page not found", message: "There is no such page in the admin." };
  return { status, title: "Something went wrong", message: "The admin could not show this page. Please try again." };
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<typeof loader>("routes/admin/layout");
  const { status, title, message } = describe(error);
  return (
    <AdminShell viewer={data?.viewer ?? null} nav={data?.nav ?? []}>
      <div className="admin-narrow admin-panel">
        <h1>{title}</h1>
        <p>{message}</p>
        <p>
          <Link to={admin.dashboard()}>{status === 403 ? "Back to the dashboard" : "Go to the dashboard"}</Link>
        </p>
      </div>
    </AdminShell>
  );
}
