// The same route wiring as the desktop partner application (the logic is in register-page and register.server).
/* jscpd:ignore-start */
import { RegisterPage } from "~/components/register/register-page";
import { partnerApplyMeta } from "~/components/register/register-meta";
import { pageMeta } from "~/lib/seo";
import { registerAction, registerHeaders, loadRegisterPage } from "~/lib/register.server";
import type { Route } from "./+types/partner-apply";
import { mobile } from "~/kernel/links";
import * as SECTIONS from "~/kernel/ui-strings/sections";

export function headers(args: Route.HeadersArgs): Headers {
  return registerHeaders(args);
}

export function meta(args: Route.MetaArgs): Route.MetaDescriptors {
  return pageMeta(
    args,
    partnerApplyMeta(
      args.loaderData?.sent === true,
      args.loaderData?.copy.heading ?? SECTIONS.partnerApplication,
      args.loaderData?.seo,
    ),
  );
}

export async function loader(args: Route.LoaderArgs) {
  return loadRegisterPage(args, "partner");
}

export async function action(args: Route.ActionArgs) {
  return registerAction(args, mobile.partnerApply(true), "partner");
}
/* jscpd:ignore-end */

export default function Page({ loaderData, actionData }: Route.ComponentProps) {
  return <RegisterPage variant="mobile" className="reg-page m-page" loaderData={loaderData} actionData={actionData} />;
}
