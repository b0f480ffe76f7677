import { redirect } from "react-router";
import { AdminForm, SubmitButton } from "~/components/admin/form";
import { adminMeta } from "~/components/admin/meta";
import { admin } from "~/kernel/admin-links";
import type { Route } from "./+types/sign-out";
import { accountsOf, cookieHeaders, formOf, requireStaff, viewerOf } from "./guard.server";

export const meta: Route.MetaFunction = () => adminMeta("Sign out");

// Signing out is a post (a link could be followed by a prefetch or another site); the page asks first.
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "admin.enter", { enrolling: true });
  return null;
}

export async function action(args: Route.ActionArgs) {
  await formOf(args);
  if (!(await viewerOf(args))) return redirect(admin.signIn());
  const { setCookies } = await accountsOf(args).signOut(args.request);
  return redirect(admin.signIn(), { headers: cookieHeaders(setCookies) });
}

export default function SignOut() {
  return (
    <div className="admin-narrow admin-panel">
      <h1>Sign out</h1>
      <p>Sign out of the admin on this device?</p>
      <AdminForm reloadDocument>
        <SubmitButton>Sign out</SubmitButton>
      </AdminForm>
    </div>
  );
}
