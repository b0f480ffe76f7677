// The same route wiring as the desktop register page (the logic is in register-page and register.server).
/* jscpd:ignore-start */
import { RegisterPage } from "~/components/register/register-page";
import { registerMeta } from "~/components/register/register-meta";
import { pageMeta } from "~/lib/seo";
import { registerAction, registerHeaders, loadRegisterPage } from "~/lib/register.server";
import type { Route } from "./+types/register";
import { mobile } from "~/kernel/links";

export function headers(args: Route.HeadersArgs): Headers {
  return registerHeaders(args);
}

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(
    args,
    registerMeta(args.loaderData?.sent === true, args.loaderData?.copy.heading, args.loaderData?.seo),
  );
}

export async function loader(args: Route.LoaderArgs) {
  return loadRegisterPage(args);
}

export async function action(args: Route.ActionArgs) {
  return registerAction(args, mobile.register(true));
}
/* jscpd:ignore-end */

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <RegisterPage variant="mobile" className="reg-page m-page" loaderData={loaderData} actionData={actionData} />;
}
